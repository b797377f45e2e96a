import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { MAP_COLOURS } from '../../src/components/map/mapColours';

describe('the drawn map’s colours', () => {
  for (const mode of ['light', 'dark'] as const) {
    const colours = MAP_COLOURS[mode];
    it(`an area's name keeps 4.5:1 on its fill, chosen or not, in ${mode} mode`, () => {
      expect(getContrastRatio(colours.areaText, colours.area)).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(colours.chosenText, colours.chosen)).toBeGreaterThanOrEqual(4.5);
    });
    it(`the areas' shapes and the marker stand out by 3:1 in ${mode} mode`, () => {
      // An area not chosen is drawn by its edge, against the ground and its own fill; a chosen one by its fill.
      expect(getContrastRatio(colours.edge, colours.ground)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(colours.edge, colours.area)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(colours.chosen, colours.ground)).toBeGreaterThanOrEqual(3);
      // The marker by its dot or by the ring round it, wherever it is put.
      for (const under of [colours.ground, colours.area, colours.chosen])
        expect(
          Math.max(getContrastRatio(colours.marker, under), getContrastRatio(colours.markerRing, under)),
        ).toBeGreaterThanOrEqual(3);
    });
  }
});
