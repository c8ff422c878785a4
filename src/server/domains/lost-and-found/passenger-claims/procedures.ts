import {
  ClaimLookupSchema,
  FileClaimSchema,
  OwnReceiptSchema,
  PassengerClaimUpdateSchema,
} from '../../../../shared/schemas/passenger-claims';
import { publicProcedure, router } from '../../../platform/trpc';
import { fileClaims } from './filing';
import { lookupOwnClaim, updateOwnClaim } from './own-claim';
import { ownClaimReceipt } from './receipt';

// The passengers' own pages: no account, no session. What proves a claim is theirs is in each call, and every call is
// counted against its address (limits.ts).
export const passengerClaimsRouter = router({
  file: publicProcedure.input(FileClaimSchema).mutation(({ ctx, input }) => fileClaims(ctx.call, input)),
  /** A query by its meaning, a POST on the wire: the proofs stay out of URLs, logs and browser histories. */
  lookup: publicProcedure.input(ClaimLookupSchema).mutation(({ ctx, input }) => lookupOwnClaim(ctx.call, input)),
  /** The receipt (PDF): a POST too, for the same reason. */
  receipt: publicProcedure.input(OwnReceiptSchema).mutation(({ ctx, input }) => ownClaimReceipt(ctx.call, input)),
  update: publicProcedure
    .input(PassengerClaimUpdateSchema)
    .mutation(({ ctx, input }) => updateOwnClaim(ctx.call, input)),
});
