import {
  actionProblem,
  isReadOnly,
  nextStatus,
  paymentAfterCancel,
  type OrderAction,
} from '../../../src/domain/orderStatus';
import { ORDER_STATUS, PARTNER_STATUS, PAYMENT_STATUS } from '../../../src/domain/statuses';
import { releaseCertificate } from '../certificates/redeem';
import type { OrderRow, PartnerDayOffRow, PartnerRow } from '../../rows';
import { db } from '../../server/db';
import { figuresOf } from '../partners/figures';
import { calendarData } from '../../seed/calendar';
import type { ActionContext, DeclaredAction } from '../../server/crud';
import { Refusal } from '../../server/http';
import { versionOf } from '../../store';
import { versionConflict } from '../../server/recordKinds';
import { payloadOf } from '../../server/contract';
import { ordersApi } from '../../../src/api/contract/orderActions';
import { tables, today } from '../../server/tables';
import { draftFrom } from './draft';
import { conflictOf } from '../calendar/load';
import { moveOrder } from './move';
import { entry } from './prepare';
import { presentOrder } from './present';
import { suggestionsFor } from './suggestions';
import { extendSeries, presentSeries, seriesTable } from './series';
import { seriesActions } from './seriesActions';
import { priceOf, promocodeOrRefuse, promocodesFor } from './pricing';

type Ctx = ActionContext<OrderRow>;

/** The order's own rule for the action (status, date, role), on top of the router's scope and permission. */
function allowed(ctx: Ctx, action: OrderAction, row: OrderRow) {
  const problem = actionProblem(action, row, today(), ctx.account.permission);
  if (problem) throw new Refusal(problem);
  return row;
}

function move(
  ctx: Ctx,
  row: OrderRow,
  action: 'confirm' | 'complete' | 'cancel' | 'delete',
  patch: Partial<OrderRow> = {},
  note?: string,
) {
  allowed(ctx, action, row);
  // Only a cancel may send `withPayment`; the other moves' schemas leave it out.
  const to = nextStatus(action, payloadOf(ordersApi.cancel, ctx.body).withPayment ?? false);
  const released =
    to === ORDER_STATUS.cancelledWithoutPay || to === ORDER_STATUS.deleted ? releaseCertificate(row) : {};
  return presentOrder(
    tables.orders().update(row.id, {
      ...patch,
      ...released,
      status: to,
      history: [...row.history, entry(ctx, action, { from: row.status, to, note })],
    }),
  );
}

/** Registered partners of the order's location who do the service type. */
const partnersFor = (row: OrderRow, idServiceType: number) =>
  tables
    .partners()
    .all()
    .filter(
      (partner) =>
        partner.location === row.location &&
        partner.status === PARTNER_STATUS.registered &&
        partner.serviceTypes.includes(idServiceType),
    );

/**
 * What the partner picker shows beside each name: the rating, how many orders the partner already has that
 * day (the load) and whether that day is one of their days off (whole day or some hours).
 */
function loadOn(row: OrderRow) {
  const load = new Map<number, number>();
  if (!row.date) return load;
  for (const other of tables.orders().all()) {
    if (other.id === row.id || other.date !== row.date || isReadOnly(other.status)) continue;
    for (const id of new Set(other.serviceTypes.flatMap((type) => type.partners)))
      load.set(id, (load.get(id) ?? 0) + 1);
  }
  return load;
}

function pickerFacts(partner: PartnerRow, row: OrderRow, load: Map<number, number>, ctx: Ctx) {
  const dayOff = row.date
    ? db()
        .collection<PartnerDayOffRow>('partnerDaysOff')
        .all()
        .find((day) => day.partnerId === partner.id && day.date === row.date)
    : undefined;
  return {
    id: partner.id,
    name: `${partner.name} ${partner.surname}`,
    rating: figuresOf(partner.id, ctx).rating,
    load: load.get(partner.id) ?? 0,
    dayOff: dayOff ? (dayOff.wholeDay ? 'wholeDay' : 'periods') : null,
  };
}

/**
 * The draft of a copy: everything of the source but date, time, what happened to it and its gift certificate (the
 * payment of that order), for the add form.
 */
function copyOf(row: OrderRow) {
  const copy: Record<string, unknown> = { ...row };
  for (const key of [
    'id',
    'status',
    'history',
    'rate',
    'review',
    'tips',
    'transport',
    'cashPartnerId',
    'createdAt',
    'messages',
    'cancelReason',
    'certificateId',
    'certificateCode',
    'certificateUsed',
  ])
    delete copy[key];
  return {
    ...copy,
    copyOf: row.id,
    date: null,
    time: { hour: null, minute: null, any: false, specify: false },
    paymentStatus: PAYMENT_STATUS.unpaid,
    serviceTypes: row.serviceTypes.map((type) => ({ ...type, partners: [] })),
    customer: presentOrder(row).customer,
    promocodes: presentOrder(row).promocodes,
  };
}

function assignPartners(row: OrderRow, ctx: Ctx) {
  allowed(ctx, 'partners', row);
  const posted = payloadOf(ordersApi.partners, ctx.body);
  const target = row.serviceTypes.find((type) => type.idServiceType === posted.idServiceType);
  if (!target) throw new Refusal('app.errors.notFound');
  const partners = posted.partners ?? [];
  const numberOfPartners = Math.max(1, posted.numberOfPartners ?? target.numberOfPartners);
  const eligible = new Set(partnersFor(row, target.idServiceType).map((partner) => partner.id));
  if (partners.some((id) => !eligible.has(id)))
    throw new Refusal('resources.orders.refusals.partner', { partners: 'resources.orders.refusals.partner' });
  if (partners.length > numberOfPartners)
    throw new Refusal('resources.orders.refusals.tooManyPartners', {
      partners: 'resources.orders.refusals.tooManyPartners',
    });
  // A partner newly put on the order must be free then (days off, other orders): the board flags it, this refuses it.
  for (const id of partners.filter((partner) => !target.partners.includes(partner))) {
    const conflict = conflictOf(row, id, target.idServiceType);
    if (conflict) throw new Refusal(conflict, { partners: conflict });
  }
  const serviceTypes = row.serviceTypes.map((type) =>
    type === target ? { ...type, partners, numberOfPartners } : type,
  );
  return presentOrder(
    tables.orders().update(row.id, { serviceTypes, history: [...row.history, entry(ctx, 'partners')] }),
  );
}

