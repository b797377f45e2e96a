/**
 * Partner cover (issue #32, "Replace partner on a day"): the visits a partner's absence hits, and the partner list
 * of a service type with the absent partner replaced. The board's cover dialog previews the first; the assignment
 * itself is the order's own `admin/orders/partners`, which checks the newcomer is free.
 */
import { ORDER_STATUS } from './statuses';

export interface CoverOrder {
  id: number;
  status: number;
  date?: string | null;
  serviceTypes: readonly { idServiceType: number; partners: readonly number[] }[];
}

/** The longest absence one preview covers. */
export const MAX_COVER_DAYS = 31;

/** The open (new or confirmed) orders from `from` to `to` (both included) with the partner on one of their types. */
export function ordersToCover<O extends CoverOrder>(
  orders: readonly O[],
  partnerId: number,
  from: string,
  to: string,
): { order: O; idServiceType: number }[] {
  const hit: { order: O; idServiceType: number }[] = [];
  for (const order of orders) {
    if (order.status !== ORDER_STATUS.new && order.status !== ORDER_STATUS.confirmed) continue;
    if (!order.date || order.date < from || order.date > to) continue;
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
