import { lazy, type ComponentType } from 'react';
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

/**
 * React.lazy with the spec's 120 s chunk timeout and a recognisable error, and `preload()`: the first screen's
 * code is fetched with the app (src/main.tsx) and the screen then renders at once.
 */
export function lazyScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= withTimeout(load)
      .then((module) => (loaded = module))
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
