import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/domain/html';

/** Payloads a hostile client might store; none may survive in a form that runs or restyles the page. */
const PAYLOADS: [string, string, RegExp][] = [
  ['script', '<p>a</p><script>alert(1)</script>', /<script|alert/i],
  ['img onerror', '<img src=x onerror=alert(1)>', /onerror/i],
  ['style element', '<style>body{display:none}</style><p>b</p>', /<style|display/i],
  ['style attribute', '<p style="position:fixed;top:0">c</p>', /style=/i],
  [
    'form and input',
    '<form action="https://evil.test"><input name="password"><button>Go</button></form>',
    /<form|<input|<button/i,
  ],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
  ['encoded javascript: link', '<a href="jav&#x09;ascript:alert(1)">x</a>', /ascript:/i],
  ['data: link', '<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', /data:/i],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>', /<svg|onload/i],
  ['iframe', '<iframe src="https://evil.test"></iframe>', /<iframe/i],
  ['event handler on a paragraph', '<p onclick="alert(1)">d</p>', /onclick/i],
];

describe('sanitizeHtml', () => {
  it.each(PAYLOADS)('strips %s', (_name, html, forbidden) => {
    expect(sanitizeHtml(html)).not.toMatch(forbidden);
  });

  it('keeps what the rich-text editor makes', () => {
    const html =
      '<h2>Title</h2><p><strong>Bold</strong> and <em>em</em></p><ul><li>one</li></ul><a href="https://example.com">link</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('makes a new-tab link safe', () => {
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});
