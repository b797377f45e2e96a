import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What a tab says when the customer has none of its items. */
export function Empty({ children }: { children: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
      {translate(children)}
    </Typography>
  );
}
