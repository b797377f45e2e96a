import { addressPriceAt } from '../../../src/domain/orderRules';
import { suggestPartners, type SuggestionCandidate } from '../../../src/domain/partnerSuggestions';
import { validPoint } from '../../../src/domain/geo';
import type { OrderRow, PartnerRow } from '../../rows';
import { tables } from '../../server/tables';
import { daysOffOf, ordersOfPartner } from '../calendar/load';
import { figuresOf } from '../partners/figures';

const pointOf = (address: { latitude?: unknown; longitude?: unknown } | undefined | null) =>
  validPoint(address?.latitude, address?.longitude);

/** The district holding the order's address (the location's polygons), or null. */
function districtOf(row: OrderRow): number | null {
  const point = pointOf(row.address);
  if (!point) return null;
  return addressPriceAt(point.lat, point.lng, tables.locations().get(row.location)?.polygons ?? [])
    .districtId;
}

/**
 * The facts the ranking needs about every partner of the order's location: status, types, districts, ratings,
 * home, their orders (with coordinates) and days off. Inactive ones are given too: the pure function excludes them
 * (and says why), so the rule lives in one place.
 */
function candidatesFor(row: OrderRow, ctx: object): SuggestionCandidate[] {
  const orders = tables.orders().all();
  return tables
    .partners()
    .all()
    .filter((partner: PartnerRow) => partner.location === row.location)
    .map((partner) => {
      const figures = figuresOf(partner.id, ctx);
      return {
        id: partner.id,
        name: `${partner.name} ${partner.surname}`,
        status: partner.status,
        serviceTypes: partner.serviceTypes,
        districts: partner.activePolygons,
        rating: figures.rating,
        rating30: figures.rating30,
        home: pointOf(partner.address),
        orders: ordersOfPartner(
          partner.id,
          orders.filter((order) => order.date === row.date),
        ).map((order) => ({ ...order, point: pointOf(order.address) })),
        daysOff: daysOffOf(partner.id).filter((dayOff) => dayOff.date === row.date),
      };
    });
}

/** `admin/orders/suggestedPartners`: at most five ranked partners for the order's service type. */
export function suggestionsFor(row: OrderRow, idServiceType: number, ctx: object) {
  const order = { ...row, districtId: districtOf(row), point: pointOf(row.address) };
  return suggestPartners(order, idServiceType, candidatesFor(row, ctx)).suggestions;
}
