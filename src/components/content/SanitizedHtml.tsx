import { Box, type SxProps } from '@mui/material';
import { sanitizeHtml } from '../../domain/html';

/** Stored HTML is never trusted: the strict allow-list of src/domain/html.ts runs before display. */
export const sanitize = sanitizeHtml;

export function SanitizedHtml({ html, sx }: { html: string | null | undefined; sx?: SxProps }) {
  return (
    <Box
      className="sanitized-html"
      sx={{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, ...sx }}
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}
