import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/domain/html';
import { stripHtml } from '../../mocks/server/stripHtml';
import { call, loginAs } from '../backend/backendCalls';
import { HOSTILE_HTML_URLS, HOSTILE_URLS, SAFE_URLS } from '../backend/urlVectors';

/** The backend strips on save what the screens refuse to show (the same policy, src/domain/htmlPolicy.ts). */
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
  ['comment hiding markup', '<!--><img src=x onerror=alert(1)>-->', /onerror/i],
  ['nested unwrap', '<div><form><p onmouseover="x()">e</p></form></div>', /<form|onmouseover/i],
  ['Mongolian vowel separator before javascript:', '<a href="\u180Ejavascript:alert(1)">x</a>', /href/i],
  ['zero-width space before javascript:', '<a href="\u200Bjavascript:alert(1)">x</a>', /href/i],
  ['encoded zero-width space before javascript:', '<a href="&#x200B;javascript:alert(1)">x</a>', /href/i],
  ['encoded tab inside javascript:', '<a href="java&#x09;script:alert(1)">x</a>', /href/i],
  ['word joiner before a javascript: image', '<img src="\u2060javascript:alert(1)">', /src/i],
];

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** Every hostile URL of the backend's tests, as a link and as an image, and the safe ones. */
const LINKS = [
  ...HOSTILE_URLS.map((url) => `<a href="${attr(url)}">x</a>`),
  ...HOSTILE_URLS.map((url) => `<img src="${attr(url)}" alt="x">`),
  ...HOSTILE_HTML_URLS.map((written) => `<a href="${written}">x</a>`),
];
const SAFE_LINKS = SAFE_URLS.map((url) => `<a href="${attr(url)}">x</a>`);

describe('stripHtml (the backend)', () => {
  it.each(PAYLOADS)('removes %s', (_name, payload, forbidden) => {
    expect(stripHtml(payload)).not.toMatch(forbidden);
  });

  it.each(PAYLOADS)('leaves nothing the screens would still remove: %s', (_name, payload) => {
    const stored = stripHtml(payload);
    expect(sanitizeHtml(stored)).toBe(stored);
  });

  it.each(LINKS)('drops the URL of %j, as the screens do', (html) => {
    const stored = stripHtml(html);
    expect(stored).not.toMatch(/href|src/);
    expect(sanitizeHtml(html)).not.toMatch(/href|src/);
    expect(sanitizeHtml(stored)).toBe(stored);
  });

  it.each(SAFE_LINKS)('keeps %j, as the screens do', (html) => {
    expect(stripHtml(html)).toBe(html);
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps what the rich-text editor makes, and makes a new-tab link safe', () => {
    const html =
      '<h2>Title</h2><p><strong>b</strong> <em>i</em> <a href="https://example.com/x">link</a></p><ul><li>one</li></ul>';
    expect(stripHtml(html)).toBe(html);
    expect(stripHtml('<a href="/x" target="_top">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(stripHtml('<form><b>kept</b> text</form>')).toBe('<b>kept</b> text');
  });
});

describe('saving content', () => {
  it('stores an agreement with its rich text stripped and its plain texts as sent', async () => {
    await loginAs('admin');
    const answer = await call('admin/agreements/add', {
      title: { pl: 'Regulamin <b>x</b>', en: 'Terms' },
      slug: { pl: 'regulamin-xss', en: 'terms-xss' },
      content: {
        pl: '<p onclick="steal()">Treść</p><script>alert(1)</script><style>p{}</style>',
        en: '<p>Text</p>',
      },
      type: 'customer',
    });
    expect(answer.result).toBe(true);
    const saved = answer.data as {
      id: number;
      content: Record<string, string>;
      title: Record<string, string>;
    };
    expect(saved.content.pl).toBe('<p>Treść</p>');
    expect(saved.title.pl).toBe('Regulamin <b>x</b>');
    const details = await call('admin/agreements/details', { id: saved.id });
    expect((details.data as { content: Record<string, string> }).content.pl).toBe('<p>Treść</p>');
  });

  it('refuses a required rich text that is empty once stripped', async () => {
    await loginAs('admin');
    const answer = await call('admin/agreements/add', {
      title: { pl: 'T' },
      slug: { pl: 'only-script' },
      content: { pl: '<script>alert(1)</script>' },
    });
    expect(answer.result).toBe(false);
  });
});
