import type { RaRecord } from 'react-admin';
import type { MovementKind } from '../../domain/warehouse';

/** An item as the backend answers it: the session's location's stock, minimum and cost. */
export interface WarehouseItem extends RaRecord {
  name: Record<string, string>;
  sku: string;
  unit: string;
  status: number;
  quantity: number;
  minimumStock: number;
  cost: number;
  belowMinimum: boolean;
}

export interface WarehouseMovement extends RaRecord {
  itemId: number;
  kind: MovementKind;
  quantity: number;
  partnerId: number | null;
  date: string;
  note?: string;
  afterDismissal: boolean;
  by: string;
  createdAt: string;
}
