export const promocodes = {
  promocodes: {
    name: 'Promocode |||| Promocodes',
    notFound: 'This promocode does not exist',
    fields: {
      location: 'Location',
      id: 'ID',
      code: 'Code',
      status: 'Status',
      type: 'Type',
      value: 'Value',
      numberOfUses: 'Number of uses',
      numberOfOrders: 'Orders using it',
      dateFrom: 'Valid from',
      dateTo: 'Valid to',
      serviceTypes: 'Service types',
      services: 'Services',
      q: 'Search',
      dateActive: 'Validity',
    },
    types: { percent: 'Percent', amount: 'Amount' },
    helpers: {
      numberOfUses: '0 means unlimited',
      services:
        'Choose a service type, or single services of one type. A discount is credited only for one service type.',
    },
    validToday: 'Valid today',
  },
};
