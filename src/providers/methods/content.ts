import type { Identifier } from 'react-admin';
import type { ApiPath } from '../../api/contract';
import { apiName } from '../resourceRegistry';
import { request } from '../wire';

/** Every declared `admin/<api>/restore`: the content resources' way back from the Deleted tab. */
type RestorePath = Extract<ApiPath, `admin/${string}/restore`>;

/** The content screens' calls beside their CRUD. */
export const contentMethods = {
  /** Back from the Deleted tab to Active: admin/{resource}/restore (`resource` is the route name). */
  restoreRecord: (resource: string, { id }: { id: Identifier }) =>
    request(`admin/${apiName(resource)}/restore` as RestorePath, { id: Number(id) }),
  /** The tutorials as one partner stands with them: completed (when) or not yet. */
  partnerTutorials: ({ partnerId }: { partnerId: Identifier }) =>
    request('admin/tutorials/completions', { partnerId: Number(partnerId) }),
};
