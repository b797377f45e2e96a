import { request, type PayloadOf } from '../wire';

/**
 * The customer profile's saved items and points (admin/customers/...): each answers the whole customer; payloads
 * and answers typed by the API contract (src/api/contract/customers.ts).
 */
export const customerMethods = {
  saveCustomerAddress: (payload: PayloadOf<'admin/customers/addressSave'>) =>
    request('admin/customers/addressSave', payload),
  removeCustomerAddress: (payload: PayloadOf<'admin/customers/addressRemove'>) =>
    request('admin/customers/addressRemove', payload),
  saveLegalEntity: (payload: PayloadOf<'admin/customers/legalEntitySave'>) =>
    request('admin/customers/legalEntitySave', payload),
  removeLegalEntity: (payload: PayloadOf<'admin/customers/legalEntityRemove'>) =>
    request('admin/customers/legalEntityRemove', payload),
  setDefaultCard: (payload: PayloadOf<'admin/customers/cardDefault'>) =>
    request('admin/customers/cardDefault', payload),
  removeCard: (payload: PayloadOf<'admin/customers/cardRemove'>) =>
    request('admin/customers/cardRemove', payload),
  adjustPoints: (payload: PayloadOf<'admin/customers/pointsAdjust'>) =>
    request('admin/customers/pointsAdjust', payload),
};
