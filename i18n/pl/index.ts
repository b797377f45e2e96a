import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { deepmerge } from '@mui/utils';
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
import { polishRaMessages } from './ra';
import { drafts, history, keyboard, views } from './history';
import { live } from './live';
import { shared } from './shared';

/** Polish: the app's own messages. Mirrors en/index.ts, one import and one spread per area. */
export const pl = {
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

/** react-admin's Polish messages (ra.ts) over the English ones, so keys added later fall back to English. */
export const messages: TranslationMessages = {
  ...deepmerge(englishMessages, polishRaMessages),
  ...pl,
};
