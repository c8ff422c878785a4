import * as v from 'valibot';
import { CreateTokenSchema } from '../../shared/schemas/auth';
import { IdParamSchema } from '../../shared/schemas/common';
import { createToken, deleteToken, listTokens } from '../services/tokens';
import { fail } from '../errors';
import { authedProcedure, router } from '../trpc';

// Tokens belong to their user; everyone may hold some (an agent's kiosk integration, a cargo system).
export const tokensRouter = router({
  create: authedProcedure.input(CreateTokenSchema).mutation(({ ctx, input }) => {
    // a leaked token must not be able to mint others that outlive its revocation: only a signed-in person makes them
    if (ctx.auth?.method === 'token') throw fail('FORBIDDEN', 'tokenCannotCreateTokens');
    return createToken(ctx.db, ctx.user.id, input);
  }),
  list: authedProcedure.query(({ ctx }) => listTokens(ctx.db, ctx.user.id)),
  delete: authedProcedure
    .input(v.object({ id: IdParamSchema }))
    .mutation(({ ctx, input }) => deleteToken(ctx.db, ctx.user.id, input.id)),
});
