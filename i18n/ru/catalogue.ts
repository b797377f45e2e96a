import type { catalogue as englishCatalogue } from '../en/catalogue';

/** Services and service types, Russian (plural forms: see promocodes.ts). */
export const catalogue = {
  services: {
    name: 'Услуга |||| Услуги |||| Услуг',
    fields: { id: 'ID', label: 'Название', price: 'Цена', idServiceType: 'Тип услуги', status: 'Статус' },
  },
  'services/types': {
    name: 'Тип услуги |||| Типы услуг |||| Типов услуг',
    fields: { id: 'ID', label: 'Название', status: 'Статус' },
  },
} satisfies typeof englishCatalogue;
