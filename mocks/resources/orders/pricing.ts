import { toMajor } from '../../../src/domain/money';
import { calculatePrice, type PriceInput } from '../../../src/domain/pricing';
import { addressPriceAt, pricedServices } from '../../../src/domain/orderRules';
import { RECORD_STATUS } from '../../../src/domain/statuses';
import { settingsOf } from '../../seed/orders';
import { dayInfo } from '../../seed/calendar';
import { Refusal } from '../../server/http';
import { tables, today } from '../../server/tables';
import { catalogue, type Draft } from './draft';

const refusal = () =>
  new Refusal('resources.orders.refusals.promocode', { promocode: 'resources.orders.refusals.promocode' });

/** A promocode the order may use: known, active, within its dates and uses; its listed services (or its types' services). */
export function promocodeFor(code: string | undefined, ignoreUseOf?: number) {
  if (!code) return null;
  const row = tables
    .promocodes()
    .all()
    .find((promocode) => promocode.code === code);
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
export function promocodeOrRefuse(code: string | undefined, ignoreUseOf?: number) {
  const found = promocodeFor(code, ignoreUseOf);
  if (!found) throw refusal();
  return found;
}

/** The one place the fake backend prices an order: calculatePrice, with the location's settings. */
export function priceOf(
  draft: Pick<Draft, 'services' | 'privateHouse' | 'periodicity' | 'needVatInvoice' | 'date' | 'address'>,
  location: number,
  promocode: Promocode,
) {
  const settings = tables.locations().get(location)!;
  const { price: addressPrice } = addressPriceAt(draft.address.latitude, draft.address.longitude, settings.polygons);
  const input: PriceInput = {
    services: pricedServices(draft.services, catalogue()),
    privateHouse: draft.privateHouse,
    periodicity: draft.periodicity,
    dateDiscount: draft.date ? dayInfo(draft.date, location).discount : null,
    promocode: promocode ? { type: promocode.type, value: promocode.value, services: promocode.services } : null,
    addressPrice,
    needVatInvoice: draft.needVatInvoice,
    settings: settingsOf(settings),
  };
  return { ...calculatePrice(input), addressPrice };
}
