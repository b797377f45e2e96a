import { addDays, daysBetween, eachDay, startOfWeek } from '../../../src/domain/isoDates';
import { isReadOnly } from '../../../src/domain/orderStatus';
import { PARTNER_STATUS } from '../../../src/domain/statuses';
import type { OrderRow } from '../../rows';
import { query, type RequestContext } from '../../server/crud';
import { Refusal, ok } from '../../server/http';
import { declareEndpoints, payloadOf } from '../../server/contract';
import { calendarApi, type CalendarFilter } from '../../../src/api/contract/calendar';
import { registerRoute } from '../../server/router';
import { tables } from '../../server/tables';
import { ordersSpec } from '../orders';
import { extendSeriesOf } from '../orders/series';
import { suggestionsFor } from '../orders/suggestions';
import { MAX_COVER_DAYS, ordersToCover } from '../../../src/domain/partnerCover';
import { asCalendarPartner, calendarEvent, daysOffOf, ordersOfPartner } from './load';

/** The widest range one call answers: a month view shows six weeks. */
const MAX_DAYS = 62;

/** The schema has checked both are days; the range must run forward and stay within MAX_DAYS. */
function rangeOf(from: string, to: string) {
  if (to < from || daysBetween(from, to) > MAX_DAYS) throw new Refusal('app.errors.technical');
  return { from, to };
}

/**
 * The orders of the session's location within [from, to], through the order list's own query: its scope, its
 * filters (statuses, serviceType, partnerId) and its default (no deleted orders). The range is set last, so a
 * posted filter can narrow it but never widen it.
 */
function ordersIn(ctx: RequestContext, posted: CalendarFilter = {}, from: string, to: string): OrderRow[] {
  const body = { filter: { ...posted, date_gte: from, date_lte: to }, sort: 'date', order: 'ASC' };
  return query(ordersSpec, { ...ctx, body });
}

registerRoute('admin/calendar/events', 'calendar', 'list', (ctx) => {
  const posted = payloadOf(calendarApi.events, ctx.body);
  const { from, to } = rangeOf(posted.from, posted.to);
  extendSeriesOf(ctx);
  return ok(ordersIn(ctx, posted.filter, from, to).map(calendarEvent));
});

/** Partners by day: the registered partners of the location, their days off and orders of the week, and the orders still short of partners. */
registerRoute('admin/calendar/board', 'calendar', 'list', (ctx) => {
  const { weekStart: anyDay, filter = {} } = payloadOf(calendarApi.board, ctx.body);
  const weekStart = startOfWeek(anyDay);
  extendSeriesOf(ctx);
  const days = eachDay({ from: weekStart, to: addDays(weekStart, 6) });
  const week = { from: days[0], to: days[6] };
  const { serviceType, partnerId } = filter;
  // The board's orders ignore the partner filter: it picks rows, and an unassigned order has no partner yet.
  const orders = ordersIn(ctx, { ...filter, partnerId: undefined }, week.from, week.to);
  const inWeek = (day: string) => day >= week.from && day <= week.to;
  const partners = tables
    .partners()
    .all()
    .filter((partner) => partner.location === ctx.location && partner.status === PARTNER_STATUS.registered)
    .filter((partner) => serviceType === undefined || partner.serviceTypes.includes(serviceType))
    .filter((partner) => partnerId === undefined || partner.id === partnerId)
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

/** Replace partner on a day: the visits the partner's absence hits, each with the partners suggested to cover it. */
registerRoute('admin/calendar/cover', 'calendar', 'list', (ctx) => {
  const posted = payloadOf(calendarApi.cover, ctx.body);
  const partner = tables.partners().get(posted.partnerId);
  if (!partner || partner.location !== ctx.location) throw new Refusal('app.errors.notFound');
  const to = posted.to ?? posted.from;
  if (to < posted.from || daysBetween(posted.from, to) >= MAX_COVER_DAYS)
    throw new Refusal('app.errors.technical');
  // A day off named must be the partner's own.
  const dayOff =
    posted.dayOffId === undefined
      ? undefined
      : daysOffOf(partner.id).find((row) => row.id === posted.dayOffId);
  if (posted.dayOffId !== undefined && !dayOff) throw new Refusal('app.errors.notFound');
  extendSeriesOf(ctx);
  const orders = ordersIn(ctx, {}, posted.from, to);
  return ok(
    ordersToCover(orders, partner.id, posted.from, to, dayOff).map(({ order, idServiceType }) => ({
      order: calendarEvent(order),
      idServiceType,
      suggestions: suggestionsFor(order, idServiceType, ctx),
    })),
  );
});

declareEndpoints(calendarApi);
