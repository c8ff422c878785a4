import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../platform/db/client';
import type { Env } from '../../../platform/env';
import type { EventBus } from '../../../platform/event-bus';
import { airports, baggageClaims } from '../../schema';
import { retryAfterMs } from './backoff';
import { relayError, smtpMailer, type Mailer } from './mailer';
import { newsEmail } from './message';
import { CLAIM_NEWS_CHANNEL } from './queue';
import { claimNews } from './table';

// The sender of the passengers' e-mails (decision 063), in every process that has a mail relay. It takes the queued
// rows whose time has come, a few at a time, under a lease: an UPDATE of rows chosen FOR UPDATE SKIP LOCKED, so that
// two processes never take one row, and a lease that lapses (LEASE) so that a row whose process died is taken again.
// A row is sent, or tried again later (backoff.ts), or given up, each outcome written only by the lease's holder.
//
// A new row wakes every sender at once through the event bus (queue.ts), each taking what the others have not; a
// poll catches what a deaf moment missed, and a timer wakes the sender when the next retry is due.
//
// At least once: a process that dies between the relay's "250 OK" and writing `sent` leaves a row that another sends
// again when the lease lapses. Its Message-ID is the row's, so that a mail system may recognise the second.

/** Rows taken at a time. */
const BATCH = 10;
/** How long a taken row is this process's: longer than an attempt (mailer.ts: 30 s a step) could ever take. */
const LEASE = sql`now() + interval '5 minutes'`;
/** The longest the sender sleeps: rows whose announcement this process missed wait at most this. */
const POLL_MS = 30_000;
/** After a failed turn (the database away), the next one. */
const AFTER_FAILURE_MS = 5_000;
/** On stop, how long the e-mail being sent is waited for; a lease left behind lapses and another process sends it. */
const STOP_WAIT_MS = 5_000;

export type ClaimNewsSender = { start(): Promise<void>; stop(): Promise<void> };

