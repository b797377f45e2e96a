import { hasDebt } from '../../src/domain/partnerStats';
import {
  dailySeries,
  isLowRatedRecently,
  isNew,
  isToday,
  isUnpaid,
  ordersByServiceType,
  recentRange,
  upcomingLoad,
} from '../../src/domain/dashboard';
import { dashboardApi } from '../../src/api/contract/dashboard';
import {
  SHORT_LIST,
  type DashboardWidgetName,
  type DashboardWidgets,
  type OrderLine,
} from '../../src/domain/dashboardWidgets';
import { RECORD_STATUS } from '../../src/domain/statuses';
import { timeText } from '../../src/domain/timeSlots';
import { isBelowMinimum } from '../../src/domain/warehouse';
import type { OrderRow, PartnerDayOffRow } from '../rows';
import type { RequestContext } from '../server/crud';
import { db } from '../server/db';
import { declareEndpoints, payloadOf } from '../server/contract';
import { ok } from '../server/http';
import { registerRoute } from '../server/router';
import { tables, today as todayOf } from '../server/tables';
import { figuresOf } from './partners/figures';
import { levelAt } from './warehouse/items';

/** The session location's orders: every figure below is scoped to it, as the router scopes the lists. */
const ordersOf = (location: number) =>
  tables
    .orders()
    .all()
    .filter((row) => row.location === location);

const lineOf = (row: OrderRow): OrderLine => ({
  id: row.id,
  date: row.date,
  timeText: timeText(row.time),
  customerName: tables.customers().get(row.customerId)?.name ?? '',
  price: row.price,
  status: row.status,
});

/** The count and the first few, in the order given. */
const countWithOrders = (rows: OrderRow[]) => ({
  count: rows.length,
  orders: rows.slice(0, SHORT_LIST).map(lineOf),
});

const slotOf = (row: OrderRow) => (row.time.hour ?? 0) * 60 + (row.time.minute ?? 0);

/** One builder per widget; each reads only what it shows. */
const WIDGETS: { [K in DashboardWidgetName]: (ctx: RequestContext, today: string) => DashboardWidgets[K] } = {
  today: (ctx, today) => ({
    date: today,
    ...countWithOrders(
      ordersOf(ctx.location)
        .filter((row) => isToday(row, today))
        .sort((a, b) => slotOf(a) - slotOf(b)),
    ),
  }),
  newOrders: (ctx) =>
    // newest first: the ones a manager has not seen yet
    countWithOrders(
      ordersOf(ctx.location)
        .filter(isNew)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    ),
  unpaid: (ctx) => {
    const rows = ordersOf(ctx.location).filter(isUnpaid);
    return { count: rows.length, amount: rows.reduce((sum, row) => sum + row.price, 0) };
  },
  lowRating: (ctx, today) => {
    const range = recentRange(today);
    return {
      range,
      count: ordersOf(ctx.location).filter((row) => isLowRatedRecently(row, today, range.from)).length,
    };
  },
  debt: (ctx) => {
    const debts = tables
      .partners()
      .all()
      .filter((row) => row.location === ctx.location)
      .map((row) => figuresOf(row.id, ctx).debtAmount)
      .filter(hasDebt);
    return { count: debts.length, amount: debts.reduce((sum, amount) => sum + amount, 0) };
  },
  daily: (ctx, today) => dailySeries(ordersOf(ctx.location), today),
  serviceTypes: (ctx, today) => {
    const types = tables.serviceTypes();
    return ordersByServiceType(ordersOf(ctx.location), today).map((row) => ({
      ...row,
      label: (types.get(row.idServiceType)?.label as Record<string, string> | undefined) ?? {},
    }));
  },
  load: (ctx, today) => {
    const partners = tables
      .partners()
      .all()
      .filter((row) => row.location === ctx.location);
    const daysOff = db().collection<PartnerDayOffRow>('partnerDaysOff').all();
    return upcomingLoad(ordersOf(ctx.location), partners, daysOff, today);
  },
  lowStock: (ctx) => ({
    count: tables
      .warehouse()
      .all()
      .filter((row) => row.status !== RECORD_STATUS.deleted && isBelowMinimum(levelAt(row, ctx.location)))
      .length,
  }),
};

/** One widget's figures: a widget that fails to load leaves the others standing. */
registerRoute('admin/dashboard/widget', 'dashboard', 'list', (ctx) => {
  const { name } = payloadOf(dashboardApi.widget, ctx.body);
  return ok(WIDGETS[name](ctx, todayOf()));
});

declareEndpoints(dashboardApi);