/** Labels on one or many orders: `mode` add (default, bulk) or set (the order's own dialog). Allowed in every status. */
function setLabels(ctx: Ctx) {
  const posted = payloadOf(ordersApi.labels, ctx.body);
  const ids = posted.ids ?? [posted.id ?? 0];
  const labels = posted.labels ?? [];
  const labelTable = tables.labels();
  if (labels.some((label) => !labelTable.get(label))) throw new Refusal('app.errors.notFound');
  // Declared on the collection, so the router checks no version: every write names the one it was made from.
  // The order's own dialog sends `version` (replacing labels someone just changed is refused); the bulk action sends
  // `versions`, one per id, and one order changed meanwhile refuses the whole change before anything is written
  // (docs/decisions-orders.md, "Bulk labels").
  const rows = ids.map((id) => allowed(ctx, 'labels', ctx.find(id)));
  if (posted.ids) {
    const versions = posted.versions ?? [];
    if (versions.length !== rows.length)
      throw new Refusal('app.validation.invalid', { versions: 'app.validation.invalid' });
    const stale = rows.find((row, index) => versionOf(row) !== versions[index]);
    if (stale) throw versionConflict('orders', presentOrder(stale));
  } else ctx.checkVersion(rows[0]);
  return rows.map((row) => {
    const next =
      posted.mode === 'set' ? labels : [...new Set([...row.labels, ...labels])].sort((a, b) => a - b);
    return presentOrder(
      tables.orders().update(row.id, { labels: next, history: [...row.history, entry(ctx, 'labels')] }),
    );
  });
}

/** The order's routes besides CRUD; the router finds `body.id` within the session's location first. */
export const orderActions: Record<string, DeclaredAction<OrderRow>> = {
  confirm: { handle: (row, ctx) => move(ctx, row, 'confirm') },
  // Cash may be collected at the door: `markPaid` completes and marks the order paid in one step.
  complete: {
    handle: (row, ctx) =>
      move(
        ctx,
        row,
        'complete',
        payloadOf(ordersApi.complete, ctx.body).markPaid ? { paymentStatus: PAYMENT_STATUS.paid } : {},
      ),
  },
  cancel: {
    handle(row, ctx) {
      allowed(ctx, 'cancel', row);
      const posted = payloadOf(ordersApi.cancel, ctx.body);
      const reason = posted.reason?.trim();
      if (!reason) throw new Refusal('app.validation.required', { reason: 'app.validation.required' });
      const paymentStatus = paymentAfterCancel(row.paymentStatus, posted.withPayment ?? false);
      return move(ctx, row, 'cancel', { cancelReason: reason, paymentStatus }, reason);
    },
  },
  delete: { permission: 'delete', handle: (row, ctx) => move(ctx, row, 'delete') },
  copy: { permission: 'create', handle: (row, ctx) => copyOf(allowed(ctx, 'copy', row)) },
  labels: { collection: true, handle: setLabels },
  partners: { handle: assignPartners },
  ...seriesActions,
  move: { handle: moveOrder },
  availablePartners: {
    permission: 'list',
    handle(row, ctx) {
      const load = loadOn(row);
      return partnersFor(row, payloadOf(ordersApi.availablePartners, ctx.body).idServiceType).map((partner) =>
        pickerFacts(partner, row, load, ctx),
      );
    },
  },
  /** Suggests (never assigns): src/domain/partnerSuggestions.ts ranks the location's partners. */
  suggestedPartners: {
    permission: 'list',
    handle(row, ctx) {
      const { idServiceType } = payloadOf(ordersApi.suggestedPartners, ctx.body);
      if (!row.serviceTypes.some((type) => type.idServiceType === idServiceType))
        throw new Refusal('app.errors.notFound');
      return suggestionsFor(row, idServiceType, ctx);
    },
  },
  series: {
    permission: 'list',
    handle(row, ctx) {
      const series = row.seriesId ? seriesTable().get(row.seriesId) : undefined;
      if (!series || series.location !== row.location) throw new Refusal('app.errors.notFound');
      return presentSeries(extendSeries(series, ctx));
    },
  },
  /** The form's price panel asks the same module the save uses. */
  calculate: {
    permission: 'list',
    collection: true,
    handle(ctx) {
      const { id } = payloadOf(ordersApi.calculate, ctx.body);
      const draft = draftFrom(ctx.body);
      return priceOf(
        draft,
        ctx.location,
        promocodesFor(draft.promocodes, ctx.location, id ? ctx.find(id).promocodeId : undefined),
      );
    },
  },
  promocode: {
    permission: 'list',
    collection: true,
    handle(ctx) {
      const { code, promocodeId } = payloadOf(ordersApi.promocode, ctx.body);
      return promocodeOrRefuse(code?.trim().toUpperCase(), ctx.location, promocodeId);
    },
  },
  /** Each day's availability and discount for the next 60 days. */
  calendarData: {
    permission: 'list',
    collection: true,
    handle: (ctx) => calendarData(new Date(`${today()}T00:00:00Z`), 60, ctx.location),
  },
};
