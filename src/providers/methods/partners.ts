import { request, requestPage, type PayloadOf } from '../wire';

/**
 * The partner profile's calls besides CRUD (admin/partners/...): payloads and answers typed by the API contract
 * (src/api/contract/partners.ts), so nothing here declares a shape again.
 */
export const partnerMethods = {
  partnerStatistics: (payload: PayloadOf<'admin/partners/statistics'>) =>
    request('admin/partners/statistics', payload),
  partnerLedger: (payload: PayloadOf<'admin/partners/ledger'>) => request('admin/partners/ledger', payload),
  settlePartner: (payload: PayloadOf<'admin/partners/settle'>) => request('admin/partners/settle', payload),
  partnerOrders: (payload: PayloadOf<'admin/partners/orders'>) =>
    requestPage('admin/partners/orders', payload),
  partnerPercentages: (payload: PayloadOf<'admin/partners/percentagesOf'>) =>
    request('admin/partners/percentagesOf', payload),
  setPartnerPercentages: (payload: PayloadOf<'admin/partners/percentages'>) =>
    request('admin/partners/percentages', payload),
  partnerChat: (payload: PayloadOf<'admin/partners/chat'>) => request('admin/partners/chat', payload),
  sendPartnerMessage: (payload: PayloadOf<'admin/partners/chatSend'>) =>
    request('admin/partners/chatSend', payload),
};
