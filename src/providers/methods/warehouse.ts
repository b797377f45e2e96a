import { endpointMethod } from '../wire';

/** What a partner holds now (the partner's Inventory tab). */
export const warehouseMethods = {
  partnerHeldItems: endpointMethod('admin/warehouseMovements/held'),
};
