import { Box, Typography } from '@mui/material';
import { TextInput, useRecordContext } from 'react-admin';
import { LABEL_COLOUR, isLabelColour } from '../../domain/labelColour';

const validateColour = (value: unknown) => (isLabelColour(value) ? undefined : LABEL_COLOUR);

/** The browser's colour picker: it always gives #rrggbb, which the backend checks again. */
export function ColourInput() {
  return <TextInput source="colour" type="color" validate={validateColour} sx={{ width: 160 }} />;
}

/** A swatch and its code, so the colour is never the only thing said. */
export function ColourField({ source }: { source: string }) {
  const record = useRecordContext();
  const colour = record?.[source] as string | undefined;
  if (!colour) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: colour,
          border: 1,
          borderColor: 'divider',
        }}
      />
      <Typography component="span" variant="body2">
        {colour}
      </Typography>
    </Box>
  );
}
