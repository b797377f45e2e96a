import type { LocationSettings, Polygon } from '../../src/session/session';

export interface LocationRow extends Omit<
  LocationSettings,
  'location' | 'locationLabel' | 'availableLocations'
> {
  id: number;
  label: string;
  [key: string]: unknown;
}

function districts(lat: number, lng: number, names: string[], prices: number[]): Polygon[] {
  // A 3x2 grid of squares around the centre: enough to choose districts on a map.
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
    mapLatitude: 52.2297,
    mapLongitude: 21.0122,
    mapZoom: 11,
    smsCustomers: { countries: ['PL', 'UA'], baseCountry: 'PL' },
    smsPartners: { countries: ['PL', 'UA', 'BY'], baseCountry: 'PL' },
    currencyCode: 'PLN',
    currencyPrecision: 2,
    postCodeMask: '99-999',
    vatPercentage: 23,
    pricePerMinute: 100,
    polygons: districts(
      52.2297,
      21.0122,
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
    mapLatitude: 52.52,
    mapLongitude: 13.405,
    mapZoom: 11,
    smsCustomers: { countries: ['DE'], baseCountry: 'DE' },
    smsPartners: { countries: ['DE', 'PL'], baseCountry: 'DE' },
    currencyCode: 'EUR',
    currencyPrecision: 2,
    postCodeMask: '99999',
    vatPercentage: 19,
    pricePerMinute: 50,
    polygons: districts(
      52.52,
      13.405,
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
    mapLatitude: 51.5072,
    mapLongitude: -0.1276,
    mapZoom: 10,
    smsCustomers: { countries: ['GB'], baseCountry: 'GB' },
    smsPartners: { countries: ['GB', 'PL'], baseCountry: 'GB' },
    currencyCode: 'GBP',
    currencyPrecision: 2,
    postCodeMask: 'AA9 9AA',
    vatPercentage: 20,
    pricePerMinute: 45,
    polygons: districts(
      51.5072,
      -0.1276,
      ['Westminster', 'Camden', 'Hackney', 'Southwark', 'Lambeth', 'Islington'],
      [0, 800],
    ),
  },
];
