import { describe, expect, it } from 'vitest';
import {
  actionProblem,
  allowedActions,
  closedEditable,
  isReadOnly,
  missingForConfirm,
  nextStatus,
  STATUS_GROUPS,
  type OrderAction,
  type OrderFacts,
} from '../../src/domain/orderStatus';
import { ORDER_STATUSES, statusList } from '../../src/domain/statuses';

const TODAY = '2026-05-10';
const complete: OrderFacts = {
  status: 1,
  date: '2026-05-12',
  time: { hour: 9, minute: 0, any: false, specify: false },
  services: [{ quantity: 1 }],
  customerId: 3,
  address: { city: 'Warszawa', street: 'Hoża', house: '1' },
};
const order = (patch: Partial<OrderFacts>): OrderFacts => ({ ...complete, ...patch });

describe('actionProblem', () => {
  it.each<[string, OrderAction, OrderFacts, string, string | null]>([
    ['confirm a complete new order', 'confirm', complete, 'manager', null],
    ['confirm needs status 1', 'confirm', order({ status: 2 }), 'admin', 'resources.orders.refusals.notNew'],
    [
      'confirm needs a date',
      'confirm',
      order({ date: null }),
      'admin',
      'resources.orders.refusals.incomplete',
    ],
    [
      'confirm needs services',
      'confirm',
      order({ services: [] }),
      'admin',
      'resources.orders.refusals.incomplete',
    ],
    ['complete from the date on', 'complete', order({ status: 2, date: TODAY }), 'admin', null],
    ['complete after the date', 'complete', order({ status: 2, date: '2026-05-01' }), 'admin', null],
    [
      'not complete before the date',
      'complete',
      order({ status: 2 }),
      'admin',
      'resources.orders.refusals.beforeDate',
    ],
    [
      'complete needs a confirmed order',
      'complete',
      order({ status: 1, date: TODAY }),
      'admin',
      'resources.orders.refusals.notConfirmed',
    ],
    ['cancel a new order', 'cancel', order({ status: 1 }), 'manager', null],
    ['cancel a confirmed order', 'cancel', order({ status: 2 }), 'manager', null],
    [
      'no cancel of a completed order',
      'cancel',
      order({ status: 3 }),
      'admin',
      'resources.orders.refusals.notCancellable',
    ],
    ['no cancel twice', 'cancel', order({ status: 4 }), 'admin', 'resources.orders.refusals.notCancellable'],
    ['admin deletes a completed order', 'delete', order({ status: 3 }), 'admin', null],
    ['manager never deletes', 'delete', order({ status: 1 }), 'manager', 'app.errors.forbidden'],
    ['no delete twice', 'delete', order({ status: 6 }), 'admin', 'resources.orders.refusals.alreadyDeleted'],
    ['edit a confirmed order', 'edit', order({ status: 2 }), 'manager', null],
    [
      'no edit of a cancelled order',
      'edit',
      order({ status: 5 }),
      'admin',
      'resources.orders.refusals.readOnly',
    ],
    ['copy a deleted order', 'copy', order({ status: 6 }), 'manager', null],
    ['labels on a completed order', 'labels', order({ status: 3 }), 'manager', null],
  ])('%s', (_name, action, facts, role, expected) => {
    expect(actionProblem(action, facts, TODAY, role)).toBe(expected);
  });
});

describe('allowedActions', () => {
  it.each<[number, string, OrderAction[]]>([
    [1, 'admin', ['confirm', 'edit', 'cancel', 'copy', 'labels', 'partners', 'delete']],
    [2, 'manager', ['edit', 'cancel', 'copy', 'labels', 'partners']],
    [3, 'admin', ['copy', 'labels', 'delete']],
    [6, 'admin', ['copy', 'labels']],
  ])('status %i as %s', (status, role, expected) => {
    expect(allowedActions(order({ status }), TODAY, role)).toEqual(expected);
  });
});

describe('rules', () => {
  it('lists what a confirmation misses', () => {
    expect(missingForConfirm({ status: 1 })).toEqual(['services', 'date', 'time', 'customer', 'address']);
    expect(missingForConfirm(order({ time: { any: true } }))).toEqual([]);
    expect(missingForConfirm(order({ time: { hour: 9, minute: null } }))).toEqual(['time']);
  });
  it('moves to the next status', () => {
    expect([
      nextStatus('confirm'),
      nextStatus('complete'),
      nextStatus('cancel'),
      nextStatus('cancel', true),
      nextStatus('delete'),
    ]).toEqual([2, 3, 4, 5, 6]);
  });
  it('makes 3-6 read-only', () => {
    expect([1, 2, 3, 4, 5, 6].map(isReadOnly)).toEqual([false, false, true, true, true, true]);
  });
});

describe('closedEditable (payment after completion)', () => {
  it.each([
    [1, 0, null],
    [2, 1, null],
    [3, 0, ['labels', 'description', 'paymentStatus']],
    [3, 1, ['labels', 'description']],
    [4, 0, ['labels', 'description']],
    [5, 1, ['labels', 'description']],
    [6, 0, ['labels', 'description']],
  ])('status %i, payment %i: %j', (status, paymentStatus, expected) => {
    expect(closedEditable({ status, paymentStatus })).toEqual(expected);
  });
});

describe('order status groups', () => {
  it('puts every declared status in exactly one lifecycle group', () => {
    const lifecycle = [
      STATUS_GROUPS.active,
      STATUS_GROUPS.completed,
      STATUS_GROUPS.cancelled,
      STATUS_GROUPS.deleted,
    ].flat();
    const declared = statusList(ORDER_STATUSES).map(({ id }) => id);
    expect([...lifecycle].sort()).toEqual([...declared].sort());
    expect(new Set(lifecycle).size).toBe(lifecycle.length);
  });
  it('edits in full only an active order', () => {
    expect(
      statusList(ORDER_STATUSES)
        .filter(({ id }) => !isReadOnly(id))
        .map(({ key }) => key),
    ).toEqual(['new', 'confirmed']);
  });
});
