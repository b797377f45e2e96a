/**
 * Who may do what. `admin` does everything; a `manager` never deletes and only reads the
 * resources below. The screens ask `can` through react-admin's canAccess; the fake backend asks it too.
 */
export type Role = 'admin' | 'manager';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | (string & {});

/** API resource names a manager may only read. */
export const MANAGER_READ_ONLY = [
  'analytics',
  'agreements',
  'seoDistricts',
  'seoOrderPages',
  'seoStaticPages',
  'seoServiceTypes',
  'mobileApps',
];

const READ_ACTIONS = new Set(['list', 'show', 'export', 'read']);

export function can(role: string | null | undefined, resource: string, action: Action): boolean {
  if (role === 'admin') return true;
  if (role !== 'manager') return false;
  if (action === 'delete' || action === 'deleteMany') return false;
  if (MANAGER_READ_ONLY.includes(resource)) return READ_ACTIONS.has(action);
  return true;
}
