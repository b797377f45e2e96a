/**
 * HS256 JSON Web Tokens on WebCrypto's HMAC: all the app (its adminAuthToken) and the fake backend (login tokens
 * and their checks) need of jose, without its 10 kB. The checks follow jose's `jwtVerify` (the unit tests compare
 * both): a three-part compact token, header alg HS256 and no `crit`, the signature, then the time claims (numbers;
 * `nbf` not ahead, `exp` not passed, `iat` not ahead and at most `maxTokenAge` old when that is asked).
 */
export type Claims = Record<string, unknown>;

export class InvalidToken extends Error {}

const encoder = new TextEncoder();

const toBase64url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new InvalidToken('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function jsonObject(part: string): Claims {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder().decode(fromBase64url(part)));
  } catch {
    throw new InvalidToken('not JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new InvalidToken('not a JSON object');
  return value as Claims;
}

const hmacKey = (key: Uint8Array<ArrayBuffer>, usage: 'sign' | 'verify') =>
  crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);

/** `{"alg":"HS256","typ":"JWT"}` over the claims, in their order. */
export async function signHs256(claims: Claims, key: Uint8Array<ArrayBuffer>): Promise<string> {
  const header = toBase64url(encoder.encode(JSON.stringify({ alg: 'HS256', typ: 'JWT' })));
  const input = `${header}.${toBase64url(encoder.encode(JSON.stringify(claims)))}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(key, 'sign'), encoder.encode(input));
  return `${input}.${toBase64url(new Uint8Array(signature))}`;
}

function parts(token: string): [string, string, string] {
  const split = token.split('.');
  if (split.length !== 3) throw new InvalidToken('not a compact JWS');
  return split as [string, string, string];
}

/** The claims, unchecked (as jose's decodeJwt). */
export const decodeClaims = (token: string): Claims => jsonObject(parts(token)[1]);

export interface VerifyOptions {
  requiredClaims?: string[];
  /** seconds since `iat` */
  maxTokenAge?: number;
  /** seconds since the epoch; now by default */
  now?: number;
}

function numericDate(claims: Claims, name: string): number | undefined {
  const value = claims[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new InvalidToken(`"${name}" is not a number`);
  return value;
}

/** The claims of a token signed with `key`, or an InvalidToken. */
export async function verifyHs256(token: string, key: Uint8Array<ArrayBuffer>, options: VerifyOptions = {}): Promise<Claims> {
  const [header, payload, signature] = parts(token);
  const protectedHeader = jsonObject(header);
  if (protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) throw new InvalidToken('unsupported header');
  const signed = await crypto.subtle.verify('HMAC', await hmacKey(key, 'verify'), fromBase64url(signature), encoder.encode(`${header}.${payload}`));
  if (!signed) throw new InvalidToken('signature verification failed');
  const claims = jsonObject(payload);
  const required = [...(options.requiredClaims ?? []), ...(options.maxTokenAge === undefined ? [] : ['iat'])];
  for (const name of required) if (!(name in claims)) throw new InvalidToken(`missing "${name}"`);
  const now = options.now ?? Math.floor(Date.now() / 1000);
  const [iat, nbf, exp] = [numericDate(claims, 'iat'), numericDate(claims, 'nbf'), numericDate(claims, 'exp')];
  if (nbf !== undefined && nbf > now) throw new InvalidToken('not valid yet');
  if (exp !== undefined && exp <= now) throw new InvalidToken('expired');
  if (options.maxTokenAge !== undefined && iat !== undefined) {
    if (now - iat > options.maxTokenAge) throw new InvalidToken('too old');
    if (now - iat < 0) throw new InvalidToken('issued in the future');
  }
  return claims;
}
