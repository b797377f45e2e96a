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

/** React.lazy with the spec's 120 s chunk timeout and a recognisable error. */
export function lazyScreen<T extends ComponentType<object>>(load: () => Promise<{ default: T }>) {
  return lazy(() =>
    new Promise<{ default: T }>((resolve, reject) => {
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
    }),
  );
}
