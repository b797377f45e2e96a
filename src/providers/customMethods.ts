import { download, upload } from '../api/client';
import { apiName } from './resourceRegistry';
import type { AppMethods } from './types';
import { call, dataOf, toHttpError } from './wire';
import { partnerMethods } from './methods/partners';
import { customerMethods } from './methods/customers';

/** exportCsv stays beside the CRUD methods: it shares their list payload. */
type CustomMethods = Omit<AppMethods, 'exportCsv'>;

const orders = (action: string) => `admin/orders/${action}`;

/** A page of rows and the total of them all. */
async function pagedOf<T>(path: string, payload: object) {
  const answer = await call<T[]>(path, payload);
  return { data: answer.data, total: answer.total ?? answer.data.length };
}

/** Each non-CRUD endpoint once, with its path; the types live in ./types. */
export const customMethods: CustomMethods = {
  confirmOrder: (payload) => dataOf(orders('confirm'), payload),
  completeOrder: (payload) => dataOf(orders('complete'), payload),
  cancelOrder: (payload) => dataOf(orders('cancel'), payload),
  copyOrder: (payload) => dataOf(orders('copy'), payload),
  setOrderLabels: (payload) => dataOf(orders('labels'), payload),
  setOrderPartners: (payload) => dataOf(orders('partners'), payload),
  availablePartners: (payload) => dataOf(orders('availablePartners'), payload),
  checkPromocode: (payload) => dataOf(orders('promocode'), payload),
  calendarData: () => dataOf(orders('calendarData')),
  restoreRecord: (resource, payload) => dataOf(`admin/${apiName(resource)}/restore`, payload),

  ...partnerMethods,

  conversationThread: (payload) => dataOf('admin/messages/thread', payload),
  replyToConversation: (payload) => dataOf('admin/messages/reply', payload),
  markConversationRead: (payload) => dataOf('admin/messages/read', payload),
  unreadConversations: () => dataOf('admin/messages/unread'),
  partnerTutorials: (payload) => dataOf('admin/tutorials/completions', payload),
  partnerHeldItems: (payload) => dataOf('admin/warehouseMovements/held', payload),
  checkCertificate: (payload) => dataOf('admin/certificates/check', payload),
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
  dashboard: () => dataOf('admin/dashboard/summary'),
  dashboardWidget: (name) => dataOf('admin/dashboard/widget', { name }),
  analytics: (payload) => dataOf('admin/analytics/summary', payload),
  async analyticsTable(payload) {
    const answer = await call<never[]>('admin/analytics/list', payload);
    return { data: answer.data, total: answer.total ?? answer.data.length };
  },
  async exportAnalytics(payload) {
    try {
      await download('admin/analytics/export', { ...payload });
    } catch (error) {
      // A failed download is logged (spec section 8) and reported.
      console.error('export failed', error);
      toHttpError(error);
    }
  },
  async changePassword(payload) {
    await call('admin/account/password', payload, { writing: true });
  },

  calendarEvents: (payload) => dataOf('admin/calendar/events', payload),
  calendarBoard: (payload) => dataOf('admin/calendar/board', payload),
  moveOrder: (payload) => dataOf(orders('move'), payload),

  recordHistory: ({ resource, ...payload }) => pagedOf('admin/history/list', { ...payload, resource: apiName(resource) }),
  latestChanges: (payload) => pagedOf('admin/history/latest', payload),
  restoreHistoryValue: (payload) => dataOf('admin/history/restore', payload),
};
