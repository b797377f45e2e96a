import type { ApiByPath } from '../../api/contract';
import type { RequestOf } from '../../api/contract/endpoint';
import { apiName } from '../resourceRegistry';
import { endpointMethod, endpointPage, requestPage } from '../wire';

/** A record's changes: `resource` is the route name (orders, services/types...), sent as its API resource. */
export type RecordHistoryPayload = RequestOf<ApiByPath['admin/history/list']>;

/** A record's changes, the latest changes of the panel, and putting a field's earlier value back. */
export const historyMethods = {
  recordHistory: ({ resource, ...payload }: RecordHistoryPayload) =>
    requestPage('admin/history/list', { ...payload, resource: apiName(resource) }),
  latestChanges: endpointPage('admin/history/latest'),
  /** Puts back the value a field had before a change, through the record's edit rules. */
  restoreHistoryValue: endpointMethod('admin/history/restore'),
};
