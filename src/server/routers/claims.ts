import * as v from 'valibot';
import { IdParamSchema } from '../../shared/schemas/common';
import {
  ClaimListSchema,
  ClaimReceiptSchema,
  ClaimTagLookupSchema,
  CreateClaimSchema,
  UpdateClaimStatusSchema,
} from '../../shared/schemas/claims';
import type { Env } from '../env';
import { LL } from '../i18n';
import type { ClaimClocks } from '../services/claim-deadlines';
import { claimReceiptPdf } from '../services/claim-receipt';
import { claimTagLookup, createClaim, getClaim, listClaims, recentClaims, updateClaimStatus } from '../services/claims';
import { allowed, router } from '../trpc';

// CONTRACT §5: claims are for admins and the lost-and-found service.
const desk = allowed('claims');

/** The Montreal Convention clocks from configuration (found bags and reports use them too). */
export const clocks = ({ env }: { env: Env }): ClaimClocks => ({
  tz: env.APP_TIMEZONE,
  lostAfterDays: env.CLAIM_LOST_AFTER_DAYS,
  damageComplaintDays: env.CLAIM_DAMAGE_COMPLAINT_DAYS,
  delayComplaintDays: env.CLAIM_DELAY_COMPLAINT_DAYS,
});

export const claimsRouter = router({
  recents: desk.query(({ ctx }) => recentClaims(ctx.db, clocks(ctx))),
  list: desk.input(ClaimListSchema).query(({ ctx, input }) => listClaims(ctx.db, input, clocks(ctx))),
  get: desk.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => getClaim(ctx.db, input.id, clocks(ctx))),
  /** The form's pre-fill from a tag: lost-and-found sees the passenger here, not through /api/search/tag. */
  tagLookup: desk
    .input(ClaimTagLookupSchema)
    .query(({ ctx, input }) => claimTagLookup(ctx.db, input.tag, ctx.env.APP_TIMEZONE)),
  /** The passenger's receipt (PDF) in the language they choose. */
  receipt: desk
    .input(ClaimReceiptSchema)
    .query(({ ctx, input }) =>
      claimReceiptPdf(ctx.db, input.id, { clocks: clocks(ctx), locale: input.lang ?? ctx.locale }),
    ),
  /** `reported_by` is the signed-in user, whatever the body says. */
  create: desk.input(CreateClaimSchema).mutation(({ ctx, input }) => createClaim(ctx.db, input, ctx.user, clocks(ctx))),
  updateStatus: desk.input(UpdateClaimStatusSchema).mutation(async ({ ctx, input }) => ({
    ...(await updateClaimStatus(ctx.db, input, ctx.user.id)),
    message: LL(ctx.locale).serverErrors.claimStatusUpdated(),
  })),
});
