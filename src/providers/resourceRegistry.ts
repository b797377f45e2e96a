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
  services: { api: 'services' },
  'services/types': { api: 'serviceTypes' },
  labels: { api: 'labels' },
  locations: { api: 'locations' },
};

export const apiName = (resource: string) => RESOURCE_WIRES[resource]?.api ?? resource;

/** Route bases, longest first, so `/services/types/2` is read as the types list and not services. */
export const routeBases = () => Object.keys(RESOURCE_WIRES).sort((a, b) => b.length - a.length);
