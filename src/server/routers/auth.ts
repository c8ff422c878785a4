import { createSession, invalidateSession, invalidateUserSessions } from '../auth/session';
import { dummyHash, verifyPassword } from '../auth/password';
import { fail, invalidField } from '../errors';
import { LL } from '../i18n';
import { clearFailures, recordFailure, retryAfter } from '../services/login-throttle';
import { findCredentials, findCurrentUser, getPasswordHash, setLang, setPassword } from '../services/users';
import { ChangePasswordSchema, LangSchema, LoginSchema } from '../../shared/schemas/auth';
import { authedProcedure, publicProcedure, router } from '../trpc';

export const authRouter = router({
  login: publicProcedure.input(LoginSchema).mutation(async ({ ctx, input }) => {
    const account = await findCredentials(ctx.db, input.email);
    // counted per account, whichever of e-mail or username is typed
    const throttleKey = account ? `account:${account.email}` : `login:${input.email.toLowerCase()}`;
    const wait = retryAfter(throttleKey);
    if (wait) throw fail('TOO_MANY_REQUESTS', 'tooManyRequests', { seconds: wait });
    // same work and same answer whether the account exists or not (CONTRACT §2)
    const ok = await verifyPassword(account?.password_hash ?? (await dummyHash()), input.password);
    if (!account || !ok) {
      recordFailure(throttleKey);
      throw fail('UNPROCESSABLE_CONTENT', 'badCredentials');
    }
    // said only to whoever gave the right password: anyone else learns nothing of the account
    if (account.disabled_at) throw fail('FORBIDDEN', 'accountDisabled');
    clearFailures(throttleKey);
    const { token, expires_at } = await createSession(ctx.db, account.id);
    ctx.session.set(token, expires_at);
    return { user: (await findCurrentUser(ctx.db, account.id))! };
  }),

  logout: authedProcedure.mutation(async ({ ctx }) => {
    if (ctx.auth?.method === 'session') await invalidateSession(ctx.db, ctx.auth.token);
    ctx.session.clear();
  }),

  // SPEC §3 current user, plus the airport's time zone so screens show local times (CONTRACT §1)
  me: authedProcedure.query(({ ctx }) => ({ ...ctx.user, timezone: ctx.env.APP_TIMEZONE })),

  changePassword: authedProcedure.input(ChangePasswordSchema).mutation(async ({ ctx, input }) => {
    const hash = await getPasswordHash(ctx.db, ctx.user.id);
    if (!hash || !(await verifyPassword(hash, input.current_password))) {
      throw invalidField('current_password', 'wrongCurrentPassword');
    }
    await setPassword(ctx.db, ctx.user.id, input.new_password);
    // other devices signed in with the old password are signed out; this one gets a fresh session
    await invalidateUserSessions(ctx.db, ctx.user.id);
    if (ctx.auth?.method === 'session') {
      const { token, expires_at } = await createSession(ctx.db, ctx.user.id);
      ctx.session.set(token, expires_at);
    }
    return { message: LL(ctx.locale).profile.passwordUpdated() };
  }),

  setLang: authedProcedure.input(LangSchema).mutation(async ({ ctx, input }) => {
    await setLang(ctx.db, ctx.user.id, input.lang);
    return { lang: input.lang };
  }),
});
