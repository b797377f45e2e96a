import { slugify } from '../../src/domain/slug';
import type { Random } from '../random';
import { RECORD_STATUS } from '../../src/domain/statuses';

export type Texts = { pl: string; en: string };

/** Service types and their services, in Polish and English, as a cleaning company offers them. */
const CATALOGUE: { type: Texts; services: [Texts, number, number, string, boolean?][] }[] = [
  {
    type: { pl: 'Sprzątanie standardowe', en: 'Standard cleaning' },
    services: [
      [{ pl: 'Pokój', en: 'Room' }, 6000, 60, 'thing', true],
      [{ pl: 'Łazienka', en: 'Bathroom' }, 5000, 45, 'thing', true],
      [{ pl: 'Kuchnia', en: 'Kitchen' }, 5500, 50, 'thing', true],
      [{ pl: 'Mycie lodówki', en: 'Fridge cleaning' }, 3500, 30, 'thing'],
      [{ pl: 'Mycie piekarnika', en: 'Oven cleaning' }, 4000, 40, 'thing'],
    ],
  },
  {
    type: { pl: 'Sprzątanie generalne', en: 'Deep cleaning' },
    services: [
      [{ pl: 'Pokój (generalne)', en: 'Room (deep)' }, 9000, 90, 'thing', true],
      [{ pl: 'Łazienka (generalne)', en: 'Bathroom (deep)' }, 8000, 75, 'thing', true],
      [{ pl: 'Kuchnia (generalne)', en: 'Kitchen (deep)' }, 8500, 80, 'thing', true],
      [{ pl: 'Mycie szafek w środku', en: 'Inside cabinets' }, 3000, 30, 'thing'],
      [{ pl: 'Odkamienianie', en: 'Descaling' }, 2500, 20, 'thing'],
    ],
  },
  {
    type: { pl: 'Sprzątanie po remoncie', en: 'Post-renovation cleaning' },
    services: [
      [{ pl: 'Powierzchnia po remoncie', en: 'Area after renovation' }, 1200, 6, 'm2', true],
      [{ pl: 'Usuwanie pyłu budowlanego', en: 'Construction dust removal' }, 800, 4, 'm2'],
      [{ pl: 'Mycie okien po remoncie', en: 'Windows after renovation' }, 3000, 25, 'thing'],
      [{ pl: 'Usuwanie resztek farby', en: 'Paint residue removal' }, 5000, 40, 'hour'],
      [{ pl: 'Wywóz odpadów', en: 'Waste removal' }, 15000, 30, 'm3'],
    ],
  },
  {
    type: { pl: 'Mycie okien', en: 'Window cleaning' },
    services: [
      [{ pl: 'Okno jednoskrzydłowe', en: 'Single-sash window' }, 2500, 20, 'thing', true],
      [{ pl: 'Okno dwuskrzydłowe', en: 'Double-sash window' }, 3500, 30, 'thing', true],
      [{ pl: 'Drzwi balkonowe', en: 'Balcony door' }, 3000, 25, 'thing'],
      [{ pl: 'Balkon', en: 'Balcony' }, 4000, 35, 'thing'],
      [{ pl: 'Rolety', en: 'Blinds' }, 2000, 15, 'thing'],
    ],
  },
  {
    type: { pl: 'Sprzątanie biur', en: 'Office cleaning' },
    services: [
      [{ pl: 'Powierzchnia biurowa', en: 'Office area' }, 500, 2, 'm2', true],
      [{ pl: 'Sala konferencyjna', en: 'Meeting room' }, 6000, 45, 'thing'],
      [{ pl: 'Aneks kuchenny', en: 'Kitchenette' }, 4500, 40, 'thing'],
      [{ pl: 'Toaleta biurowa', en: 'Office restroom' }, 4000, 35, 'thing'],
      [{ pl: 'Godzina pracy dodatkowej', en: 'Extra hour' }, 5000, 60, 'hour'],
    ],
  },
  {
    type: { pl: 'Pranie tapicerki i dywanów', en: 'Carpet and upholstery' },
    services: [
      [{ pl: 'Sofa dwuosobowa', en: 'Two-seat sofa' }, 15000, 60, 'thing', true],
      [{ pl: 'Narożnik', en: 'Corner sofa' }, 22000, 90, 'thing'],
      [{ pl: 'Fotel', en: 'Armchair' }, 6000, 25, 'thing'],
      [{ pl: 'Dywan', en: 'Carpet' }, 1500, 5, 'm2'],
      [{ pl: 'Materac', en: 'Mattress' }, 12000, 45, 'thing'],
    ],
  },
  {
    type: { pl: 'Prasowanie', en: 'Ironing' },
    services: [
      [{ pl: 'Godzina prasowania', en: 'Hour of ironing' }, 4500, 60, 'hour', true],
      [{ pl: 'Koszule', en: 'Shirts' }, 800, 8, 'thing'],
      [{ pl: 'Pościel', en: 'Bed linen' }, 2000, 15, 'thing'],
      [{ pl: 'Zasłony', en: 'Curtains' }, 3000, 20, 'thing'],
      [{ pl: 'Składanie prania', en: 'Laundry folding' }, 2500, 30, 'hour'],
    ],
  },
  {
    type: { pl: 'Dezynfekcja', en: 'Disinfection' },
    services: [
      [{ pl: 'Dezynfekcja mieszkania', en: 'Flat disinfection' }, 20000, 90, 'thing', true],
      [{ pl: 'Ozonowanie', en: 'Ozonation' }, 18000, 120, 'thing'],
      [{ pl: 'Dezynfekcja biura', en: 'Office disinfection' }, 600, 2, 'm2'],
      [{ pl: 'Dezynfekcja samochodu', en: 'Car disinfection' }, 15000, 60, 'thing'],
      [{ pl: 'Usuwanie zapachów', en: 'Odour removal' }, 10000, 60, 'thing'],
    ],
  },
];

