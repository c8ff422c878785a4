import * as v from 'valibot';
import { CreateTokenSchema } from '../../../shared/schemas/auth';
import { IdParamSchema } from '../../../shared/schemas/common';
import { createToken, deleteToken, listTokens } from './service';
import { allowed, router } from '../../platform/trpc';

// Tokens belong to their user; everyone may hold some (an agent's kiosk integration, a cargo system). Only a
// signed-in person creates them, never a token (the service's rule). Integration accounts too: a token is how
// their system calls (roles.ts, ownAccount).
const ownAccount = allowed('ownAccount');

export const tokensRouter = router({
  create: ownAccount.input(CreateTokenSchema).mutation(({ ctx, input }) => createToken(ctx.call, input)),
  list: ownAccount.query(({ ctx }) => listTokens(ctx.call)),
  delete: ownAccount
    .input(v.object({ id: IdParamSchema }))
    .mutation(({ ctx, input }) => deleteToken(ctx.call, input.id)),
});
