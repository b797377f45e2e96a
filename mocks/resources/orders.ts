import { calculatePrice, type PriceInput, type PriceResult } from '../../src/domain/pricing';
import { actionProblem, isReadOnly, nextStatus, type OrderAction } from '../../src/domain/orderStatus';
import {
  addressPriceAt,
  pricedServices,
  validateOrder,
  type OrderDraft,
  type OrderService,
} from '../../src/domain/orderRules';
import { timeText, type TimeSlot } from '../../src/domain/timeSlots';
import { HttpResponse } from 'msw';
import type { Row } from '../store';
import { db } from '../server/db';
import {
  collectionOf,
  findOr404,
  present,
  query,
  toCsv,
  type CollectionSpec,
  type RequestContext,
} from '../server/crud';
import { Refusal, ok, read } from '../server/http';
import { registerCollection, registerRoute } from '../server/router';
import { calendarData, dayInfo } from '../seed/calendar';
import { settingsOf } from '../seed/orders';
import type { CustomerRow } from './customers';

interface HistoryEntry {
  at: string;
  by: string;
  action: string;
  from?: number;
  to?: number;
  note?: string;
}

export interface OrderRow extends Row {
  location: number;
  status: number;
  paymentStatus: number;
  paymentMethodId: number;
  date: string | null;
  time: TimeSlot;
  customerId: number;
  address: Record<string, unknown> & {
    latitude?: number;
    longitude?: number;
    city?: string;
    street?: string;
    house?: string;
  };
  privateHouse: boolean;
  periodicity: 0 | 1 | 2 | 3;
  services: OrderService[];
  serviceTypes: { idServiceType: number; numberOfPartners: number; partners: number[] }[];
  price: number;
  fullPrice: number;
  discount: number;
  discountType: PriceResult['discountType'];
  addressPrice: number;
  cleaningTime: PriceResult['cleaningTime'];
  calculatePrice: boolean;
  rate: number | null;
  tips: number;
  transport: number;
  channel: string;
  labels: number[];
  needVatInvoice: boolean;
  promocodeId?: number;
  promocode?: string;
  createdAt: string;
  history: HistoryEntry[];
}

interface ServiceRow extends Row {
  idServiceType: number;
  price: number;
  time: number;
  base: boolean;
  max: number;
  status: number;
  discount: boolean;
  periodicity: boolean;
  fixPrice: boolean;
}
interface PromocodeRow extends Row {
  code: string;
  status: number;
  type: 'percent' | 'amount';
  value: number;
  numberOfUses: number;
  numberOfOrders: number;
  dateFrom?: string;
  dateTo?: string;
  serviceTypes: number[];
  services: number[];
}
interface LocationRow extends Row {
  paymentMethods: { id: number; label: string }[];
  polygons: { id: number; price: number; path: { lat: number; lng: number }[] }[];
  privateHouseCoefficient: number;
  onceMonthDiscount: number;
  twiceMonthDiscount: number;
  onceWeekDiscount: number;
  vatPercentage: number;
}

const orders = () => db().collection<OrderRow>('orders');
const customers = () => db().collection<CustomerRow>('customers');
const today = () => new Date().toISOString().slice(0, 10);
const locationOf = (id: number) => db().collection<LocationRow>('locations').get(id)!;
const catalogue = () =>
  new Map(
    db()
      .collection<ServiceRow>('services')
      .all()
      .map((service) => [service.id, service]),
  );

const addressText = (address: OrderRow['address'] | undefined) =>
  address
    ? [address.street, address.house].filter(Boolean).join(' ') +
      (address.apartment ? `/${address.apartment}` : '') +
      (address.city ? `, ${address.city}` : '')
    : '';

function partnerName(id: number) {
  const partner = db().collection<{ id: number; name: string; surname: string }>('partners').get(id);
  return partner ? `${partner.name} ${partner.surname}` : `#${id}`;
}

// ---------------------------------------------------------------------------------------------------------
// Reading a posted order
// ---------------------------------------------------------------------------------------------------------

const numOrNull = (value: unknown) => read.num(value) ?? null;

