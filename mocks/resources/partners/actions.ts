import { lastSettlementDate, settle } from '../../../src/domain/ledger';
import { partnerStatistics } from '../../../src/domain/partnerStats';
import type { PartnerRow } from '../../rows';
import type { DeclaredAction, RequestContext } from '../../server/crud';
import { db } from '../../server/db';
import { Refusal } from '../../server/http';
import { payloadOf } from '../../server/contract';
import { partnersApi } from '../../../src/api/contract/partners';
import { pageOf } from '../../server/pages';
import { tables } from '../../server/tables';
import { markRead } from '../messages';
import { str } from './draft';
import { allLines, ledgerOf, percentagesOf, today } from './figures';

type Percentage = { percent: number; percentChoose: number };

/** Posted percentages per service type, each 0-100, or field errors (keyed by the list's index). */
function percentagesFrom(body: Record<string, unknown>) {
  const { percentages: posted } = payloadOf(partnersApi.percentages, body);
  const errors: Record<string, string> = {};
  const percentages: Record<string, Percentage> = {};
  const outside = (value: number | undefined) => value === undefined || value < 0 || value > 100;
  for (const [index, { idServiceType, percent, percentChoose }] of posted.entries()) {
    if (outside(percent)) errors[`percentages[${index}].percent`] = 'app.validation.percentMax';
    if (outside(percentChoose)) errors[`percentages[${index}].percentChoose`] = 'app.validation.percentMax';
    percentages[idServiceType] = { percent: percent ?? 0, percentChoose: percentChoose ?? 0 };
  }
  if (Object.keys(errors).length) throw new Refusal('app.validation.percentMax', errors);
  return percentages;
}

/** The orders a partner worked on, newest first, a page at a time. */
function ordersOf(partner: PartnerRow, body: Record<string, unknown>) {
  const rows = tables
    .orders()
    .all()
    .filter((order) => order.serviceTypes.some((type) => type.partners?.includes(partner.id)))
    .sort((a, b) => String(b.date ?? '').localeCompare(String(a.date ?? '')) || b.id - a.id);
  const shown = ({ id, date, status, price, rate, paymentMethodId }: (typeof rows)[number]) => ({
    id,
    date,
    status,
    price,
    rate: rate ?? null,
    paymentMethodId,
  });
  return pageOf(rows, body, shown, 100);
}

/** The partner's routes besides CRUD; the router finds the partner `body.id` within the session's location. */
export const partnerActions = (
  present: (row: PartnerRow, ctx: RequestContext) => unknown,
): Record<string, DeclaredAction<PartnerRow>> => ({
  statistics: {
    permission: 'show',
    handle: (partner) => partnerStatistics(allLines().get(partner.id) ?? [], today()),
  },
  ledger: {
    permission: 'show',
    handle(partner, ctx) {
      const { open, settlements, totals } = ledgerOf(partner.id, ctx);
      return {
        ...totals,
        lastSettlementDate: lastSettlementDate(settlements),
        orders: [...open.orders].sort((a, b) => b.date.localeCompare(a.date)),
        adjustments: open.adjustments,
      };
    },
  },
  settle: {
    handle(partner, ctx) {
      const { open } = ledgerOf(partner.id, ctx);
      if (!open.orders.length && !open.adjustments.length)
        throw new Refusal('resources.partners.ledger.nothingToSettle');
      const record = settle(open.orders, open.adjustments, today());
      return db()
        .collection('partnerSettlements')
        .insert({ ...record, partnerId: partner.id });
    },
  },
  orders: { permission: 'show', handle: (partner, ctx) => ordersOf(partner, ctx.body) },
  percentages: {
    handle(partner, ctx) {
      const percentages = percentagesFrom(ctx.body);
      const updated = tables
        .partners()
        .update(partner.id, { percentages: { ...partner.percentages, ...percentages } });
      return present(updated, ctx);
    },
  },
  percentagesOf: { permission: 'show', handle: (partner) => percentagesOf(partner) },
  chat: {
    permission: 'show',
    handle: (partner) =>
      tables
        .partnerMessages()
        .all()
        .filter((row) => row.partnerId === partner.id)
        .sort((a, b) => a.at.localeCompare(b.at)),
  },
  chatSend: {
    handle(partner, ctx) {
      const text = str(payloadOf(partnersApi.chatSend, ctx.body).text);
      if (!text) throw new Refusal('app.validation.required', { text: 'app.validation.required' });
      const at = new Date().toISOString();
      markRead(partner.id, true); // answering from the profile reads the conversation in the inbox too
      return tables.partnerMessages().insert({
        partnerId: partner.id,
        from: 'staff',
        text: text.slice(0, 2000),
        at,
        author: ctx.account.name,
        read: true,
      });
    },
  },
});
