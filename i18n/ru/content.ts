import type { content as englishContent, contentResources as englishResources } from '../en/content';

/** Questions, agreements, SEO pages and the shared blocks of multilingual forms, Russian. */
const seoFields = {
  id: 'ID',
  h1: 'Заголовок H1',
  pageTitle: 'Заголовок страницы',
  metaDescription: 'Мета-описание',
  content: 'Содержимое',
  slug: 'Слаг',
  status: 'Статус',
  q: 'Поиск',
};

export const contentResources = {
  questions: {
    name: 'Вопрос |||| Вопросы |||| Вопросов',
    notFound: 'Такого вопроса не существует',
    menu: 'Вопросы и ответы',
    fields: {
      id: 'ID',
      question: 'Вопрос',
      answer: 'Ответ',
      slug: 'Слаг',
      pageTitle: 'Заголовок страницы',
      metaDescription: 'Мета-описание',
      status: 'Статус',
      front: 'Показывать на главной',
      idQuestionType: 'Тип вопроса',
      q: 'Поиск',
    },
  },
  'questions/types': {
    name: 'Тип вопроса |||| Типы вопросов |||| Типов вопросов',
    notFound: 'Такого типа вопросов не существует',
    fields: { id: 'ID', label: 'Название', slug: 'Слаг', status: 'Статус', type: 'Вид', q: 'Поиск' },
    kinds: { general: 'Общий', customer: 'Для клиентов', partner: 'Для партнёров' },
  },
  agreements: {
    name: 'Соглашение с клиентами |||| Соглашения с клиентами |||| Соглашений с клиентами',
    notFound: 'Такого соглашения не существует',
    menu: 'Соглашения',
    fields: {
      id: 'ID',
      title: 'Заголовок',
      shortTitle: 'Краткий заголовок',
      slug: 'Слаг',
      metaDescription: 'Мета-описание',
      pageTitle: 'Заголовок страницы',
      content: 'Содержимое',
      status: 'Статус',
      type: 'Для кого',
      q: 'Поиск',
    },
    types: { customer: 'Клиенты', partner: 'Партнёры' },
  },
  'agreements/partners': {
    name: 'Соглашение с партнёрами |||| Соглашения с партнёрами |||| Соглашений с партнёрами',
    fields: {
      id: 'ID',
      title: 'Заголовок',
      shortTitle: 'Краткий заголовок',
      slug: 'Слаг',
      status: 'Статус',
      type: 'Для кого',
      q: 'Поиск',
    },
  },
  seo: {
    name: 'SEO',
    title: 'SEO-страницы',
    intro: 'Тексты и адреса публичного сайта на каждом языке.',
    open: 'Открыть: %{name}',
    sections: {
      districts: 'Страницы районов, где работает компания, с изображением категории.',
      orderPages: 'Посадочные страницы типа услуги с выбранными услугами.',
      staticPages: 'Главная страница, цены и услуги.',
      serviceTypes: 'Тексты страницы каждого типа услуги.',
    },
  },
  'seo/districts': {
    name: 'SEO-район |||| SEO-районы |||| SEO-районов',
    notFound: 'Такой страницы района не существует',
    fields: { ...seoFields, image: 'Изображение категории' },
  },
  'seo/orderPages': {
    name: 'SEO-страница заказа |||| SEO-страницы заказа |||| SEO-страниц заказа',
    notFound: 'Такой страницы заказа не существует',
    fields: { ...seoFields, idServiceType: 'Тип услуги', services: 'Услуги' },
  },
  'seo/staticPages': {
    name: 'SEO-статическая страница |||| SEO-статические страницы |||| SEO-статических страниц',
    notFound: 'Такой статической страницы не существует',
    fields: { ...seoFields, innerSlug: 'Внутренний слаг', innerName: 'Страница' },
    innerNames: { front: 'Главная', prices: 'Цены', services: 'Услуги' },
  },
  'seo/services/types': {
    name: 'SEO-тип услуги |||| SEO-типы услуг |||| SEO-типов услуг',
    notFound: 'Такой страницы типа услуг не существует',
    fields: { ...seoFields, idServiceType: 'Тип услуги' },
  },
} satisfies typeof englishResources;

export const content = {
  languages: { pl: 'Польский', en: 'Английский', ru: 'Русский' },
  languageTabs: 'Языки контента',
  base: 'основной',
  hasErrors: 'есть ошибки',
  slugHelper: 'Заполняется из заголовка выше, пока вы его не измените',
  slugRegenerate: 'Снова создать слаг из названия',
  toggleHint: 'Повторный выбор снимает выбор',
  none: 'Нет',
  restore: 'Восстановить',
  restored: 'Восстановлено как активное',
  editorLoading: 'Загрузка редактора…',
  readOnly: 'Эти записи можно только просматривать.',
  yes: 'Да',
  no: 'Нет',
  servicesOfTypeHint: 'Только услуги выбранного типа',
  chooseTypeFirst: 'Сначала выберите тип услуги',
  validation: {
    slugFormat: 'Используйте строчные латинские буквы, цифры и дефисы',
    slugTaken: 'Этот слаг уже используется на этом языке',
    number: 'Введите число в допустимом диапазоне',
    ancestor: 'Тип не может быть своим родителем или предком',
    servicesOfType: 'Выберите только услуги выбранного типа',
    typeTaken: 'У этого типа услуги уже есть SEO-страница',
  },
} satisfies typeof englishContent;
