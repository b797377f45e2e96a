import type { content as englishContent, contentResources as englishResources } from '../en/content';

/** Questions, agreements, SEO pages and the shared blocks of multilingual forms, Polish. */
const seoFields = {
  id: 'ID',
  h1: 'Nagłówek H1',
  pageTitle: 'Tytuł strony',
  metaDescription: 'Opis meta',
  content: 'Treść',
  slug: 'Slug',
  status: 'Status',
  q: 'Szukaj',
};

export const contentResources = {
  questions: {
    name: 'Pytanie |||| Pytania |||| Pytań',
    notFound: 'Takie pytanie nie istnieje',
    menu: 'Pytania i odpowiedzi',
    fields: {
      id: 'ID',
      question: 'Pytanie',
      answer: 'Odpowiedź',
      slug: 'Slug',
      pageTitle: 'Tytuł strony',
      metaDescription: 'Opis meta',
      status: 'Status',
      front: 'Pokaż na stronie głównej',
      idQuestionType: 'Rodzaj pytania',
      q: 'Szukaj',
    },
  },
  'questions/types': {
    name: 'Rodzaj pytania |||| Rodzaje pytań |||| Rodzajów pytań',
    notFound: 'Taki typ pytań nie istnieje',
    fields: { id: 'ID', label: 'Nazwa', slug: 'Slug', status: 'Status', type: 'Typ', q: 'Szukaj' },
    kinds: { general: 'Ogólny', customer: 'Dla klientów', partner: 'Dla partnerów' },
  },
  agreements: {
    name: 'Regulamin dla klientów |||| Regulaminy dla klientów |||| Regulaminów dla klientów',
    notFound: 'Taka umowa nie istnieje',
    menu: 'Umowy',
    fields: {
      id: 'ID',
      title: 'Tytuł',
      shortTitle: 'Krótki tytuł',
      slug: 'Slug',
      metaDescription: 'Opis meta',
      pageTitle: 'Tytuł strony',
      content: 'Treść',
      status: 'Status',
      type: 'Dla kogo',
      q: 'Szukaj',
    },
    types: { customer: 'Klienci', partner: 'Partnerzy' },
  },
  'agreements/partners': {
    name: 'Regulamin dla partnerów |||| Regulaminy dla partnerów |||| Regulaminów dla partnerów',
    fields: {
      id: 'ID',
      title: 'Tytuł',
      shortTitle: 'Krótki tytuł',
      slug: 'Slug',
      status: 'Status',
      type: 'Dla kogo',
      q: 'Szukaj',
    },
  },
  seo: {
    name: 'SEO',
    title: 'Strony SEO',
    intro: 'Teksty i adresy strony publicznej w każdym języku.',
    open: 'Otwórz: %{name}',
    sections: {
      districts: 'Strony dzielnic obsługiwanych przez firmę, z obrazem kategorii.',
      orderPages: 'Strony docelowe rodzaju usługi z wybranymi usługami.',
      staticPages: 'Strona główna, cennik i usługi.',
      serviceTypes: 'Teksty strony każdego rodzaju usługi.',
    },
  },
  'seo/districts': {
    name: 'Dzielnica SEO |||| Dzielnice SEO |||| Dzielnic SEO',
    notFound: 'Taka strona dzielnicy nie istnieje',
    fields: { ...seoFields, image: 'Obraz kategorii' },
  },
  'seo/orderPages': {
    name: 'Strona zamówienia SEO |||| Strony zamówień SEO |||| Stron zamówień SEO',
    notFound: 'Taka strona zamówienia nie istnieje',
    fields: { ...seoFields, idServiceType: 'Rodzaj usługi', services: 'Usługi' },
  },
  'seo/staticPages': {
    name: 'Strona statyczna SEO |||| Strony statyczne SEO |||| Stron statycznych SEO',
    notFound: 'Taka strona statyczna nie istnieje',
    fields: { ...seoFields, innerSlug: 'Slug wewnętrzny', innerName: 'Strona' },
    innerNames: { front: 'Strona główna', prices: 'Cennik', services: 'Usługi' },
  },
  'seo/services/types': {
    name: 'Rodzaj usługi SEO |||| Rodzaje usług SEO |||| Rodzajów usług SEO',
    notFound: 'Taka strona typu usługi nie istnieje',
    fields: { ...seoFields, idServiceType: 'Rodzaj usługi' },
  },
} satisfies typeof englishResources;

export const content = {
  languages: { pl: 'Polski', en: 'Angielski', ru: 'Rosyjski' },
  languageTabs: 'Języki treści',
  base: 'podstawowy',
  hasErrors: 'zawiera błędy',
  slugHelper: 'Wypełniany z nagłówka powyżej, dopóki go nie zmienisz',
  slugRegenerate: 'Utwórz slug z nazwy ponownie',
  toggleHint: 'Ponowny wybór usuwa zaznaczenie',
  none: 'Brak',
  restore: 'Przywróć',
  restored: 'Przywrócono jako aktywne',
  editorLoading: 'Ładowanie edytora…',
  readOnly: 'Te rekordy możesz tylko przeglądać.',
  yes: 'Tak',
  no: 'Nie',
  servicesOfTypeHint: 'Tylko usługi wybranego rodzaju',
  chooseTypeFirst: 'Najpierw wybierz rodzaj usługi',
  validation: {
    slugFormat: 'Użyj małych liter łacińskich, cyfr i myślników',
    slugTaken: 'Ten slug jest już używany w tym języku',
    number: 'Wpisz liczbę z dozwolonego zakresu',
    ancestor: 'Rodzaj nie może być swoim rodzicem ani przodkiem',
    servicesOfType: 'Wybierz tylko usługi wybranego rodzaju',
    typeTaken: 'Ten rodzaj usługi ma już stronę SEO',
  },
} satisfies typeof englishContent;
