import type { PaletteMode } from '@mui/material';

/**
 * The charts' series colours, in order, for each mode of the theme: each keeps at least 4.5:1 against the card a
 * chart sits on (white in light mode; #1e1e1e and its lighter, elevated shades in dark mode), so a line, a bar and
 * the legend's name in its colour read on either. The series are told apart by the legend's names too.
 */
export const CHART_COLOURS: Record<PaletteMode, readonly string[]> = {
  light: ['#1b5e4a', '#0d47a1', '#b3541e', '#6a1b9a', '#5d4037', '#00695c', '#ad1457', '#455a64'],
  dark: ['#81c784', '#90caf9', '#ffb74d', '#ce93d8', '#bcaaa4', '#80cbc4', '#f48fb1', '#b0bec5'],
};
