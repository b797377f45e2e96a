/**
 * Order rules shared by the form and the fake backend: the form's validation, the district's address
 * price, and the bridge from an order to calculatePrice's input.
 */
import { coordinateErrors } from './geo';
import { isTimeChosen, type TimeSlot } from './timeSlots';

export interface OrderService {
  id: number;
  idServiceType: number;
  quantity: number;
  price: number;
  time: number;
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
  paymentMethodId?: number | null;
}

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
  if (blank(draft.date) || !/^\d{4}-\d{2}-\d{2}$/.test(String(draft.date))) errors.date = PROMPTS.date;
  if (!isTimeChosen(draft.time)) errors.time = PROMPTS.time;
  if (!draft.customerId) errors.customerId = PROMPTS.customer;
  const address = draft.address ?? {};
  for (const key of ['city', 'street', 'house'] as const)
    if (blank(address[key])) errors[`address.${key}`] = PROMPTS.address;
  Object.assign(errors, coordinateErrors(address, PROMPTS.address));
  if (draft.needVatInvoice) {
    for (const key of INVOICE_FIELDS) if (blank(draft.invoice?.[key])) errors[`invoice.${key}`] = REQUIRED;
  }
  return errors;
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
