/**
 * Tutorials (training for partners) and mobile apps (the customer and partner apps per platform): what each
 * record holds and its own rules, beside the shared content rules of contentValidation.ts (docs/decisions-inbox.md).
 */
import type { ContentSchema } from './contentSchema';
import { REQUIRED } from './contentValidation';
import { RECORD_STATUS } from './statuses';

export const APP_KINDS = ['customer', 'partner'] as const;
export const PLATFORMS = ['ios', 'android'] as const;

export const URL_FORMAT = 'training.validation.url';
export const VERSION_FORMAT = 'training.validation.version';
export const MIN_ABOVE_CURRENT = 'training.validation.minAboveCurrent';
export const APP_TAKEN = 'training.validation.appTaken';

/** An http(s) address (a video, a store page). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** '2.14.0': up to four dot-separated whole numbers, as the stores show them. */
export const isVersion = (value: string) => /^\d{1,4}(\.\d{1,4}){0,3}$/.test(value);

/** Compares versions number by number ('2.10' > '2.9'); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference) return Math.sign(difference);
  }
  return 0;
}

/** Whether an installed version must update: below the minimum, or below the current one when forced. */
export function mustUpdate(
  app: { currentVersion: string; minVersion: string; forceUpdate: boolean },
  installed: string,
) {
  if (compareVersions(installed, app.minVersion) < 0) return true;
  return app.forceUpdate && compareVersions(installed, app.currentVersion) < 0;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function tutorialRules(values: Record<string, unknown>): Record<string, string> {
  const video = text(values.videoUrl);
  return video && !isWebUrl(video) ? { videoUrl: URL_FORMAT } : {};
}

function mobileAppRules(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  const current = text(values.currentVersion);
  const minimum = text(values.minVersion);
  const store = text(values.storeUrl);
  if (!current) errors.currentVersion = REQUIRED;
  else if (!isVersion(current)) errors.currentVersion = VERSION_FORMAT;
  if (!minimum) errors.minVersion = REQUIRED;
  else if (!isVersion(minimum)) errors.minVersion = VERSION_FORMAT;
  else if (!errors.currentVersion && compareVersions(minimum, current) > 0)
    errors.minVersion = MIN_ABOVE_CURRENT;
  if (!store) errors.storeUrl = REQUIRED;
  else if (!isWebUrl(store)) errors.storeUrl = URL_FORMAT;
  return errors;
}

export const TRAINING_SCHEMAS = {
  tutorials: {
    texts: ['title', 'content'],
    required: ['title', 'content'],
    slugs: [],
    numbers: { position: { min: 0, max: 9999, integer: true, required: true } },
    booleans: ['required'],
    strings: ['videoUrl'],
    defaults: { status: RECORD_STATUS.active, position: 0, required: false },
    rules: tutorialRules,
  },
  mobileApps: {
    texts: ['title', 'releaseNotes'],
    required: ['title'],
    slugs: [],
    booleans: ['forceUpdate'],
    choices: { app: APP_KINDS, platform: PLATFORMS },
    strings: ['currentVersion', 'minVersion', 'storeUrl'],
    defaults: { status: RECORD_STATUS.active, app: 'customer', platform: 'ios', forceUpdate: false },
    rules: mobileAppRules,
  },
} as const satisfies Record<string, ContentSchema>;
