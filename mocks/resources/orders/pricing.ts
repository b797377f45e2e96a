import { toMajor } from '../../../src/domain/money';
import { bestPromocode } from '../../../src/domain/discounts';
import { calculatePrice, type PriceInput } from '../../../src/domain/pricing';
import { addressPriceAt, pricedServices } from '../../../src/domain/orderRules';
import { RECORD_STATUS } from '../../../src/domain/statuses';
import { priceSettingsOf } from '../../seed/locations';
import { dayInfo } from '../../seed/calendar';
import { Refusal } from '../../server/http';
import { tables, today } from '../../server/tables';
import { catalogue, type Draft } from './draft';

const refusal = () =>
  new Refusal('resources.orders.refusals.promocode', { promocode: 'resources.orders.refusals.promocode' });

/**
 * A promocode the order may use: a code of the order's location (another location's code is refused like an unknown
 * one, so nothing is learnt about it), active, within its dates and uses; its listed services (or its types' services).
 */
export function promocodeFor(code: string | undefined, location: number, ignoreUseOf?: number) {
  if (!code) return null;
  const row = tables
    .promocodes()
    .all()
    .find((promocode) => promocode.code === code && promocode.location === location);
  const day = today();
  const problem =
    !row ||
    row.status !== RECORD_STATUS.active ||
    (row.dateFrom && row.dateFrom > day) ||
    (row.dateTo && row.dateTo < day) ||
    (row.numberOfUses > 0 && row.numberOfOrders >= row.numberOfUses && row.id !== ignoreUseOf);
  if (problem) throw refusal();
  const services = row.services.length
    ? row.services
    : tables
        .services()
        .all()
        .filter((service) => row.serviceTypes.includes(service.idServiceType))
        .map((service) => service.id);
  return {
    id: row.id,
    code: row.code,
    type: row.type,
    value: row.type === 'amount' ? toMajor(row.value) : row.value,
    services,
    serviceTypes: row.serviceTypes,
  };
}
export type Promocode = ReturnType<typeof promocodeFor>;

/** A code for the form: valid now, with the services it applies to. */
export function promocodeOrRefuse(code: string | undefined, location: number, ignoreUseOf?: number) {
  const found = promocodeFor(code, location, ignoreUseOf);
  if (!found) throw refusal();
  return found;
}

/**
 * The one place the fake backend prices an order: calculatePrice, with the location's settings. Of several
 * promocodes only the best applies (spec section 9): it is returned as `promocode`, with the service type it
 * counted for.
 */
export function priceOf(
  draft: Pick<Draft, 'services' | 'privateHouse' | 'periodicity' | 'needVatInvoice' | 'date' | 'address'>,
  location: number,
  promocodes: NonNullable<Promocode>[],
) {
  const settings = tables.locations().get(location)!;
  const { price: addressPrice } = addressPriceAt(
    draft.address.latitude,
    draft.address.longitude,
    settings.polygons,
  );
  const base = {
    services: pricedServices(draft.services, catalogue()),
    privateHouse: draft.privateHouse,
    settings: priceSettingsOf(settings),
  };
  const terms = promocodes.map((code) => ({ type: code.type, value: code.value, services: code.services }));
  const best = bestPromocode(base, terms);
  const input: PriceInput = {
    ...base,
    periodicity: draft.periodicity,
    dateDiscount: draft.date ? dayInfo(draft.date, location).discount : null,
    promocode: best.index >= 0 ? terms[best.index] : null,
    addressPrice,
    needVatInvoice: draft.needVatInvoice,
  };
  return {
    ...calculatePrice(input),
    addressPrice,
    promocode: best.index >= 0 ? promocodes[best.index] : null,
    promocodeServiceType: best.index >= 0 ? best.serviceType : null,
  };
}

/** Each entered code checked; the first refusal names the code it refused. */
export function promocodesFor(codes: string[], location: number, ignoreUseOf?: number) {
  return codes.map((code) => {
    try {
      return promocodeOrRefuse(code, location, ignoreUseOf);
    } catch (error) {
      const message = (error as Refusal).message;
      throw new Refusal(message, { promocodes: message });
    }
  });
}
