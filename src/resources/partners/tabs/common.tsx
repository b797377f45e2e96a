import type { ReactNode } from 'react';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A labelled value, as a description-list pair. */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(label)}
        </Typography>
        <Typography variant="h6" component="div" data-testid={testId}>
          {value}
        </Typography>
      </Paper>
    </Grid>
  );
}

export function Field({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {translate(label)}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children === undefined || children === null || children === '' ? '—' : children}
      </Typography>
    </Grid>
  );
}

export function Heading({ children }: { children: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 2, mb: 1 }}>
      {translate(children)}
    </Typography>
  );
}

export const Fields = ({ children }: { children: ReactNode }) => (
  <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
    {children}
  </Grid>
);

export const Empty = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Typography color="text.secondary">{translate(children)}</Typography>
    </Box>
  );
};
