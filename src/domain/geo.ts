/**
 * Coordinates on Earth: a latitude within -90..90, a longitude within -180..180, both finite numbers. A form refuses
 * any other (orders, partners), the fake backend too, and the map never draws one (issue #30: a latitude of 999
 * made the map's drawing invalid and blanked it).
 */
export const LATITUDE = { min: -90, max: 90 } as const;
export const LONGITUDE = { min: -180, max: 180 } as const;

export interface Point {
  lat: number;
  lng: number;
}

const within = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

export const isLatitude = (value: unknown): value is number => within(value, LATITUDE);
export const isLongitude = (value: unknown): value is number => within(value, LONGITUDE);

/** The point, or null when either coordinate is missing or not on Earth. */
export function validPoint(lat: unknown, lng: unknown): Point | null {
  return isLatitude(lat) && isLongitude(lng) ? { lat, lng } : null;
}

/**
 * Field errors of an address's coordinates (`address.latitude`, `address.longitude`), each given only when set:
 * a missing coordinate is the address's own business (the rules of its form).
 */
export function coordinateErrors(
  address: { latitude?: unknown; longitude?: unknown } | null | undefined,
  message: string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const { latitude, longitude } = address ?? {};
  if (latitude != null && latitude !== '' && !isLatitude(latitude)) errors['address.latitude'] = message;
  if (longitude != null && longitude !== '' && !isLongitude(longitude)) errors['address.longitude'] = message;
  return errors;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): close enough for ranking partners by how far they travel. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}
