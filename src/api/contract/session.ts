import { z } from 'zod/mini';
import { UPLOAD_ERROR, uploadProblem } from '../../domain/upload';
import { endpoint } from './endpoint';
import { wire } from './wire';

const option = z.object({ id: z.int(), label: z.string() });
const smsCountries = z.object({ countries: z.array(z.string()), baseCountry: z.string() });
const polygon = z.object({
  id: z.int(),
  label: z.string(),
  /** minor units added to an order inside it */
  price: z.int(),
  path: z.array(z.object({ lat: z.number(), lng: z.number() })),
});

/** What admin/location/change answers: everything of the session that depends on the chosen location. */
export const locationSettings = z.object({
  location: z.int(),
  locationLabel: z.string(),
  baseLocationName: z.string(),
  availableLocations: z.array(option),
  paymentMethods: z.array(option),
  mapLatitude: z.number(),
  mapLongitude: z.number(),
  mapZoom: z.number(),
  baseLanguage: z.string(),
  availableLanguages: z.array(z.string()),
  smsCustomers: smsCountries,
  smsPartners: smsCountries,
  currencyCode: z.string(),
  currencyPrecision: z.int().check(z.nonnegative()),
  onceMonthDiscount: z.number(),
  twiceMonthDiscount: z.number(),
  onceWeekDiscount: z.number(),
  privateHouseCoefficient: z.number(),
  /** the active services' ids by service type id */
  servicesByType: z.record(z.string(), z.array(z.int())),
  postCodeMask: z.string(),
  vatPercentage: z.number(),
  /** minor units */
  pricePerMinute: z.number(),
  polygons: z.array(polygon),
});

/** The stored Session entity of the specification, as admin/login answers it: the account and its location. */
export const sessionAnswer = z.extend(locationSettings, {
  id: z.int(),
  name: z.string(),
  /** the login token (a JWT of {id, permission, exp}) that signs every adminAuthToken */
  token: z.string(),
  email: z.string(),
  isLogged: z.boolean(),
  language: z.string(),
});

/**
 * A field that may be left out reads as empty text: the handler's own rules (shared with the form) answer it with
 * their messages, all fields at once, rather than a bare 'required' from the schema.
 */
const checkedText = () => z._default(wire.text(), '');

/**
 * The upload's file: an image of an allowed type, at most 2 MB (the browser checks the same). Read by its shape,
 * not `instanceof File`: the runtime that parses the form (a worker, undici in tests) may have its own File class.
 */
const isFile = (value: unknown): value is File =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).name === 'string' &&
  typeof (value as File).size === 'number' &&
  typeof (value as File).arrayBuffer === 'function';
const image = z
  .custom<File>(isFile, { message: UPLOAD_ERROR })
  .check(z.refine((file) => !uploadProblem(file), UPLOAD_ERROR));

export const sessionApi = {
  login: endpoint({
    path: 'admin/login',
    summary: 'Logs in with e-mail and password; answers the session (login token, account, its location).',
    access: 'public',
    request: z.object({ email: checkedText(), password: checkedText() }),
    answer: sessionAnswer,
    errors: ['app.validation.required', 'app.validation.email', 'app.errors.credentials'],
  }),
  logout: endpoint({
    path: 'admin/logout',
    summary: 'Ends the login session on the server: the login token behind the call stops opening anything.',
    access: 'session',
    request: z.object({}),
    answer: z.object({ logout: z.literal(true) }),
  }),
  changeLocation: endpoint({
    path: 'admin/location/change',
    summary: "Moves the session to another of the account's locations; answers that location's settings.",
    access: 'session',
    request: z.object({ id: wire.id() }),
    answer: locationSettings,
  }),
  changePassword: endpoint({
    path: 'admin/account/password',
    summary:
      'The account changes its own password: the current one, then the new one twice (8 characters or more).',
    access: 'session',
    request: z.object({
      currentPassword: checkedText(),
      password: checkedText(),
      repeatPassword: checkedText(),
    }),
    answer: z.object({ changed: z.literal(true) }),
    errors: [
      'app.validation.required',
      'app.validation.passwordLength',
      'app.validation.passwordMatch',
      'safety.wrongPassword',
    ],
  }),
  resetDemo: endpoint({
    path: 'admin/demo/reset',
    summary: "Restores the demo's seed data (the fake backend only).",
    access: { resource: 'demo', action: 'reset' },
    request: z.object({}),
    answer: z.object({ reset: z.literal(true) }),
  }),
  upload: endpoint({
    path: 'admin/upload',
    summary: 'Stores an image (multipart/form-data: `file` beside the envelope) and answers its URL.',
    access: 'session',
    request: z.object({ file: image }),
    answer: z.object({ url: z.string() }),
    errors: [UPLOAD_ERROR],
  }),
};

export type LocationSettings = z.output<typeof locationSettings>;
export type SessionAnswer = z.output<typeof sessionAnswer>;
