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

/** exportCsv stays beside the CRUD methods: it shares their list payload. */
type CustomMethods = Omit<AppMethods, 'exportCsv'>;

const partners = (action: string) => `admin/partners/${action}`;
const customers = (action: string) => `admin/customers/${action}`;

/** Each non-CRUD endpoint once, with its path; the types live in ./types. */
export const customMethods: CustomMethods = {
  ...orderMethods,
  ...calendarMethods,
  restoreRecord: (resource, payload) => dataOf(`admin/${apiName(resource)}/restore`, payload),

  partnerStatistics: (payload) => dataOf(partners('statistics'), payload),
  partnerLedger: (payload) => dataOf(partners('ledger'), payload),
  settlePartner: (payload) => dataOf(partners('settle'), payload),
  async partnerOrders(payload) {
    const answer = await call<never[]>(partners('orders'), payload);
    return { data: answer.data, total: answer.total ?? answer.data.length };
  },
  partnerPercentages: (payload) => dataOf(partners('percentagesOf'), payload),
  setPartnerPercentages: (payload) => dataOf(partners('percentages'), payload),
  partnerChat: (payload) => dataOf(partners('chat'), payload),
  sendPartnerMessage: (payload) => dataOf(partners('chatSend'), payload),

  ...messagesMethods,
  partnerTutorials: (payload) => dataOf('admin/tutorials/completions', payload),
  ...warehouseMethods,
  ...certificatesMethods,
  saveCustomerAddress: (payload) => dataOf(customers('addressSave'), payload),
  removeCustomerAddress: (payload) => dataOf(customers('addressRemove'), payload),
  saveLegalEntity: (payload) => dataOf(customers('legalEntitySave'), payload),
  removeLegalEntity: (payload) => dataOf(customers('legalEntityRemove'), payload),
  setDefaultCard: (payload) => dataOf(customers('cardDefault'), payload),
  removeCard: (payload) => dataOf(customers('cardRemove'), payload),
  adjustPoints: (payload) => dataOf(customers('pointsAdjust'), payload),
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
