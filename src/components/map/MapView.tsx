import { Suspense, lazy } from 'react';
import { Skeleton } from '@mui/material';
import type { MapViewProps } from './types';

export type { LatLng, MapPolygon, MapViewProps } from './types';

const hasKey = () => !!import.meta.env.VITE_GOOGLE_MAPS_API_KEY;
const GoogleMapView = lazy(() => import('./GoogleMapView'));
const SvgMap = lazy(() => import('./SvgMap'));

/**
 * A districts map: Google Maps when a key is configured, otherwise an inline SVG drawing of the polygons.
 * Both lazy-loaded; the Google script is never requested without a key.
 */
export function MapView(props: MapViewProps) {
  const Map = hasKey() ? GoogleMapView : SvgMap;
  return (
    <Suspense
      fallback={<Skeleton variant="rectangular" height={props.height ?? 320} sx={{ maxWidth: 600 }} />}
    >
      <Map {...props} />
    </Suspense>
  );
}
