import { revokeSession, type Account } from '../server/auth';
import { db } from '../server/db';
import { Refusal, ok } from '../server/http';
import { payloadOf } from '../server/contract';
import { releaseLocksOf } from '../server/locks';
import { leavePresenceOf } from '../server/presence';
import { sessionApi } from '../../src/api/contract/session';
import { registerRoute } from '../server/router';
import { passwordProblems } from '../../src/domain/password';

/** Logout ends the login session on the server too: the token it was issued stops opening anything, and its locks and presence. */
registerRoute('admin/logout', 'account', 'logout', async ({ adminAuthToken, account }) => {
  await revokeSession(adminAuthToken);
  // Its editing locks go with it: colleagues need not wait for them to expire.
  releaseLocksOf(account.id);
  leavePresenceOf(account.id);
  return ok({ logout: true });
});

/** A staff member changes their own password: the current one, then the new one twice (8 characters or more). */
registerRoute('admin/account/password', 'account', 'password', ({ account, body }) => {
  const change = payloadOf(sessionApi.changePassword, body);
  const { password } = change;
  const errors = passwordProblems(change);
  if (!errors.currentPassword && change.currentPassword !== account.password)
    errors.currentPassword = 'safety.wrongPassword';
  if (Object.keys(errors).length) throw new Refusal(Object.values(errors)[0], errors);
  db().collection<Account>('accounts').update(account.id, { password });
  return ok({ changed: true });
});
