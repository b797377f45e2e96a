/** Services and service types (their screens come with the catalogue issue; pickers use them now). */
export const catalogue = {
  services: {
    name: 'Service |||| Services',
    fields: { id: 'ID', label: 'Name', price: 'Price', idServiceType: 'Service type', status: 'Status' },
  },
  'services/types': {
    name: 'Service type |||| Service types',
    fields: { id: 'ID', label: 'Name', status: 'Status' },
  },
};
