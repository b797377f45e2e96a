import { HttpError } from 'react-admin';
import { ApiError, post } from '../api/client';
import type { Payload } from '../api/encode';

/** react-admin shows `body.errors` under the form fields and checkError reads `body.logout`. */
export function toHttpError(error: unknown): never {
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
export async function call<T>(path: string, payload: object = {}) {
  try {
    return await post<T>(path, payload as Payload);
  } catch (error) {
    return toHttpError(error);
  }
}

/** The answer's data, for the methods that answer one thing. */
export const dataOf = async <T>(path: string, payload: object = {}) => (await call<T>(path, payload)).data;
