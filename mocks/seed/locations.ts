import type { PriceInput } from '../../src/domain/pricing';
import type { LocationSettings, Polygon } from '../../src/session/session';

export interface LocationRow extends Omit<
  LocationSettings,
  'location' | 'locationLabel' | 'availableLocations'
> {
  id: number;
  label: string;
  [key: string]: unknown;
}

/** What a location's orders are priced with: its coefficient, its periodicity discounts and its VAT. */
export const priceSettingsOf = (
  location: Pick<
    LocationRow,
    | 'privateHouseCoefficient'
    | 'onceMonthDiscount'
    | 'twiceMonthDiscount'
    | 'onceWeekDiscount'
    | 'vatPercentage'
  >,
): PriceInput['settings'] => ({
  privateHouseCoefficient: location.privateHouseCoefficient,
  onceMonthDiscount: location.onceMonthDiscount,
  twiceMonthDiscount: location.twiceMonthDiscount,
  onceWeekDiscount: location.onceWeekDiscount,
  vatPercentage: location.vatPercentage,
});

/**
 * A city's map: its centre and zoom, and its districts as a 3x2 grid of squares around the centre (enough to
 * choose districts on a map), each with its price, the prices repeated in turn.
 */
function cityMap(
  [lat, lng]: [number, number],
  zoom: number,
  names: string[],
  prices: number[],
): Pick<LocationRow, 'mapLatitude' | 'mapLongitude' | 'mapZoom' | 'polygons'> {
  return { mapLatitude: lat, mapLongitude: lng, mapZoom: zoom, polygons: districts(lat, lng, names, prices) };
}

function districts(lat: number, lng: number, names: string[], prices: number[]): Polygon[] {
  return names.map((label, index) => {
    const row = Math.floor(index / 3);
    const col = index % 3;
    const south = lat - 0.06 + row * 0.06;
    const west = lng - 0.12 + col * 0.08;
    return {
      id: index + 1,
      label,
      price: prices[index % prices.length],
      path: [
        { lat: south, lng: west },
        { lat: south + 0.06, lng: west },
        { lat: south + 0.06, lng: west + 0.08 },
        { lat: south, lng: west + 0.08 },
      ],
    };
  });
}

const common = {
  baseLanguage: 'pl',
  availableLanguages: ['pl', 'en'],
  onceMonthDiscount: 5,
  twiceMonthDiscount: 10,
  onceWeekDiscount: 15,
  privateHouseCoefficient: 1.2,
  servicesByType: {},
};

export const seedLocations = (): LocationRow[] => [
  {
    ...common,
    id: 1,
    label: 'Warszawa',
    baseLocationName: 'Warszawa',
    paymentMethods: [
      { id: 1, label: 'Cash' },
      { id: 2, label: 'Card' },
      { id: 3, label: 'Bank transfer' },
    ],
    smsCustomers: { countries: ['PL', 'UA'], baseCountry: 'PL' },
    smsPartners: { countries: ['PL', 'UA', 'BY'], baseCountry: 'PL' },
    currencyCode: 'PLN',
    currencyPrecision: 2,
    postCodeMask: '99-999',
    vatPercentage: 23,
    pricePerMinute: 100,
    ...cityMap(
      [52.2297, 21.0122],
      11,
      ['Śródmieście', 'Mokotów', 'Wola', 'Praga-Południe', 'Ursynów', 'Bielany'],
      [0, 1000, 1500],
    ),
  },
  {
    ...common,
    id: 2,
    label: 'Berlin',
    baseLocationName: 'Berlin',
    paymentMethods: [
      { id: 1, label: 'Cash' },
      { id: 2, label: 'Card' },
    ],
    smsCustomers: { countries: ['DE'], baseCountry: 'DE' },
    smsPartners: { countries: ['DE', 'PL'], baseCountry: 'DE' },
    currencyCode: 'EUR',
    currencyPrecision: 2,
    postCodeMask: '99999',
    vatPercentage: 19,
    pricePerMinute: 50,
    ...cityMap(
      [52.52, 13.405],
      11,
      ['Mitte', 'Kreuzberg', 'Charlottenburg', 'Neukölln', 'Pankow', 'Spandau'],
      [0, 500],
    ),
  },
  {
    ...common,
    id: 3,
    label: 'London',
    baseLocationName: 'London',
    onceWeekDiscount: 10,
    paymentMethods: [{ id: 2, label: 'Card' }],
    smsCustomers: { countries: ['GB'], baseCountry: 'GB' },
    smsPartners: { countries: ['GB', 'PL'], baseCountry: 'GB' },
    currencyCode: 'GBP',
    currencyPrecision: 2,
    postCodeMask: 'AA9 9AA',
    vatPercentage: 20,
    pricePerMinute: 45,
    ...cityMap(
      [51.5072, -0.1276],
      10,
      ['Westminster', 'Camden', 'Hackney', 'Southwark', 'Lambeth', 'Islington'],
      [0, 800],
    ),
  },
];
