import { initTRPC } from '@trpc/server';
import { can, opensScreens } from '../../shared/roles';
import type { Call } from './call';
import { fail, toErrorResponse } from './errors';
import type { CurrentUser } from '../auth/current-user';

/** What every procedure sees. Built once per request by the HTTP layer (app.ts), for tRPC and REST alike. */
export type Context = {
  /** What services are called with: `service(ctx.call, input)`. */
  call: Call;
  /** The person of `call.actor`, if any; the procedures below make sure there is one. */
  user: CurrentUser | null;
  /** The session cookie: its value when the caller signed in with one; setting and clearing it (the HTTP layer decides its flags). */
  session: { token: string | null; set: (token: string, expires: Date) => void; clear: () => void };
};

/**
 * What the OpenAPI document reads off a procedure (rest/openapi.ts): who may call it. Declared where the
 * procedure is built, so the document's 401 and 403 follow the code.
 */
export type ProcedureMeta = {
  access?: 'signedIn' | Policy;
  /** Open to a session whose password must be changed (signedIn): who they are, signing out, changing it. */
  beforePasswordChange?: true;
};
type Policy = keyof typeof can;

const t = initTRPC
  .context<Context>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error, ctx }) {
      const { status, body } = toErrorResponse(error, ctx?.call.locale ?? 'fr', ctx?.call.requestId ?? '-');
      return {
        ...shape,
        message: body.message,
        data: { ...shape.data, httpStatus: status, errors: body.errors, stack: undefined },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/**
 * The signed-in user, or 401. A session of a user whose password someone else chose (generated at the first
 * start, or set by an administrator who asked for a change) opens nothing but that password's replacement:
 * 403 everywhere else, so the printed password cannot stay in use. API tokens are not held back: they were
 * made by the user, never from that password (an administrator setting one leaves them working too).
 */
const signedIn = (ctx: Pick<Context, 'user' | 'call'>, beforePasswordChange = false) => {
  if (!ctx.user) throw fail('UNAUTHORIZED', 'unauthenticated');
  if (ctx.user.must_change_password && ctx.call.actor.kind === 'session' && !beforePasswordChange)
    throw fail('FORBIDDEN', 'mustChangePassword');
  return ctx.user;
};

export const authedProcedure = t.procedure
  .meta({ access: 'signedIn' })
  .use(({ ctx, next }) => next({ ctx: { user: checkAccess(ctx, 'signedIn') } }));

/** For every signed-in user, one who must first change their password included: who am I, sign out, change it. */
export const beforePasswordChangeProcedure = t.procedure
  .meta({ access: 'signedIn', beforePasswordChange: true })
  .use(({ ctx, next }) => next({ ctx: { user: signedIn(ctx, true) } }));

/**
 * A procedure open to the users a policy of shared/roles.ts admits; others get 403. Rules finer than a policy
 * (own service, own airport, own record) are the services' (scope.ts): a job calls services too.
 * One middleware for both checks: each tRPC middleware copies the context, and scans pass here thousands of times a second.
 */
export const allowed = (policy: Policy) =>
  t.procedure.meta({ access: policy }).use(({ ctx, next }) => next({ ctx: { user: checkAccess(ctx, policy) } }));

/**
 * The door of a procedure (its meta's `access`): 401 without a user, 403 when the policy refuses them or
 * their password must be changed first.
 * Also used before an upload's body is read (rest/adapter.ts), so a stranger's file is never taken in.
 */
export function checkAccess(ctx: Pick<Context, 'user' | 'call'>, access: 'signedIn' | Policy) {
  const user = signedIn(ctx);
  // "every signed-in user" means every person: an integration account only sends messages (roles.ts)
  if (access === 'signedIn' ? !opensScreens(user) : !can[access](user)) throw fail('FORBIDDEN', 'forbidden');
  return user;
}

export const adminProcedure = allowed('administer');
