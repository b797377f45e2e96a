import { moveConflicts, moveProblem } from '../../../src/domain/calendarMoves';
import type { TimeSlot } from '../../../src/domain/timeSlots';
import type { OrderRow } from '../../rows';
import { dayInfo } from '../../seed/calendar';
import type { ActionContext, RequestContext } from '../../server/crud';
import { Refusal } from '../../server/http';
import { payloadOf } from '../../server/contract';
import type { RequestOf } from '../../../src/api/contract/endpoint';
import { ordersApi } from '../../../src/api/contract/orderActions';
import { tables, today } from '../../server/tables';
import { assignedLoads } from '../calendar/load';
import { entry, prepare } from './prepare';
import { presentOrder } from './present';

export const UNAVAILABLE_DAY = 'resources.calendar.refusals.unavailable';

type PostedTime = NonNullable<RequestOf<typeof ordersApi.move>['time']>;

/** A posted time slot, or null when none was sent (the order keeps its time). */
export function timeFrom(time: PostedTime | undefined): TimeSlot | null {
  if (!time) return null;
  const any = time.any ?? false;
  const specify = time.specify ?? false;
  const fixed = !any && !specify;
  return {
    hour: fixed ? (time.hour ?? null) : null,
    minute: fixed ? (time.minute ?? 0) : null,
    any,
    specify,
  };
}

const hhmm = (date: Date) => date.toISOString().slice(11, 16);

/**
 * `admin/orders/move` {id, date, time?}: the calendar's drag and its "move to" dialog. The calendar's rules first
 * (status, past day or time, a closed day), then the order edit's own `prepare` on the order with the new day and
 * time, so the date discount and the price are recomputed by the same code as a save of the form; last, the
 * partners already on the order must be free at the new time.
 */
export function moveOrder(row: OrderRow, ctx: ActionContext<OrderRow>) {
  const posted = payloadOf(ordersApi.move, ctx.body);
  const date = posted.date ?? '';
  const prepared = checkedMove(row, date, timeFrom(posted.time), ctx);
  const note = `${row.date ?? ''} ${presentOrder(row).timeText} -> ${date} ${presentOrder({ ...row, ...prepared }).timeText}`;
  const history = [...row.history, entry(ctx, 'move', { note })];
  return presentOrder(tables.orders().update(row.id, { ...prepared, history }));
}

/**
 * The order at a new day and time, checked and priced, not yet written (refused with the rule's message): the
 * calendar's rules, an available day, the edit's own `prepare`, then the partners already on it must be free.
 * A series change (seriesActions.ts) checks every visit with it before writing any.
 */
export function checkedMove(row: OrderRow, date: string, time: TimeSlot | null, ctx: RequestContext) {
  const problem = moveProblem(row, date, time, { today: today(), now: hhmm(new Date()) });
  if (problem) throw new Refusal(problem, { date: problem });
  // The order form offers only available days (besides the one already chosen); so does a move.
  if (date !== row.date && !dayInfo(date, row.location).available)
    throw new Refusal(UNAVAILABLE_DAY, { date: UNAVAILABLE_DAY });
  const moved = { ...row, date, time: time ?? row.time };
  const prepared = prepare(moved, row, ctx);
  const conflict = moveConflicts({ ...row, ...prepared }, assignedLoads(row))[0];
  if (conflict) throw new Refusal(conflict.problem, { date: conflict.problem });
  return prepared;
}
