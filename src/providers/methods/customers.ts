import { request, type EndpointPayload } from '../wire';

/**
 * The customer profile's saved items and points (admin/customers/...): each answers the whole customer; payloads
 * and answers typed by the API contract (src/api/contract/customers.ts).
 */
export const customerMethods = {
  saveCustomerAddress: (payload: EndpointPayload<'admin/customers/addressSave'>) =>
    request('admin/customers/addressSave', payload),
  removeCustomerAddress: (payload: EndpointPayload<'admin/customers/addressRemove'>) =>
    request('admin/customers/addressRemove', payload),
  saveLegalEntity: (payload: EndpointPayload<'admin/customers/legalEntitySave'>) =>
    request('admin/customers/legalEntitySave', payload),
  removeLegalEntity: (payload: EndpointPayload<'admin/customers/legalEntityRemove'>) =>
    request('admin/customers/legalEntityRemove', payload),
  setDefaultCard: (payload: EndpointPayload<'admin/customers/cardDefault'>) =>
    request('admin/customers/cardDefault', payload),
  removeCard: (payload: EndpointPayload<'admin/customers/cardRemove'>) =>
    request('admin/customers/cardRemove', payload),
  adjustPoints: (payload: EndpointPayload<'admin/customers/pointsAdjust'>) =>
    request('admin/customers/pointsAdjust', payload),
};
