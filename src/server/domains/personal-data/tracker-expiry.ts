import { and, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { audit, changesOf, systemActor } from '../audit';
import { baggageClaims } from '../schema';
import { ERASED, eraseAuditValues } from './retention';

// A passenger's link to their bag's location (Find My, Find Hub) is shared for a few days only, and says where they
// or their bag are: once its end has passed it opens nothing and is erased, every hour (jobs/schedule.ts), with the
// values the audit trail holds of it. The claim's answers hide a link past its end already (tracker-link.ts
// liveTracker), so the hour between two runs shows nothing stale.

/** Erases the tracker links whose end is before `now`; answers how many. */
export async function eraseExpiredTrackerLinks(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // written as baggage_claims_tracker_expiry_idx is: the links set, by their end
    const expired = await tx
      .select({ id: baggageClaims.id, ended_at: baggageClaims.tracker_expires_at })
      .from(baggageClaims)
      .where(and(isNotNull(baggageClaims.tracker_url), lt(baggageClaims.tracker_expires_at, now)))
      .for('update');
    if (!expired.length) return 0;
    const ids = expired.map((c) => c.id);
    await tx
      .update(baggageClaims)
      // updated_at kept: it is the desk's last change, from which a delivered bag's complaint windows are counted
      .set({ tracker_url: null, tracker_expires_at: null, updated_at: sql`${baggageClaims.updated_at}` })
      .where(inArray(baggageClaims.id, ids));
    // the trail says when each went; the links it held, the passenger's, become the marker
    await audit(
      tx,
      systemActor('tracker expiry'),
      ...expired.map((c) => ({
        entity: 'claim' as const,
        entity_id: c.id,
        action: 'update' as const,
        changes: changesOf(
          { tracker_url: ERASED, tracker_expires_at: c.ended_at },
          { tracker_url: null, tracker_expires_at: null },
        ),
        note: 'the tracker link expired',
      })),
    );
    await eraseAuditValues(tx, 'claim', ids, ['tracker_url']);
    return ids.length;
  });
}
