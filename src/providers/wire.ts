import { HttpError } from 'react-admin';
import { ApiError, LOAD_ERROR, RETRY_ERROR, post } from '../api/client';
import type { Payload } from '../api/encode';

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
export async function call<T>(path: string, payload: object = {}, { writing = false } = {}) {
  try {
    return await post<T>(path, payload as Payload);
  } catch (error) {
    return toHttpError(error, writing);
  }
}

/** The answer's data, for the methods that answer one thing. */
export const dataOf = async <T>(path: string, payload: object = {}) => (await call<T>(path, payload)).data;
