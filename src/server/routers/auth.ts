import { createSession, invalidateSession, invalidateUserSessions } from '../auth/session';
import { beginPasswordAttempt, countAddressAttempt, type PasswordAttempt } from '../auth/attempts';
import { dummyHash, needsRehash, verifyPassword } from '../auth/password';
import { fail, invalidField } from '../errors';
import { LL } from '../i18n';
import {
  findCredentials,
  findCurrentUser,
  getPasswordHash,
  setLang,
  setOwnPassword,
  setPassword,
} from '../services/users';
import { recordRefusedSignIn, recordSignIn } from '../services/sign-ins';
import { ChangePasswordSchema, LangSchema, LoginSchema } from '../../shared/schemas/auth';
import { authedProcedure, beforePasswordChangeProcedure, publicProcedure, router, type Context } from '../trpc';

/** The client's address: every request has one (only a job's call has none, and jobs do not sign in). */
const address = (ctx: Context) => ctx.call.ip ?? '';

/** Every sign-in counts against its client address first, a malformed one too (attempts.ts). */
const countedFromAddress = publicProcedure.use(async ({ ctx, next }) => {
  await countAddressAttempt(ctx.call.db, address(ctx), ctx.call.env.LOGIN_LIMIT_PER_MINUTE);
  return next();
});

/** Runs a password check; when none could be made (the server busy), the attempt does not count as a failure. */
async function checked(attempt: PasswordAttempt, check: () => Promise<boolean>) {
  try {
    return await check();
  } catch (err) {
    await attempt.cancel();
    throw err;
  }
}

export const authRouter = router({
  login: countedFromAddress.input(LoginSchema).mutation(async ({ ctx, input }) => {
    const account = await findCredentials(ctx.call.db, input.email);
    // counted per account, whichever of e-mail or username is typed, and before the password is hashed
    const attempt = await beginPasswordAttempt(ctx.call.db, {
      account: account ? `user:${account.id}` : `login:${input.email.trim().toLowerCase()}`,
      address: address(ctx),
    }).catch(async (err: unknown) => {
      // too many failures for this account or from this address: refused without checking the password
      await recordRefusedSignIn(ctx.call, input.email, account?.id ?? null, 'locked: too many failed attempts');
      throw err;
    });
    // same work and same answer whether the account exists or not: nobody learns which accounts exist
    const ok = await checked(attempt, async () =>
      verifyPassword(account?.password_hash ?? (await dummyHash()), input.password),
    );
    await attempt.settle(!!account && ok);
    if (!account || !ok) {
      await recordRefusedSignIn(
        ctx.call,
        input.email,
        account?.id ?? null,
        account ? 'wrong password' : 'no such account',
      );
      throw fail('UNPROCESSABLE_CONTENT', 'badCredentials');
    }
    // said only to whoever gave the right password: anyone else learns nothing of the account
    if (account.disabled_at) {
      await recordRefusedSignIn(ctx.call, input.email, account.id, 'account disabled');
      throw fail('FORBIDDEN', 'accountDisabled');
    }
    // a hash made with weaker parameters than today's is replaced now that the password is known
    if (needsRehash(account.password_hash)) await setPassword(ctx.call.db, account.id, input.password);
    const { token, expires_at } = await createSession(ctx.call.db, account.id);
    ctx.session.set(token, expires_at);
    const user = (await findCurrentUser(ctx.call.db, account.id))!;
    await recordSignIn(ctx.call, user);
    return { user };
  }),

  logout: beforePasswordChangeProcedure.mutation(async ({ ctx }) => {
    if (ctx.session.token) await invalidateSession(ctx.call.db, ctx.session.token);
    ctx.session.clear();
  }),

  // the current user, plus the airport's time zone so screens show local times whatever the kiosk's clock says;
  // with must_change_password, the client shows the password form alone
  me: beforePasswordChangeProcedure.query(({ ctx }) => ({ ...ctx.user, timezone: ctx.call.tz })),

  changePassword: beforePasswordChangeProcedure.input(ChangePasswordSchema).mutation(async ({ ctx, input }) => {
    // a stolen session must not become a way to guess the password: counted as sign-ins are
    await countAddressAttempt(ctx.call.db, address(ctx), ctx.call.env.LOGIN_LIMIT_PER_MINUTE);
    const attempt = await beginPasswordAttempt(ctx.call.db, { account: `user:${ctx.user.id}`, address: address(ctx) });
    const hash = await getPasswordHash(ctx.call.db, ctx.user.id);
    const ok = await checked(attempt, async () => !!hash && (await verifyPassword(hash, input.current_password)));
    await attempt.settle(ok);
    if (!ok) throw invalidField('current_password', 'wrongCurrentPassword');
    await setOwnPassword(ctx.call, ctx.user.id, input.new_password);
    // other devices signed in with the old password are signed out; this one gets a fresh session
    await invalidateUserSessions(ctx.call.db, ctx.user.id);
    if (ctx.call.actor.kind === 'session') {
      const { token, expires_at } = await createSession(ctx.call.db, ctx.user.id);
      ctx.session.set(token, expires_at);
    }
    return { message: LL(ctx.call.locale).profile.passwordUpdated() };
  }),

  setLang: authedProcedure.input(LangSchema).mutation(async ({ ctx, input }) => {
    await setLang(ctx.call, input.lang);
    return { lang: input.lang };
  }),
});
