import type { services as englishServices } from '../en/services';

/** Services and service types, Polish (plural forms: see promocodes.ts). */
const seoFields = {
  h1: 'Nagłówek H1',
  pageTitle: 'Tytuł strony',
  metaDescription: 'Opis meta',
  slug: 'Slug',
};

export const services = {
  services: {
    name: 'Usługa |||| Usługi |||| Usług',
    notFound: 'Taka usługa nie istnieje',
    fields: {
      id: 'ID',
      label: 'Nazwa',
      slug: 'Slug',
      pageTitle: 'Tytuł strony',
      metaDescription: 'Opis meta',
      pageContent: 'Treść strony',
      price: 'Cena',
      time: 'Czas, minuty',
      max: 'Maksymalna ilość',
      unit: 'Jednostka',
      periodicity: 'Uwzględniana w cykliczności',
      fixPrice: 'Stała cena (nie mnożona przez ilość)',
      fullPriceToPartner: 'Cała kwota dla partnera',
      discount: 'Uwzględniana w rabatach',
      base: 'Usługa podstawowa (stosuje się współczynnik domu prywatnego)',
      customerOrder: 'Kolejność po stronie klienta',
      adminOrder: 'Kolejność po stronie menedżera',
      idServiceType: 'Rodzaj usługi',
      icon: 'Ikona',
      status: 'Status',
      q: 'Szukaj',
    },
    // one unit name on every screen (the catalogue, the order form, the details)
    units: { thing: 'szt.', hour: 'godz.', m2: 'm²', m3: 'm³', km: 'km' },
    helpers: { order: 'Niższa wartość wyświetla się wyżej' },
    sections: { texts: 'Teksty', pricing: 'Cena i czas', display: 'Wyświetlanie' },
  },
  'services/types': {
    name: 'Rodzaj usługi |||| Rodzaje usług |||| Rodzajów usług',
    notFound: 'Taki typ usługi nie istnieje',
    fields: {
      id: 'ID',
      label: 'Nazwa',
      ...seoFields,
      content: 'Treść',
      priceSlug: 'Slug strony cennika',
      priceH1: 'H1 strony cennika',
      priceTitle: 'Tytuł strony cennika',
      priceDescription: 'Opis strony cennika',
      priceContent: 'Treść strony cennika',
      parent: 'Rodzaj nadrzędny',
      minPrice: 'Cena minimalna',
      minTime: 'Czas minimalny, minuty',
      basePercent: 'Podstawowy procent partnera',
      basePercentChoose: 'Procent partnera przy wyborze klienta',
      innerSlug: 'Slug wewnętrzny',
      icon: 'Ikona',
      status: 'Status',
      q: 'Szukaj',
    },
    sections: { page: 'Strona usługi', pricePage: 'Strona cennika' },
  },
} satisfies typeof englishServices;
