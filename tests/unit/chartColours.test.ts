import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { CHART_COLOURS } from '../../src/components/charts/chartColours';

/**
 * The cards a chart sits on: white in light mode; in dark mode the theme's paper (#1e1e1e, src/theme.ts) and the
 * lighter shade MUI gives an elevated card (up to elevation 4, about #2c2c2c).
 */
const CARDS = { light: ['#ffffff'], dark: ['#1e1e1e', '#2c2c2c'] } as const;

describe('the charts’ series colours', () => {
  for (const mode of ['light', 'dark'] as const)
    it(`keep 4.5:1 against the card in ${mode} mode`, () => {
      const faint = CHART_COLOURS[mode].flatMap((colour) =>
        CARDS[mode]
          .map((card) => ({ colour, card, ratio: getContrastRatio(colour, card) }))
          .filter(({ ratio }) => ratio < 4.5),
      );
      expect(faint).toEqual([]);
    });

  it('are as many in both modes (a series keeps its place)', () => {
    expect(CHART_COLOURS.dark).toHaveLength(CHART_COLOURS.light.length);
  });
});
