import type { ReactNode } from 'react';
import type { ResourceDefinitionContextValue } from 'react-admin';
import { StaticDefinitionsContext } from '../providers/raInternals';
import { RESOURCE_DEFINITIONS } from '../resources/declared';

/** Nothing to register: every resource is declared before the first render (src/resources/declared.ts). */
const FIXED: ResourceDefinitionContextValue = {
  definitions: RESOURCE_DEFINITIONS,
  register: () => undefined,
  unregister: () => undefined,
};

/**
 * The resource definitions, the same from the first render on, around react-admin's UI (App.tsx). react-admin
 * registers its <Resource>s in effects after its first render, and again once it has read its routes from the
 * children; each registration gives its context a new value, and every consumer (the routes, the menu, each table
 * row) renders again, before the first rows are painted. Our resources are one static list, computed into their
 * definitions before the first render, so those registrations have nothing to add and are left out.
 */
export function ResourceDefinitions({ children }: { children: ReactNode }) {
  return <StaticDefinitionsContext.Provider value={FIXED}>{children}</StaticDefinitionsContext.Provider>;
}
