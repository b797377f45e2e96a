/**
 * The frame of every chart (recharts): import it only from a lazily loaded module, so recharts stays out of the
 * first screen. A chart is an image to assistive technology, named by `label`; its numbers are shown beside it
 * (figures, tables, the linked lists).
 */
import { Box } from '@mui/material';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

/** Colours with at least 4.5:1 against white, told apart also by the legend's names. */
export const CHART_COLOURS = [
  '#1b5e4a',
  '#0d47a1',
  '#b3541e',
  '#6a1b9a',
  '#5d4037',
  '#00695c',
  '#ad1457',
  '#455a64',
];

export function ChartBox({
  label,
  height = 260,
  children,
}: {
  label: string;
  height?: number;
  children: ReactElement;
}) {
  return (
    <Box sx={{ width: '100%', height }} role="img" aria-label={label}>
      <ResponsiveContainer>{children}</ResponsiveContainer>
    </Box>
  );
}
