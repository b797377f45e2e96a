import { jwtDecode } from 'jwt-decode';
import type { LocationSettings as DeclaredSettings, SessionAnswer } from '../api/contract/session';

/** What admin/location/change answers: everything that depends on the chosen location (declared in the contract). */
export type LocationSettings = DeclaredSettings;
export type LocationOption = LocationSettings['availableLocations'][number];
export type PaymentMethod = LocationSettings['paymentMethods'][number];
export type SmsCountries = LocationSettings['smsCustomers'];
export type Polygon = LocationSettings['polygons'][number];

/** The stored Session entity of the specification: the account plus its current location, as admin/login answers it. */
export type Session = SessionAnswer;

export interface LoginTokenPayload {
  id: number;
  permission: string;
  exp: number;
}

export const SESSION_KEY = 'session';
export const LANGUAGE_KEY = 'authLanguage';
export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_PRECISION = 2;

function decode(token: string): LoginTokenPayload | null {
  try {
    const payload = jwtDecode<Partial<LoginTokenPayload>>(token);
    if (typeof payload.id !== 'number' || typeof payload.exp !== 'number') return null;
    return { id: payload.id, permission: String(payload.permission ?? ''), exp: payload.exp };
  } catch {
    return null;
  }
}

/** The last token decoded and its payload: screens ask for the permission at each render (a sweep profile). */
let lastDecoded: { token: string; payload: LoginTokenPayload | null } | undefined;

export function decodeLoginToken(token: string): LoginTokenPayload | null {
  if (lastDecoded?.token !== token) lastDecoded = { token, payload: decode(token) };
  return lastDecoded.payload;
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
