import { parseFragment, serialize, type DefaultTreeAdapterTypes as T } from 'parse5';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  FORBIDDEN_TAGS,
  URI_ATTR,
  isAllowedUrl,
} from '../../src/domain/htmlPolicy';

/**
 * The fake backend's half of the HTML policy (src/domain/htmlPolicy.ts): what a content field may store. The screens
 * sanitise with DOMPurify, which needs a DOM; the backend runs in a Web Worker, which has none, so it parses with
 * parse5 (the HTML5 parser jsdom uses) and rebuilds the tree from the same allow-list: code and embedded documents go with
 * their content, other forbidden or unknown elements are unwrapped (their text kept), comments go, attributes are filtered and every
 * URL must be http, https, mailto, tel or relative, read as a browser reads it. The result is serialised by parse5, so text is always escaped.
 */
const allowedTags = new Set(ALLOWED_TAGS);
const allowedAttrs = new Set(ALLOWED_ATTR);
const uriAttrs = new Set(URI_ATTR);
const forbidden = new Set(FORBIDDEN_TAGS);
/** Dropped with everything inside (code, styles, embedded documents), as DOMPurify's FORBID_CONTENTS does. */
const dropped = new Set([
  'script',
  'style',
  'svg',
  'math',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes',
  'plaintext',
  'audio',
  'video',
]);

type Node = T.ChildNode;
type Parent = T.DocumentFragment | T.Element | T.Template;

const isElement = (node: Node): node is T.Element => 'tagName' in node;

/**
 * A URL attribute's value (its character references already decoded by the parser) read as the browser's URL parser
 * reads it, with invisible characters before the scheme refused: src/domain/htmlPolicy.ts `isAllowedUrl`.
 */
const safeUri = (value: string) => isAllowedUrl(value);

function cleanAttrs(element: T.Element) {
  element.attrs = element.attrs.filter(({ name, value }) => {
    if (!allowedAttrs.has(name)) return false;
    return !uriAttrs.has(name) || safeUri(value);
  });
  if (element.tagName === 'a' && element.attrs.some((attr) => attr.name === 'target')) {
    // A link that opens a new tab must not hand the opener to the page it opens (as the screens' hook does).
    element.attrs = element.attrs.filter((attr) => attr.name !== 'target' && attr.name !== 'rel');
    element.attrs.push({ name: 'target', value: '_blank' }, { name: 'rel', value: 'noopener noreferrer' });
  }
}

function cleanChildren(parent: Parent) {
  const kept: Node[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeName === '#text') kept.push(node);
    else if (isElement(node)) {
      if (dropped.has(node.tagName) || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
      cleanChildren(node);
      if (allowedTags.has(node.tagName) && !forbidden.has(node.tagName)) {
        cleanAttrs(node);
        kept.push(node);
      } else {
        // Unwrapped: its (already cleaned) children take its place.
        for (const child of node.childNodes) child.parentNode = parent;
        kept.push(...node.childNodes);
      }
    }
    // comments and doctypes are dropped
  }
  parent.childNodes = kept;
}

export function stripHtml(html: string | null | undefined): string {
  if (!html) return '';
  const fragment = parseFragment(html);
  cleanChildren(fragment);
  return serialize(fragment);
}
