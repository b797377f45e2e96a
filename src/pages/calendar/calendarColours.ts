import { alpha, type Theme } from '@mui/material';

/**
 * The calendar library's colour variables (its styles/theme.css) from the MUI theme, light or dark: page and
 * popup backgrounds, text, borders, buttons, today and highlighted days. Its own values are a light page's,
 * so in dark mode its white grid carried the theme's white text (issue #30).
 */
export function calendarColours(theme: Theme): Record<string, string> {
  const { palette } = theme;
  const ink = palette.text.primary;
  const dark = palette.mode === 'dark';
  return {
    colorScheme: palette.mode,
    '--ec-color-400': alpha(ink, 0.38),
    '--ec-color-300': alpha(ink, 0.2),
    '--ec-color-200': alpha(ink, 0.12),
    '--ec-color-100': alpha(ink, 0.06),
    '--ec-color-50': alpha(ink, 0.03),
    '--ec-bg-color': palette.background.paper,
    '--ec-text-color': ink,
    '--ec-border-color': palette.divider,
    '--ec-button-bg-color': palette.background.paper,
    '--ec-button-border-color': palette.divider,
    '--ec-button-text-color': ink,
    '--ec-button-active-bg-color': alpha(palette.primary.main, dark ? 0.32 : 0.12),
    '--ec-button-active-border-color': palette.primary.main,
    '--ec-button-active-text-color': ink,
    '--ec-today-bg-color': alpha(palette.primary.main, dark ? 0.18 : 0.08),
    '--ec-highlight-color': alpha(palette.secondary.main, dark ? 0.2 : 0.1),
    '--ec-popup-bg-color': palette.background.paper,
    '--ec-now-indicator-color': palette.error.main,
  };
}
