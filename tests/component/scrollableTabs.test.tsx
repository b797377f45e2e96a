import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Tab, Tabs } from '@mui/material';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { theme } from '../../src/theme';

describe("the theme's scrollable tabs", () => {
  it('let their row scroll once mounted, with no scrollbar measured (src/theme.ts, MuiTabs)', () => {
    render(
      <ThemeProvider theme={createTheme(theme)}>
        <Tabs value="a" variant="scrollable" scrollButtons="auto" aria-label="tabs">
          <Tab value="a" label="A" />
          <Tab value="b" label="B" />
        </Tabs>
      </ThemeProvider>,
    );
    const row = screen.getByRole('tablist').parentElement;
    // MUI's Tabs keep their row's overflow hidden until the scrollbar slot tells them its size.
    expect(row?.classList.contains('MuiTabs-scroller')).toBe(true);
    expect(row?.style.overflow).toBe('');
    expect(row?.style.marginBottom).toBe('0px');
    // Nor the element MUI's own slot measures (its 99 px square off screen).
    expect(document.querySelector('.MuiTabs-scrollableX:not(.MuiTabs-scroller)')).toBeNull();
  });
});
