import type { ChangeSet } from './store';

/** Messages between the page (mocks/browser.ts) and the fake backend's worker (mocks/worker.ts). */
export type ToWorker =
  | { type: 'start'; changes: ChangeSet }
  | { type: 'request'; id: number; url: string; method: string; headers: [string, string][]; body: ArrayBuffer | null };

export type FromWorker = {
  type: 'response';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The store's changes when this request changed something: the page writes them to localStorage before answering. */
  changes: ChangeSet | null;
};
