import { PRESENCE_RENEW_MS, presenceExpired } from '../../src/domain/locks';
import type { PresenceRow } from '../rows';
import type { RequestContext } from './context';
import { db } from './db';
import { PRESENCE } from './locks';

// The viewers are kept with the demo's changes, so the tabs of a profile see each other.
const presence = () => db().collection<PresenceRow>(PRESENCE);

/** One viewer of a record, as the feed tells it. */
export interface Viewer {
  by: string;
  byId: number;
}

/**
 * A poll of the feed from a record's screen: notes the caller's tab as viewing it in the session's location (its
 * time written again only once it is PRESENCE_RENEW_MS old), forgets the tab's other records, and answers the
 * record's other viewers (other accounts, or the caller's other tabs; one entry per account) in the same location whose time has not expired (expired ones are removed).
 */
export function seeRecord(
  resource: string,
  recordId: number,
  tab: string,
  ctx: RequestContext,
  now = Date.now(),
) {
  const at = new Date(now).toISOString();
  const viewers: Viewer[] = [];
  let mine: PresenceRow | undefined;
  for (const row of presence().all()) {
    const self = row.accountId === ctx.account.id && row.tab === tab;
    if (
      presenceExpired(row.seenAt, now) ||
      (self && (row.resource !== resource || row.recordId !== recordId))
    ) {
      presence().remove(row.id);
    } else if (self) mine = row;
    else if (
      row.resource === resource &&
      row.recordId === recordId &&
      row.location === ctx.location &&
      !viewers.some((viewer) => viewer.byId === row.accountId)
    )
      viewers.push({ by: row.accountName, byId: row.accountId });
  }
  if (!mine)
    presence().insert({
      resource,
      recordId,
      location: ctx.location,
      accountId: ctx.account.id,
      accountName: ctx.account.name,
      tab,
      seenAt: at,
    });
  else if (mine.location !== ctx.location || now - Date.parse(mine.seenAt) >= PRESENCE_RENEW_MS)
    presence().update(mine.id, { location: ctx.location, seenAt: at });
  return viewers;
}

/** A poll from no record's screen: the tab views nothing any more. */
export function leaveRecords(tab: string, ctx: RequestContext) {
  for (const row of presence().all())
    if (row.accountId === ctx.account.id && row.tab === tab) presence().remove(row.id);
}

/** Logout: the account views nothing. */
export function leavePresenceOf(accountId: number) {
  for (const row of presence().all()) if (row.accountId === accountId) presence().remove(row.id);
}
