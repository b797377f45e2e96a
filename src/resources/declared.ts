import { Resource, type ResourceDefinitions } from 'react-admin';
import { registerWires } from '../providers/resourceRegistry';
import { isDeclaredResource, type DeclaredResource } from '../routing/defineResource';

/**
 * Every resource of the admin: each `defineResource(...)` (or `defineContentResource`) exported by a resource's
 * folder, `src/resources/<name>/index.ts`. None is listed by hand: a new folder's declaration is found here, and
 * App renders one <Resource> for each. In route order, so a route comes before the routes under it.
 */
export const RESOURCES: DeclaredResource[] = Object.values(
  import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true }),
)
  .flatMap((module) => Object.values(module).filter(isDeclaredResource))
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

// The route -> API registry the dataProvider and the access checks read (src/providers/resourceRegistry.ts).
registerWires(RESOURCES.flatMap(({ name, api, filter }) => (api ? [[name, { api, filter }] as const] : [])));

/**
 * The definitions react-admin registers from those <Resource>s (its own registerResource), known before the first
 * render: see src/layout/ResourceDefinitions.tsx.
 */
export const RESOURCE_DEFINITIONS: ResourceDefinitions = Object.fromEntries(
  RESOURCES.map((props) => [props.name, Resource.registerResource(props)]),
);
