import { Alert } from '@mui/material';
import { GoogleMap, Marker, Polygon, useJsApiLoader } from '@react-google-maps/api';
import { useTranslate } from 'react-admin';
import { listenForMapsAuthFailure, useMapsAuthFailed } from './authFailure';
import { MapAuthFailure } from './MapAuthFailure';
import { MAP_COLOURS } from './mapColours';
import type { MapViewProps } from './types';

// Before the first render asks for the script: Google calls the global as soon as it checks the key.
listenForMapsAuthFailure();

/** The real map, only when VITE_GOOGLE_MAPS_API_KEY is set (tests never get here). */
export default function GoogleMapView({
  center,
  zoom = 11,
  polygons = [],
  selected = [],
  onToggle,
  marker,
  onPick,
  label,
  height = 320,
}: MapViewProps) {
  const translate = useTranslate();
  const { isLoaded, loadError } = useJsApiLoader({
    googleMapsApiKey: import.meta.env.VITE_GOOGLE_MAPS_API_KEY ?? '',
  });
  const authFailed = useMapsAuthFailed();
  if (authFailed) return <MapAuthFailure height={height} />;
  // The script itself did not load (offline, blocked): a plain error, the address fields still work.
  if (loadError)
    return (
      <Alert severity="error">{translate('shared.mapAuthFailure', { message: loadError.message })}</Alert>
    );
  if (!isLoaded) return null;
  return (
    <div role="group" aria-label={label}>
      <GoogleMap
        mapContainerStyle={{ width: '100%', height }}
        center={center}
        zoom={zoom}
        onClick={(event) => event.latLng && onPick?.({ lat: event.latLng.lat(), lng: event.latLng.lng() })}
      >
        {polygons.map((polygon) => (
          <Polygon
            key={polygon.id}
            paths={polygon.path}
            onClick={() => onToggle?.(polygon.id)}
            options={{
              // Google's tiles are light in either mode of the theme: the drawn map's light edge.
              fillColor: MAP_COLOURS.light.edge,
              fillOpacity: selected.includes(polygon.id) ? 0.5 : 0.05,
              strokeColor: MAP_COLOURS.light.edge,
              strokeWeight: 2,
            }}
          />
        ))}
        {marker && <Marker position={marker} />}
      </GoogleMap>
    </div>
  );
}
