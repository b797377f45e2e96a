import { API_BASE, API_CREDENTIAL } from './config';
import { adminAuthToken } from './adminToken';
import { encodeBody, type Payload } from './encode';
import { readLanguage, sessionProblem } from '../session/session';
import { getSession } from '../session/store';

export interface ApiAnswer<T = unknown> {
  result: boolean;
  data: T;
  total?: number;
  message?: string;
  errors?: Record<string, string>;
  logout?: boolean;
}

export const LOAD_ERROR = 'app.errors.load';

/** Every failure of a call, with the message key to show and the field errors for forms. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string> = {},
    readonly logout = false,
    /** a refusal's `data`: the record as it is now, when an edit was based on an older version */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

interface CallOptions {
  /** Public calls (login) carry only the application credential. */
  auth?: boolean;
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
    return await fetch(API_BASE + path, { method: 'POST', ...init });
  } catch (error) {
    // Network errors are logged, and shown as the spec's loading message.
    console.error(`POST ${path} failed`, error);
    throw new ApiError(LOAD_ERROR);
  }
}

async function parse<T>(path: string, response: Response): Promise<ApiAnswer<T>> {
  let answer: ApiAnswer<T>;
  try {
    // The HTTP status is not checked: the answer's `result` says how it went.
    answer = (await response.json()) as ApiAnswer<T>;
  } catch (error) {
    console.error(`POST ${path}: the answer is not JSON`, error);
    throw new ApiError(LOAD_ERROR);
  }
  if (!answer || typeof answer !== 'object') throw new ApiError(LOAD_ERROR);
  if (!answer.result) {
    throw new ApiError(answer.message || 'app.errors.technical', answer.errors ?? {}, !!answer.logout, answer.data);
  }
  return answer;
}

/** The one way to reach the API: POST, form-urlencoded, bracket notation, credential and session fields. */
export async function post<T = unknown>(path: string, payload: Payload = {}, options: CallOptions = {}) {
  const body = { ...payload, ...(options.auth === false ? {} : await authFields()) };
  const response = await send(path, {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: API_CREDENTIAL },
    body: encodeBody(body),
  });
  return parse<T>(path, response);
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
  const blob = await response.blob();
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
