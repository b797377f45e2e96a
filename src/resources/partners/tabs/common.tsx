import { Children, type ReactElement, type ReactNode } from 'react';
import { Box, Grid, Paper, Typography } from '@mui/material';
import { Labeled, useTranslate } from 'react-admin';

/** A key figure of a tab (statistics, ledger, days off). */
export interface FigureDecl {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Key figures as outlined cards, four to a row on wide screens, each a labelled value. */
export function Figures({ items }: { items: FigureDecl[] }) {
  return (
    <Grid container spacing={2}>
      {items.map(({ label, value, testId }) => (
        <Grid key={label} size={{ xs: 12, sm: 6, md: 3 }}>
          <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
            <Labeled label={label} component="div">
              <Typography variant="h6" component="div" data-testid={testId}>
                {value}
              </Typography>
            </Labeled>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}

/** Fields of the record, three to a row; each labelled by its source (resources.partners.fields.*) or label. */
export function LabeledFields({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2}>
      {Children.toArray(children).map((field, index) => (
        <Grid key={index} size={{ xs: 12, sm: 6, md: 4 }} sx={{ wordBreak: 'break-word' }}>
          <Labeled component="div">{field as ReactElement}</Labeled>
        </Grid>
      ))}
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

export const Empty = ({ children }: { children: string }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 2 }}>
      <Typography color="text.secondary">{translate(children)}</Typography>
    </Box>
  );
};
