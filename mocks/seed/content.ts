import { slugify } from '../../src/domain/slug';
import type { Random } from '../random';

type Texts = { pl: string; en: string };
type Pair = [pl: string, en: string];

const both = ([pl, en]: Pair): Texts => ({ pl, en });
const slugs = ([pl, en]: Pair): Texts => ({ pl: slugify(pl), en: slugify(en) });
const para = ([pl, en]: Pair): Texts => ({ pl: `<p>${pl}</p>`, en: `<p>${en}</p>` });

const QUESTION_TYPES: [Pair, string][] = [
  [['Zamówienia', 'Orders'], 'general'],
  [['Płatności', 'Payments'], 'customer'],
  [['Praca z nami', 'Working with us'], 'partner'],
];

const QUESTIONS: [type: number, question: Pair, answer: Pair, front?: boolean][] = [
  [
    1,
    ['Jak zamówić sprzątanie?', 'How do I book a cleaning?'],
    [
      'Wybierz usługi, termin i adres w formularzu zamówienia. Potwierdzenie wyślemy SMS-em.',
      'Choose the services, a date and your address in the order form. We confirm by text message.',
    ],
    true,
  ],
  [
    1,
    ['Czy muszę być w domu podczas sprzątania?', 'Do I need to be at home during the cleaning?'],
    [
      'Nie. Możesz zostawić klucze w recepcji lub u sąsiada – wpisz to w uwagach do zamówienia.',
      'No. You can leave the keys at the reception or with a neighbour – add it to the order notes.',
    ],
    true,
  ],
  [
    1,
    ['Czy mogę zmienić termin?', 'Can I change the date?'],
    ['Tak, bezpłatnie do 24 godzin przed wizytą.', 'Yes, free of charge up to 24 hours before the visit.'],
  ],
  [
    1,
    ['Czy przywozicie środki czystości?', 'Do you bring cleaning products?'],
    [
      'Tak, partner przywozi środki i sprzęt. Odkurzacz na życzenie.',
      'Yes, the partner brings products and equipment. A vacuum cleaner on request.',
    ],
    true,
  ],
  [
    2,
    ['Jak mogę zapłacić?', 'How can I pay?'],
    [
      'Kartą online, przelewem lub gotówką u partnera po zakończeniu usługi.',
      'By card online, by bank transfer or in cash to the partner after the service.',
    ],
    true,
  ],
  [
    2,
    ['Czy wystawiacie faktury VAT?', 'Do you issue VAT invoices?'],
    [
      'Tak, zaznacz „faktura VAT” w zamówieniu i podaj dane firmy.',
      'Yes, tick “VAT invoice” in the order and enter your company details.',
    ],
  ],
  [
    2,
    ['Kiedy pobierana jest płatność kartą?', 'When is a card payment charged?'],
    [
      'Po zakończeniu sprzątania, gdy partner oznaczy zamówienie jako wykonane.',
      'After the cleaning, once the partner marks the order as completed.',
    ],
  ],
  [
    3,
    ['Jak zostać partnerem?', 'How do I become a partner?'],
    [
      'Wypełnij formularz rejestracyjny i przyjdź na krótkie szkolenie w naszym biurze.',
      'Fill in the sign-up form and join a short training session at our office.',
    ],
  ],
  [
    3,
    ['Kiedy otrzymam wynagrodzenie?', 'When do I get paid?'],
    [
      'Rozliczenia wysyłamy co tydzień, w poniedziałek, na podany rachunek bankowy.',
      'Settlements are paid weekly, on Monday, to your bank account.',
    ],
  ],
  [
    3,
    ['Czy mogę wybrać dni wolne?', 'Can I choose my days off?'],
    [
      'Tak, dni wolne zaznaczysz w aplikacji partnera z wyprzedzeniem.',
      'Yes, mark your days off in the partner app in advance.',
    ],
  ],
];

