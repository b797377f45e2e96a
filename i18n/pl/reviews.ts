import type { reviews as englishReviews } from '../en/reviews';

export const reviews = {
  reviews: {
    name: 'Opinia |||| Opinie |||| Opinii',
    notFound: 'Taka opinia nie istnieje',
    fields: {
      reviewAnsweredAt: 'Data odpowiedzi',
      order: 'ID zamówienia',
      date: 'Data i godzina',
      customer: 'Klient',
      serviceTypes: 'Rodzaje usług',
      partners: 'Partnerzy',
      rate: 'Ocena',
      reviewAnswer: 'Odpowiedź na opinię',
      reviewHidden: 'Ukryta na stronie',
      review: 'Opinia',
      q: 'Szukaj',
    },
    tabs: { all: 'Wszystkie', low: 'Niska ocena' },
  },
} satisfies typeof englishReviews;
