import type { promocodes as englishPromocodes } from '../en/promocodes';

/**
 * Russian plural forms follow polyglot's order for ru (1 / 2–4 / 5+), except that the middle form is the
 * nominative plural: react-admin asks for `smart_count: 2` when it means "the plural" (list title, menu).
 */
export const promocodes = {
  promocodes: {
    name: 'Промокод |||| Промокоды |||| Промокодов',
    notFound: 'Такого промокода не существует',
    fields: {
      location: 'Локация',
      id: 'ID',
      code: 'Код',
      status: 'Статус',
      type: 'Тип',
      value: 'Значение',
      numberOfUses: 'Количество использований',
      numberOfOrders: 'Использован в заказах',
      dateFrom: 'Действует с',
      dateTo: 'Действует до',
      serviceTypes: 'Типы услуг',
      services: 'Услуги',
      q: 'Поиск',
      dateActive: 'Срок действия',
    },
    types: { percent: 'Процент', amount: 'Сумма' },
    helpers: {
      numberOfUses: '0 — без ограничений',
      services:
        'Выберите тип услуги или отдельные услуги одного типа. Скидка начисляется только на один тип услуг.',
    },
    validToday: 'Действует сегодня',
  },
} satisfies typeof englishPromocodes;
