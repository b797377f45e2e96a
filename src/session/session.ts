import { jwtDecode } from 'jwt-decode';

export interface LocationOption {
  id: number;
  label: string;
}
export interface PaymentMethod {
  id: number;
  label: string;
}
export interface SmsCountries {
  countries: string[];
  baseCountry: string;
}
export interface Polygon {
  id: number;
  label: string;
  price: number;
  path: { lat: number; lng: number }[];
}

/** What admin/location/change answers: everything that depends on the chosen location. */
export interface LocationSettings {
  location: number;
  locationLabel: string;
  baseLocationName: string;
  availableLocations: LocationOption[];
  paymentMethods: PaymentMethod[];
  mapLatitude: number;
  mapLongitude: number;
  mapZoom: number;
  baseLanguage: string;
  availableLanguages: string[];
  smsCustomers: SmsCountries;
  smsPartners: SmsCountries;
  currencyCode: string;
  currencyPrecision: number;
  onceMonthDiscount: number;
  twiceMonthDiscount: number;
  onceWeekDiscount: number;
  privateHouseCoefficient: number;
  servicesByType: Record<string, number[]>;
  postCodeMask: string;
  vatPercentage: number;
  pricePerMinute: number;
  polygons: Polygon[];
}

/** The stored Session entity of the specification: the account plus its current location. */
export interface Session extends LocationSettings {
  id: number;
  name: string;
  token: string;
  email: string;
  isLogged: boolean;
  language: string;
}

export interface LoginTokenPayload {
  id: number;
  permission: string;
  exp: number;
}

export const SESSION_KEY = 'session';
export const LANGUAGE_KEY = 'authLanguage';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_PRECISION = 2;

export function decodeLoginToken(token: string): LoginTokenPayload | null {
  try {
    const payload = jwtDecode<Partial<LoginTokenPayload>>(token);
    if (typeof payload.id !== 'number' || typeof payload.exp !== 'number') return null;
    return { id: payload.id, permission: String(payload.permission ?? ''), exp: payload.exp };
  } catch {
    return null;
  }
}

/**
 * Logged in means: token and id stored, the token decodes, is not expired, and its id equals the stored id.
 * Returns the reason it is not, for tests and logs.
 */
export function sessionProblem(session: Session | null, nowMs = Date.now()): string | null {
  if (!session || !session.token || session.id == null) return 'missing';
  const payload = decodeLoginToken(session.token);
  if (!payload) return 'undecodable';
  if (payload.exp * 1000 <= nowMs) return 'expired';
  if (payload.id !== session.id) return 'id-mismatch';
  return null;
}

/** The login token's permission ('admin', 'manager'), or null without a session. */
export function permissionOf(session: Session | null): string | null {
  return session ? (decodeLoginToken(session.token)?.permission ?? null) : null;
}

export function readLanguage(): string {
  return localStorage.getItem(LANGUAGE_KEY) || 'en';
}

export function writeLanguage(language: string) {
  localStorage.setItem(LANGUAGE_KEY, language);
}
