import { lazyFilter } from '../../components/filters';

/**
 * A filter by the catalogue's service types, which reads them itself (./ServiceTypeInput), loaded when first shown
 * (components/filters).
 */
export const ServiceTypeFilter = lazyFilter(() =>
  import('./ServiceTypeInput').then((module) => module.ServiceTypeInput),
);
