import { HttpError, type Identifier, type UpdateParams } from 'react-admin';
import { ApiError, post } from '../api/client';
import type { Payload } from '../api/encode';
import { VERSION_CONFLICT } from '../domain/versions';
import { conflicts } from './conflicts';
import { toHttpError } from './wire';

/** The version a record was loaded with (react-admin hands the loaded record over as previousData). */
export const versionOf = (record: unknown): number | undefined => {
  const version = (record as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};

/**
 * An edit that names the version it was based on. Refused as stale, it asks the user (conflicts.ts): keep mine
 * sends the same values over the current version; reload gives up with the conflict's message, the form keeping
 * its values until the screen reloads the record.
 */
export async function updateChecked(path: string, resource: string, params: UpdateParams): Promise<unknown> {
  let version = versionOf(params.previousData) ?? versionOf(params.data);
  for (;;) {
    const payload = { ...params.data, id: params.id, version } as Payload;
    try {
      return (await post(path, payload)).data;
    } catch (error) {
      // A save that failed in transit says 'Data update error', as every write does (wire.ts), not the loads' retry.
      if (!(error instanceof ApiError) || error.message !== VERSION_CONFLICT || !error.current)
        toHttpError(error, true);
      const theirs = error.current as Record<string, unknown>;
      const choice = await conflicts.ask(
        resource,
        params.id as Identifier,
        params.data as Record<string, unknown>,
        theirs,
        error.kinds ?? {},
      );
      if (choice === 'reload') throw new HttpError(VERSION_CONFLICT, 409, { conflict: theirs });
      version = versionOf(theirs);
    }
  }
}
