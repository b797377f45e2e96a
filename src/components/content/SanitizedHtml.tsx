import DOMPurify from 'dompurify';
import { Box, type SxProps } from '@mui/material';

/** Stored HTML is never trusted: DOMPurify removes scripts, event handlers and javascript: links before display. */
export function sanitize(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } });
}

export function SanitizedHtml({ html, sx }: { html: string | null | undefined; sx?: SxProps }) {
  return (
    <Box
      className="sanitized-html"
      sx={{ '& p': { my: 0.5 }, '& img': { maxWidth: '100%' }, ...sx }}
      dangerouslySetInnerHTML={{ __html: sanitize(html) }}
    />
  );
}
