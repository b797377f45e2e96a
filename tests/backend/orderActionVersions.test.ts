import { describe, expect, it } from 'vitest';
import { db } from '../../mocks/server/db';
import { versionOf } from '../../mocks/store';
import { VERSION_CONFLICT } from '../../src/domain/versions';
import { ORDER_STATUS } from '../../src/domain/statuses';
import { dataProvider } from '../../src/providers/dataProvider';
import { loginAs } from './backendCalls';

/**
 * docs/decisions-safety.md: an order action names the version the screen showed; one based on an old version is
 * refused like a stale edit ('This record was changed by someone else') and changes nothing.
 */
interface Row {
  [key: string]: unknown;
  id: number;
  status: number;
  location: number;
  labels: number[];
  serviceTypes: { idServiceType: number; partners: number[]; numberOfPartners: number }[];
}
const orders = () => db().collection<Row>('orders');
const inStatus = (status: number) =>
  orders()
    .all()
    .find((row) => row.location === 1 && row.status === status)!;

/** Someone else writes the order after it was shown: the version the screen holds is now an old one. */
function changedBehindTheScreen(status: number) {
  const shown = inStatus(status);
  const old = versionOf(shown);
  orders().update(shown.id, {});
  return { id: shown.id, old };
}

const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: Error) => error.message,
  );

const actions: [string, number, (id: number, version: number) => Promise<unknown>][] = [
  ['confirm', ORDER_STATUS.new, (id, version) => dataProvider.confirmOrder({ id, version })],
  ['complete', ORDER_STATUS.confirmed, (id, version) => dataProvider.completeOrder({ id, version })],
  [
    'cancel',
    ORDER_STATUS.confirmed,
    (id, version) => dataProvider.cancelOrder({ id, version, withPayment: false, reason: 'late' }),
  ],
  ['copy', ORDER_STATUS.completed, (id, version) => dataProvider.copyOrder({ id, version })],
  [
    'labels',
    ORDER_STATUS.completed,
    (id, version) => dataProvider.setOrderLabels({ id, version, labels: [], mode: 'set' }),
  ],
  [
    'partners',
    ORDER_STATUS.confirmed,
    (id, version) => {
      const type = orders().get(id)!.serviceTypes[0];
      return dataProvider.setOrderPartners({
        id,
        version,
        idServiceType: type.idServiceType,
        partners: [],
        numberOfPartners: 1,
      });
    },
  ],
  ['move', ORDER_STATUS.new, (id, version) => dataProvider.moveOrder({ id, version, date: '2099-01-05' })],
];

describe('order actions and versions', () => {
  it.each(actions)(
    '%s with an old version is refused with the conflict message and changes nothing',
    async (_, status, run) => {
      await loginAs('admin');
      const { id, old } = changedBehindTheScreen(status);
      const before = orders().get(id)!;
      expect(await refusalOf(run(id, old))).toBe(VERSION_CONFLICT);
      expect(orders().get(id)).toEqual(before);
    },
  );

  it("replaces an order's labels with its current version, and the bulk labels with theirs add", async () => {
    await loginAs('admin');
    const { id } = changedBehindTheScreen(ORDER_STATUS.completed);
    const current = versionOf(orders().get(id)!);
    expect(
      await refusalOf(dataProvider.setOrderLabels({ id, version: current, labels: [], mode: 'set' })),
    ).toBe('accepted');
    expect(orders().get(id)!.labels).toEqual([]);
    const label = db().collection('labels').all()[0].id;
    await dataProvider.setOrderLabels({
      ids: [id],
      versions: [versionOf(orders().get(id)!)],
      labels: [label],
      mode: 'add',
    });
    expect(orders().get(id)!.labels).toEqual([label]);
  });

  it('refuses the whole bulk labels change when one order changed since the list showed it (issue 29)', async () => {
    await loginAs('admin');
    const [label, other] = db().collection('labels').all();
    const fresh = inStatus(ORDER_STATUS.confirmed);
    const freshShown = versionOf(fresh);
    const { id, old } = changedBehindTheScreen(ORDER_STATUS.completed);
    // Meanwhile someone else set the stale order's labels: they must be kept.
    orders().update(id, { labels: [other.id] });
    const before = [orders().get(fresh.id), orders().get(id)];
    expect(
      await refusalOf(
        dataProvider.setOrderLabels({
          ids: [fresh.id, id],
          versions: [freshShown, old],
          labels: [label.id],
          mode: 'add',
        }),
      ),
    ).toBe(VERSION_CONFLICT);
    expect([orders().get(fresh.id), orders().get(id)]).toEqual(before);
    expect(orders().get(id)!.labels).toEqual([other.id]);
  });

  it('refuses bulk labels that name no versions', async () => {
    await loginAs('admin');
    const { id } = changedBehindTheScreen(ORDER_STATUS.completed);
    const before = orders().get(id);
    const label = db().collection('labels').all()[0].id;
    expect(
      await refusalOf(dataProvider.setOrderLabels({ ids: [id], labels: [label], mode: 'add' })),
    ).not.toBe('accepted');
    expect(orders().get(id)).toEqual(before);
  });
});
