import { request, requestPage, type EndpointPayload } from '../wire';

/**
 * The partner profile's calls besides CRUD (admin/partners/...): payloads and answers typed by the API contract
 * (src/api/contract/partners.ts), so nothing here declares a shape again.
 */
export const partnerMethods = {
  partnerStatistics: (payload: EndpointPayload<'admin/partners/statistics'>) =>
    request('admin/partners/statistics', payload),
  partnerLedger: (payload: EndpointPayload<'admin/partners/ledger'>) =>
    request('admin/partners/ledger', payload),
  settlePartner: (payload: EndpointPayload<'admin/partners/settle'>) =>
    request('admin/partners/settle', payload),
  partnerOrders: (payload: EndpointPayload<'admin/partners/orders'>) =>
    requestPage('admin/partners/orders', payload),
  partnerPercentages: (payload: EndpointPayload<'admin/partners/percentagesOf'>) =>
    request('admin/partners/percentagesOf', payload),
  setPartnerPercentages: (payload: EndpointPayload<'admin/partners/percentages'>) =>
    request('admin/partners/percentages', payload),
  partnerChat: (payload: EndpointPayload<'admin/partners/chat'>) => request('admin/partners/chat', payload),
  sendPartnerMessage: (payload: EndpointPayload<'admin/partners/chatSend'>) =>
    request('admin/partners/chatSend', payload),
};
