import { HttpError, type DataProvider, type GetListParams, type Identifier } from 'react-admin';
import { ApiError, download, post, upload } from '../api/client';
import type { Payload } from '../api/encode';
import { RESOURCE_WIRES, apiName } from './resourceRegistry';

const endpoint = (resource: string, operation: string) => `admin/${apiName(resource)}/${operation}`;
const fixedFilter = (resource: string) => RESOURCE_WIRES[resource]?.filter ?? {};

/** react-admin shows `body.errors` under the form fields and checkError reads `body.logout`. */
function toHttpError(error: unknown): never {
  if (error instanceof ApiError) {
    const status = error.logout ? 401 : Object.keys(error.errors).length ? 400 : 500;
    throw new HttpError(error.message, status, { errors: error.errors, logout: error.logout });
  }
  throw error;
}

async function call<T>(path: string, payload: Payload = {}) {
  try {
    return await post<T>(path, payload);
  } catch (error) {
    return toHttpError(error);
  }
}

const listPayload = (resource: string, params: Partial<GetListParams>) => ({
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? 25,
  sort: params.sort?.field,
  order: params.sort?.order,
  filter: { ...params.filter, ...fixedFilter(resource) },
});

/** The non-CRUD endpoints, typed; screens reach them with useDataProvider<AppDataProvider>(). */
export interface AppDataProvider extends DataProvider {
  call: <T = unknown>(path: string, payload?: Payload) => Promise<{ data: T; total?: number }>;
  exportCsv: (resource: string, params: Partial<GetListParams>) => Promise<void>;
  upload: (file: File) => Promise<{ url: string }>;
  changeLocation: (id: number) => Promise<{ data: unknown }>;
  resetDemo: () => Promise<{ data: unknown }>;
  dashboard: () => Promise<{ data: Record<string, number> }>;
}

export const dataProvider: AppDataProvider = {
  async getList(resource, params) {
    const answer = await call<never[]>(endpoint(resource, 'list'), listPayload(resource, params));
    return { data: answer.data, total: answer.total ?? answer.data.length };
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
    const answer = await call<never>(endpoint(resource, 'add'), params.data);
    return { data: answer.data };
  },
  async update(resource, params) {
    const answer = await call<never>(endpoint(resource, 'edit'), { ...params.data, id: params.id });
    return { data: answer.data };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => call(endpoint(resource, 'edit'), { ...params.data, id })));
    return { data: params.ids };
  },
  async delete(resource, params) {
    const answer = await call<never>(endpoint(resource, 'delete'), { id: params.id });
    return { data: (answer.data ?? params.previousData) as never };
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id: Identifier) => call(endpoint(resource, 'delete'), { id })));
    return { data: params.ids };
  },
  async call<T>(path: string, payload: Payload = {}) {
    const answer = await call<T>(path, payload);
    return { data: answer.data, total: answer.total };
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
  async upload(file) {
    try {
      return (await upload(file)).data;
    } catch (error) {
      return toHttpError(error);
    }
  },
  changeLocation: (id) => call('admin/location/change', { id }),
  resetDemo: () => call('admin/demo/reset'),
  dashboard: () => call<Record<string, number>>('admin/dashboard/summary'),
};
