/**
 * Partner cover (issue #32, "Replace partner on a day"): the visits a partner's absence hits, and the partner list
 * of a service type with the absent partner replaced. The board's cover dialog previews the first; the assignment
 * itself is the order's own `admin/orders/partners`, which checks the newcomer is free.
 */
import { timeSpan, type CalendarOrder } from './calendarMoves';
import type { DayOff } from './daysOff';
import { minutesOf } from './isoDates';
import { ORDER_STATUS } from './statuses';

export interface CoverOrder {
  id: number;
  status: number;
  date?: string | null;
  time?: CalendarOrder['time'];
  cleaningTime?: CalendarOrder['cleaningTime'];
  serviceTypes: readonly { idServiceType: number; partners: readonly number[] }[];
}

/**
 * Whether a day off hits the order: every order of a whole day off; for some hours, the orders whose time those
 * hours overlap (an order for 'any time' or 'clarify' has no time yet: some hours off do not hit it, as they do
 * not stop an assignment, calendarMoves.ts).
 */
export function hitBy(order: CoverOrder, dayOff: Pick<DayOff, 'date' | 'wholeDay' | 'periods'>): boolean {
  if (order.date !== dayOff.date) return false;
  if (dayOff.wholeDay) return true;
  const span = timeSpan(order);
  return (
    !!span &&
    dayOff.periods.some((period) => span.start < minutesOf(period.to) && minutesOf(period.from) < span.end)
  );
}

/** The longest absence one preview covers. */
export const MAX_COVER_DAYS = 31;

/**
 * The open (new or confirmed) orders from `from` to `to` (both included) with the partner on one of their types;
 * with `dayOff`, that day's orders only where the day off hits them (`hitBy`).
 */
export function ordersToCover<O extends CoverOrder>(
  orders: readonly O[],
  partnerId: number,
  from: string,
  to: string,
  dayOff?: Pick<DayOff, 'date' | 'wholeDay' | 'periods'>,
): { order: O; idServiceType: number }[] {
  const hit: { order: O; idServiceType: number }[] = [];
  for (const order of orders) {
    if (order.status !== ORDER_STATUS.new && order.status !== ORDER_STATUS.confirmed) continue;
    if (!order.date || order.date < from || order.date > to) continue;
    if (dayOff && order.date === dayOff.date && !hitBy(order, dayOff)) continue;
    for (const type of order.serviceTypes)
      if (type.partners.includes(partnerId)) hit.push({ order, idServiceType: type.idServiceType });
  }
  return hit.sort(
    (a, b) => (a.order.date ?? '').localeCompare(b.order.date ?? '') || a.order.id - b.order.id,
  );
}

/** The type's partners with `absent` replaced by `cover`, in the same place (never twice). */
export function replacedPartners(partners: readonly number[], absent: number, cover: number): number[] {
  return partners.filter((id) => id !== cover).map((id) => (id === absent ? cover : id));
}

/** What a drop on the partners board asks `admin/orders/partners` for. */
export interface DroppedAssignment {
  idServiceType: number;
  partners: number[];
  numberOfPartners: number;
}

/**
 * A visit dropped on a partner's day of the board: from the waiting row (`from` null) the partner joins the first
 * type still short of partners that they do (else the first short one, which the assignment refuses with its own
 * message); from another partner's row they take that partner's place on the type that partner is on. Null when
 * the drop changes nothing: the partner is already on that type, or no type is short of partners.
 */
export function droppedAssignment(
  order: {
    serviceTypes: readonly { idServiceType: number; partners: readonly number[]; numberOfPartners: number }[];
  },
  from: number | null,
  partner: { id: number; serviceTypes: readonly number[] },
): DroppedAssignment | null {
  if (from === partner.id) return null;
  if (from !== null) {
    const type = order.serviceTypes.find((item) => item.partners.includes(from));
    if (!type || type.partners.includes(partner.id)) return null;
    return {
      idServiceType: type.idServiceType,
      partners: replacedPartners(type.partners, from, partner.id),
      numberOfPartners: type.numberOfPartners,
    };
  }
  const open = order.serviceTypes.filter(
    (type) => type.partners.length < type.numberOfPartners && !type.partners.includes(partner.id),
  );
  const type = open.find((item) => partner.serviceTypes.includes(item.idServiceType)) ?? open[0];
  if (!type) return null;
  return {
    idServiceType: type.idServiceType,
    partners: [...type.partners, partner.id],
    numberOfPartners: type.numberOfPartners,
  };
}
