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

/** Attributes holding a URL: their value must match ALLOWED_URI_REGEXP. */
export const URI_ATTR: readonly string[] = ['href', 'src'];
