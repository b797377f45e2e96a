import type { LocationSettings } from '../../src/session/session';
import { issueLoginToken, type Account } from '../server/auth';
import { db, resetDb } from '../server/db';
import { Refusal, ok } from '../server/http';
import { declareEndpoints, payloadOf } from '../server/contract';
import { sessionApi } from '../../src/api/contract/session';
import { registerPublicRoute, registerRoute } from '../server/router';
import { tables } from '../server/tables';
import { RECORD_STATUS } from '../../src/domain/statuses';


/** What a location contributes to the session, as admin/login and admin/location/change answer it. */
export function locationSettings(account: Account, locationId: number): LocationSettings {
  const locations = tables.locations();
  const location = locations.get(locationId);
  if (!location || !account.locations.includes(locationId)) throw new Refusal('app.errors.forbidden');
  const { id, label, ...settings } = location;
  const servicesByType: Record<string, number[]> = {};
  for (const service of tables.services().all())
    if (service.status === RECORD_STATUS.active) (servicesByType[service.idServiceType] ??= []).push(service.id);
  return {
    ...(settings as Omit<LocationSettings, 'location' | 'locationLabel' | 'availableLocations'>),
    servicesByType,
    location: id,
    locationLabel: label,
    availableLocations: account.locations.map((locationId) => ({ id: locationId, label: locations.get(locationId)?.label ?? '' })),
  };
}

registerPublicRoute('admin/login', async (body) => {
  const posted = payloadOf(sessionApi.login, body);
  const email = posted.email.trim().toLowerCase();
  const password = posted.password;
  const errors: Record<string, string> = {};
  if (!email) errors.email = 'app.validation.required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'app.validation.email';
  if (!password) errors.password = 'app.validation.required';
  if (Object.keys(errors).length) throw new Refusal('app.validation.required', errors);
  const account = db()
    .collection<Account>('accounts')
    .all()
    .find((candidate) => candidate.email === email);
  if (!account || account.password !== password) throw new Refusal('app.errors.credentials');
  const token = await issueLoginToken(account);
  return ok({
    id: account.id,
    name: account.name,
    email: account.email,
    token,
    isLogged: true,
    language: 'en',
    ...locationSettings(account, account.location),
  });
});

registerRoute('admin/location/change', 'locations', 'list', ({ account, body }) => {
  const { id } = payloadOf(sessionApi.changeLocation, body);
  const settings = locationSettings(account, id);
  db().collection<Account>('accounts').update(account.id, { location: id });
  return ok(settings);
});

registerRoute('admin/demo/reset', 'demo', 'reset', () => {
  resetDb();
  return ok({ reset: true });
});

registerRoute('admin/upload', 'upload', 'create', async ({ body }) => {
  // The contract checked it as the browser does: an image of an allowed type, at most 2 MB.
  const { file } = payloadOf(sessionApi.upload, body);
  // The demo has no file server: small images come back inline (kept with the record across reloads), larger
  // ones as a blob URL that lives as long as the page, so previews work without filling browser storage.
  return ok({ url: await storedUrl(file) });
});

const INLINE_LIMIT = 256 * 1024;

async function storedUrl(file: File): Promise<string> {
  if (file.size > INLINE_LIMIT) {
    return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `/uploads/${encodeURIComponent(file.name)}`;
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'image/png'};base64,${btoa(binary)}`;
}

declareEndpoints(sessionApi);
