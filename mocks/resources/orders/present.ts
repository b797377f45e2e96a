import { amountToPay } from '../../../src/domain/amountToPay';
import { timeText } from '../../../src/domain/timeSlots';
import type { CustomerRow, OrderRow } from '../../rows';
import { tables } from '../../server/tables';
import { cardsOf } from './cards';

const addressText = (address: OrderRow['address'] | undefined) =>
  address
    ? [address.street, address.house].filter(Boolean).join(' ') +
      (address.apartment ? `/${address.apartment}` : '') +
      (address.city ? `, ${address.city}` : '')
    : '';

function partnerName(id: number) {
  const partner = tables.partners().get(id);
  return partner ? `${partner.name} ${partner.surname}` : `#${id}`;
}

/**
 * The texts every view of an order shows (the list, the calendar, the board): its customer's name, its address and
 * the names of its partners by id. The calendar's events take these alone, not the whole presentation.
 */
export function orderTexts(row: OrderRow) {
  return {
    customerName: tables.customers().get(row.customerId)?.name ?? '',
    addressText: addressText(row.address),
    partnerNames: Object.fromEntries(
      row.serviceTypes.flatMap((type) => type.partners).map((id) => [id, partnerName(id)]),
    ),
  };
}

/** The presenter: the order with its customer, texts for the list and the names of its partners. */
export function presentOrder(row: OrderRow) {
  const customer = tables.customers().get(row.customerId);
  const method = tables
    .locations()
    .get(row.location)
    ?.paymentMethods.find((item) => item.id === row.paymentMethodId);
  return {
    ...row,
    // Orders saved before several codes could be entered hold only the one that applied.
    promocodes: row.promocodes ?? (row.promocode ? [row.promocode] : []),
    customer: customer
      ? {
          id: customer.id,
          name: customer.name,
          phone: customer.phone,
          email: customer.email,
          anotherPersonToContact: customer.anotherPersonToContact,
          cards: cardsOf(customer),
          legalEntities: customer.legalEntities,
        }
      : null,
    ...orderTexts(row),
    customerPhone: customer?.phone ?? '',
    timeText: timeText(row.time),
    paymentMethodLabel: method?.label ?? '',
    amountToPay: amountToPay(row.price, row.certificateUsed),
  };
}

/**
 * The text `q` searches (id, customer name, phone, e-mail, address), built once per row version: rows are
 * replaced on every change, and the customer record is compared so an edited customer is searched anew.
 */
const searchCache = new WeakMap<OrderRow, { customer: CustomerRow | undefined; text: string }>();
export function searchText(row: OrderRow) {
  const customer = tables.customers().get(row.customerId);
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
