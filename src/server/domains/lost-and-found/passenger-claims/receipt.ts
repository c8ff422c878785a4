import type { OwnReceiptSchema } from '../../../../shared/schemas/passenger-claims';
import type * as v from 'valibot';
import type { Call } from '../../../platform/call';
import { claimReceiptPdf } from '../claims/receipt';
import { provenClaim } from './own-claim';

/**
 * The receipt the desk would print, for the passenger who proves the claim is theirs (the same 404 otherwise), with
 * what the claim was given rather than what its linked bag's lists say.
 */
export async function ownClaimReceipt(call: Call, input: v.InferOutput<typeof OwnReceiptSchema>) {
  const claim = await provenClaim(call, input);
  return claimReceiptPdf(call, { id: claim.id, lang: input.lang ?? call.locale, asTyped: true });
}
