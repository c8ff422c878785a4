import type { ClaimStatus } from '../../../../shared/claim-codes';
import type { CLAIM_NEWS_KINDS } from '../../../../shared/schemas/claim-news';
import type { Transaction } from '../../../platform/db/client';
import type { Env } from '../../../platform/env';
import { publish } from '../../../platform/event-bus';
import { claimNews } from './table';

// News for the passenger is queued in the transaction that makes it (a change of status, a confirmation): it exists
// if and only if the change was committed, and a process that dies right after the commit loses nothing, as the
// senders find the row in the table. The message on the event bus only wakes them sooner than their poll.

type ClaimNewsKind = (typeof CLAIM_NEWS_KINDS)[number];

/** The event bus's channel on which a new row is announced to every process's sender. */
export const CLAIM_NEWS_CHANNEL = 'claim_news';

/** Whether this server may send e-mails at all: without a relay nothing is queued (decision 063). */
export const hasMailRelay = (env: Env) => Boolean(env.SMTP_URL && env.SMTP_FROM);

/** Queues one e-mail to the claim's passenger, in `tx`; nothing without a mail relay. */
export async function queueClaimNews(
  tx: Transaction,
  env: Env,
  news: { claim_id: number; kind: ClaimNewsKind; status: ClaimStatus },
) {
  if (!hasMailRelay(env)) return;
  const [row] = await tx.insert(claimNews).values(news).returning({ id: claimNews.id });
  await publish(tx, CLAIM_NEWS_CHANNEL, String(row!.id));
}
