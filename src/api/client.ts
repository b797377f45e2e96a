import { API_BASE, API_CREDENTIAL } from './config';
import { adminAuthToken } from './adminToken';
import { encodeBody, type Payload } from './encode';
import { readLanguage, sessionProblem } from '../session/session';
import { getSession } from '../session/store';
import { IDEMPOTENCY_HEADER } from '../domain/idempotency';
import type { FieldKind } from './contract/fieldKinds';

export interface ApiAnswer<T = unknown> {
  result: boolean;
  data: T;
  total?: number;
  message?: string;
  errors?: Record<string, string>;
  logout?: boolean;
  /** a version conflict's: how to show each field of the current record in `data` */
  kinds?: Record<string, FieldKind>;
}

export const LOAD_ERROR = 'app.errors.load';
/** A call that timed out or never reached the server: the screen says so and tries again by itself after 30 s. */
export const RETRY_ERROR = 'app.errors.retry30';
/** An export whose answer is not a CSV (an HTML error page, a proxy's login page...). */
export const NOT_CSV_ERROR = 'safety.notCsv';

/** How long a call may take before it is given up (tests shorten it). */
export const transport = { timeoutMs: 20_000 };

/** Every failure of a call, with the message key to show and the field errors for forms. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
    readonly logout = false,
    /** a refusal's `data`: the record as it is now, when an edit was based on an older version */
    readonly current?: unknown,
    /** how to show each field of that record */
    readonly kinds?: Record<string, FieldKind>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface CallOptions {
  /** Public calls (login) carry only the application credential. */
  auth?: boolean;
  /** a create's key: the server answers a repeated one with the first answer (src/domain/idempotency.ts) */
  idempotencyKey?: string;
}

async function authFields(): Promise<Payload> {
  const session = getSession();
  if (!session || sessionProblem(session)) {
    // A call made while not logged in goes to /login: the authProvider's checkError sees `logout`.
    throw new ApiError('app.errors.session', {}, true);
  }
  return {
    adminAuthToken: await adminAuthToken(session.token, session.id),
    location: session.location,
    language: readLanguage(),
  };
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    // Every call has a deadline: a backend that never answers must not leave a screen loading for ever.
    return await fetch(API_BASE + path, {
      method: 'POST',
      ...init,
      signal: AbortSignal.timeout(transport.timeoutMs),
    });
  } catch (error) {
    // Network errors and timeouts are logged, and shown as the spec's 'try again in 30 seconds'.
    console.error(`POST ${path} failed`, error);
    throw new ApiError(RETRY_ERROR);
  }
}

/** A body read can hang too (a stalled stream): it shares the call's deadline through the same signal. */
async function readText(path: string, response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    console.error(`POST ${path}: the answer could not be read`, error);
    throw new ApiError(RETRY_ERROR);
  }
}

async function parse<T>(path: string, response: Response): Promise<ApiAnswer<T>> {
  let answer: ApiAnswer<T>;
  const text = await readText(path, response);
  try {
    // The HTTP status is not checked: the answer's `result` says how it went.
    answer = JSON.parse(text) as ApiAnswer<T>;
  } catch (error) {
    console.error(`POST ${path}: the answer is not JSON`, error);
    throw new ApiError(LOAD_ERROR);
  }
  if (!answer || typeof answer !== 'object') throw new ApiError(LOAD_ERROR);
  if (!answer.result) {
    throw new ApiError(
      answer.message || 'app.errors.technical',
      answer.errors ?? {},
      !!answer.logout,
      answer.data,
      answer.kinds,
    );
  }
  return answer;
}

/** The one way to reach the API: POST, form-urlencoded, bracket notation, credential and session fields. */
export async function post<T = unknown>(path: string, payload: Payload = {}, options: CallOptions = {}) {
  const sentWith = getSession()?.token;
  const body = { ...payload, ...(options.auth === false ? {} : await authFields()) };
  const response = await send(path, {
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: API_CREDENTIAL,
      ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
    },
    body: encodeBody(body),
  });
  try {
    return await parse<T>(path, response);
  } catch (error) {
    // A late answer to a call of an earlier session (logged out and in again meanwhile) does not end the new one.
    if (error instanceof ApiError && error.logout && getSession()?.token !== sentWith) {
      throw new ApiError(error.message, error.errors, false, error.current, error.kinds);
    }
    throw error;
  }
}

/** The download variant: posts like any call and saves the answer as data.csv. */
export async function download(path: string, payload: Payload = {}, filename = 'data.csv') {
  const body = { ...payload, ...(await authFields()) };
  const response = await send(path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: API_CREDENTIAL },
    body: encodeBody(body),
  });
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    // The server answers JSON only to refuse.
    await parse(path, response);
  }
  if (!/^(text\/csv|application\/csv)/i.test(type)) {
    // Anything else (an HTML error page above all) is not data: never saved as data.csv.
    console.error(`POST ${path}: the export answered ${type || 'no type'}, not a CSV`);
    throw new ApiError(NOT_CSV_ERROR);
  }
  // As bytes: text() would drop the UTF-8 BOM spreadsheets need.
  const blob = await response.blob().catch((error: unknown) => {
    console.error(`POST ${path}: the export could not be read`, error);
    throw new ApiError(RETRY_ERROR);
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The upload variant: multipart with file, location, language and adminAuthToken. */
export async function upload(file: File, path = 'admin/upload') {
  const fields = await authFields();
  const form = new FormData();
  form.append('file', file);
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  const response = await send(path, { headers: { Authorization: API_CREDENTIAL }, body: form });
  return parse<{ url: string }>(path, response);
}
