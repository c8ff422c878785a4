import { eq, or } from 'drizzle-orm';
import { audit } from '../domains/audit';
import { recordRefusedSignIn, recordSignIn } from './sign-ins';
import type { Call } from '../platform/call';
import type { Db } from '../platform/db/client';
import { users } from '../domains/schema';
import { fail, invalidField } from '../platform/errors';
import { LL } from '../platform/i18n';
import type * as v from 'valibot';
import type { ChangePasswordSchema, LoginSchema } from '../../shared/schemas/auth';
import { beginPasswordAttempt, countAddressAttempt, type PasswordAttempt } from './attempts';
import { forgetUser } from './credential-cache';
import { credentialsChanged } from './credential-events';
import { findCurrentUser, type CurrentUser } from './current-user';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { createSession, invalidateUserSessions } from './session';

// Signing in and changing one's own password: every check is counted before a password is hashed (attempts.ts),
// and a refusal says no more than it must. The procedures of auth.* call these with the request's cookie handlers.

/** Sets and clears the session cookie of the request (the HTTP layer decides its flags). */
export type SessionCookie = { token: string | null; set: (token: string, expires: Date) => void };

/** The client's address: every request has one (only a job's call has none, and jobs do not sign in). */
const address = (call: Call) => call.ip ?? '';

/** Every sign-in counts against its client address first, a malformed one too. */
export const countAddress = (call: Call) =>
  countAddressAttempt(call.db, address(call), call.env.LOGIN_LIMIT_PER_MINUTE);

/** Runs a password check; when none could be made (the server busy), the attempt does not count as a failure. */
async function checked(attempt: PasswordAttempt, check: () => Promise<boolean>) {
  try {
    return await check();
  } catch (err) {
    await attempt.cancel();
    throw err;
  }
}

/** Signs in with a login (e-mail or username) and password: a new session, its cookie set, and the user. */
export async function signIn(call: Call, input: v.InferOutput<typeof LoginSchema>, session: SessionCookie) {
  const account = await findCredentials(call.db, input.email);
  // counted per account, whichever of e-mail or username is typed, and before the password is hashed
  const attempt = await beginPasswordAttempt(call.db, {
    account: account ? `user:${account.id}` : `login:${input.email.trim().toLowerCase()}`,
    address: address(call),
  }).catch(async (err: unknown) => {
    // too many failures for this account or from this address: refused without checking the password
    await recordRefusedSignIn(call, input.email, account?.id ?? null, 'locked: too many failed attempts');
    throw err;
  });
  // same work and same answer whether the account exists or not: nobody learns which accounts exist
  const ok = await checked(attempt, async () =>
    verifyPassword(account?.password_hash ?? (await dummyHash()), input.password),
  );
  await attempt.settle(!!account && ok);
  if (!account || !ok) {
    await recordRefusedSignIn(call, input.email, account?.id ?? null, account ? 'wrong password' : 'no such account');
    throw fail('UNPROCESSABLE_CONTENT', 'badCredentials');
  }
  // said only to whoever gave the right password: anyone else learns nothing of the account
  if (account.disabled_at) {
    await recordRefusedSignIn(call, input.email, account.id, 'account disabled');
    throw fail('FORBIDDEN', 'accountDisabled');
  }
  // a hash made with weaker parameters than today's is replaced now that the password is known
  if (needsRehash(account.password_hash)) await setPassword(call.db, account.id, input.password);
  const { token, expires_at } = await createSession(call.db, account.id);
  session.set(token, expires_at);
  const user = (await findCurrentUser(call.db, account.id))!;
  await recordSignIn(call, user);
  return { user };
}

/** The signed-in user's own new password, given the current one: other devices are signed out, this one renewed. */
export async function changeOwnPassword(
  call: Call,
  user: CurrentUser,
  input: v.InferOutput<typeof ChangePasswordSchema>,
  session: SessionCookie,
) {
  // a stolen session must not become a way to guess the password: counted as sign-ins are
  await countAddress(call);
  const attempt = await beginPasswordAttempt(call.db, { account: `user:${user.id}`, address: address(call) });
  const hash = await getPasswordHash(call.db, user.id);
  const ok = await checked(attempt, async () => !!hash && (await verifyPassword(hash, input.current_password)));
  await attempt.settle(ok);
  if (!ok) throw invalidField('current_password', 'wrongCurrentPassword');
  await setOwnPassword(call, user.id, input.new_password);
  // other devices signed in with the old password are signed out; this one gets a fresh session
  await invalidateUserSessions(call.db, user.id);
  if (call.actor.kind === 'session') {
    const { token, expires_at } = await createSession(call.db, user.id);
    session.set(token, expires_at);
  }
  return { message: LL(call.locale).profile.passwordUpdated() };
}

/**
 * The login field takes the e-mail or the username. A disabled account is found too: the
 * sign-in says it is disabled only to someone who gave its right password.
 */
export async function findCredentials(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, email: users.email, password_hash: users.password_hash, disabled_at: users.disabled_at })
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)));
  return row ?? null;
}

export async function getPasswordHash(db: Db, id: number) {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}

/** A new hash of the same password (stronger parameters): whether it must still be changed stays as it was. */
export async function setPassword(db: Db, id: number, password: string) {
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password) })
    .where(eq(users.id, id));
  await credentialsChanged(db, id);
}

/** The user's own new password: one nobody else chose, so nothing asks them to change it any more. */
export async function setOwnPassword(call: Call, id: number, password: string) {
  forgetUser(id);
  const password_hash = await hashPassword(password);
  await call.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash, must_change_password: false }).where(eq(users.id, id));
    // recorded by its action alone: no value of a password reaches the trail
    await audit(tx, call, { entity: 'user', entity_id: id, action: 'password_change' });
  });
}