function servicesFrom(value: unknown): OrderService[] {
  const list = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : [];
  const known = catalogue();
  return (list as Record<string, unknown>[])
    .map((item) => {
      const id = read.int(item.id) ?? 0;
      const service = known.get(id);
      return {
        id,
        idServiceType: service?.idServiceType ?? read.int(item.idServiceType) ?? 0,
        quantity: read.num(item.quantity) ?? read.num(item.value) ?? 0,
        price: read.int(item.price) ?? service?.price ?? 0,
        time: read.num(item.time) ?? service?.time ?? 0,
        base: service?.base ?? read.bool(item.base),
      };
    })
    .filter((service) => service.quantity > 0);
}

function draftFrom(body: Record<string, unknown>) {
  const time = (body.time ?? {}) as Record<string, unknown>;
  const address = (body.address ?? {}) as Record<string, unknown>;
  const invoice = (body.invoice ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => read.str(value)?.trim() || undefined;
  return {
    customerId: read.int(body.customerId) ?? null,
    date: read.str(body.date) || null,
    time: {
      hour: numOrNull(time.hour),
      minute: numOrNull(time.minute),
      any: read.bool(time.any),
      specify: read.bool(time.specify),
    },
    address: {
      id: read.int(address.id),
      latitude: read.num(address.latitude),
      longitude: read.num(address.longitude),
      city: text(address.city),
      street: text(address.street),
      house: text(address.house),
      postcode: text(address.postcode),
      entrance: text(address.entrance),
      apartment: text(address.apartment),
      floor: text(address.floor),
      code: text(address.code),
    },
    services: servicesFrom(body.services),
    privateHouse: read.bool(body.privateHouse),
    periodicity: Math.min(3, Math.max(0, read.int(body.periodicity) ?? 0)) as 0 | 1 | 2 | 3,
    paymentMethodId: read.int(body.paymentMethodId) ?? null,
    paymentStatus: read.int(body.paymentStatus) === 1 ? 1 : 0,
    needVatInvoice: read.bool(body.needVatInvoice),
    invoice: {
      companyName: text(invoice.companyName),
      taxNumber: text(invoice.taxNumber),
      postcode: text(invoice.postcode),
      address: text(invoice.address),
      city: text(invoice.city),
    },
    additionalInfo: text(body.additionalInfo),
    description: text(body.description),
    promocode: text(body.promocode)?.toUpperCase(),
    labels: read.ids(body.labels),
    calculatePrice: body.calculatePrice === undefined ? true : read.bool(body.calculatePrice),
    price: read.int(body.price),
    fullPrice: read.int(body.fullPrice),
    anotherPersonToContact: body.anotherPersonToContact as { name?: string; phone?: string } | undefined,
  };
}
type Draft = ReturnType<typeof draftFrom>;

/** A promocode the order may use: known, active, within its dates and uses; its listed services (or its types' services). */
function promocodeFor(code: string | undefined, ignoreUseOf?: number) {
  if (!code) return null;
  const row = db()
    .collection<PromocodeRow>('promocodes')
    .all()
    .find((promocode) => promocode.code === code);
  const day = today();
  const problem =
    !row ||
    row.status !== 1 ||
    (row.dateFrom && row.dateFrom > day) ||
    (row.dateTo && row.dateTo < day) ||
    (row.numberOfUses > 0 && row.numberOfOrders >= row.numberOfUses && row.id !== ignoreUseOf);
  if (problem)
    throw new Refusal('resources.orders.refusals.promocode', {
      promocode: 'resources.orders.refusals.promocode',
    });
  const services = row.services.length
    ? row.services
    : row.serviceTypes.length
      ? db()
          .collection<ServiceRow>('services')
          .all()
          .filter((service) => row.serviceTypes.includes(service.idServiceType))
          .map((service) => service.id)
      : [];
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'amount' ? row.value / 100 : row.value,
    services,
    serviceTypes: row.serviceTypes,
  };
}

/** The one place the fake backend prices an order: calculatePrice, with the location's settings. */
function priceOf(
  draft: Pick<Draft, 'services' | 'privateHouse' | 'periodicity' | 'needVatInvoice' | 'date' | 'address'>,
  location: number,
  promocode: ReturnType<typeof promocodeFor>,
) {
  const settings = locationOf(location);
  const { price: addressPrice } = addressPriceAt(
    draft.address.latitude,
    draft.address.longitude,
    settings.polygons,
  );
  const input: PriceInput = {
    services: pricedServices(draft.services, catalogue()),
    privateHouse: draft.privateHouse,
    periodicity: draft.periodicity,
    dateDiscount: draft.date ? dayInfo(draft.date, location).discount : null,
    promocode: promocode
      ? { type: promocode.type, value: promocode.value, services: promocode.services }
      : null,
    addressPrice,
    needVatInvoice: draft.needVatInvoice,
    settings: settingsOf(settings),
  };
  return { ...calculatePrice(input), addressPrice };
}

