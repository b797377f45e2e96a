import { lazy } from 'react';
import { settledThenable } from '../providers/raInternals';

export const CHUNK_TIMEOUT = 120_000;

/** A code chunk that did not arrive: the error boundary shows 'Loading chunk failed' with a reload. */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

function withTimeout<T>(load: () => Promise<T>) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), CHUNK_TIMEOUT);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(error));
      },
    );
  });
}

/** A component React.lazy takes, whatever its props (a screen takes none, a screen's part may). */
type LazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/** Code that can be fetched ahead: a lazyScreen. */
export interface Preloadable {
  preload: () => Promise<unknown>;
}

/**
 * React.lazy with the spec's 120 s chunk timeout and a recognisable error, and `preload()`: the first screen's
 * code is fetched with the app (src/main.tsx) and the screen then renders at once. `parts`: lazy parts of their
 * own that the screen draws as it opens (the calendar's library), fetched together with the screen's chunk rather
 * than once it has rendered; the screen waits for them too, and a part that fails shows its fault where it is drawn.
 */
export function lazyScreen<T extends LazyComponent>(
  load: () => Promise<{ default: T }>,
  parts: readonly Preloadable[] = [],
) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= Promise.all([
      withTimeout(load),
      ...parts.map((part) => part.preload().catch(() => undefined)),
    ])
      .then(([module]) => (loaded = module))
      .catch((error: unknown) => {
        loading = undefined;
        throw error;
      }));
  return Object.assign(
    // Loaded: handed over at once, without suspending (React keeps a shown fallback at least 300 ms).
    lazy(() => (loaded ? settledThenable(loaded) : preload())),
    { preload },
  );
}
