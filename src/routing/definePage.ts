import type { ComponentType } from 'react';
import type { OpensWith } from './opening';

/** A screen's code, which may be fetched ahead (lazyScreen's `preload`). */
export type ScreenCode = ComponentType & { preload?: () => Promise<unknown> };

/** A page outside the resources (dashboard, analytics, calendar): its route, its screen and the data it opens with. */
export interface DeclaredPage {
  /** react-router's path, `/analytics/:page` */
  path: string;
  screen: ScreenCode;
  opensWith?: OpensWith;
}

export const definePage = (page: DeclaredPage): DeclaredPage => page;
