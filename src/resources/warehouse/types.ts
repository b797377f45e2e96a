/** The warehouse's records are declared once, in the API contract. */
export type { WarehouseItem, WarehouseMovement } from '../../api/contract/warehouse';
