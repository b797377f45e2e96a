import type { PaletteMode } from '@mui/material';

/**
 * The drawn map's colours (SvgMap, the map without a Google key) for each mode of the theme: in dark mode the map
 * is dark as the page around it. Every colour is opaque, so what a text or an edge is read against is the colour
 * named here: an area's name keeps at least 4.5:1 on its fill, chosen or not; an area stands out by 3:1 (by its
 * edge, or once chosen by its fill, with an edge of the ground's colour that parts two chosen neighbours), and the
 * marker by its dot or its ring (tests/unit/mapColours.test.ts).
 */
export const MAP_COLOURS: Record<
  PaletteMode,
  {
    /** the map's ground, between the areas */
    ground: string;
    /** an area not chosen, and its name */
    area: string;
    areaText: string;
    /** a chosen area, and its name (which also carries a check mark: the state is not told by colour alone) */
    chosen: string;
    chosenText: string;
    /** every area's edge */
    edge: string;
    /** the picked point, and the ring round it */
    marker: string;
    markerRing: string;
  }
> = {
  light: {
    ground: '#eef3f1',
    area: '#fafcfb',
    areaText: '#1d2b26',
    chosen: '#2f6b59',
    chosenText: '#ffffff',
    edge: '#1b5e4a',
    marker: '#b3261e',
    markerRing: '#ffffff',
  },
  dark: {
    ground: '#1a2421',
    area: '#26322e',
    areaText: '#e3ece8',
    chosen: '#327d67',
    chosenText: '#ffffff',
    edge: '#8fd3bb',
    marker: '#ef5350',
    markerRing: '#ffffff',
  },
};
