import { Suspense } from 'react';
import { Skeleton } from '@mui/material';
import { validPoint } from '../../domain/geo';
import { MapCode } from './mapCode';
import type { LatLng, MapViewProps } from './types';

export type { LatLng, MapPolygon, MapViewProps } from './types';

/** A districts map: Google Maps when a key is configured, otherwise an inline SVG drawing (`MapCode`). */
export function MapView(props: MapViewProps) {
  // A point not on Earth (a typed latitude of 999) is never drawn: the marker is left out, the map centred on the
  // marker, the first district or 0,0 instead.
  const valid = (point: LatLng | null | undefined) => (point ? validPoint(point.lat, point.lng) : null);
  const marker = valid(props.marker);
  const center = valid(props.center) ?? marker ?? props.polygons?.[0]?.path[0] ?? { lat: 0, lng: 0 };
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={props.height ?? 320} sx={{ maxWidth: 600 }} />}
    >
      <MapCode {...props} center={center} marker={marker} />
    </Suspense>
  );
}
