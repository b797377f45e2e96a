import { closedEditable, isReadOnly } from '../../../src/domain/orderStatus';
import { QUANTITY_INVALID, quantityFits, validateOrder } from '../../../src/domain/orderRules';
import { ORDER_STATUS, PAYMENT_STATUS } from '../../../src/domain/statuses';
import type { HistoryEntry, OrderRow } from '../../rows';
import type { RequestContext } from '../../server/crud';
import { Refusal } from '../../server/http';
import { payWithCertificate } from '../certificates/redeem';
import { tables } from '../../server/tables';
import { catalogue, draftFrom, type Draft } from './draft';
import { cardsOf } from './cards';
import { priceOf, promocodesFor, type Promocode } from './pricing';

export const entry = (
  ctx: RequestContext,
  action: string,
  extra: Partial<HistoryEntry> = {},
): HistoryEntry => ({
  at: new Date().toISOString(),
  by: ctx.account.name,
  action,
  ...extra,
});

/** Field errors of a draft in the request's location; fixes the lines' prices from the catalogue as it goes. */
function check(draft: Draft, existing: OrderRow | undefined, ctx: RequestContext) {
  const errors: Record<string, string> = validateOrder(draft);
  const customer = draft.customerId ? tables.customers().get(draft.customerId) : undefined;
  if (draft.customerId && (!customer || customer.location !== ctx.location))
    errors.customerId = 'resources.orders.validation.customer';
  const settings = tables.locations().get(ctx.location)!;
  if (
    !draft.paymentMethodId ||
    !settings.paymentMethods.some((method) => method.id === draft.paymentMethodId)
  )
    errors.paymentMethodId = 'app.validation.required';
  const known = catalogue();
  if (
    draft.services.some(
      (service) => !known.get(service.id) || service.quantity > (known.get(service.id)?.max ?? 1),
    )
  )
    errors.services = 'resources.orders.validation.services';
  // A quantity the service's unit allows: whole things, hours by halves (src/domain/orderRules.ts).
  else if (
    draft.services.some((service) => !quantityFits(service.quantity, known.get(service.id)!.unit, Infinity))
  )
    errors.services = QUANTITY_INVALID;
  // Money is not taken from the client: a line's unit price and time come from the catalogue, or stay what they
  // were when the order was made (an order keeps the price it was sold at).
  draft.services = draft.services.map((service) => {
    const before = existing?.services.find((line) => line.id === service.id);
    const item = known.get(service.id);
    return {
      ...service,
      idServiceType: item?.idServiceType ?? service.idServiceType,
      price: before?.price ?? item?.price ?? 0,
      time: before?.time ?? item?.time ?? 0,
      base: item?.base ?? service.base,
    };
  });
  let promocodes: NonNullable<Promocode>[] = [];
  try {
    promocodes = promocodesFor(draft.promocodes, ctx.location, existing?.promocodeId);
  } catch (refusal) {
    errors.promocodes = (refusal as Refusal).message;
  }
  if (draft.activeCard != null && !cardsOf(customer).some((card) => card.id === draft.activeCard))
    errors.activeCard = 'resources.orders.validation.card';
  if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
  return promocodes;
}

function pricesOf(draft: Draft, priced: ReturnType<typeof priceOf>) {
  if (draft.calculatePrice) {
    const { price, fullPrice, discount, discountType } = priced;
    return { price, fullPrice, discount, discountType };
  }
  const price = draft.price!;
  const fullPrice = draft.fullPrice!;
  return { price, fullPrice, discount: Math.max(0, fullPrice - price), discountType: 'none' as const };
}

/**
 * The edit of a closed order (docs/decisions-orders.md): only what `closedEditable` names changes; every other
 * posted value is ignored, so a client that sends a new price or services changes nothing. The payment
 * status moves only forward, Unpaid to Paid, and only on a completed order; anything else is refused.
 */
function closedEdit(
  body: Record<string, unknown>,
  draft: Draft,
  existing: OrderRow,
  ctx: RequestContext,
): OrderRow {
  const editable = closedEditable(existing) ?? [];
  const asked = body.paymentStatus === undefined ? existing.paymentStatus : draft.paymentStatus;
  if (
    asked !== existing.paymentStatus &&
    !(editable.includes('paymentStatus') && asked === PAYMENT_STATUS.paid)
  )
    throw new Refusal('resources.orders.refusals.closedPayment', {
      paymentStatus: 'resources.orders.refusals.closedPayment',
    });
  return {
    ...existing,
    labels: draft.labels,
    description: draft.description,
    paymentStatus: asked,
    history: [...existing.history, entry(ctx, 'edit')],
  };
}

/** The posted order as a record of the request's location (the router has already scoped `existing`). */
export function prepare(
  body: Record<string, unknown>,
  existing: OrderRow | undefined,
  ctx: RequestContext,
): Omit<OrderRow, 'id'> {
  const draft = draftFrom(body);
  if (existing && isReadOnly(existing.status)) return closedEdit(body, draft, existing, ctx);
  const priced = priceOf(draft, ctx.location, check(draft, existing, ctx));
  const promocode = priced.promocode;
  const types = [...new Set(draft.services.map((service) => service.idServiceType))];
  const serviceTypes = types.map(
    (type) =>
      existing?.serviceTypes.find((item) => item.idServiceType === type) ?? {
        idServiceType: type,
        numberOfPartners: 1,
        partners: [],
      },
  );
  const prices = pricesOf(draft, priced);
  const certificate = payWithCertificate(draft.certificateCode, prices.price, existing, ctx.location);
  if (promocode && promocode.id !== existing?.promocodeId) {
    const promocodes = tables.promocodes();
    promocodes.update(promocode.id, {
      numberOfOrders: (promocodes.get(promocode.id)?.numberOfOrders ?? 0) + 1,
    });
  }
  const contact = draft.anotherPersonToContact;
  return {
    location: ctx.location,
    status: existing?.status ?? ORDER_STATUS.new,
    paymentStatus: draft.paymentStatus,
    paymentMethodId: draft.paymentMethodId!,
    date: draft.date,
    time: draft.time,
    customerId: draft.customerId!,
    address: { ...draft.address, priceAmount: priced.addressPrice },
    privateHouse: draft.privateHouse,
    periodicity: draft.periodicity,
    services: draft.services,
    serviceTypes,
    ...prices,
    ...certificate,
    addressPrice: priced.addressPrice,
    cleaningTime: priced.cleaningTime,
    calculatePrice: draft.calculatePrice,
    rate: existing?.rate ?? null,
    tips: existing?.tips ?? 0,
    transport: existing?.transport ?? 0,
    channel: existing?.channel ?? 'admin',
    labels: draft.labels,
    description: draft.description,
    additionalInfo: draft.additionalInfo,
    anotherPersonToContact: contact?.name || contact?.phone ? contact : undefined,
    promocodeId: promocode?.id,
    promocode: promocode?.code,
    promocodes: draft.promocodes,
    promocodeServiceType: priced.promocodeServiceType,
    activeCard: draft.activeCard,
    needVatInvoice: draft.needVatInvoice,
    invoice: draft.needVatInvoice ? draft.invoice : undefined,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    history: existing ? [...existing.history, entry(ctx, 'edit')] : [entry(ctx, 'created')],
  };
}
