import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapView } from '../../src/components/map/MapView';

const districts = [
  {
    id: 1,
    label: 'Mokotów',
    path: [
      { lat: 52.19, lng: 21.0 },
      { lat: 52.21, lng: 21.0 },
      { lat: 52.21, lng: 21.05 },
    ],
  },
];

/** Issue #30: a latitude of 999 made the map's viewBox invalid and blanked it; such a point never reaches it. */
describe('the map and a point not on Earth', () => {
  it.each([[{ lat: 999, lng: 21.01 }], [{ lat: 52.2, lng: -500 }], [{ lat: Number.NaN, lng: 21 }]])(
    '%j: the districts are drawn in a valid box, without the marker',
    async (point) => {
      render(<MapView center={point} marker={point} polygons={districts} label="Address" />);
      const svg = await screen.findByTestId('svg-map');
      const [, , width, height] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      expect(width).toBeGreaterThan(0);
      expect(height).toBeGreaterThan(0);
      expect(screen.queryByTestId('map-marker')).toBeNull();
      expect(screen.getByRole('group', { name: 'Address' })).toBeInTheDocument();
    },
  );

  it('draws a marker on Earth', async () => {
    const point = { lat: 52.2, lng: 21.02 };
    render(<MapView center={point} marker={point} polygons={districts} label="Address" />);
    expect(await screen.findByTestId('map-marker')).toBeInTheDocument();
  });
});
