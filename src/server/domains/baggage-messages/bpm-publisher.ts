import { randomUUID } from 'node:crypto';
import { connect, type ChannelModel, type ConfirmChannel } from 'amqplib';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client';
import type { Env } from '../../platform/env';
import { bagEvents, bpmPublications } from '../schema';
import { formatBpm } from './bpm';
import { bpmEvents } from './bpm-feed';

// The BPMs of bag events published to the airport's broker (issue 42, item 6; decision 056). The publisher follows
// the feed (bpm-feed.ts) from a cursor kept in the database, apart from the scans: a scan writes its event and is
// done, whatever the broker does; the BPMs follow within a second. Several processes: the one holding the exchange's
// lease publishes, the others wait for it to lapse. Each BPM is confirmed by the broker (publisher confirms) before
// the cursor moves past it: a crash between the two publishes it again (at least once; its message id, `bpm-<event
// id>`, lets a receiver drop the second).

/** How often the feed is looked at, and the most BPMs published at a time. */
const EVERY_MS = 1000;
const PAGE = 100;
/** How long a process holds the exchange's lease without renewing it (it renews it at each turn). */
const LEASE_MS = 30_000;
const RECONNECT_MS = { first: 500, last: 30_000 };

export type BpmPublisher = { start(): void; stop(): Promise<void> };

export function bpmPublisher(db: Db, env: Env, log: FastifyBaseLogger): BpmPublisher {
  const url = env.BAGGAGE_AMQP_URL!;
  const exchange = env.BAGGAGE_AMQP_BPM_EXCHANGE!;
  const where = { exchange, broker: new URL(url).host };
  const me = randomUUID();
  let stopped = false;
  let model: ChannelModel | undefined;
  let channel: ConfirmChannel | undefined;
  let timer: NodeJS.Timeout | undefined;
  let failures = 0;
  let turn: Promise<void> = Promise.resolve();

  const next = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      turn = once().then(
        () => {
          failures = 0;
          next(EVERY_MS);
        },
        (err: unknown) => {
          log.warn({ ...where, err }, 'BPM publishing failed: trying again later');
          const wait = Math.min(RECONNECT_MS.last, RECONNECT_MS.first * 2 ** failures++);
          void dropConnection();
          next(wait);
        },
      );
    }, delay);
    timer.unref();
  };

  const dropConnection = async () => {
    const closing = model;
    model = channel = undefined;
    await closing?.close().catch(() => undefined);
  };

  const confirmChannel = async () => {
    if (channel) return channel;
    const connection = await connect(url);
    connection.on('error', (err: Error) => log.warn({ ...where, err }, 'BPM publishing: connection error'));
    connection.on('close', () => {
      if (model === connection) model = channel = undefined;
    });
    model = connection;
    const opened = await connection.createConfirmChannel();
    opened.on('error', (err: Error) => log.warn({ ...where, err }, 'BPM publishing: channel error'));
    opened.on('close', () => {
      if (channel === opened) channel = undefined;
    });
    // the exchange is the airport's, with its own type and bindings: checked, never declared
    await opened.checkExchange(exchange);
    channel = opened;
    return opened;
  };

  /** One turn: the lease taken (or renewed), a page of BPMs published and confirmed, the cursor moved past them. */
  const once = async () => {
    const after = await lease(db, exchange, me);
    if (after === null) return; // another process publishes
    const events = await bpmEvents(db, after, PAGE);
    if (!events.length) return;
    const ch = await confirmChannel();
    for (const e of events) {
      ch.publish(exchange, e.station, Buffer.from(`${formatBpm(e, env.APP_TIMEZONE)}\n`), {
        contentType: 'text/plain',
        messageId: `bpm-${e.id}`,
        timestamp: Math.floor(e.created_at.getTime() / 1000),
        persistent: true,
      });
    }
    await ch.waitForConfirms();
    await db
      .update(bpmPublications)
      .set({ after: events.at(-1)!.id, published_at: sql`now()` })
      .where(and(eq(bpmPublications.exchange, exchange), eq(bpmPublications.holder, me)));
  };

  return {
    start: () => next(0),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await turn;
      // the lease let go, so that another process takes over at once
      await db
        .update(bpmPublications)
        .set({ holder: null, leased_until: null })
        .where(and(eq(bpmPublications.exchange, exchange), eq(bpmPublications.holder, me)))
        .catch(() => undefined);
      await dropConnection();
    },
  };
}

/**
 * The exchange's lease for this process, taken when free or lapsed, renewed when its own: the cursor to publish
 * from, or null when another process holds it. An exchange published to for the first time starts at the newest
 * event: the BPMs of the events before it are in the feed (GET /api/baggage-messages/bpm), not sent again.
 */
async function lease(db: Db, exchange: string, me: string): Promise<number | null> {
  const until = sql`now() + ${`${LEASE_MS} milliseconds`}::interval`;
  await db
    .insert(bpmPublications)
    .values({ exchange, after: sql`(select coalesce(max(${bagEvents.id}), 0) from ${bagEvents})` })
    .onConflictDoNothing();
  const [row] = await db
    .update(bpmPublications)
    .set({ holder: me, leased_until: until })
    .where(
      and(
        eq(bpmPublications.exchange, exchange),
        or(
          isNull(bpmPublications.holder),
          eq(bpmPublications.holder, me),
          lt(bpmPublications.leased_until, sql`now()`),
        ),
      ),
    )
    .returning({ after: bpmPublications.after });
  return row?.after ?? null;
}
