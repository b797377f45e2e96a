/**
 * Who may do what, written once (docs/decisions.md sections 3 and 8). The screens ask `can` through react-admin's
 * canAccess; the fake backend's router asks the same function before every call, so the two never disagree.
 */
export type Role = 'admin' | 'manager';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | (string & {});

/** What an action amounts to: reading, writing, deleting. An entry may also name one action (`reset`). */
export type Right = 'read' | 'write' | 'delete';
export type Rights = Readonly<Partial<Record<Right | (string & {}), readonly Role[]>>>;

const BOTH: readonly Role[] = ['admin', 'manager'];
const ADMIN: readonly Role[] = ['admin'];

/** Everything but delete for a manager (also: setting a Deleted status by editing is a delete). */
const EDITABLE: Rights = { read: BOTH, write: BOTH, delete: ADMIN };
/** A manager reads, only an admin changes. */
const READ_ONLY: Rights = { read: BOTH, write: ADMIN, delete: ADMIN };

/** The permission table: one row per API resource. A resource not listed is EDITABLE. */
export const PERMISSIONS: Readonly<Record<string, Rights>> = {
  orders: EDITABLE,
  customers: EDITABLE,
  partners: EDITABLE,
  partnerNotes: EDITABLE,
  partnerDaysOff: EDITABLE,
  partnerAdjustments: EDITABLE,
  partnerSettlements: EDITABLE,
  partnerInvoices: EDITABLE,
  partnerInventory: EDITABLE,
  promocodes: EDITABLE,
  labels: EDITABLE,
  services: EDITABLE,
  serviceTypes: EDITABLE,
  questions: EDITABLE,
  questionTypes: EDITABLE,
  calendar: EDITABLE,
  messages: EDITABLE,
  warehouseMovements: EDITABLE,
  certificates: EDITABLE,
  warehouse: EDITABLE,
  analytics: READ_ONLY,
  tutorials: READ_ONLY,
  mobileApps: READ_ONLY,
  agreements: READ_ONLY,
  seoDistricts: READ_ONLY,
  seoOrderPages: READ_ONLY,
  seoStaticPages: READ_ONLY,
  seoServiceTypes: READ_ONLY,
  dashboard: { read: BOTH },
  locations: { read: BOTH },
  upload: { write: BOTH },
  demo: { reset: ADMIN },
  // A review is the customer's: staff read, answer and hide it, never create or delete one.
  reviews: { read: BOTH, write: BOTH },
  search: { read: BOTH },
  account: { write: BOTH },
  history: { read: BOTH, write: BOTH },
  // The changes feed and the editing locks: every account follows its location's changes.
  live: { read: BOTH, write: BOTH },
  savedViews: { read: BOTH, write: BOTH, delete: BOTH },
};

/** API resource names a manager may only read. */
export const MANAGER_READ_ONLY = Object.keys(PERMISSIONS).filter(
  (resource) => PERMISSIONS[resource] === READ_ONLY,
);

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read', 'many']);
const DELETE_ACTIONS = new Set(['delete', 'deleteMany']);

/** The right an action needs: reads, deletes, and every other action (create, edit, confirm...) writes. */
export const rightOf = (action: Action): Right =>
  READ_ACTIONS.has(action) ? 'read' : DELETE_ACTIONS.has(action) ? 'delete' : 'write';

export function can(role: string | null | undefined, resource: string, action: Action): boolean {
  if (role !== 'admin' && role !== 'manager') return false;
  const rights = PERMISSIONS[resource] ?? EDITABLE;
  const allowed = rights[action] ?? rights[rightOf(action)] ?? [];
  return allowed.includes(role);
}
