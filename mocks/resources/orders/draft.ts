import type { OrderService } from '../../../src/domain/orderRules';
import { PAYMENT_STATUS } from '../../../src/domain/statuses';
import { read } from '../../server/http';
import { tables } from '../../server/tables';

/** Reading a posted order form back into typed values (nothing is checked here: see prepare). */
const numOrNull = (value: unknown) => read.num(value) ?? null;
const text = (value: unknown) => read.str(value)?.trim() || undefined;

export const catalogue = () => new Map(tables.services().all().map((service) => [service.id, service]));

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

function addressFrom(address: Record<string, unknown>) {
  return {
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
  };
}

/** Every code entered (`promocodes`, and the older single `promocode`), upper-cased, each once. */
function codesFrom(body: Record<string, unknown>): string[] {
  const listed = body.promocodes;
  const values = Array.isArray(listed) ? listed : listed && typeof listed === 'object' ? Object.values(listed) : [listed];
  const codes = [...values, body.promocode].map((value) => text(value)?.toUpperCase()).filter((code): code is string => !!code);
  return [...new Set(codes)];
}

export function draftFrom(body: Record<string, unknown>) {
  const time = (body.time ?? {}) as Record<string, unknown>;
  const invoice = (body.invoice ?? {}) as Record<string, unknown>;
  return {
    customerId: read.int(body.customerId) ?? null,
    date: read.str(body.date) || null,
    time: {
      hour: numOrNull(time.hour),
      minute: numOrNull(time.minute),
      any: read.bool(time.any),
      specify: read.bool(time.specify),
    },
    address: addressFrom((body.address ?? {}) as Record<string, unknown>),
    services: servicesFrom(body.services),
    privateHouse: read.bool(body.privateHouse),
    periodicity: Math.min(3, Math.max(0, read.int(body.periodicity) ?? 0)) as 0 | 1 | 2 | 3,
    paymentMethodId: read.int(body.paymentMethodId) ?? null,
    paymentStatus: read.int(body.paymentStatus) === PAYMENT_STATUS.paid ? PAYMENT_STATUS.paid : PAYMENT_STATUS.unpaid,
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
    promocodes: codesFrom(body),
    activeCard: read.int(body.activeCard) ?? null,
    labels: read.ids(body.labels),
    calculatePrice: body.calculatePrice === undefined ? true : read.bool(body.calculatePrice),
    price: read.int(body.price),
    fullPrice: read.int(body.fullPrice),
    anotherPersonToContact: body.anotherPersonToContact as { name?: string; phone?: string } | undefined,
  };
}
export type Draft = ReturnType<typeof draftFrom>;