const entry = (ctx: RequestContext, action: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  at: new Date().toISOString(),
  by: ctx.account.name,
  action,
  ...extra,
});

function prepare(
  body: Record<string, unknown>,
  existing: OrderRow | undefined,
  ctx: RequestContext,
): Omit<OrderRow, 'id'> {
  const draft = draftFrom(body);
  if (existing && existing.location !== ctx.location) throw new Refusal('app.errors.notFound');
  if (existing && isReadOnly(existing.status)) {
    // Orders in 3-6 are read-only except labels and description.
    return {
      ...existing,
      labels: draft.labels,
      description: draft.description,
      history: [...existing.history, entry(ctx, 'edit')],
    } as OrderRow;
  }
  const errors: Record<string, string> = validateOrder(draft as OrderDraft);
  const customer = draft.customerId ? customers().get(draft.customerId) : undefined;
  if (draft.customerId && (!customer || customer.location !== ctx.location))
    errors.customerId = 'resources.orders.validation.customer';
  const settings = locationOf(ctx.location);
  if (draft.paymentMethodId && !settings.paymentMethods.some((method) => method.id === draft.paymentMethodId))
    errors.paymentMethodId = 'app.validation.required';
  if (!draft.paymentMethodId) errors.paymentMethodId = 'app.validation.required';
  const known = catalogue();
  if (
    draft.services.some(
      (service) => !known.get(service.id) || service.quantity > (known.get(service.id)?.max ?? 1),
    )
  )
    errors.services = 'resources.orders.validation.services';
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
  let promocode: ReturnType<typeof promocodeFor> = null;
  try {
    promocode = promocodeFor(draft.promocode, existing?.promocodeId);
  } catch (refusal) {
    errors.promocode = (refusal as Refusal).message;
  }
  if (
    !draft.calculatePrice &&
    (draft.price == null || draft.fullPrice == null || draft.price < 0 || draft.fullPrice < 0)
  )
    errors.price = 'app.validation.required';
  if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);

  const priced = priceOf(draft, ctx.location, promocode);
  const prices = draft.calculatePrice
    ? {
        price: priced.price,
        fullPrice: priced.fullPrice,
        discount: priced.discount,
        discountType: priced.discountType,
      }
    : {
        price: draft.price!,
        fullPrice: draft.fullPrice!,
        discount: Math.max(0, draft.fullPrice! - draft.price!),
        discountType: 'none' as const,
      };
  const types = [...new Set(draft.services.map((service) => service.idServiceType))];
  const serviceTypes = types.map(
    (type) =>
      existing?.serviceTypes.find((item) => item.idServiceType === type) ?? {
        idServiceType: type,
        numberOfPartners: 1,
        partners: [],
      },
  );
  if (promocode && !existing?.promocodeId) {
    const promocodes = db().collection<PromocodeRow>('promocodes');
    promocodes.update(promocode.id, {
      numberOfOrders: (promocodes.get(promocode.id)?.numberOfOrders ?? 0) + 1,
    });
  }
  return {
    location: ctx.location,
    status: existing?.status ?? 1,
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
    anotherPersonToContact:
      draft.anotherPersonToContact?.name || draft.anotherPersonToContact?.phone
        ? draft.anotherPersonToContact
        : undefined,
    promocodeId: promocode?.id,
    promocode: promocode?.code,
    needVatInvoice: draft.needVatInvoice,
    invoice: draft.needVatInvoice ? draft.invoice : undefined,
    createdAt: existing?.createdAt ?? new Date().toISOString(),
    history: existing ? [...existing.history, entry(ctx, 'edit')] : [entry(ctx, 'created')],
  } as Omit<OrderRow, 'id'>;
}

// ---------------------------------------------------------------------------------------------------------
// The collection: filters, search, sort values precomputed from the row and O(1) look-ups
// ---------------------------------------------------------------------------------------------------------