const AGREEMENTS: [type: 'customer' | 'partner', title: Pair, short: Pair, body: Pair][] = [
  [
    'customer',
    ['Regulamin świadczenia usług', 'Terms of service'],
    ['Regulamin', 'Terms'],
    [
      'Regulamin określa zasady zamawiania usług sprzątania za pośrednictwem serwisu, w tym zasady płatności, zmiany terminu i reklamacji.',
      'These terms set out how cleaning services are ordered through the platform, including payment, rescheduling and complaints.',
    ],
  ],
  [
    'customer',
    ['Polityka prywatności', 'Privacy policy'],
    ['Prywatność', 'Privacy'],
    [
      'Administratorem danych osobowych jest operator serwisu. Dane przetwarzamy wyłącznie w celu realizacji zamówień.',
      'The platform operator controls your personal data. We process it only to fulfil your orders.',
    ],
  ],
  [
    'customer',
    ['Zasady anulowania zamówień', 'Cancellation policy'],
    ['Anulowanie', 'Cancellation'],
    [
      'Zamówienie można anulować bezpłatnie do 24 godzin przed wizytą. Później naliczamy opłatę w wysokości 50% ceny.',
      'Orders can be cancelled free of charge up to 24 hours before the visit. Later cancellations cost 50% of the price.',
    ],
  ],
  [
    'partner',
    ['Umowa współpracy z partnerem', 'Partner cooperation agreement'],
    ['Umowa partnerska', 'Partner agreement'],
    [
      'Partner wykonuje usługi samodzielnie, we własnym imieniu, zgodnie ze standardami jakości serwisu.',
      'The partner performs services independently, in their own name, to the quality standards of the platform.',
    ],
  ],
  [
    'partner',
    ['Zasady rozliczeń partnerów', 'Partner settlement rules'],
    ['Rozliczenia', 'Settlements'],
    [
      'Wynagrodzenie partnera to procent ceny zamówienia, wypłacany co tydzień po potrąceniu gotówki pobranej od klientów.',
      'The partner earns a percentage of each order price, paid weekly after netting cash collected from customers.',
    ],
  ],
  [
    'partner',
    ['Standardy jakości', 'Quality standards'],
    ['Jakość', 'Quality'],
    [
      'Partner korzysta z listy kontrolnej dla każdej usługi i dba o punktualność oraz kulturę osobistą.',
      'Partners follow the checklist of each service and are punctual and courteous.',
    ],
  ],
];

const DISTRICTS: Pair[] = [
  ['Mokotów', 'Mokotów'],
  ['Śródmieście', 'City Centre'],
  ['Wola', 'Wola'],
  ['Praga-Południe', 'Praga South'],
  ['Ursynów', 'Ursynów'],
  ['Bielany', 'Bielany'],
];

const STATIC_PAGES: [name: 'front' | 'prices' | 'services', h1: Pair, body: Pair][] = [
  [
    'front',
    ['Sprzątanie mieszkań i biur', 'Home and office cleaning'],
    [
      'Zamów sprawdzonego partnera w kilka minut. Stała cena, bez ukrytych opłat.',
      'Book a vetted partner in minutes. A fixed price, no hidden fees.',
    ],
  ],
  [
    'prices',
    ['Cennik sprzątania', 'Cleaning prices'],
    [
      'Ceny zależą od liczby pomieszczeń i wybranych usług dodatkowych.',
      'Prices depend on the number of rooms and the extra services you choose.',
    ],
  ],
  [
    'services',
    ['Nasze usługi', 'Our services'],
    [
      'Od sprzątania standardowego po pranie tapicerki – wszystko w jednym miejscu.',
      'From standard cleaning to upholstery washing – all in one place.',
    ],
  ],
];

interface CatalogueType {
  id: number;
  label: Texts;
}
interface CatalogueService {
  id: number;
  idServiceType: number;
}

