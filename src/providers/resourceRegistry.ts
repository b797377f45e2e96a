/**
 * Route names (react-admin resource names, which are the spec's paths) and the API resource behind each.
 * Adding a resource to the wire means one line here; screens live in src/resources/<name>/.
 */
export interface ResourceWire {
  /** camelCase plural used in `admin/{api}/{operation}` */
  api: string;
  /** a filter every call of this route carries (e.g. partner agreements) */
  filter?: Record<string, unknown>;
}

export const RESOURCE_WIRES: Record<string, ResourceWire> = {
  promocodes: { api: 'promocodes' },
  partners: { api: 'partners' },
  services: { api: 'services' },
  'services/types': { api: 'serviceTypes' },
  questions: { api: 'questions' },
  'questions/types': { api: 'questionTypes' },
  agreements: { api: 'agreements', filter: { type: 'customer' } },
  'agreements/partners': { api: 'agreements', filter: { type: 'partner' } },
  'seo/districts': { api: 'seoDistricts' },
  'seo/orderPages': { api: 'seoOrderPages' },
  'seo/staticPages': { api: 'seoStaticPages' },
  'seo/services/types': { api: 'seoServiceTypes' },
  labels: { api: 'labels' },
  orders: { api: 'orders' },
  // Reviews are the rated orders, with their own API for moderation (answer, hide); it lists rated orders only.
  reviews: { api: 'reviews' },
  customers: { api: 'customers' },
  locations: { api: 'locations' },
  messages: { api: 'messages' },
  tutorials: { api: 'tutorials' },
  mobileApps: { api: 'mobileApps' },
  warehouse: { api: 'warehouse' },
  'warehouse/movements': { api: 'warehouseMovements' },
  certificates: { api: 'certificates' },
  savedViews: { api: 'savedViews' },
};

export const apiName = (resource: string) => RESOURCE_WIRES[resource]?.api ?? resource;

/** Route bases, longest first, so `/services/types/2` is read as the types list and not services. */
export const routeBases = () => Object.keys(RESOURCE_WIRES).sort((a, b) => b.length - a.length);
