import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';

/**
 * Colours chosen for contrast (WCAG AA on white and as button backgrounds), and larger hit targets than
 * react-admin's defaults, which Lighthouse flags.
 */
export const theme: RaThemeOptions = deepmerge(defaultTheme, {
  palette: {
    primary: { main: '#1b5e4a', contrastText: '#ffffff' },
    secondary: { main: '#0d47a1', contrastText: '#ffffff' },
    error: { main: '#b3261e' },
    success: { main: '#1e6b2e' },
    warning: { main: '#8a4b00' },
    info: { main: '#01579b' },
    text: { secondary: '#4a4a4a' },
    background: { default: '#f5f7f6' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24, minWidth: 24 } } },
    // react-admin's row checkbox puts its aria-label on MUI's root <span>, where ARIA forbids it and the
    // <input> stays nameless: move the label onto the input for every checkbox.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (ownerState: { 'aria-label'?: string }) =>
            ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
        },
      },
    },
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
  },
} satisfies RaThemeOptions);