const list = (value: unknown) => read.ids(value);

function presentOrder(row: OrderRow) {
  const customer = customers().get(row.customerId);
  const method = locationOf(row.location)?.paymentMethods.find((item) => item.id === row.paymentMethodId);
  return {
    ...row,
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          phone: customer.phone,
          email: customer.email,
          anotherPersonToContact: customer.anotherPersonToContact,
        }
      : null,
    customerName: customer?.name ?? '',
    customerPhone: customer?.phone ?? '',
    addressText: addressText(row.address),
    timeText: timeText(row.time),
    paymentMethodLabel: method?.label ?? '',
    partnerNames: Object.fromEntries(
      row.serviceTypes.flatMap((type) => type.partners).map((id) => [id, partnerName(id)]),
    ),
  };
}

/**
 * The text `q` searches (id, customer name, phone, e-mail, address), built once per row version: rows are
 * replaced on every change, and the customer record is compared so an edited customer is searched anew.
 */
const searchCache = new WeakMap<OrderRow, { customer: CustomerRow | undefined; text: string }>();
function searchText(row: OrderRow) {
  const customer = customers().get(row.customerId);
  const cached = searchCache.get(row);
  if (cached && cached.customer === customer) return cached.text;
  const text = [
    row.id,
    customer?.name,
    customer?.phone,
    customer?.phone.replace(/^\+/, ''),
    customer?.email,
    addressText(row.address),
    row.address.postcode,
  ]
    .filter(Boolean)
    .join(' | ')
    .toLowerCase();
  searchCache.set(row, { customer, text });
  return text;
}

const spec: CollectionSpec<OrderRow> = {
  api: 'orders',
  search: (row) => [searchText(row)],
  filters: {
    location: (row, _value, ctx) => row.location === ctx.location,
    notDeleted: (row) => row.status !== 6,
    statuses: (row, value) => list(value).includes(row.status),
    paymentStatuses: (row, value) => list(value).includes(row.paymentStatus),
    rates: (row, value) => row.rate != null && list(value).includes(row.rate),
    rated: (row) => row.rate != null,
    partnerId: (row, value) => row.serviceTypes.some((type) => type.partners.includes(Number(value))),
    serviceType: (row, value) => row.serviceTypes.some((type) => list(value).includes(type.idServiceType)),
    labels: (row, value) => row.labels.some((label) => list(value).includes(label)),
    today: (row) => row.date === today(),
  },
  sortValue: {
    // Numbers, not strings: a numeric comparison keeps sorting 10,000 rows cheap. 'any'/'specify' sort before 07:00.
    date: (row) =>
      row.date
        ? Number(row.date.replace(/-/g, '')) * 10000 + (row.time.hour ?? 0) * 100 + (row.time.minute ?? 0)
        : 0,
    customer: (row) => customers().get(row.customerId)?.name.toLowerCase() ?? '',
    rate: (row) => row.rate ?? 0,
  },
  present: (row) => presentOrder(row),
  prepare,
  exportColumns: [
    'id',
    'date',
    'timeText',
    'status',
    'paymentStatus',
    'customerName',
    'customerPhone',
    'addressText',
    'price',
    'fullPrice',
    'channel',
    'rate',
  ],
};

registerCollection(spec);

/** Lists run in the current location; without a status filter, deleted orders stay out (they have their tab). */
function scoped(ctx: RequestContext): RequestContext {
  const filter = { ...((ctx.body.filter as Record<string, unknown>) ?? {}) };
  const hasStatus = filter.status !== undefined || filter.statuses !== undefined;
  return {
    ...ctx,
    body: { ...ctx.body, filter: { location: 1, ...(hasStatus ? {} : { notDeleted: 1 }), ...filter } },
  };
}

const collator = new Intl.Collator('pl', { sensitivity: 'base' });

/** The generic query, except that names are compared with one shared collator (String.localeCompare is slow at 10,000 rows). */
function ordered(ctx: RequestContext) {
  const scope = scoped(ctx);
  if (scope.body.sort !== 'customer') return query(spec, scope);
  const rows = query(spec, { ...scope, body: { ...scope.body, sort: 'id', order: 'ASC' } });
  const name = new Map(rows.map((row) => [row.id, customers().get(row.customerId)?.name ?? '']));
  const direction = scope.body.order === 'DESC' ? -1 : 1;
  return rows.sort((a, b) => (collator.compare(name.get(a.id)!, name.get(b.id)!) || a.id - b.id) * direction);
}

