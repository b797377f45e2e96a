import { lazyScreen } from '../../routing/lazyScreen';

// The live marks and notices a list or a record screen draws: chunks of their own, loaded once the first screen is
// shown (`preloadLiveParts`, from the layout's feed), and then drawn at once. A plain React.lazy suspends at its
// first render even when its chunk is in, and React keeps a shown fallback at least 300 ms: the first record form
// opened stayed blank that long behind its EditLock.

export const ChangedNotice = lazyScreen(() =>
  import('./ChangedNotice').then((module) => ({ default: module.ChangedNotice })),
);
export const EditLock = lazyScreen(() =>
  import('./EditLock').then((module) => ({ default: module.EditLock })),
);
export const Presence = lazyScreen(() =>
  import('./Presence').then((module) => ({ default: module.Presence })),
);
export const RowLock = lazyScreen(() => import('./RowLock').then((module) => ({ default: module.RowLock })));

/** Fetches the live parts' chunks, so that each is drawn at once when a screen first needs it. */
export const preloadLiveParts = () =>
  Promise.all([ChangedNotice, EditLock, Presence, RowLock].map((part) => part.preload()));
