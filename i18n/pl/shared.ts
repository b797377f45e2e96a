import type { Messages } from '../en';

export const shared: Messages['shared'] = {
  paymentMethods: { 1: 'Gotówka', 2: 'Karta', 3: 'Przelew bankowy' },
  mapAuthFailure: 'Nie udało się wczytać mapy (AuthFailure): %{message}',
};