registerRoute('admin/orders/list', 'orders', 'list', (ctx) => {
  const rows = ordered(ctx);
  const page = Math.max(1, Number(ctx.body.page) || 1);
  const perPage = Math.min(500, Math.max(1, Number(ctx.body.perPage) || 25));
  return ok(
    rows.slice((page - 1) * perPage, page * perPage).map((row) => presentOrder(row)),
    rows.length,
  );
});

registerRoute('admin/orders/export', 'orders', 'export', (ctx) => {
  const csv = toCsv(
    ordered(ctx).map((row) => presentOrder(row)),
    spec.exportColumns,
  );
  return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
});

registerRoute('admin/orders/details', 'orders', 'show', (ctx) => {
  const row = findOr404(spec, ctx.body.id);
  if (row.location !== ctx.location) throw new Refusal('app.errors.notFound');
  return ok(present(spec, row, ctx));
});

// ---------------------------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------------------------

function acting(ctx: RequestContext, action: OrderAction, id: unknown = ctx.body.id) {
  const row = findOr404(spec, id);
  if (row.location !== ctx.location) throw new Refusal('app.errors.notFound');
  const problem = actionProblem(action, row, today(), ctx.account.permission);
  if (problem) throw new Refusal(problem);
  return row;
}

function move(
  ctx: RequestContext,
  row: OrderRow,
  action: 'confirm' | 'complete' | 'cancel' | 'delete',
  patch: Partial<OrderRow> = {},
  note?: string,
) {
  const to = nextStatus(action, read.bool(ctx.body.withPayment));
  return orders().update(row.id, {
    ...patch,
    status: to,
    history: [...row.history, entry(ctx, action, { from: row.status, to, note })],
  });
}

registerRoute('admin/orders/confirm', 'orders', 'edit', (ctx) =>
  ok(presentOrder(move(ctx, acting(ctx, 'confirm'), 'confirm'))),
);

registerRoute('admin/orders/complete', 'orders', 'edit', (ctx) =>
  ok(presentOrder(move(ctx, acting(ctx, 'complete'), 'complete'))),
);

registerRoute('admin/orders/cancel', 'orders', 'edit', (ctx) => {
  const row = acting(ctx, 'cancel');
  const reason = read.str(ctx.body.reason)?.trim();
  if (!reason) throw new Refusal('app.validation.required', { reason: 'app.validation.required' });
  const withPayment = read.bool(ctx.body.withPayment);
  return ok(
    presentOrder(
      move(
        ctx,
        row,
        'cancel',
        { cancelReason: reason, paymentStatus: withPayment ? 1 : row.paymentStatus },
        reason,
      ),
    ),
  );
});

registerRoute('admin/orders/delete', 'orders', 'delete', (ctx) =>
  ok(presentOrder(move(ctx, acting(ctx, 'delete'), 'delete'))),
);

/** The draft of a copy: everything of the source but date and time, for the add form (saved only when the user saves). */
registerRoute('admin/orders/copy', 'orders', 'create', (ctx) => {
  const row = acting(ctx, 'copy');
  const {
    id: _id,
    status: _status,
    history: _history,
    rate: _rate,
    review: _review,
    tips: _tips,
    transport: _transport,
    cashPartnerId: _cash,
    createdAt: _created,
    messages: _messages,
    cancelReason: _reason,
    ...rest
  } = row as OrderRow & Record<string, unknown>;
  void [_id, _status, _history, _rate, _review, _tips, _transport, _cash, _created, _messages, _reason];
  return ok({
    ...rest,
    copyOf: row.id,
    date: null,
    time: { hour: null, minute: null, any: false, specify: false },
    paymentStatus: 0,
    serviceTypes: row.serviceTypes.map((type) => ({ ...type, partners: [] })),
    customer: presentOrder(row).customer,
  });
});

