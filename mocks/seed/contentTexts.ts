/** The texts of the seeded content (questions, agreements, SEO pages), in Polish and English. */
export type Pair = [pl: string, en: string];

export const QUESTION_TYPES: [Pair, string][] = [
  [['Zamówienia', 'Orders'], 'general'],
  [['Płatności', 'Payments'], 'customer'],
  [['Praca z nami', 'Working with us'], 'partner'],
];

export const QUESTIONS: [type: number, question: Pair, answer: Pair, front?: boolean][] = [
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

export const AGREEMENTS: [type: 'customer' | 'partner', title: Pair, short: Pair, body: Pair][] = [
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

export const DISTRICTS: Pair[] = [
  ['Mokotów', 'Mokotów'],
  ['Śródmieście', 'City Centre'],
  ['Wola', 'Wola'],
  ['Praga-Południe', 'Praga South'],
  ['Ursynów', 'Ursynów'],
  ['Bielany', 'Bielany'],
];

export const STATIC_PAGES: [name: 'front' | 'prices' | 'services', h1: Pair, body: Pair][] = [
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
