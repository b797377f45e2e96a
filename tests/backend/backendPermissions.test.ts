import { describe, expect, it } from 'vitest';
import { PERMISSIONS, can } from '../../src/domain/permissions';
import { call, loginAs } from './backendCalls';

/**
 * The permission table, row by row, as docs/decisions.md sections 3 and 8 state it, checked against the fake backend
 * for both roles. An admin may do everything; the expectations below are the manager's.
 */
const EDITABLE = { read: true, write: true, delete: false };
const READ_ONLY = { read: true, write: false, delete: false };
const MANAGER: Record<string, Partial<Record<string, boolean>>> = {
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
};
/** One call per right: a list reads, an edit of a missing record writes, a delete of it deletes. */
const CALLS: Record<string, (resource: string) => [string, Record<string, unknown>]> = {
  read: (resource) => [`admin/${resource}/list`, {}],
  write: (resource) => [`admin/${resource}/edit`, { id: 999999 }],
  delete: (resource) => [`admin/${resource}/delete`, { id: 999999 }],
};

const refused = async (path: string, payload: Record<string, unknown> = {}) =>
  (await call(path, payload)).message === 'app.errors.forbidden';

describe('the permission table', () => {
  it('has a row for every resource the decisions name, and no other', () => {
    // history, search and saved views are per-person tools, checked in their own tests (issue 16); so is the live
    // feed with its locks (tests/backend/liveFeed.test.ts, liveLocks.test.ts)
    const special = [
      'dashboard',
      'locations',
      'upload',
      'demo',
      'reviews',
      'search',
      'account',
      'history',
      'savedViews',
      'live',
    ];
    expect(
      Object.keys(PERMISSIONS)
        .filter((resource) => !special.includes(resource))
        .sort(),
    ).toEqual(Object.keys(MANAGER).sort());
  });

  describe.each(Object.entries(MANAGER))('%s', (resource, rights) => {
    it.each(Object.keys(CALLS))('%s: admin allowed, manager as the decisions say', async (right) => {
      const [path, payload] = CALLS[right](resource);
      const action = { read: 'list', write: 'edit', delete: 'delete' }[right]!;
      await loginAs('admin');
      expect(can('admin', resource, action)).toBe(true);
      expect(await refused(path, payload)).toBe(false);
      await loginAs('manager');
      expect(can('manager', resource, action)).toBe(rights[right]);
      expect(await refused(path, payload)).toBe(!rights[right]);
    });
  });

  it.each([
    ['dashboard', 'admin/dashboard/widget', 'list', true],
    ['locations', 'admin/location/change', 'list', true],
    ['demo', 'admin/demo/reset', 'reset', false],
    ['search', 'admin/search', 'list', true],
  ] as const)('%s: admin allowed, manager %s', async (resource, path, action, manager) => {
    // `name` is the dashboard widget's (the others leave it out)
    const payload = { id: 1, name: 'unpaid' };
    await loginAs('admin');
    expect(can('admin', resource, action)).toBe(true);
    expect(await refused(path, payload)).toBe(false);
    await loginAs('manager');
    expect(can('manager', resource, action)).toBe(manager);
    expect(await refused(path, payload)).toBe(!manager);
  });

  it('upload: both roles may write', () => {
    // The upload endpoint is multipart; its permission is the table's, its call is tested in imageUpload.test.tsx.
    expect(can('admin', 'upload', 'create')).toBe(true);
    expect(can('manager', 'upload', 'create')).toBe(true);
  });

  it('refuses a role the table does not know', () => {
    expect(can('partner', 'orders', 'list')).toBe(false);
    expect(can(undefined, 'orders', 'list')).toBe(false);
  });
});