export { slugify };

const texts = (make: (lang: 'pl' | 'en') => string): Texts => ({ pl: make('pl'), en: make('en') });

export function seedServices(random: Random) {
  const serviceTypes = CATALOGUE.map(({ type }, index) => ({
    id: index + 1,
    label: type,
    slug: texts((l) => slugify(type[l])),
    h1: type,
    pageTitle: texts((l) =>
      l === 'pl' ? `${type.pl} – ceny i rezerwacja` : `${type.en} – prices and booking`,
    ),
    metaDescription: texts((l) =>
      l === 'pl' ? `Zamów ${type.pl.toLowerCase()} online.` : `Book ${type.en.toLowerCase()} online.`,
    ),
    content: texts((l) =>
      l === 'pl'
        ? `<p>${type.pl} wykonują sprawdzeni partnerzy z własnymi środkami czystości.</p><ul><li>Stała cena za usługę</li><li>Termin nawet na jutro</li></ul>`
        : `<p>${type.en} by vetted partners who bring their own cleaning products.</p><ul><li>A fixed price per service</li><li>Appointments as soon as tomorrow</li></ul>`,
    ),
    priceSlug: texts((l) => `${slugify(type[l])}-${l === 'pl' ? 'cennik' : 'prices'}`),
    priceH1: texts((l) => (l === 'pl' ? `Cennik: ${type.pl.toLowerCase()}` : `${type.en} prices`)),
    priceTitle: texts((l) => (l === 'pl' ? `${type.pl} – cennik usług` : `${type.en} – price list`)),
    priceDescription: texts((l) =>
      l === 'pl' ? `Sprawdź ceny: ${type.pl.toLowerCase()}.` : `See the prices of ${type.en.toLowerCase()}.`,
    ),
    priceContent: texts((l) =>
      l === 'pl'
        ? '<p>Ceny zawierają dojazd i środki czystości.</p>'
        : '<p>Prices include travel and cleaning products.</p>',
    ),
    icon: null as string | null,
    status: index === 7 ? RECORD_STATUS.inactive : RECORD_STATUS.active,
    parent: index === 2 ? 2 : null,
    minPrice: 10000 + index * 2000,
    minTime: 120,
    basePercent: 50,
    basePercentChoose: 52,
    innerSlug: slugify(type.en),
  }));
  let serviceId = 1;
  const services = CATALOGUE.flatMap(({ services: items }, typeIndex) =>
    items.map(([label, price, time, unit, base], index) => ({
      id: serviceId++,
      label,
      slug: texts((l) => slugify(label[l])),
      pageTitle: label,
      metaDescription: texts((l) =>
        l === 'pl' ? `${label.pl} – usługa sprzątania` : `${label.en} – cleaning service`,
      ),
      pageContent: texts((l) =>
        l === 'pl'
          ? `<p>${label.pl}: dokładnie, własnymi środkami i zgodnie z listą kontrolną.</p>`
          : `<p>${label.en}: done thoroughly, with our own products and a checklist.</p>`,
      ),
      icon: null as string | null,
      status: random.chance(0.05) ? RECORD_STATUS.inactive : RECORD_STATUS.active,
      price,
      time,
      max: unit === 'thing' ? 10 : 200,
      unit,
      base: !!base,
      periodicity: typeIndex < 2,
      fixPrice: false,
      fullPriceToPartner: false,
      discount: true,
      customerOrder: index + 1,
      adminOrder: index + 1,
      idServiceType: typeIndex + 1,
    })),
  );
  return { serviceTypes, services };
}
