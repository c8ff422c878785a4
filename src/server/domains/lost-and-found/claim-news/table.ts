import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CLAIM_STATUSES } from '../../../../shared/claim-codes';
import { CLAIM_NEWS_DROP_REASONS, CLAIM_NEWS_KINDS, CLAIM_NEWS_STATES } from '../../../../shared/schemas/claim-news';
import { createdAt, id, tstz } from '../../../platform/db/columns';
import { baggageClaims } from '../tables';

/**
 * The e-mails that tell passengers their claim's news (decision 063), one row each, queued in the transaction that
 * made the news and sent by every process's sender (sender.ts). It holds no address and no name: the sender reads
 * them from the claim when it sends, so a changed address is the one used and an erased claim is dropped.
 */
export const claimNews = pgTable(
  'claim_news',
  {
    id: id(),
    claim_id: integer('claim_id')
      .notNull()
      .references(() => baggageClaims.id, { onDelete: 'cascade' }),
    /** A change of status, or the desk's confirmation of a claim the passenger filed. */
    kind: text('kind', { enum: CLAIM_NEWS_KINDS }).notNull(),
    /** The claim's status it tells: the new one, or the one confirmed. */
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    state: text('state', { enum: CLAIM_NEWS_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a sender may take it: at once when queued, later after a failed attempt. */
    next_attempt_at: tstz('next_attempt_at').notNull().defaultNow(),
    /** The process sending it now (`lease`) and until when it may: a sender that died lets it go by itself. */
    lease: uuid('lease'),
    locked_until: tstz('locked_until'),
    sent_at: tstz('sent_at'),
    /** What the relay last answered (its addresses taken out): why it will be tried again, or why it failed. */
    last_error: text('last_error'),
    /** Why it was not sent at all. */
    drop_reason: text('drop_reason', { enum: CLAIM_NEWS_DROP_REASONS }),
    created_at: createdAt(),
  },
  (t) => [
    // what a sender takes: the queued rows whose time has come
    index('claim_news_due_idx')
      .on(t.next_attempt_at)
      .where(sql`state = 'queued'`),
    index('claim_news_claim_idx').on(t.claim_id, t.id),
  ],
);
