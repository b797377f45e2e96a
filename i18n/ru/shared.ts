import type { Messages } from '../en';

/**
 * react-admin's Russian page titles put the resource's capitalised name mid-sentence ('Создать Промокод');
 * Russian titles are in sentence case, so the name opens the title instead.
 */
export const raSentenceCase = { ra: { page: { create: '%{name}: новая запись' } } };

export const shared: Messages['shared'] = {
  paymentMethods: { 1: 'Наличные', 2: 'Карта', 3: 'Банковский перевод' },
  mapAuthFailure: 'Карта не загрузилась (AuthFailure): %{message}',
};
