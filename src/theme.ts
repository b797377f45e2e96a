import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { deepmerge } from '@mui/utils';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/**
 * One palette, a teal primary with an indigo secondary (neighbours on the colour wheel, so buttons and the top bar
 * go together). Every text colour keeps 4.5:1 or more against the background it sits on: white on #00695c is
 * 6.4:1, white on #303f9f 8.6:1, #4a4a4a on #f5f7f6 8.4:1; in the dark theme #80cbc4 on #1e1e1e is 9.7:1.
 */
const LIGHT = {
  primary: { light: '#439889', main: '#00695c', dark: '#003d33', contrastText: '#ffffff' },
  secondary: { light: '#666ad1', main: '#303f9f', dark: '#001970', contrastText: '#ffffff' },
  error: { main: '#b3261e' },
  success: { main: '#1e6b2e' },
  warning: { main: '#8a4b00' },
  info: { main: '#0b5cad' },
  // Disabled text (a used promocode's read-only terms, their helper texts) stays readable: 4.9:1 on white.
  text: { secondary: '#4a4a4a', disabled: '#707070' },
  background: { default: '#f5f7f6' },
};

const DARK = {
  mode: 'dark' as const,
  // The status colours' text (a badge's count, a filled chip) is dark where white would fall under 4.5:1: MUI's
  // dark error red (#f44336) took white at 3.7:1 (its default threshold is 3).
  contrastThreshold: 4.5,
  primary: { light: '#b2fef7', main: '#80cbc4', dark: '#4f9a94', contrastText: '#0b1f1c' },
  secondary: { light: '#d1d9ff', main: '#9fa8da', dark: '#6f79a8', contrastText: '#0f1330' },
  background: { default: '#121212', paper: '#1e1e1e' },
};

/** Room above and below a list's table: top bar, list toolbar, tabs, pagination and margins. */
const LIST_CHROME = 264;

const CHIP_COLOURS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

/**
 * A status chip (src/components/status.tsx) as one plain element: MUI's small Chip, outlined or filled, drawn by
 * these classes (a list row has two; MUI's Chip is a component and two styled elements each).
 */
const statusChipClasses = (theme: Theme) => ({
  '.status-chip': {
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    height: 24,
    padding: '0 8px',
    borderRadius: 12,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
    boxSizing: 'border-box',
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.action.selected,
  },
  '.status-chip.outlined': {
    backgroundColor: 'transparent',
    border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
    padding: '0 7px',
  },
  ...Object.fromEntries(
    CHIP_COLOURS.flatMap((colour) => [
      [
        `.status-chip.filled.${colour}`,
        { backgroundColor: theme.palette[colour].main, color: theme.palette[colour].contrastText },
      ],
      [
        `.status-chip.outlined.${colour}`,
        { color: theme.palette[colour].main, borderColor: alpha(theme.palette[colour].main, 0.7) },
      ],
    ]),
  ),
});

/** Shared by both modes: hit targets, accessible checkboxes, and lists that fit the window. */
const components = {
  // Classes for the cells every list row draws: plain elements styled once here, not a styled component and an
  // sx each per cell (25 rows by several cells on a list's first render).
  MuiCssBaseline: {
    styleOverrides: (theme: Theme) => ({
      // A list row's cell (ListColumn): MUI's small body cell, as its TableCell would draw it.
      '.list-cell': {
        ...theme.typography.body2,
        display: 'table-cell',
        verticalAlign: 'inherit',
        borderBottom: `1px solid ${
          theme.palette.mode === 'light'
            ? lighten(alpha(theme.palette.divider, 1), 0.88)
            : darken(alpha(theme.palette.divider, 1), 0.68)
        }`,
        textAlign: 'left',
        padding: '6px 16px',
        color: theme.palette.text.primary,
      },
      '.list-cell.MuiTableCell-alignRight': { textAlign: 'right', flexDirection: 'row-reverse' },
      '.cell-truncate': {
        display: 'block',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      },
      // A cell's list of names in small text (a partner's service types), wrapping within its column.
      '.cell-caption': { ...theme.typography.caption, display: 'block', minWidth: 140 },
      '.cell-two-lines': { whiteSpace: 'nowrap' },
      '.cell-two-lines > .cell-first-line': { ...theme.typography.body2, display: 'block' },
      '.cell-two-lines > .cell-second-line': {
        ...theme.typography.caption,
        color: theme.palette.text.secondary,
      },
      ...statusChipClasses(theme),
    }),
  },
  // A disabled chip (a read-only choice) is drawn at full opacity in secondary text, not faded to 2:1.
  MuiChip: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '&.Mui-disabled': { opacity: 1, color: theme.palette.text.secondary },
      }),
    },
  },
  MuiTableSortLabel: { styleOverrides: { root: { minHeight: 24, minWidth: 24 } } },
  // react-admin's row checkbox puts its aria-label on MUI's root <span>, where ARIA forbids it and the
  // <input> stays nameless: move the label onto the input for every checkbox.
  MuiCheckbox: {
    defaultProps: {
      slotProps: {
        root: (ownerState: { 'aria-label'?: string }) =>
          ownerState['aria-label'] ? { 'aria-label': undefined } : {},
        input: (ownerState: { 'aria-label'?: string }) =>
          ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {},
      },
    },
  },
  MuiButtonBase: { defaultProps: { disableRipple: false } },
  // Russian and Polish labels are longer: let a button's text wrap inside it rather than spill out.
  MuiButton: { styleOverrides: { root: { whiteSpace: 'nowrap', minWidth: 0 } } },
  RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
  // The page never scrolls sideways: the content column may shrink below its children's width.
  // react-admin sizes the whole layout to fit its widest content ('fit-content'): a wide table would widen the
  // page. Instead the content column may shrink and the table scrolls inside its card.
  RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  RaList: {
    styleOverrides: {
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaList-main': { minWidth: 0 },
        '& .RaList-content': { minWidth: 0 },
        // On a desktop the rows scroll inside the card, so the toolbar above and the pagination below stay in
        // view and the sticky header sticks to the table's own top edge.
        [theme.breakpoints.up('sm')]: {
          '& .RaDataTable-tableWrapper': {
            maxHeight: `max(240px, calc(100dvh - ${LIST_CHROME}px))`,
            overflow: 'auto',
          },
        },
        // On a phone the page scrolls; the pagination sticks to the bottom of the window.
        '& .MuiTablePagination-root': {
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          backgroundColor: theme.palette.background.paper,
        },
      }),
    },
  },
  RaDataTable: {
    styleOverrides: {
      // An opaque header over rows that scroll beneath it, chips and ratings included.
      root: ({ theme }: { theme: Theme }) => ({
        '& .RaDataTable-headerCell': { zIndex: 3, backgroundColor: theme.palette.background.paper },
        // Half of MUI's 16 px side padding: nine columns gain a column's width.
        '& .MuiTableCell-root:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: 8, paddingRight: 8 },
      }),
    },
  },
};

export const theme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: LIGHT,
  shape: { borderRadius: 8 },
  components,
});

export const darkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: DARK,
  shape: { borderRadius: 8 },
  components,
});
