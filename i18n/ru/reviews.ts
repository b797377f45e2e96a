import type { reviews as englishReviews } from '../en/reviews';

export const reviews = {
  reviews: {
    name: 'Отзыв |||| Отзывы |||| Отзывов',
    notFound: 'Такого отзыва не существует',
    fields: {
      reviewAnsweredAt: 'Дата ответа',
      order: 'ID заказа',
      date: 'Дата и время',
      customer: 'Клиент',
      serviceTypes: 'Типы услуг',
      partners: 'Партнёры',
      rate: 'Оценка',
      reviewAnswer: 'Ответ на отзыв',
      reviewHidden: 'Скрыт на сайте',
      review: 'Отзыв',
      q: 'Поиск',
    },
    tabs: { all: 'Все', low: 'Низкая оценка' },
  },
} satisfies typeof englishReviews;
