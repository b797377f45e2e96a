import type { services as englishServices } from '../en/services';

/** Services and service types, Russian (plural forms: see promocodes.ts). */
const seoFields = {
  h1: 'Заголовок H1',
  pageTitle: 'Заголовок страницы',
  metaDescription: 'Мета-описание',
  slug: 'Слаг',
};

export const services = {
  services: {
    name: 'Услуга |||| Услуги |||| Услуг',
    notFound: 'Такой услуги не существует',
    fields: {
      id: 'ID',
      label: 'Название',
      slug: 'Слаг',
      pageTitle: 'Заголовок страницы',
      metaDescription: 'Мета-описание',
      pageContent: 'Содержимое страницы',
      price: 'Цена',
      time: 'Время, минут',
      max: 'Максимальное количество',
      unit: 'Единица',
      periodicity: 'Участвует в периодичности',
      fixPrice: 'Фиксированная цена (не умножается на количество)',
      fullPriceToPartner: 'Отдавать всю сумму партнёру',
      discount: 'Участвует в скидках',
      base: 'Базовая услуга (применяется коэффициент частного дома)',
      customerOrder: 'Порядок на стороне клиента',
      adminOrder: 'Порядок на стороне менеджера',
      idServiceType: 'Тип услуги',
      icon: 'Иконка',
      status: 'Статус',
      q: 'Поиск',
    },
    // one unit name on every screen (the catalogue, the order form, the details)
    units: { thing: 'шт.', hour: 'час', m2: 'м²', m3: 'м³', km: 'км' },
    helpers: { order: 'Меньшее значение показывается выше' },
    sections: { texts: 'Тексты', pricing: 'Цена и время', display: 'Отображение' },
  },
  'services/types': {
    name: 'Тип услуги |||| Типы услуг |||| Типов услуг',
    notFound: 'Такого типа услуг не существует',
    fields: {
      id: 'ID',
      label: 'Название',
      ...seoFields,
      content: 'Содержимое',
      priceSlug: 'Слаг страницы цен',
      priceH1: 'H1 страницы цен',
      priceTitle: 'Заголовок страницы цен',
      priceDescription: 'Описание страницы цен',
      priceContent: 'Содержимое страницы цен',
      parent: 'Родительский тип',
      minPrice: 'Минимальная цена',
      minTime: 'Минимальное время, минут',
      basePercent: 'Базовый процент партнёра',
      basePercentChoose: 'Процент партнёра при выборе клиентом',
      innerSlug: 'Внутренний слаг',
      icon: 'Иконка',
      status: 'Статус',
      q: 'Поиск',
    },
    sections: { page: 'Страница услуги', pricePage: 'Страница цен' },
  },
} satisfies typeof englishServices;
