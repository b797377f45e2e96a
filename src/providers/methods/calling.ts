import type { ApiByPath, ApiPath } from '../../api/contract';
import type { RequestOf } from '../../api/contract/endpoint';
import { request } from '../wire';

/** A method that calls one declared endpoint: its payload and answer types are the contract's. */
export const calling =
  <P extends ApiPath>(path: P) =>
  (payload: RequestOf<ApiByPath[P]>) =>
    request(path, payload);

/** The payload of a declared endpoint, for the screens that build one. */
export type PayloadOf<P extends ApiPath> = RequestOf<ApiByPath[P]>;
