/** Reviews: the customers' ratings of completed orders. */
export const reviews = {
  reviews: {
    name: 'Review |||| Reviews',
    notFound: 'This review does not exist',
    fields: {
      reviewAnsweredAt: 'Answered',
      order: 'Order ID',
      date: 'Date and time',
      customer: 'Customer',
      serviceTypes: 'Service types',
      partners: 'Partners',
      rate: 'Rating',
      reviewAnswer: 'Answer to the review',
      reviewHidden: 'Hidden from the site',
      review: 'Review',
      q: 'Search',
    },
    tabs: { all: 'All', low: 'Low rating' },
  },
};
