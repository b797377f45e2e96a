import type { DayOff } from '../../../src/domain/daysOff';
import { assignmentConflict, type CalendarPartner } from '../../../src/domain/calendarMoves';
import { timeText } from '../../../src/domain/timeSlots';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../rows';
import { db } from '../../server/db';
import { versionOf } from '../../store';
import { tables } from '../../server/tables';
import { orderTexts } from '../orders/present';

/**
 * What the calendar's rules need to know about partners, read from the store: their days off (kept by the
 * partners resource, `partnerDaysOff`) and the orders they are on. Shared by the calendar routes and the order
 * actions (move, assign), so the board's flags and the backend's refusals come from the same data.
 */
export const daysOffOf = (partnerId: number): DayOff[] =>
  db()
    .collection<PartnerDayOffRow>('partnerDaysOff')
    .all()
    .filter((row) => row.partnerId === partnerId)
    .map(({ id, date, wholeDay, periods }) => ({ id, date, wholeDay, periods }));

export const ordersOfPartner = (partnerId: number, orders: readonly OrderRow[] = tables.orders().all()) =>
  orders.filter((order) => order.serviceTypes.some((type) => type.partners.includes(partnerId)));

export const asCalendarPartner = (partner: PartnerRow): CalendarPartner => ({
  id: partner.id,
  status: partner.status,
  serviceTypes: partner.serviceTypes,
});

/** Everything moveConflicts needs about the partners already on an order. */
export const assignedLoads = (row: OrderRow) =>
  [...new Set(row.serviceTypes.flatMap((type) => type.partners))]
    .map((id) => tables.partners().get(id))
    .filter((partner): partner is PartnerRow => !!partner)
    .map((partner) => ({
      partner: asCalendarPartner(partner),
      orders: ordersOfPartner(partner.id),
      daysOff: daysOffOf(partner.id),
    }));

/** The first conflict of putting `partnerId` on the order's service type, or null. */
export function conflictOf(row: OrderRow, partnerId: number, idServiceType: number): string | null {
  const partner = tables.partners().get(partnerId);
  if (!partner) return 'app.errors.notFound';
  return assignmentConflict(
    asCalendarPartner(partner),
    row,
    ordersOfPartner(partnerId),
    daysOffOf(partnerId),
    idServiceType,
  );
}

/**
 * An order as the calendar shows it: the fields of the contract's `calendarEvent` and nothing more (a month view
 * answers ~850 of them at once).
 */
export function calendarEvent(row: OrderRow) {
  const { customerName, addressText, partnerNames } = orderTexts(row);
  return {
    id: row.id,
    version: versionOf(row),
    status: row.status,
    date: row.date,
    time: row.time,
    timeText: timeText(row.time),
    cleaningTime: { fullMinutes: row.cleaningTime?.fullMinutes ?? 0 },
    serviceTypes: row.serviceTypes.map(({ idServiceType, numberOfPartners, partners }) => ({
      idServiceType,
      numberOfPartners,
      partners,
    })),
    customerName,
    addressText,
    partnerNames,
  };
}
