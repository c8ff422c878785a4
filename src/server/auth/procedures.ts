import { invalidateSession } from './session';
import { changeOwnPassword, countAddress, signIn } from './sign-in';
import { setLang } from './own-language';
import { ChangePasswordSchema, LangSchema, LoginSchema } from '../../shared/schemas/auth';
import { authedProcedure, beforePasswordChangeProcedure, publicProcedure, router } from '../platform/trpc';

/** Every sign-in counts against its client address first, a malformed one too (auth/attempts.ts). */
const countedFromAddress = publicProcedure.use(async ({ ctx, next }) => {
  await countAddress(ctx.call);
  return next();
});

export const authRouter = router({
  login: countedFromAddress.input(LoginSchema).mutation(({ ctx, input }) => signIn(ctx.call, input, ctx.session)),

  logout: beforePasswordChangeProcedure.mutation(async ({ ctx }) => {
    if (ctx.session.token) await invalidateSession(ctx.call.db, ctx.session.token);
    ctx.session.clear();
  }),

  // the current user, plus the airport's time zone so screens show local times whatever the kiosk's clock says;
  // with must_change_password, the client shows the password form alone
  me: beforePasswordChangeProcedure.query(({ ctx }) => ({ ...ctx.user, timezone: ctx.call.tz })),

  changePassword: beforePasswordChangeProcedure
    .input(ChangePasswordSchema)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx.call, ctx.user, input, ctx.session)),

  setLang: authedProcedure.input(LangSchema).mutation(async ({ ctx, input }) => {
    await setLang(ctx.call, input.lang);
    return { lang: input.lang };
  }),
});
