import { upload } from '../api/client';
import { apiName } from './resourceRegistry';
import type { AppMethods } from './types';
import { call, dataOf, toHttpError } from './wire';
import { messagesMethods } from './methods/messages';
import { warehouseMethods } from './methods/warehouse';
import { certificatesMethods } from './methods/certificates';
import { dashboardMethods } from './methods/dashboard';
import { analyticsMethods } from './methods/analytics';
import { historyMethods } from './methods/history';
import { orderMethods } from './methods/orders';
import { calendarMethods } from './methods/calendar';
import { partnerMethods } from './methods/partners';
import { customerMethods } from './methods/customers';

/** exportCsv stays beside the CRUD methods: it shares their list payload. */
type CustomMethods = Omit<AppMethods, 'exportCsv'>;


/** Each non-CRUD endpoint once, with its path; the types live in ./types. */
export const customMethods: CustomMethods = {
  ...orderMethods,
  ...calendarMethods,
  restoreRecord: (resource, payload) => dataOf(`admin/${apiName(resource)}/restore`, payload),

  ...partnerMethods,

  ...messagesMethods,
  partnerTutorials: (payload) => dataOf('admin/tutorials/completions', payload),
  ...warehouseMethods,
  ...certificatesMethods,
  ...customerMethods,
  globalSearch: (q) => dataOf('admin/search', { q }),

  async upload(file) {
    try {
      return (await upload(file)).data;
    } catch (error) {
      return toHttpError(error);
    }
  },
  changeLocation: (id) => dataOf('admin/location/change', { id }),
  async resetDemo() {
    await call('admin/demo/reset');
  },
  ...dashboardMethods,
  ...analyticsMethods,
  async changePassword(payload) {
    await call('admin/account/password', payload, { writing: true });
  },
  ...historyMethods,
};
