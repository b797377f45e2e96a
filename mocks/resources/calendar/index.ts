import { addDays, daysBetween, eachDay, startOfWeek } from '../../../src/domain/isoDates';
import { isReadOnly } from '../../../src/domain/orderStatus';
import { PARTNER_STATUS } from '../../../src/domain/statuses';
import type { OrderRow } from '../../rows';
import { query, type RequestContext } from '../../server/crud';
import { Refusal, ok, read } from '../../server/http';
import { registerRoute } from '../../server/router';
import { tables } from '../../server/tables';
import { ordersSpec } from '../orders';
import { asCalendarPartner, calendarEvent, daysOffOf, ordersOfPartner } from './load';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The widest range one call answers: a month view shows six weeks. */
const MAX_DAYS = 62;

function rangeOf(body: Record<string, unknown>) {
  const from = read.str(body.from) ?? '';
  const to = read.str(body.to) ?? '';
  if (!DAY.test(from) || !DAY.test(to) || to < from || daysBetween(from, to) > MAX_DAYS)
    throw new Refusal('app.errors.technical');
  return { from, to };
}

/**
 * The orders of the session's location within [from, to], through the order list's own query: its scope, its
 * filters (statuses, serviceType, partnerId) and its default (no deleted orders). The range is set last, so a
 * posted filter can narrow it but never widen it.
 */
function ordersIn(
  ctx: RequestContext,
  from: string,
  to: string,
  filter: Record<string, unknown> = {},
): OrderRow[] {
  const posted = (ctx.body.filter ?? {}) as Record<string, unknown>;
  const body = { filter: { ...posted, ...filter, date_gte: from, date_lte: to }, sort: 'date', order: 'ASC' };
  return query(ordersSpec, { ...ctx, body });
}

registerRoute('admin/calendar/events', 'calendar', 'list', (ctx) => {
  const { from, to } = rangeOf(ctx.body);
  return ok(ordersIn(ctx, from, to).map(calendarEvent));
});

/** Partners by day: the registered partners of the location, their days off and orders of the week, and the orders still short of partners. */
registerRoute('admin/calendar/board', 'calendar', 'list', (ctx) => {
  const weekStart = startOfWeek(rangeOf({ from: ctx.body.weekStart, to: ctx.body.weekStart }).from);
  const days = eachDay({ from: weekStart, to: addDays(weekStart, 6) });
  const week = { from: days[0], to: days[6] };
  const filter = (ctx.body.filter ?? {}) as Record<string, unknown>;
  const serviceType = read.int(filter.serviceType);
  // The board's orders ignore the partner filter: it picks rows, and an unassigned order has no partner yet.
  const orders = ordersIn(ctx, week.from, week.to, { partnerId: undefined });
  const inWeek = (day: string) => day >= week.from && day <= week.to;
  const partners = tables
    .partners()
    .all()
    .filter((partner) => partner.location === ctx.location && partner.status === PARTNER_STATUS.registered)
    .filter((partner) => serviceType === undefined || partner.serviceTypes.includes(serviceType))
    .filter(
      (partner) =>
        filter.partnerId === undefined ||
        filter.partnerId === '' ||
        partner.id === read.int(filter.partnerId),
    )
    .map((partner) => ({
      ...asCalendarPartner(partner),
      name: `${partner.name} ${partner.surname}`,
      status: partner.status,
      daysOff: daysOffOf(partner.id).filter((dayOff) => inWeek(dayOff.date)),
      orders: ordersOfPartner(partner.id, orders).map(calendarEvent),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const unassigned = orders
    .filter(
      (order) =>
        !isReadOnly(order.status) &&
        order.serviceTypes.some((type) => type.partners.length < type.numberOfPartners),
    )
    .map(calendarEvent);
  return ok({ days, partners, unassigned });
});
