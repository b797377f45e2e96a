import { Box, useTheme } from '@mui/material';
import type { MouseEvent, KeyboardEvent } from 'react';
import { MAP_COLOURS } from './mapColours';
import type { LatLng, MapViewProps } from './types';

const WIDTH = 600;

/**
 * The map without a Google key: the polygons drawn as an inline SVG in their true proportions. Each polygon is
 * a toggle button (mouse or keyboard); a selected one is filled and its label carries a check mark, so the
 * state is never shown by colour alone. Its colours follow the theme's mode (mapColours.ts).
 */
export default function SvgMap({
  center,
  polygons = [],
  selected = [],
  onToggle,
  marker,
  onPick,
  label,
  height = 420,
}: MapViewProps) {
  const colours = MAP_COLOURS[useTheme().palette.mode];
  const points: LatLng[] = [center, ...polygons.flatMap((p) => p.path), ...(marker ? [marker] : [])];
  const pad = 0.004;
  const minLat = Math.min(...points.map((p) => p.lat)) - pad;
  const maxLat = Math.max(...points.map((p) => p.lat)) + pad;
  const minLng = Math.min(...points.map((p) => p.lng)) - pad;
  const maxLng = Math.max(...points.map((p) => p.lng)) + pad;
  // Longitude degrees shrink with latitude: keep the shapes' proportions.
  const lngScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = (maxLng - minLng) * lngScale || 1;
  const spanY = maxLat - minLat || 1;
  const viewHeight = Math.round((WIDTH * spanY) / spanX);
  const x = (lng: number) => ((lng - minLng) * lngScale * WIDTH) / spanX;
  const y = (lat: number) => ((maxLat - lat) * viewHeight) / spanY;

  const pick = (event: MouseEvent<SVGSVGElement>) => {
    if (!onPick || (event.target as Element).closest('[data-polygon]')) return;
    const box = event.currentTarget.getBoundingClientRect();
    const px = ((event.clientX - box.left) / box.width) * WIDTH;
    const py = ((event.clientY - box.top) / box.height) * viewHeight;
    const round = (value: number) => Math.round(value * 1e5) / 1e5;
    onPick({
      lat: round(maxLat - (py * spanY) / viewHeight),
      lng: round(minLng + (px * spanX) / WIDTH / lngScale),
    });
  };
  const key = (id: number) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onToggle?.(id);
    }
  };

  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: colours.ground,
        maxWidth: WIDTH,
        overflow: 'hidden',
      }}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${viewHeight}`}
        width="100%"
        style={{ maxHeight: height, display: 'block' }}
        role="group"
        aria-label={label}
        onClick={pick}
        data-testid="svg-map"
      >
        {polygons.map((polygon) => {
          const on = selected.includes(polygon.id);
          const cx = polygon.path.reduce((s, p) => s + x(p.lng), 0) / polygon.path.length;
          const cy = polygon.path.reduce((s, p) => s + y(p.lat), 0) / polygon.path.length;
          return (
            <g
              key={polygon.id}
              data-polygon={polygon.id}
              role={onToggle ? 'button' : undefined}
              tabIndex={onToggle ? 0 : undefined}
              aria-pressed={onToggle ? on : undefined}
              aria-label={polygon.label}
              onClick={onToggle ? () => onToggle(polygon.id) : undefined}
              onKeyDown={onToggle ? key(polygon.id) : undefined}
              style={{ cursor: onToggle ? 'pointer' : 'default', outlineOffset: -3 }}
            >
              <polygon
                points={polygon.path.map((p) => `${x(p.lng)},${y(p.lat)}`).join(' ')}
                fill={on ? colours.chosen : colours.area}
                // A chosen area is drawn by its fill and parted from a chosen neighbour by a line of the ground.
                stroke={on ? colours.ground : colours.edge}
                strokeWidth={2}
              />
              <text
                x={cx}
                y={cy}
                textAnchor="middle"
                dominantBaseline="middle"
                fontSize={22}
                fontFamily="sans-serif"
                fill={on ? colours.chosenText : colours.areaText}
                fontWeight={on ? 700 : 400}
                pointerEvents="none"
              >
                {on ? `✓ ${polygon.label}` : polygon.label}
              </text>
            </g>
          );
        })}
        {marker && (
          <g pointerEvents="none" data-testid="map-marker">
            <circle
              cx={x(marker.lng)}
              cy={y(marker.lat)}
              r={9}
              fill={colours.marker}
              stroke={colours.markerRing}
              strokeWidth={3}
            />
          </g>
        )}
      </svg>
    </Box>
  );
}
