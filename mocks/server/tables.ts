import type {
  CustomerRow,
  LabelRow,
  LocationRow,
  OrderRow,
  PartnerMessageRow,
  PartnerRow,
  PromocodeRow,
  ServiceRow,
  ServiceTypeRow,
  WarehouseItemRow,
  WarehouseMovementRow,
  CertificateRow,
} from '../rows';
import { db } from './db';

/** The collections, typed by their row (mocks/rows.ts). Reading them here does not scope: the router does. */
export const tables = {
  orders: () => db().collection<OrderRow>('orders'),
  customers: () => db().collection<CustomerRow>('customers'),
  partners: () => db().collection<PartnerRow>('partners'),
  partnerMessages: () => db().collection<PartnerMessageRow>('partnerMessages'),
  promocodes: () => db().collection<PromocodeRow>('promocodes'),
  services: () => db().collection<ServiceRow>('services'),
  serviceTypes: () => db().collection<ServiceTypeRow>('serviceTypes'),
  locations: () => db().collection<LocationRow>('locations'),
  labels: () => db().collection<LabelRow>('labels'),
  warehouse: () => db().collection<WarehouseItemRow>('warehouse'),
  warehouseMovements: () => db().collection<WarehouseMovementRow>('warehouseMovements'),
  certificates: () => db().collection<CertificateRow>('certificates'),
};

export const today = () => new Date().toISOString().slice(0, 10);