/** Questions, question types, agreements and SEO pages in Polish and English, as the company's site has them. */
export function seedContent(random: Random, serviceTypes: CatalogueType[], services: CatalogueService[]) {
  const questionTypes = QUESTION_TYPES.map(([label, type], index) => ({
    id: index + 1,
    label: both(label),
    slug: slugs(label),
    type,
    status: 1,
  }));
  const questions = QUESTIONS.map(([idQuestionType, question, answer, front], index) => ({
    id: index + 1,
    question: both(question),
    answer: para(answer),
    slug: slugs(question),
    pageTitle: both(question),
    metaDescription: both(answer),
    status: index === 9 ? 2 : 1,
    front: !!front,
    idQuestionType,
  }));
  const agreements = AGREEMENTS.map(([type, title, shortTitle, body], index) => ({
    id: index + 1,
    title: both(title),
    shortTitle: both(shortTitle),
    slug: slugs(title),
    pageTitle: both(title),
    metaDescription: both(body),
    content: para(body),
    type,
    status: 1,
  }));
  const seoDistricts = DISTRICTS.map((district, index) => {
    const [pl, en] = district;
    return {
      id: index + 1,
      h1: { pl: `Sprzątanie – ${pl}`, en: `Cleaning in ${en}` },
      pageTitle: { pl: `Firma sprzątająca ${pl} – Warszawa`, en: `Cleaning company ${en} – Warsaw` },
      metaDescription: {
        pl: `Sprzątanie mieszkań i biur w dzielnicy ${pl}. Partner nawet jutro.`,
        en: `Home and office cleaning in ${en}. A partner as soon as tomorrow.`,
      },
      content: para([
        `Nasi partnerzy pracują na terenie dzielnicy ${pl} każdego dnia.`,
        `Our partners work in ${en} every day.`,
      ]),
      slug: { pl: `sprzatanie-${slugify(pl)}`, en: `cleaning-${slugify(en)}` },
      image: null,
      status: random.chance(0.15) ? 2 : 1,
    };
  });
  const seoOrderPages = serviceTypes.slice(0, 4).map((type, index) => ({
    id: index + 1,
    h1: { pl: `Zamów: ${type.label.pl.toLowerCase()}`, en: `Book ${type.label.en.toLowerCase()}` },
    pageTitle: { pl: `${type.label.pl} – zamówienie online`, en: `${type.label.en} – book online` },
    metaDescription: {
      pl: `Zamów ${type.label.pl.toLowerCase()} w 60 sekund.`,
      en: `Book ${type.label.en.toLowerCase()} in 60 seconds.`,
    },
    content: para([
      'Wybierz usługi i termin, resztą zajmiemy się my.',
      'Choose the services and a date; we take care of the rest.',
    ]),
    slug: { pl: `zamow-${slugify(type.label.pl)}`, en: `book-${slugify(type.label.en)}` },
    idServiceType: type.id,
    services: services
      .filter((service) => service.idServiceType === type.id)
      .slice(0, 3)
      .map((service) => service.id),
    status: 1,
  }));
  const seoStaticPages = STATIC_PAGES.map(([innerName, h1, body], index) => ({
    id: index + 1,
    h1: both(h1),
    pageTitle: both(h1),
    metaDescription: both(body),
    content: para(body),
    slug: slugs(h1),
    innerSlug: innerName,
    innerName,
    status: 1,
  }));
  const seoServiceTypes = serviceTypes.map((type, index) => ({
    id: index + 1,
    idServiceType: type.id,
    h1: { pl: `${type.label.pl} w Warszawie`, en: `${type.label.en} in Warsaw` },
    pageTitle: { pl: `${type.label.pl} – Warszawa`, en: `${type.label.en} – Warsaw` },
    metaDescription: {
      pl: `${type.label.pl} z gwarancją jakości.`,
      en: `${type.label.en} with a quality guarantee.`,
    },
    content: para([
      `${type.label.pl}: sprawdzeni partnerzy i stałe ceny.`,
      `${type.label.en}: vetted partners and fixed prices.`,
    ]),
    slug: { pl: `${slugify(type.label.pl)}-warszawa`, en: `${slugify(type.label.en)}-warsaw` },
    status: 1,
  }));
  return {
    questionTypes,
    questions,
    agreements,
    seoDistricts,
    seoOrderPages,
    seoStaticPages,
    seoServiceTypes,
  };
}
