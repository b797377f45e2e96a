import { lazy, type ComponentType } from 'react';

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
 * A thenable that hands its value over at once: React.lazy reads it during the render itself, so a screen
 * whose code is already here renders without suspending (a suspended first screen shows the layout's fallback,
 * and React keeps a shown fallback at least 300 ms).
 */
const settled = <T>(value: T) =>
  ({ then: (resolve: (value: T) => void) => resolve(value) }) as unknown as Promise<T>;

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
    lazy(() => (loaded ? settled(loaded) : preload())),
    { preload },
  );
}
