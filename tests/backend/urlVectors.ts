/**
 * URLs a hostile client stores in rich text (href, src): tests/backend/hostileUrls.test.ts checks the backend's
 * cleaner with them, tests/component/backendHtml.test.ts compares it with the screens' DOMPurify.
 */

/** href/src values as they are after the HTML parser (character references decoded once). */
export const HOSTILE_URLS: string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' \u0001\u001fjavascript:alert(1)',
  'java\tscr\nipt:alert(1)',
  'javascript\r:alert(1)',
  // invisible and format characters before the scheme: DOMPurify drops them and finds javascript:
  '\u180Ejavascript:alert(1)',
  '\u200Bjavascript:alert(1)',
  '\u200Cjavascript:alert(1)',
  '\u200Djavascript:alert(1)',
  '\u200Ejavascript:alert(1)',
  '\u200Fjavascript:alert(1)',
  '\u2060javascript:alert(1)',
  '\uFEFFjavascript:alert(1)',
  '\u00ADjavascript:alert(1)',
  '\u00A0javascript:alert(1)',
  '\u2028javascript:alert(1)',
  '\u3000javascript:alert(1)',
  '\u034Fjavascript:alert(1)',
  'java\u200Bscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'file:///etc/passwd',
  // references left for a later reader that decodes again
  '&#x6A;avascript:alert(1)',
  '&#x200B;javascript:alert(1)',
  'java&#x09;script:alert(1)',
  'javascript&colon;alert(1)',
  '&amp;#x6A;avascript:alert(1)',
];

/** The same, written in HTML: the parser decodes the references first (`&#x200B;`, `java&#x09;script:`). */
export const HOSTILE_HTML_URLS: string[] = [
  '&#x200B;javascript:alert(1)',
  '&#8203;javascript:alert(1)',
  '&#x180E;javascript:alert(1)',
  'java&#x09;script:alert(1)',
  'java&Tab;script:alert(1)',
  '&NewLine;javascript:alert(1)',
  'javascript&colon;alert(1)',
  '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
  '&amp;#x6A;avascript:alert(1)',
  '&amp;amp;#x200B;javascript:alert(1)',
];

export const SAFE_URLS: string[] = [
  'https://example.com/a?b=1&c=2',
  'HTTP://EXAMPLE.COM/',
  'mailto:office@example.com',
  'tel:+48500100200',
  '/relative/path',
  'page.html',
  '#top',
  '?page=2',
  'folder/file:name.html',
];
