import type { catalogue as englishCatalogue } from '../en/catalogue';

/** Services and service types, Polish (plural forms: see promocodes.ts). */
export const catalogue = {
  services: {
    name: 'Usługa |||| Usługi |||| Usług',
    fields: { id: 'ID', label: 'Nazwa', price: 'Cena', idServiceType: 'Rodzaj usługi', status: 'Status' },
  },
  'services/types': {
    name: 'Rodzaj usługi |||| Rodzaje usług |||| Rodzajów usług',
    fields: { id: 'ID', label: 'Nazwa', status: 'Status' },
  },
} satisfies typeof englishCatalogue;
