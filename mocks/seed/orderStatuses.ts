import { ORDER_STATUS } from '../../src/domain/statuses';
import type { HistoryEntry } from '../rows';
import type { Random } from '../random';

const {
  new: NEW,
  confirmed: CONFIRMED,
  completed: COMPLETED,
  cancelledWithoutPay: CANCELLED,
  cancelledWithPayment: CANCELLED_PAID,
  deleted: DELETED,
} = ORDER_STATUS;

/**
 * A seeded order's status by its day (offset from today): a past order is mostly completed, today's mostly
 * confirmed, a future one new or confirmed; some of each cancelled or deleted.
 */
export function pickStatus(random: Random, offset: number): number {
  const roll = random.next();
  if (offset < 0)
    return roll < 0.76
      ? COMPLETED
      : roll < 0.82
        ? CANCELLED
        : roll < 0.87
          ? CANCELLED_PAID
          : roll < 0.9
            ? DELETED
            : roll < 0.95
              ? CONFIRMED
              : NEW;
  if (offset === 0) return roll < 0.55 ? CONFIRMED : roll < 0.85 ? NEW : roll < 0.93 ? COMPLETED : CANCELLED;
  return roll < 0.42
    ? NEW
    : roll < 0.88
      ? CONFIRMED
      : roll < 0.94
        ? CANCELLED
        : roll < 0.97
          ? CANCELLED_PAID
          : DELETED;
}

/** Whether an order in this status was paid: a cancellation with payment always, a completed order mostly. */
export const isPaid = (random: Random, status: number) =>
  status === CANCELLED_PAID ||
  (status === COMPLETED && random.chance(0.85)) ||
  ((status === NEW || status === CONFIRMED) && random.chance(0.2)) ||
  (status === DELETED && random.chance(0.3));

/** The status changes that brought an order created at `createdAt` (by `createdBy`) for `date` to its status. */
export function statusHistory(status: number, createdAt: Date, date: string, createdBy: string) {
  const history: HistoryEntry[] = [{ at: createdAt.toISOString(), by: createdBy, action: 'created' }];
  const at = (hours: number) => new Date(createdAt.getTime() + hours * 3600000).toISOString();
  if (status !== NEW && status !== CANCELLED)
    history.push({ at: at(2), by: 'Anna Kowalska', action: 'confirm', from: NEW, to: CONFIRMED });
  if (status === COMPLETED)
    history.push({
      at: `${date}T20:00:00.000Z`,
      by: 'Anna Kowalska',
      action: 'complete',
      from: CONFIRMED,
      to: COMPLETED,
    });
  if (status === CANCELLED || status === CANCELLED_PAID)
    history.push({ at: at(5), by: 'Marek Nowak', action: 'cancel', from: NEW, to: status });
  if (status === DELETED)
    history.push({ at: at(6), by: 'Anna Kowalska', action: 'delete', from: NEW, to: DELETED });
  return history;
}
