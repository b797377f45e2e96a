import type { ChangeSet, RecordChange } from './store';

/** Messages between the page (mocks/backendWorker.ts) and the fake backend's worker (mocks/worker.ts). */
export type ToWorker =
  /** `screen`: the first segment of the page's path, whose routes the worker loads at once */
  | { type: 'start'; changes: ChangeSet; screen: string }
  | {
      type: 'request';
      id: number;
      url: string;
      method: string;
      headers: [string, string][];
      body: ArrayBuffer | null;
    }
  /** another tab changed a record: its page forwards the storage event */
  | { type: 'remote'; change: RecordChange };

export type FromWorker = Reply | Ready;

/** The routes of the page's first screen are loaded (sent once, after `start`). */
export interface Ready {
  type: 'ready';
}

export type Reply = {
  type: 'response';
  id: number;
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** The records this request changed: the page writes them to localStorage before answering. */
  changes: RecordChange[];
  /** this request reset the demo: the page forgets every kept change first */
  cleared: boolean;
  /** the kept changes could not be loaded: the page shows the storage message */
  storageProblem: boolean;
};

/** A request's API path (`admin/orders/list`) from its URL (`.../v1.0/admin/orders/list`). */
export const apiPathOf = (url: string) => new URL(url).pathname.replace(/^.*\/v1\.0\//, '');
