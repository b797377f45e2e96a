import type { Account } from './auth';

/**
 * A call as the router hands it to a handler, once its session and location are checked. A module of its own:
 * the collections (crud.ts), the CSV export (csvExport.ts) and the change log (history.ts) all take it, and
 * crud.ts imports the export's column type.
 */
export interface RequestContext {
  body: Record<string, unknown>;
  account: Account;
  /** the session's location, already checked against the account's allowed locations */
  location: number;
  language: string;
  file?: File;
  /** the envelope's adminAuthToken the call came with (logout revokes the login session behind it) */
  adminAuthToken: string;
}
