import { eq } from 'drizzle-orm';
import { authorOf, type Call } from '../../../platform/call';
import { fail } from '../../../platform/errors';
import { LL } from '../../../platform/i18n';
import { audit, changesOf } from '../../audit';
import { baggageClaims, claimHistories } from '../../schema';
import { queueClaimNews } from '../claim-news';
import { getClaim } from './service';

// The desk sends a found bag out to its passenger (a courier, the airport's van): the passenger's page then says
// "on its way to you" instead of "found". Only a FOUND bag goes out; any later change of status (delivered, or back
// to searching when the courier brings it back) clears the mark (service.ts updateClaimStatus). Sending it out
// again, after a failed attempt, stamps the new time.

/** Marks a FOUND claim's bag as sent out now: 409 for any other status; a history row and an audit row. */
export async function sendOutForDelivery(call: Call, id: number) {
  const userId = authorOf(call).id;
  await call.db.transaction(async (tx) => {
    const [claim] = await tx
      .select({ status: baggageClaims.status, out_for_delivery_at: baggageClaims.out_for_delivery_at })
      .from(baggageClaims)
      .where(eq(baggageClaims.id, id))
      .for('update');
    if (!claim) throw fail('NOT_FOUND', 'claimNotFound', { id });
    if (claim.status !== 'FOUND') throw fail('CONFLICT', 'outForDeliveryNeedsFound', { status: claim.status });
    const at = new Date();
    await tx.update(baggageClaims).set({ out_for_delivery_at: at, updated_at: at }).where(eq(baggageClaims.id, id));
    // a history row of the same status, its note in the agent's words as a desk's notes are (an undone match's too):
    // the desk's history shows who sent it when; the passenger's page lists the changes of status only
    await tx.insert(claimHistories).values({
      claim_id: id,
      status: claim.status,
      note: LL(call.locale).claims.outForDeliveryNote(),
      user_id: userId,
    });
    await audit(tx, call, {
      entity: 'claim',
      entity_id: id,
      action: 'update',
      changes: changesOf(claim, { out_for_delivery_at: at }),
    });
    await queueClaimNews(tx, call.env, { claim_id: id, kind: 'on_its_way', status: claim.status });
  });
  return getClaim(call, id);
}
