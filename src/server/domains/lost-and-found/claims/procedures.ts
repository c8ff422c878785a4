import * as v from 'valibot';
import { IdParamSchema } from '../../../../shared/schemas/common';
import {
  ClaimListSchema,
  ClaimPosterSchema,
  ClaimReceiptSchema,
  ClaimTagLookupSchema,
  CreateClaimSchema,
  UpdateClaimStatusSchema,
} from '../../../../shared/schemas/claims';
import { LL } from '../../../platform/i18n';
import { claimPosterPdf } from './claim-poster';
import { sendOutForDelivery } from './out-for-delivery';
import { claimReceiptPdf } from './receipt';
import {
  claimTagLookup,
  confirmClaim,
  createClaim,
  getClaim,
  listClaims,
  recentClaims,
  updateClaimStatus,
} from './service';
import { allowed, router } from '../../../platform/trpc';

// Claims are for admins and the lost-and-found service.
const desk = allowed('claims');

export const claimsRouter = router({
  recents: desk.query(({ ctx }) => recentClaims(ctx.call)),
  list: desk.input(ClaimListSchema).query(({ ctx, input }) => listClaims(ctx.call, input)),
  get: desk.input(v.object({ id: IdParamSchema })).query(({ ctx, input }) => getClaim(ctx.call, input.id)),
  /** The form's pre-fill from a tag: lost-and-found sees the passenger here, not through /api/search/tag. */
  tagLookup: desk.input(ClaimTagLookupSchema).query(({ ctx, input }) => claimTagLookup(ctx.call, input.tag)),
  /** The passenger's receipt (PDF) in the language they choose. */
  receipt: desk.input(ClaimReceiptSchema).query(({ ctx, input }) => claimReceiptPdf(ctx.call, input)),
  /** The reclaim hall's poster of an airport (PDF): a QR code of the passengers' filing page. */
  poster: desk.input(ClaimPosterSchema).query(({ ctx, input }) => claimPosterPdf(ctx.call, input)),
  /** `reported_by` is the signed-in user, whatever the body says. */
  create: desk
    .input(CreateClaimSchema)
    .mutation(async ({ ctx, input }) => getClaim(ctx.call, await createClaim(ctx.call, input))),
  /** A claim the passenger filed, confirmed by an agent. */
  confirm: desk.input(v.object({ id: IdParamSchema })).mutation(({ ctx, input }) => confirmClaim(ctx.call, input.id)),
  /** A found bag sent out to its passenger: their page says it is on its way. */
  outForDelivery: desk
    .input(v.object({ id: IdParamSchema }))
    .mutation(({ ctx, input }) => sendOutForDelivery(ctx.call, input.id)),
  updateStatus: desk.input(UpdateClaimStatusSchema).mutation(async ({ ctx, input }) => ({
    ...(await updateClaimStatus(ctx.call, input)),
    message: LL(ctx.call.locale).serverErrors.claimStatusUpdated(),
  })),
});
