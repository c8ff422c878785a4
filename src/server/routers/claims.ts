import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import { ClaimListSchema, CreateClaimSchema, UpdateClaimStatusSchema } from '../../shared/schemas/claims';
import { LL } from '../i18n';
import { createClaim, getClaim, listClaims, recentClaims, updateClaimStatus } from '../services/claims';
import { allowed, router } from '../trpc';

// CONTRACT §5: claims are for admins and the lost-and-found service.
const desk = allowed('claims');

export const claimsRouter = router({
  recents: desk.query(({ ctx }) => recentClaims(ctx.db)),
  list: desk.input(ClaimListSchema).query(({ ctx, input }) => listClaims(ctx.db, input)),
  get: desk.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => getClaim(ctx.db, input.id)),
  /** `reported_by` is the signed-in user, whatever the body says. */
  create: desk.input(CreateClaimSchema).mutation(({ ctx, input }) => createClaim(ctx.db, input, ctx.user, ctx.env.APP_TIMEZONE)),
  updateStatus: desk.input(UpdateClaimStatusSchema).mutation(async ({ ctx, input }) => ({
    ...(await updateClaimStatus(ctx.db, input, ctx.user.id)),
    message: LL(ctx.locale).errors.claimStatusUpdated(),
  })),
});
