import { download } from '../api/client';
import { contentMethods } from './methods/content';
import { sessionMethods } from './methods/session';
import { apiName } from './resourceRegistry';
import type { AppMethods } from './types';
import { call, dataOf, toHttpError } from './wire';

/** exportCsv stays beside the CRUD methods: it shares their list payload. */
type CustomMethods = Omit<AppMethods, 'exportCsv'>;

const orders = (action: string) => `admin/orders/${action}`;
const partners = (action: string) => `admin/partners/${action}`;
const customers = (action: string) => `admin/customers/${action}`;

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

  conversationThread: (payload) => dataOf('admin/messages/thread', payload),
  replyToConversation: (payload) => dataOf('admin/messages/reply', payload),
  markConversationRead: (payload) => dataOf('admin/messages/read', payload),
  unreadConversations: () => dataOf('admin/messages/unread'),
  partnerHeldItems: (payload) => dataOf('admin/warehouseMovements/held', payload),
  checkCertificate: (payload) => dataOf('admin/certificates/check', payload),
  saveCustomerAddress: (payload) => dataOf(customers('addressSave'), payload),
  removeCustomerAddress: (payload) => dataOf(customers('addressRemove'), payload),
  saveLegalEntity: (payload) => dataOf(customers('legalEntitySave'), payload),
  removeLegalEntity: (payload) => dataOf(customers('legalEntityRemove'), payload),
  setDefaultCard: (payload) => dataOf(customers('cardDefault'), payload),
  removeCard: (payload) => dataOf(customers('cardRemove'), payload),
  adjustPoints: (payload) => dataOf(customers('pointsAdjust'), payload),
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

  calendarEvents: (payload) => dataOf('admin/calendar/events', payload),
  calendarBoard: (payload) => dataOf('admin/calendar/board', payload),
  moveOrder: (payload) => dataOf(orders('move'), payload),

  recordHistory: ({ resource, ...payload }) => pagedOf('admin/history/list', { ...payload, resource: apiName(resource) }),
  latestChanges: (payload) => pagedOf('admin/history/latest', payload),
  restoreHistoryValue: (payload) => dataOf('admin/history/restore', payload),
  ...sessionMethods,
  ...contentMethods,
};
