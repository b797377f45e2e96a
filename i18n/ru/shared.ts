import type { Messages } from '../en';

export const shared: Messages['shared'] = {
  paymentMethods: { 1: 'Наличные', 2: 'Карта', 3: 'Банковский перевод' },
  mapAuthFailure: 'Карта не загрузилась (AuthFailure): %{message}',
};
