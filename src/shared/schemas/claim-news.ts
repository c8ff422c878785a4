import * as v from 'valibot';
import { CLAIM_STATUSES } from '../claim-codes';
import { IntSchema, TimestampSchema } from './common';

// The e-mails that tell passengers their claim's news (decision 063), as the desk sees them on the claim.

/** A change of status, the desk's confirmation of a claim the passenger filed, or its found bag sent out to them. */
export const CLAIM_NEWS_KINDS = ['status', 'confirmed', 'on_its_way'] as const;
/** Waiting to go (also between attempts), gone, given up after its attempts, or never to go (`drop_reason`). */
export const CLAIM_NEWS_STATES = ['queued', 'sent', 'failed', 'dropped'] as const;
/** The claim had no e-mail address when its turn came, or its personal data had been erased. */
export const CLAIM_NEWS_DROP_REASONS = ['no_email', 'personal_data_erased'] as const;

export const ClaimNewsEmailSchema = v.object({
  id: IntSchema,
  kind: v.picklist(CLAIM_NEWS_KINDS),
  /** The claim's status it tells. */
  status: v.picklist(CLAIM_STATUSES),
  state: v.picklist(CLAIM_NEWS_STATES),
  attempts: IntSchema,
  /** When it is tried next, while queued. */
  next_attempt_at: v.nullable(TimestampSchema),
  sent_at: v.nullable(TimestampSchema),
  /** What the mail relay last answered, when an attempt failed (no address in it). */
  last_error: v.nullable(v.string()),
  drop_reason: v.nullable(v.picklist(CLAIM_NEWS_DROP_REASONS)),
  created_at: TimestampSchema,
});
export type ClaimNewsEmail = v.InferOutput<typeof ClaimNewsEmailSchema>;

/**
 * Whether the passenger is told by e-mail: `not_configured` when the server has no mail relay (SMTP_URL), then no
 * e-mail is queued; `emails`, the claim's, oldest first.
 */
export const ClaimNewsSchema = v.object({
  relay: v.picklist(['configured', 'not_configured']),
  emails: v.array(ClaimNewsEmailSchema),
});
