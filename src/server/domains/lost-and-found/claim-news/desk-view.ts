import { asc, eq } from 'drizzle-orm';
import type { ClaimNewsEmail } from '../../../../shared/schemas/claim-news';
import type { Db } from '../../../platform/db/client';
import type { Env } from '../../../platform/env';
import { hasMailRelay } from './queue';
import { claimNews } from './table';

// What the desk sees of a claim's e-mails (the claim's `news`): whether the server can send any, and each one's
// state, so that an agent knows whether the passenger was told before they call them.

export async function claimNewsOf(db: Db, env: Env, claimId: number) {
  const rows = await db.select().from(claimNews).where(eq(claimNews.claim_id, claimId)).orderBy(asc(claimNews.id));
  const emails = rows.map(
    (r) =>
      ({
        id: r.id,
        kind: r.kind,
        status: r.status,
        state: r.state,
        attempts: r.attempts,
        next_attempt_at: r.state === 'queued' ? r.next_attempt_at : null,
        sent_at: r.sent_at,
        last_error: r.last_error,
        drop_reason: r.drop_reason,
        created_at: r.created_at,
      }) satisfies Record<keyof ClaimNewsEmail, unknown>,
  );
  return { relay: hasMailRelay(env) ? ('configured' as const) : ('not_configured' as const), emails };
}
