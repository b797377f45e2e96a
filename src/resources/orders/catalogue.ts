const ALL = {
  pagination: { page: 1, perPage: 500 },
  sort: { field: 'id', order: 'ASC' as const },
  filter: {},
};

/** The catalogue the order screens read (useServicesAndLabels): service types, services and labels. */
export const CATALOGUE = [
  ['services/types', ALL],
  ['services', { ...ALL, sort: { field: 'adminOrder', order: 'ASC' as const } }],
  ['labels', ALL],
] as const;
