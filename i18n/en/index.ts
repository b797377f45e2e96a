import { app } from './app';
import { catalogue } from './catalogue';
import { promocodes } from './promocodes';

/**
 * English, the base catalogue: one module per area. Every key here must exist in ru/ and pl/ (a test checks).
 * Resource keys follow react-admin: resources.{name}.name, resources.{name}.fields.{field}.
 */
export const en = {
  app,
  resources: {
    ...promocodes,
    ...catalogue,
  },
};

export type Catalogue = typeof en;
