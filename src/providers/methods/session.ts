import { upload } from '../../api/client';
import type { ApiByPath } from '../../api/contract';
import type { AnswerOf, RequestOf } from '../../api/contract/endpoint';
import { request, toHttpError } from '../wire';

type Upload = ApiByPath['admin/upload'];

/** The session's own calls: its location, the password, the demo's reset, uploads and the top bar's search. */
export const sessionMethods = {
  /** Moves the session to another of the account's locations; answers that location's settings. */
  changeLocation: (id: number) => request('admin/location/change', { id }),
  async resetDemo(): Promise<void> {
    await request('admin/demo/reset', {});
  },
  async changePassword(payload: RequestOf<ApiByPath['admin/account/password']>): Promise<void> {
    await request('admin/account/password', payload, { writing: true });
  },
  /** A multipart call (the file beside the envelope); the answer is typed by the contract all the same. */
  async upload(file: File): Promise<AnswerOf<Upload>> {
    try {
      return (await upload(file)).data;
    } catch (error) {
      return toHttpError(error);
    }
  },
  globalSearch: (q: string) => request('admin/search', { q }),
};
