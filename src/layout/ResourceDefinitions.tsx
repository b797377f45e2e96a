import { useMemo, type ReactNode } from 'react';
import { ResourceDefinitionContext, useResourceDefinitionContext } from 'react-admin';
import { RESOURCE_DEFINITIONS } from '../resources/declared';

/**
 * The resource definitions, the same from the first render on. react-admin registers its <Resource>s in effects
 * after the first render, and again once it has read its routes from the children: each registration gives its
 * context a new value, and every consumer below (each table row reads its resource's definition) renders again.
 * The layout's screens read the same definitions from here, computed from the declarations before the first
 * render, so those registrations do not reach them.
 */
export function ResourceDefinitions({ children }: { children: ReactNode }) {
  const { register, unregister } = useResourceDefinitionContext();
  const value = useMemo(
    () => ({ definitions: RESOURCE_DEFINITIONS, register, unregister }),
    [register, unregister],
  );
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
