/**
 * Order rules shared by the form and the fake backend: the form's validation, the district's address
 * price, and the bridge from an order's service lines to the priced lines of src/domain/priceLines.ts.
 */
import { phoneProblem } from './contactRules';
import { coordinateErrors } from './geo';
import { isTimeChosen, type TimeSlot } from './timeSlots';
import type { UNITS } from './contentRecordSchemas';
import { MONEY_INVALID, isCalendarDate, isMoney, withNameCharacters } from './bounds';

/**
 * How finely a service's unit is counted (issue 29, docs/decisions-safety.md "Bounds"): whole things, hours by halves,
 * areas, volumes and distances to one decimal; never below 0 nor above QUANTITY_MAX. 0 leaves the line out.
 */
export const QUANTITY_STEP: Record<(typeof UNITS)[number], number> = {
  thing: 1,
  hour: 0.5,
  m2: 0.1,
  m3: 0.1,
  km: 0.1,
};
export const QUANTITY_MAX = 1000;
export const QUANTITY_INVALID = 'resources.orders.validation.quantity';
const FINEST = Math.min(...Object.values(QUANTITY_STEP));
const multipleOf = (value: number, step: number) => Math.abs(value / step - Math.round(value / step)) < 1e-9;

/** A quantity some unit allows (the contract's check, before the service and its unit are known). */
export const isQuantity = (value: number) =>
  Number.isFinite(value) && value >= 0 && value <= QUANTITY_MAX && multipleOf(value, FINEST);

/** A quantity this service's unit and maximum allow. */
export const quantityFits = (value: number, unit: string, max: number) =>
  isQuantity(value) &&
  value <= max &&
  multipleOf(value, QUANTITY_STEP[unit as keyof typeof QUANTITY_STEP] ?? 1);

/** One service line of an order, as the form and the API hold it. */
export interface OrderService {
  id: number;
  idServiceType: number;
  quantity: number;
  /** Price per unit, minor units. */
  price: number;
  /** Time per unit, minutes. */
  time: number;
  /** Base service: scaled by the private-house coefficient. */
  base: boolean;
}

export interface OrderAddress {
  id?: number;
  latitude?: number | null;
  longitude?: number | null;
  city?: string;
  street?: string;
  house?: string;
  postcode?: string;
  entrance?: string;
  apartment?: string;
  floor?: string;
  code?: string;
}

export interface OrderInvoice {
  companyName?: string;
  taxNumber?: string;
  postcode?: string;
  address?: string;
  city?: string;
}

export interface OrderDraft {
  customerId?: number | null;
  address?: OrderAddress | null;
  services?: OrderService[] | null;
  date?: string | null;
  time?: Partial<TimeSlot> | null;
  needVatInvoice?: boolean;
  invoice?: OrderInvoice | null;
  anotherPersonToContact?: { name?: string; phone?: string } | null;
  paymentMethodId?: number | null;
  /** false: `price` and `fullPrice` are the manager's own (minor units) */
  calculatePrice?: boolean;
  price?: number | null;
  fullPrice?: number | null;
}

/** With automatic pricing off, the price the manager sets may not exceed the full price. */
export const PRICE_ABOVE_FULL = 'resources.orders.validation.priceAboveFull';

export const PROMPTS = {
  services: 'resources.orders.validation.services',
  date: 'resources.orders.validation.date',
  time: 'resources.orders.validation.time',
  customer: 'resources.orders.validation.customer',
  address: 'resources.orders.validation.address',
} as const;

const REQUIRED = 'app.validation.required';
export const INVOICE_FIELDS = ['companyName', 'taxNumber', 'postcode', 'address', 'city'] as const;

const blank = (value: unknown) => value == null || String(value).trim() === '';

/**
 * Field errors of an order draft, keyed by form path (`services`, `date`, `time`, `customerId`,
 * `address.street`, `invoice.companyName`...). VAT invoice fields are required only when one is needed.
 */
export function validateOrder(draft: OrderDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.services?.some((service) => service.quantity > 0)) errors.services = PROMPTS.services;
  if (draft.services?.some((service) => !isQuantity(service.quantity))) errors.services = QUANTITY_INVALID;
  if (!isCalendarDate(draft.date)) errors.date = PROMPTS.date;
  if (!isTimeChosen(draft.time)) errors.time = PROMPTS.time;
  if (!draft.customerId) errors.customerId = PROMPTS.customer;
  const address = draft.address ?? {};
  for (const key of ['city', 'street', 'house'] as const)
    if (blank(address[key])) errors[`address.${key}`] = PROMPTS.address;
  Object.assign(errors, coordinateErrors(address, PROMPTS.address));
  if (draft.needVatInvoice) {
    for (const key of INVOICE_FIELDS) if (blank(draft.invoice?.[key])) errors[`invoice.${key}`] = REQUIRED;
  }
  if (draft.calculatePrice === false) {
    for (const key of ['price', 'fullPrice'] as const) {
      const value = draft[key];
      if (value == null || Number.isNaN(value)) errors[key] = REQUIRED;
      else if (!isMoney(value)) errors[key] = MONEY_INVALID;
    }
    if (!errors.price && !errors.fullPrice && draft.price! > draft.fullPrice!)
      errors.price = PRICE_ABOVE_FULL;
  }
  const contactPhone = phoneProblem(draft.anotherPersonToContact?.phone);
  if (contactPhone) errors['anotherPersonToContact.phone'] = contactPhone;
  return withNameCharacters(errors, draft, ['anotherPersonToContact.name', 'invoice.companyName']);
}

/** Ray casting: is the point inside the polygon? */
export function insidePolygon(lat: number, lng: number, path: { lat: number; lng: number }[]): boolean {
  let inside = false;
  for (let i = 0, j = path.length - 1; i < path.length; j = i++) {
    const a = path[i];
    const b = path[j];
    if (a.lng > lng !== b.lng > lng && lat < ((b.lat - a.lat) * (lng - a.lng)) / (b.lng - a.lng) + a.lat)
      inside = !inside;
  }
  return inside;
}

/** The price of the district the address lies in (minor units), 0 outside every district or without coordinates. */
export function addressPriceAt(
  lat: number | null | undefined,
  lng: number | null | undefined,
  polygons: { id: number; price: number; path: { lat: number; lng: number }[] }[],
): { price: number; districtId: number | null } {
  if (lat == null || lng == null || Number.isNaN(lat) || Number.isNaN(lng))
    return { price: 0, districtId: null };
  const found = polygons.find((polygon) => insidePolygon(lat, lng, polygon.path));
  return found ? { price: found.price, districtId: found.id } : { price: 0, districtId: null };
}

export interface ServiceOption {
  id: number;
  discount?: boolean;
  periodicity?: boolean;
  fixPrice?: boolean;
}

/** The order's lines with the catalogue's discount/periodicity/fixPrice flags, as calculatePrice takes them. */
export function pricedServices(services: OrderService[], catalogue: Map<number, ServiceOption>) {
  return services
    .filter((service) => service.quantity > 0)
    .map((service) => {
      const known = catalogue.get(service.id);
      return {
        ...service,
        discount: known?.discount ?? true,
        periodicity: known?.periodicity ?? true,
        fixPrice: known?.fixPrice ?? false,
      };
    });
}
