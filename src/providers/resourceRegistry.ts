/**
 * Route names (react-admin resource names, which are the spec's paths) and the API resource behind each. Nothing
 * is listed here: each resource declares its API with its screens (`defineResource({ name, api, filter })`), and
 * src/resources/declared.ts registers every declaration's wire as it loads, before the app renders. A name with no
 * wire (an API's own name, as `locations` or `partnerNotes`) is its API.
 */
export interface ResourceWire {
  /** camelCase plural used in `admin/{api}/{operation}` */
  api: string;
  /** a filter every call of this route carries (e.g. partner agreements) */
  filter?: Record<string, unknown>;
}

const wires = new Map<string, ResourceWire>();

/** Registers the declared routes' wires (src/resources/declared.ts, once). */
export function registerWires(declared: Iterable<readonly [route: string, wire: ResourceWire]>) {
  for (const [route, wire] of declared) wires.set(route, wire);
}

/** The wire of every registered route, by route. */
export const resourceWires = (): ReadonlyMap<string, ResourceWire> => wires;

/** The API of a route, or of a name with no wire; a route under another (`a/b`) must be declared, no API has a `/`. */
export function apiName(resource: string) {
  const wire = wires.get(resource);
  if (wire) return wire.api;
  if (resource.includes('/'))
    throw new Error(`${resource} is not a declared route: src/resources/declared.ts registers the routes`);
  return resource;
}

/** The filter every call of a route carries (none for most). */
export const fixedFilter = (resource: string) => wires.get(resource)?.filter ?? {};

/** The first route declared on an API (customer agreements for `agreements`), or the API's own name. */
export const routeOf = (api: string) => [...wires].find(([, wire]) => wire.api === api)?.[0] ?? api;

/** Route bases, longest first, so `/services/types/2` is read as the types list and not services. */
export const routeBases = () => [...wires.keys()].sort((a, b) => b.length - a.length);
