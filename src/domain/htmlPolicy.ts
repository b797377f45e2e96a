/**
 * The one allow-list for stored HTML (page contents, answers, agreements, tutorials): what the rich-text editor
 * produces and nothing more. The screens sanitise before display and the fake backend strips the same on save,
 * so a hostile client cannot store what a screen would refuse to show.
 */
export const ALLOWED_TAGS: readonly string[] = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'strike',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'hr',
  'a',
  'img',
  'span',
  'div',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
export const ALLOWED_ATTR: readonly string[] = [
  'href',
  'title',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'target',
  'rel',
];
/**
 * URLs (and other attribute values) only over http(s), mail or phone, or without any scheme (relative paths,
 * plain words such as `_blank`): javascript:, data: and every other scheme are dropped.
 */
export const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|tel:|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Never kept, whatever the list above says: DOMPurify's FORBID_TAGS, and what the backend drops. */
export const FORBIDDEN_TAGS: readonly string[] = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'script',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

/** Attributes holding a URL: their value must be `isAllowedUrl` (and match ALLOWED_URI_REGEXP, DOMPurify's own test). */
export const URI_ATTR: readonly string[] = ['href', 'src'];

/** The schemes a stored URL may name; a URL without a scheme (relative: `/x`, `page.html`, `#top`) is allowed too. */
export const ALLOWED_SCHEMES: readonly string[] = ['http', 'https', 'mailto', 'tel'];

/**
 * Characters nobody sees: controls (Cc), format characters (Cf: U+00AD, U+180E, U+200B-U+200F, U+2060, U+FEFF...),
 * separators (Z), other default-ignorable ones (U+034F, U+115F, U+3164...) and whitespace.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Z}\p{Default_Ignorable_Code_Point}\s]/gu;
const HAS_INVISIBLE = new RegExp(INVISIBLE.source, 'u');

/** Named character references that make ASCII a scheme could hold, or whitespace (the others cannot make one). */
const NAMED: Record<string, string> = {
  tab: '\t',
  newline: '\n',
  nbsp: '\u00a0',
  colon: ':',
  sol: '/',
  period: '.',
  plus: '+',
  hyphen: '-',
  dash: '-',
  amp: '&',
  num: '#',
  quot: '"',
  apos: "'",
  lpar: '(',
  rpar: ')',
  semi: ';',
  comma: ',',
  zerowidthspace: '\u200b',
  nobreak: '\u2060',
  zwnj: '\u200c',
  zwj: '\u200d',
  lrm: '\u200e',
  rlm: '\u200f',
  shy: '\u00ad',
};

/** One round of HTML character references decoded: numeric ones, and the named ones above (any case). */
function decodeReferences(text: string) {
  return text.replace(
    /&(?:#x([0-9a-f]+)|#(\d+)|([a-z]+));?/gi,
    (whole, hex?: string, dec?: string, name?: string) => {
      if (name !== undefined) return NAMED[name.toLowerCase()] ?? whole;
      const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    },
  );
}

/**
 * A URL as the browser's URL parser reads it: leading and trailing C0 controls and spaces (U+0000-U+0020) stripped,
 * tabs and newlines removed anywhere.
 */
function readUrl(value: string) {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start++;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end--;
  return value.slice(start, end).replace(/[\t\n\r]/g, '');
}

function allowedAsRead(value: string) {
  const url = readUrl(value);
  const visible = url.replace(INVISIBLE, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(visible);
  // No scheme, even with the invisible characters taken out: a relative URL.
  if (!scheme) return true;
  // An invisible character before the scheme's colon: one reader sees a relative path, another (DOMPurify, which
  // drops it) `javascript:`. Whatever it would be, it is not a URL anybody typed.
  if (HAS_INVISIBLE.test(url.slice(0, url.indexOf(':')))) return false;
  return ALLOWED_SCHEMES.includes(scheme[1].toLowerCase());
}

/**
 * The URL allow-list of stored HTML (href, src), read the way a browser reads the URL: only http, https, mailto, tel
 * and relative URLs. The value is checked as given and once more after each round of decoding its character
 * references (`java&#x09;script:`, `&#x200B;javascript:`, `&amp;#x6A;avascript:`), so no later reader that decodes
 * it again finds another scheme.
 */
export function isAllowedUrl(value: string): boolean {
  let text = value;
  for (let round = 0; round < 4; round++) {
    if (!allowedAsRead(text)) return false;
    const decoded = decodeReferences(text);
    if (decoded === text) return true;
    text = decoded;
  }
  // References nested deeper than anybody writes them by hand.
  return false;
}
