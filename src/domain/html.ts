import DOMPurify from 'dompurify';
import {
  ALLOWED_ATTR,
  ALLOWED_TAGS,
  ALLOWED_URI_REGEXP,
  FORBIDDEN_TAGS,
  URI_ATTR,
  isAllowedUrl,
} from './htmlPolicy';

/** The screens' sanitiser (DOMPurify, needs a DOM); the fake backend applies the same policy with mocks/server/stripHtml.ts. */
let hooked = false;
function purifier() {
  if (!hooked) {
    // A link that opens a new tab must not hand the opener to the page it opens.
    // URLs are read as the backend reads them (htmlPolicy.ts isAllowedUrl), beside DOMPurify's own test.
    DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (URI_ATTR.includes(data.attrName) && !isAllowedUrl(data.attrValue)) data.keepAttr = false;
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return purifier().sanitize(html, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOWED_URI_REGEXP,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_TAGS: [...FORBIDDEN_TAGS],
    FORBID_ATTR: ['style'],
  });
}
