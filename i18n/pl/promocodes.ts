import type { promocodes as englishPromocodes } from '../en/promocodes';

/** Polish plural forms follow polyglot's order for pl: 1 / 2–4 (also the plain plural) / 5+ and 0. */
export const promocodes = {
  promocodes: {
    name: 'Kod promocyjny |||| Kody promocyjne |||| Kodów promocyjnych',
    notFound: 'Taki kod promocyjny nie istnieje',
    fields: {
      location: 'Lokalizacja',
      id: 'ID',
      code: 'Kod',
      status: 'Status',
      type: 'Typ',
      value: 'Wartość',
      numberOfUses: 'Liczba użyć',
      numberOfOrders: 'Zamówienia z tym kodem',
      dateFrom: 'Ważny od',
      dateTo: 'Ważny do',
      serviceTypes: 'Rodzaje usług',
      services: 'Usługi',
      q: 'Szukaj',
      dateActive: 'Okres ważności',
    },
    types: { percent: 'Procent', amount: 'Kwota' },
    helpers: {
      numberOfUses: '0 oznacza brak limitu',
      services:
        'Wybierz rodzaj usługi albo pojedyncze usługi jednego rodzaju. Rabat jest naliczany tylko dla jednego rodzaju usług.',
    },
    validToday: 'Ważny dziś',
  },
} satisfies typeof englishPromocodes;
