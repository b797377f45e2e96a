import { z } from 'zod/mini';
import { APP_TAKEN, MIN_ABOVE_CURRENT, URL_FORMAT, VERSION_FORMAT } from '../../domain/training';
import { contentEndpoints, contentRecord } from './contentRecord';
import { endpoint } from './endpoint';
import { wire } from './wire';
import { count } from './fieldKinds';

/** A tutorial as the list shows it: with how many partners of the session's location completed it. */
export const tutorialRecord = z.extend(contentRecord('tutorials'), {
  completed: count(),
});

/** A tutorial as one partner stands with it: completed (when) or not yet. */
export const tutorialProgress = z.object({
  id: z.int(),
  title: z.record(z.string(), z.string()),
  required: z.boolean(),
  completedAt: z.nullable(z.string()),
});

export const tutorialsApi = {
  ...contentEndpoints('tutorials', { record: tutorialRecord, errors: [URL_FORMAT] }),
  completions: endpoint({
    path: 'admin/tutorials/completions',
    summary:
      "Every active tutorial (and any other the partner completed) with the partner's completion date.",
    access: { resource: 'tutorials', action: 'list' },
    request: z.object({ partnerId: wire.id() }),
    answer: z.array(tutorialProgress),
  }),
};

/** The customer and partner apps, one record per app and platform. */
export const mobileAppsApi = contentEndpoints('mobileApps', {
  errors: [VERSION_FORMAT, MIN_ABOVE_CURRENT, URL_FORMAT, APP_TAKEN],
});

export type TutorialProgress = z.output<typeof tutorialProgress>;
