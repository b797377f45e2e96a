/**
 * The frame of every chart (recharts): import it only from a lazily loaded module, so recharts stays out of the
 * first screen. A chart is an image to assistive technology, named by `label`; its numbers are shown beside it
 * (figures, tables, the linked lists).
 */
import { Box, useTheme } from '@mui/material';
import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { CHART_COLOURS } from './chartColours';

/** The series' colours of the theme's mode (chartColours.ts). */
export const useChartColours = () => CHART_COLOURS[useTheme().palette.mode];

export function ChartBox({
  label,
  height = 260,
  children,
}: {
  label: string;
  height?: number;
  children: ReactElement;
}) {
  const { text, divider, background, action } = useTheme().palette;
  return (
    <Box
      role="img"
      aria-label={label}
      // recharts draws its axes, grid, tooltip and hover band in a light page's greys and white: the theme's instead,
      // so a chart reads in dark mode too (its tooltip's colours are inline: !important).
      sx={{
        width: '100%',
        height,
        '& .recharts-cartesian-axis-tick-value': { fill: text.secondary },
        '& .recharts-cartesian-axis-line, & .recharts-cartesian-axis-tick-line': { stroke: text.secondary },
        '& .recharts-cartesian-grid line': { stroke: divider },
        '& .recharts-tooltip-cursor': { fill: action.hover },
        '& .recharts-default-tooltip': {
          backgroundColor: `${background.paper} !important`,
          borderColor: `${divider} !important`,
        },
        '& .recharts-tooltip-label': { color: text.primary },
      }}
    >
      <ResponsiveContainer>{children}</ResponsiveContainer>
    </Box>
  );
}