/** Labels on one or many orders: `mode` add (default, bulk) or set (the order's own dialog). Allowed in every status. */
registerRoute('admin/orders/labels', 'orders', 'edit', (ctx) => {
  const ids = ctx.body.ids !== undefined ? read.ids(ctx.body.ids) : [read.int(ctx.body.id) ?? 0];
  const labels = read.ids(ctx.body.labels);
  const known = new Set(
    db()
      .collection('labels')
      .all()
      .map((label) => label.id),
  );
  if (labels.some((label) => !known.has(label))) throw new Refusal('app.errors.notFound');
  const updated = ids.map((id) => {
    const row = acting(ctx, 'labels', id);
    const next =
      ctx.body.mode === 'set' ? labels : [...new Set([...row.labels, ...labels])].sort((a, b) => a - b);
    return orders().update(row.id, { labels: next, history: [...row.history, entry(ctx, 'labels')] });
  });
  return ok(updated.map((row) => presentOrder(row)));
});

/** Partners of one service type of the order: registered partners of the location who do that type. */
registerRoute('admin/orders/partners', 'orders', 'edit', (ctx) => {
  const row = acting(ctx, 'partners');
  const idServiceType = read.int(ctx.body.idServiceType);
  const target = row.serviceTypes.find((type) => type.idServiceType === idServiceType);
  if (!target) throw new Refusal('app.errors.notFound');
  const partners = read.ids(ctx.body.partners);
  const numberOfPartners = Math.max(1, read.int(ctx.body.numberOfPartners) ?? target.numberOfPartners);
  const collection = db().collection<{
    id: number;
    location: number;
    status: number;
    serviceTypes: number[];
  }>('partners');
  const wrong = partners.some((id) => {
    const partner = collection.get(id);
    return (
      !partner ||
      partner.location !== row.location ||
      partner.status !== 1 ||
      !partner.serviceTypes.includes(target.idServiceType)
    );
  });
  if (wrong)
    throw new Refusal('resources.orders.refusals.partner', { partners: 'resources.orders.refusals.partner' });
  if (partners.length > numberOfPartners)
    throw new Refusal('resources.orders.refusals.tooManyPartners', {
      partners: 'resources.orders.refusals.tooManyPartners',
    });
  const serviceTypes = row.serviceTypes.map((type) =>
    type === target ? { ...type, partners, numberOfPartners } : type,
  );
  return ok(
    presentOrder(
      orders().update(row.id, { serviceTypes, history: [...row.history, entry(ctx, 'partners')] }),
    ),
  );
});

/** The form's price panel asks the same module the save uses. */
registerRoute('admin/orders/calculate', 'orders', 'list', (ctx) => {
  const draft = draftFrom(ctx.body);
  const promocode = promocodeFor(
    draft.promocode,
    read.int(ctx.body.id) ? orders().get(read.int(ctx.body.id)!)?.promocodeId : undefined,
  );
  return ok(priceOf(draft, ctx.location, promocode));
});

/** A promocode for the form: valid now, with the services it applies to. */
registerRoute('admin/orders/promocode', 'orders', 'list', (ctx) => {
  const code = read.str(ctx.body.code)?.trim().toUpperCase();
  const found = promocodeFor(code, read.int(ctx.body.promocodeId));
  if (!found)
    throw new Refusal('resources.orders.refusals.promocode', {
      promocode: 'resources.orders.refusals.promocode',
    });
  return ok(found);
});

/** Each day's availability and discount for the next 60 days. */
registerRoute('admin/orders/calendarData', 'orders', 'list', (ctx) => {
  const from = new Date(`${today()}T00:00:00Z`);
  return ok(calendarData(from, 60, ctx.location));
});

/** Partners who may take a service type of an order (for the assign picker). */
registerRoute('admin/orders/availablePartners', 'orders', 'list', (ctx) => {
  const row = findOr404(spec, ctx.body.id);
  const idServiceType = read.int(ctx.body.idServiceType) ?? 0;
  const found = db()
    .collection<{
      id: number;
      location: number;
      status: number;
      serviceTypes: number[];
      name: string;
      surname: string;
    }>('partners')
    .all()
    .filter(
      (partner) =>
        partner.location === row.location &&
        partner.status === 1 &&
        partner.serviceTypes.includes(idServiceType),
    )
    .map((partner) => ({ id: partner.id, name: `${partner.name} ${partner.surname}` }));
  return ok(found);
});

export const ordersSpec = spec;
void collectionOf;
