import { app } from './app';
import { services } from './services';
import { content, contentResources } from './content';
import { promocodes } from './promocodes';
import { partners } from './partners';
import { orders } from './orders';
import { reviews } from './reviews';
import { chat, inboxResources, training } from './inbox';
import { stock } from './stock';
import { analytics } from './analytics';
import { customers, globalSearch, reviewModeration } from './customers';
import { safety } from './safety';
import { calendar } from './calendar';
import { dispatch } from './dispatch';
import { drafts, history, keyboard, views } from './history';
import { live } from './live';
import { shared } from './shared';

/**
 * English, the base messages: one module per area. Every key here must exist in ru/ and pl/ (a test checks).
 * Resource keys follow react-admin: resources.{name}.name, resources.{name}.fields.{field}.
 */
export const en = {
  app,
  content,
  chat,
  training,
  ...analytics,
  globalSearch,
  reviewModeration,
  safety,
  dispatch,
  history,
  live,
  keyboard,
  drafts,
  views,
  shared,
  resources: {
    ...promocodes,
    ...partners,
    ...orders,
    ...reviews,
    ...calendar,
    ...services,
    ...contentResources,
    ...inboxResources,
    ...stock,
    ...customers,
  },
};

export type Messages = typeof en;
