import type { OrderService } from '../../../src/domain/orderRules';
import { PAYMENT_STATUS } from '../../../src/domain/statuses';
import { ordersApi } from '../../../src/api/contract/orderActions';
import { payloadOf } from '../../server/contract';
import { tables } from '../../server/tables';

/**
 * A posted order form (validated against its schema, src/api/contract/orders.ts `orderInput`) as the draft the
 * rules check: defaults for what was left out, texts trimmed, codes upper-cased (nothing is refused here: see
 * prepare). The calendar's move hands a stored order through the same function.
 */
const text = (value: string | undefined) => value?.trim() || undefined;

export const catalogue = () =>
  new Map(
    tables
      .services()
      .all()
      .map((service) => [service.id, service]),
  );

type Posted = ReturnType<typeof posted>;
const posted = (body: Record<string, unknown>) => payloadOf(ordersApi.calculate, body);

function servicesFrom(lines: Posted['services'] = []): OrderService[] {
  const known = catalogue();
  return lines
    .map((item) => {
      const id = item.id ?? 0;
      const service = known.get(id);
      return {
        id,
        idServiceType: service?.idServiceType ?? item.idServiceType ?? 0,
        quantity: item.quantity ?? item.value ?? 0,
        price: item.price ?? service?.price ?? 0,
        time: item.time ?? service?.time ?? 0,
        base: service?.base ?? item.base ?? false,
      };
    })
    .filter((service) => service.quantity > 0);
}

function addressFrom(address: Posted['address'] = {}) {
  return {
    id: address.id,
    latitude: address.latitude,
    longitude: address.longitude,
    city: text(address.city),
    street: text(address.street),
    house: text(address.house),
    postcode: text(address.postcode),
    entrance: text(address.entrance),
    apartment: text(address.apartment),
    floor: text(address.floor),
    code: text(address.code),
  };
}

/** Every code entered (`promocodes`, and the older single `promocode`), upper-cased, each once. */
function codesFrom({ promocodes = [], promocode }: Posted): string[] {
  const codes = [...promocodes, promocode]
    .map((value) => text(value)?.toUpperCase())
    .filter((code): code is string => !!code);
  return [...new Set(codes)];
}

export function draftFrom(body: Record<string, unknown>) {
  const form = posted(body);
  const { time = {}, invoice = {} } = form;
  return {
    customerId: form.customerId ?? null,
    date: form.date || null,
    time: {
      hour: time.hour ?? null,
      minute: time.minute ?? null,
      any: time.any ?? false,
      specify: time.specify ?? false,
    },
    address: addressFrom(form.address),
    services: servicesFrom(form.services),
    privateHouse: form.privateHouse ?? false,
    // The contract refuses any other periodicity (0 none, 1 monthly, 2 twice a month, 3 weekly).
    periodicity: (form.periodicity ?? 0) as 0 | 1 | 2 | 3,
    paymentMethodId: form.paymentMethodId ?? null,
    paymentStatus: form.paymentStatus === PAYMENT_STATUS.paid ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid,
    needVatInvoice: form.needVatInvoice ?? false,
    invoice: {
      companyName: text(invoice.companyName),
      taxNumber: text(invoice.taxNumber),
      postcode: text(invoice.postcode),
      address: text(invoice.address),
      city: text(invoice.city),
    },
    additionalInfo: text(form.additionalInfo),
    description: text(form.description),
    promocodes: codesFrom(form),
    activeCard: form.activeCard ?? null,
    labels: form.labels ?? [],
    calculatePrice: form.calculatePrice ?? true,
    price: form.price,
    fullPrice: form.fullPrice,
    anotherPersonToContact: form.anotherPersonToContact,
    certificateCode: text(form.certificateCode),
  };
}
export type Draft = ReturnType<typeof draftFrom>;
