import type { RaRecord } from 'react-admin';

export interface Promocode extends RaRecord {
  code: string;
  status: number;
  type: 'percent' | 'amount';
  value: number;
  numberOfUses: number;
  numberOfOrders: number;
  dateFrom?: string;
  dateTo?: string;
  serviceTypes: number[];
  services: number[];
}
