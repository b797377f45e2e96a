import type { GetListParams, Identifier } from 'react-admin';
import { download } from '../api/client';
import { customMethods } from './customMethods';
import { once } from './idempotency';
import { apiName, fixedFilter } from './resourceRegistry';
import type { AppDataProvider } from './types';
import { updateChecked, versionOf } from './versioned';
import { call, toHttpError } from './wire';

export type { AppDataProvider } from './types';

const endpoint = (resource: string, operation: string) => `admin/${apiName(resource)}/${operation}`;

const listPayload = (resource: string, params: Partial<GetListParams>) => ({
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? 25,
  sort: params.sort?.field,
  order: params.sort?.order,
  filter: { ...params.filter, ...fixedFilter(resource) },
});

async function fetchList(resource: string, params: Partial<GetListParams>) {
  const answer = await call<never[]>(endpoint(resource, 'list'), listPayload(resource, params));
  return {
    data: answer.data,
    total: answer.total ?? answer.data.length,
    pageInfo: undefined,
    meta: undefined,
  };
}

export const dataProvider: AppDataProvider = {
  async getList(resource, params) {
    return fetchList(resource, params);
  },
  async getOne(resource, params) {
    const answer = await call<never>(endpoint(resource, 'details'), { id: params.id });
    return { data: answer.data };
  },
  async getMany(resource, params) {
    const answer = await call<never[]>(endpoint(resource, 'many'), { ids: params.ids });
    return { data: answer.data };
  },
  async getManyReference(resource, params) {
    const payload = listPayload(resource, params);
    payload.filter = { ...payload.filter, [params.target]: params.id };
    const answer = await call<never[]>(endpoint(resource, 'list'), payload);
    return { data: answer.data, total: answer.total ?? answer.data.length };
  },
  async create(resource, params) {
    // Every create carries its key: a repeated add (double click, retry) is answered with the first record.
    const path = endpoint(resource, 'add');
    const answer = await once(path, params.data, (idempotencyKey) =>
      call<never>(path, params.data, { writing: true, idempotencyKey }),
    );
    return { data: answer.data };
  },
  async update(resource, params) {
    return { data: (await updateChecked(endpoint(resource, 'edit'), resource, params)) as never };
  },
  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) => call(endpoint(resource, 'edit'), { ...params.data, id }, { writing: true })),
    );
    return { data: params.ids };
  },
  async delete(resource, params) {
    const answer = await call<never>(
      endpoint(resource, 'delete'),
      { id: params.id, version: versionOf(params.previousData) },
      { writing: true },
    );
    return { data: answer.data ?? params.previousData };
  },
  async deleteMany(resource, params) {
    await Promise.all(
      params.ids.map((id: Identifier) => call(endpoint(resource, 'delete'), { id }, { writing: true })),
    );
    return { data: params.ids };
  },
  async exportCsv(resource, params) {
    const { page: _page, perPage: _perPage, ...payload } = listPayload(resource, params);
    try {
      await download(endpoint(resource, 'export'), payload);
    } catch (error) {
      // A failed download is logged (spec section 8) and reported.
      console.error('export failed', error);
      toHttpError(error);
    }
  },
  ...customMethods,
};
