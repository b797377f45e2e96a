import type { LocationSettings } from '../../src/session/session';
import { issueLoginToken, type Account } from '../server/auth';
import { db, resetDb } from '../server/db';
import { Refusal, ok } from '../server/http';
import { declareEndpoints, payloadOf } from '../server/contract';
import { sessionApi } from '../../src/api/contract/session';
import { registerPublicRoute, registerRoute } from '../server/router';
import { tables } from '../server/tables';
import { forgetUploads, keepUpload } from '../server/uploads';
import { RECORD_STATUS } from '../../src/domain/statuses';

/** What a location contributes to the session, as admin/login and admin/location/change answer it. */
export function locationSettings(account: Account, locationId: number): LocationSettings {
  const locations = tables.locations();
  const location = locations.get(locationId);
  if (!location || !account.locations.includes(locationId)) throw new Refusal('app.errors.forbidden');
  const { id, label, ...settings } = location;
  const servicesByType: Record<string, number[]> = {};
  for (const service of tables.services().all())
    if (service.status === RECORD_STATUS.active)
      (servicesByType[service.idServiceType] ??= []).push(service.id);
  return {
    ...(settings as Omit<LocationSettings, 'location' | 'locationLabel' | 'availableLocations'>),
    servicesByType,
    location: id,
    locationLabel: label,
    availableLocations: account.locations.map((locationId) => ({
      id: locationId,
      label: locations.get(locationId)?.label ?? '',
    })),
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

registerRoute('admin/demo/reset', 'demo', 'reset', async () => {
  // The seed has no logins: whoever is signed in stays signed in (a reset of the data is not a logout).
  const signedIn = db().collection('sessions').all();
  resetDb();
  const sessions = db().collection('sessions');
  for (const session of signedIn) sessions.insert({ ...session, id: undefined });
  await forgetUploads();
  return ok({ reset: true });
});

registerRoute('admin/upload', 'upload', 'create', async ({ body }) => {
  // The contract checked it as the browser does: an image of an allowed type, at most 2 MB.
  const { file } = payloadOf(sessionApi.upload, body);
  // The demo has no file server: the file is kept in IndexedDB and read back through its URL (server/uploads.ts).
  try {
    return ok({ url: await keepUpload(file) });
  } catch (error) {
    // Storage full or refused: said plainly, never an image that vanishes on the next reload.
    console.warn('The demo could not keep an uploaded file', error);
    throw new Refusal('safety.uploadNotKept', { file: 'safety.uploadNotKept' });
  }
});

declareEndpoints(sessionApi);
