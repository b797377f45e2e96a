/** Catalogue records (promocodes, services, types, questions, agreements, SEO pages). */
export const CATALOGUE_STATUS = { active: 1, inactive: 2, deleted: 3 } as const;
export const CATALOGUE_STATUSES = [
  { id: 1, key: 'active' },
  { id: 2, key: 'inactive' },
  { id: 3, key: 'deleted' },
] as const;

export const PAGE_SIZE = 25;
