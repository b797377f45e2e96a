import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import SwapIcon from '@mui/icons-material/SwapHoriz';
import { defineResource } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';

/** Warehouse items: /warehouse, /warehouse/{page}, add, details/{id}, edit/{id}. */
export const warehouse = defineResource({
  name: 'warehouse',
  api: 'warehouse',
  menu: { group: 'main', order: 80 },
  icon: InventoryIcon,
  recordRepresentation: 'sku',
  list: lazyScreen(() => import('./ItemList')),
  create: lazyScreen(() => import('./ItemCreate')),
  edit: lazyScreen(() => import('./ItemEdit')),
  show: lazyScreen(() => import('./ItemShow')),
});

/** Stock movements: /warehouse/movements, {page}, add, details/{id}, edit/{id} (the note only). */
export const warehouseMovements = defineResource({
  name: 'warehouse/movements',
  api: 'warehouseMovements',
  icon: SwapIcon,
  list: lazyScreen(() => import('./MovementList')),
  create: lazyScreen(() => import('./MovementCreate')),
  edit: lazyScreen(() => import('./MovementEdit')),
  show: lazyScreen(() => import('./MovementShow')),
});
