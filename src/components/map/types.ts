export interface LatLng {
  lat: number;
  lng: number;
}

export interface MapPolygon {
  id: number;
  label: string;
  path: LatLng[];
}

/** A map of districts with an optional marker; generic, so orders and partners share it. */
export interface MapViewProps {
  center: LatLng;
  zoom?: number;
  polygons?: MapPolygon[];
  /** ids of the selected polygons (drawn filled, and announced as pressed) */
  selected?: number[];
  /** clicking (or Enter/Space on) a polygon toggles it; without it the polygons are read-only */
  onToggle?: (id: number) => void;
  marker?: LatLng | null;
  /** clicking the map elsewhere moves the marker there */
  onPick?: (point: LatLng) => void;
  /** the accessible name of the map */
  label: string;
  height?: number;
}
