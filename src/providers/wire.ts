import { HttpError } from 'react-admin';
import { ApiError, LOAD_ERROR, RETRY_ERROR, post } from '../api/client';
import type { Payload } from '../api/encode';
import type { ApiByPath, ApiPath } from '../api/contract';
import type { AnswerOf, RequestOf } from '../api/contract/endpoint';

/** A write that failed in transit (timeout, network, an answer that is not JSON): 'Data update error'. */
const WRITE_ERROR = 'app.errors.update';
const inTransit = (error: unknown) =>
  error instanceof ApiError && (error.message === RETRY_ERROR || error.message === LOAD_ERROR);

/** react-admin shows `body.errors` under the form fields and checkError reads `body.logout`. */
export function toHttpError(error: unknown, writing = false): never {
  if (writing && inTransit(error)) throw new HttpError(WRITE_ERROR, 503, { errors: {} });
  if (error instanceof ApiError) {
    const status = error.logout ? 401 : Object.keys(error.errors).length ? 400 : 500;
    throw new HttpError(error.message, status, { errors: error.errors, logout: error.logout });
  }
  throw error;
}

/**
 * The dataProvider's one way to the wire, internal to src/providers: screens never name a path, they call
 * a typed method of AppDataProvider.
 */
export async function call<T>(
  path: string,
  payload: object = {},
  { writing = false, idempotencyKey }: { writing?: boolean; idempotencyKey?: string } = {},
) {
  try {
    return await post<T>(path, payload as Payload, { idempotencyKey });
  } catch (error) {
    return toHttpError(error, writing);
  }
}

/** The answer's data, for the methods that answer one thing. */
export const dataOf = async <T>(path: string, payload: object = {}) => (await call<T>(path, payload)).data;

/** What a declared endpoint takes, by its path (before form encoding). */
export type EndpointPayload<P extends ApiPath> = RequestOf<ApiByPath[P]>;

/**
 * A declared endpoint of the API contract by its path: the payload and the answer's `data` are typed by its
 * schemas (src/api/contract), so a method cannot send or expect another shape than the backend validates.
 */
export const request = async <P extends ApiPath>(
  path: P,
  payload: RequestOf<ApiByPath[P]>,
  options?: { writing?: boolean },
) => (await call<AnswerOf<ApiByPath[P]>>(path, payload, options)).data;

/** The same for a paged endpoint: the page's rows and the total of all pages. */
export const requestPage = async <P extends ApiPath>(path: P, payload: RequestOf<ApiByPath[P]>) => {
  const answer = await call<AnswerOf<ApiByPath[P]>>(path, payload);
  return { data: answer.data, total: answer.total ?? (Array.isArray(answer.data) ? answer.data.length : 0) };
};

/** A method that sends its payload to one declared endpoint and answers the `data`, both typed by the contract. */
export const endpointMethod =
  <P extends ApiPath>(path: P) =>
  (payload: RequestOf<ApiByPath[P]>) =>
    request(path, payload);

/** The same for a paged endpoint: the page's rows and the total of all pages. */
export const endpointPage =
  <P extends ApiPath>(path: P) =>
  (payload: RequestOf<ApiByPath[P]>) =>
    requestPage(path, payload);