export function claimNewsSender(
  db: Db,
  env: Env,
  log: FastifyBaseLogger,
  events: EventBus,
  mailer: Mailer = smtpMailer(env),
): ClaimNewsSender {
  const me = randomUUID();
  const domain = /@([^@>\s]+)>?$/.exec(env.SMTP_FROM ?? '')?.[1] ?? 'tarmac.invalid';
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let turn: Promise<void> | undefined;
  let again = false;
  let unsubscribe: (() => Promise<void>) | undefined;

  const later = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(wake, ms);
    timer.unref();
  };

  /** A turn now, or right after the one under way (a row may have come after it looked). */
  function wake() {
    if (stopped) return;
    if (turn) {
      again = true;
      return;
    }
    turn = (async () => {
      let next: number;
      try {
        do {
          again = false;
          while (!stopped && (await sendSome()) === BATCH);
        } while (again && !stopped);
        next = await untilNextDue();
      } catch (err) {
        log.warn({ err }, 'sending claim news failed: trying again shortly');
        next = AFTER_FAILURE_MS;
      }
      turn = undefined;
      // a row announced while the next one was being computed is not waited for
      later(again ? 0 : next);
    })();
  }

  /** One batch: rows taken under this process's lease and each sent or rescheduled; how many were taken. */
  async function sendSome() {
    const due = db
      .select({ id: claimNews.id })
      .from(claimNews)
      .where(
        and(
          // written out, not a parameter: the partial index holds these only
          sql`${claimNews.state} = 'queued'`,
          lte(claimNews.next_attempt_at, sql`now()`),
          or(isNull(claimNews.locked_until), lt(claimNews.locked_until, sql`now()`)),
        ),
      )
      .orderBy(claimNews.next_attempt_at, claimNews.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const taken = await db
      .update(claimNews)
      .set({ lease: me, locked_until: LEASE })
      .where(inArray(claimNews.id, due))
      .returning();
    taken.sort((a, b) => a.id - b.id);
    for (const row of taken) {
      if (stopped) break;
      await sendOne(row);
    }
    // what stopping left untried goes back at once to the other processes
    if (stopped) await release(taken.map((r) => r.id));
    return taken.length;
  }

  async function sendOne(row: typeof claimNews.$inferSelect) {
    const mine = and(eq(claimNews.id, row.id), eq(claimNews.lease, me));
    const done = { lease: null, locked_until: null } as const;
    const [claim] = await db
      .select({
        reference: baggageClaims.reference_number,
        check_code: baggageClaims.check_code,
        contact_name: baggageClaims.contact_name,
        contact_email: baggageClaims.contact_email,
        lang: baggageClaims.passenger_lang,
        erased: baggageClaims.personal_data_erased_at,
        airport_name: airports.name,
        airport_code: airports.code,
      })
      .from(baggageClaims)
      .innerJoin(airports, eq(airports.id, baggageClaims.arrival_airport))
      .where(eq(baggageClaims.id, row.claim_id));
    // the claim deleted meanwhile takes its rows with it (cascade): nothing left to write
    if (!claim) return;
    const dropped = claim.erased ? 'personal_data_erased' : !claim.contact_email ? 'no_email' : null;
    if (dropped) {
      await db
        .update(claimNews)
        .set({ ...done, state: 'dropped', drop_reason: dropped })
        .where(mine);
      return;
    }
    const email = newsEmail(env, {
      kind: row.kind,
      status: row.status,
      reference: claim.reference,
      check_code: claim.check_code,
      contact_name: claim.contact_name,
      lang: claim.lang ?? 'en',
      airport: `${claim.airport_name} (${claim.airport_code})`,
    });
    const attempts = row.attempts + 1;
    try {
      await mailer.send(claim.contact_email!, email, `<claim-news-${row.id}-${row.created_at.getTime()}@${domain}>`);
    } catch (err) {
      const wait = retryAfterMs(env, attempts);
      const last_error = relayError(err);
      log.warn({ claim_news: row.id, attempts, last_error }, 'a claim e-mail was not accepted by the mail relay');
      await db
        .update(claimNews)
        .set(
          wait === null
            ? { ...done, state: 'failed', attempts, last_error }
            : {
                ...done,
                attempts,
                last_error,
                next_attempt_at: sql`now() + ${`${wait} milliseconds`}::interval`,
              },
        )
        .where(mine);
      return;
    }
    await db
      .update(claimNews)
      .set({ ...done, state: 'sent', attempts, sent_at: sql`now()` })
      .where(mine);
  }

  async function release(ids: number[]) {
    if (!ids.length) return;
    await db
      .update(claimNews)
      .set({ lease: null, locked_until: null })
      .where(and(inArray(claimNews.id, ids), eq(claimNews.lease, me), sql`${claimNews.state} = 'queued'`));
  }

  /** Milliseconds until a queued row becomes due (its retry, or another process's lease lapsing), POLL_MS at most. */
  async function untilNextDue() {
    const [row] = await db
      .select({
        ms: sql<
          number | null
        >`extract(epoch from min(greatest(${claimNews.next_attempt_at}, coalesce(${claimNews.locked_until}, ${claimNews.next_attempt_at}))) - now()) * 1000`.mapWith(
          (v) => (v === null ? null : Number(v)),
        ),
      })
      .from(claimNews)
      .where(sql`${claimNews.state} = 'queued'`);
    const ms = row?.ms;
    // a row due already but taken by nobody is being taken by another process: look again shortly
    return ms === null || ms === undefined ? POLL_MS : Math.min(POLL_MS, Math.max(200, Math.ceil(ms)));
  }

  return {
    start: async () => {
      unsubscribe = await events.subscribe(CLAIM_NEWS_CHANNEL, {
        onMessage: wake,
        // listening (again): what was announced meanwhile went unheard
        onListening: wake,
      });
      wake();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await unsubscribe?.().catch(() => undefined);
      if (turn) await Promise.race([turn, new Promise((resolve) => setTimeout(resolve, STOP_WAIT_MS).unref())]);
      mailer.close();
    },
  };
}
