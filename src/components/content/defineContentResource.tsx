import type { ComponentType, ReactElement } from 'react';
import { defineResource, type DeclaredResource, type ResourceScreens } from '../../routing/defineResource';
import { lazyScreen } from '../../routing/lazyScreen';
import type { ContentDecl } from './types';

type Screen = 'ContentList' | 'ContentCreate' | 'ContentEdit' | 'ContentShow';

interface ContentResourceOptions extends Pick<ResourceScreens, 'name' | 'api' | 'filter' | 'menu'> {
  icon?: ComponentType;
  /** the declaration, loaded with the screens (it may hold inputs of its own) */
  load: () => Promise<{ decl: ContentDecl }>;
  /** which screens this route has (partner agreements only list: they open as agreements) */
  screens?: ('create' | 'edit' | 'show')[];
  routes?: ReactElement[];
}

const screen = (load: ContentResourceOptions['load'], name: Screen) =>
  lazyScreen(() =>
    Promise.all([load(), import('./screens')]).then(([{ decl }, screens]) => {
      const Screen = screens[name];
      return { default: () => <Screen decl={decl} /> };
    }),
  );

/** A content resource from its declaration: the shared list, form and details, each a lazy chunk. */
export function defineContentResource({
  name,
  api,
  filter,
  menu,
  icon,
  load,
  screens = ['create', 'edit', 'show'],
  routes,
}: ContentResourceOptions): DeclaredResource {
  return defineResource({
    name,
    api,
    filter,
    menu,
    icon,
    list: screen(load, 'ContentList'),
    create: screens.includes('create') ? screen(load, 'ContentCreate') : undefined,
    edit: screens.includes('edit') ? screen(load, 'ContentEdit') : undefined,
    show: screens.includes('show') ? screen(load, 'ContentShow') : undefined,
    routes,
  });
}
