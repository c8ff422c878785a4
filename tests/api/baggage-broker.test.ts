import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { bootstrap } from '../../src/server/db/bootstrap';
import { auditLog, baggageMessages, bags, bpmPublications } from '../../src/server/domains/schema';
import type { Db } from '../../src/server/platform/db/client';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { localDay } from '../../src/shared/time';
import { ADMIN, startApp, testEnv, type App, type TestApp } from '../helpers/app';
import { insertEventAt, scannableBag } from '../helpers/baggage';
import { RABBIT_URL, rabbitReachable, testBroker, type TestBroker } from '../helpers/broker';
import { openTestDatabase, type TestDatabase } from '../helpers/db';
import { createAirport } from '../helpers/factories';
import { databaseUrl } from '../helpers/server-process';
import { tcpProxy } from '../helpers/tcp-proxy';

// Baggage messages from the airport's broker (issue 42, item 3; decision 057). These tests need the RabbitMQ of this
// machine and of CI at amqp://guest:guest@127.0.0.1:5672 (TEST_AMQP_URL to name another), and are skipped where none
// answers, as the PostgreSQL ones are without TEST_DATABASE_URL; the database outage needs both. Each test has its own
// queue, deleted after it.

const rabbit = await rabbitReachable();

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const today = localDay(new Date(), 'Africa/Kinshasa');
const DDMMM = `${today.slice(8, 10)}${MONTHS[Number(today.slice(5, 7)) - 1]}`;
const uniquePlate = () => `0888${String(randomInt(0, 999_000)).padStart(6, '0')}`;

const bsm = (station: string, plate: string) =>
  [
    'BSM',
    `.V/1L${station}`,
    `.F/8Z${randomInt(1000, 9999)}/${DDMMM}/TOS/Y`,
    `.N/${plate}001`,
    '.P/HANSEN/OLAMR',
    'ENDBSM',
  ].join('\r\n');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits (up to `ms`) until `check` holds, then answers its last value. */
async function waitFor<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await sleep(100);
  }
}

/** The messages stored from a queue. */
const storedFrom = (db: Db, queue: string) =>
  db
    .select({ id: baggageMessages.id, outcome: baggageMessages.outcome, plates: baggageMessages.plates })
    .from(baggageMessages)
    .where(like(baggageMessages.delivery, `amqp:${queue}:%`));

const brokerEnv = (queue: string) => ({ BAGGAGE_AMQP_URL: RABBIT_URL, BAGGAGE_AMQP_QUEUE: queue });

describe.skipIf(!rabbit)('Baggage messages from the broker (needs RabbitMQ)', () => {
  let broker: TestBroker;
  const opened: Array<{ close: () => Promise<unknown> }> = [];
  beforeAll(async () => {
    broker = await testBroker();
  });
  afterEach(async () => {
    for (const o of opened.splice(0).reverse()) await o.close();
  });
  afterAll(async () => {
    await broker?.close();
  });

  /** An app on the embedded database consuming the queue, closed after the test. */
  async function consumingApp(queue: string): Promise<TestApp> {
    const t = await startApp('pglite', brokerEnv(queue));
    opened.push(t);
    return t;
  }

  it('stores a message of the queue, applies it, audits it as the broker, and only then acknowledges it', async () => {
    const queue = await broker.queue();
    const t = await consumingApp(queue);
    const station = await createAirport(t);
    const plate = uniquePlate();
    broker.publish(queue, bsm(station.code, plate), randomUUID());

    const rows = await waitFor(
      () => storedFrom(t.database.db, queue),
      (r) => r.some((m) => m.outcome !== 'received'),
    );
    expect(rows).toEqual([expect.objectContaining({ outcome: 'created', plates: [plate] })]);
    expect(await t.database.db.select().from(bags).where(eq(bags.bag_tag_number, plate))).toHaveLength(1);
    const [audited] = await t.database.db
      .select({ kind: auditLog.actor_kind, name: auditLog.actor_name })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'baggage_message'), eq(auditLog.entity_id, rows[0]!.id)));
    expect(audited).toEqual({ kind: 'system', name: 'broker' });
    expect(
      await waitFor(
        () => broker.counts(queue),
        (c) => c.ready + c.unacked === 0,
      ),
    ).toEqual({
      ready: 0,
      unacked: 0,
    });
  });

  it('stores a message given again, or given after a restart, once: by its message id, or its body without one', async () => {
    const queue = await broker.queue();
    const t = await startApp('pglite', brokerEnv(queue));
    opened.push(t);
    const station = await createAirport(t);
    const withId = bsm(station.code, uniquePlate());
    const withoutId = bsm(station.code, uniquePlate());
    const id = randomUUID();
    broker.publish(queue, withId, id);
    broker.publish(queue, withId, id);
    broker.publish(queue, withoutId);
    broker.publish(queue, withoutId);
    await waitFor(
      () => broker.counts(queue),
      (c) => c.ready + c.unacked === 0,
    );
    expect(await storedFrom(t.database.db, queue)).toHaveLength(2);

    // the process stops (its consumer with it) and another starts on the same database: the same again is stored once
    await t.app.close();
    const again: App = await buildApp({ database: t.database, env: t.env, logger: false });
    opened.push(again);
    await again.ready();
    broker.publish(queue, withId, id);
    broker.publish(queue, withoutId);
    await waitFor(
      () => broker.counts(queue),
      (c) => c.ready + c.unacked === 0,
    );
    await sleep(300);
    const rows = await storedFrom(t.database.db, queue);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.outcome)).toEqual(['created', 'created']);
  });

  it('applies a message that failed on our side when the broker gives it back, and only then acknowledges it', async () => {
    const queue = await broker.queue();
    const t = await consumingApp(queue);
    const station = await createAirport(t);
    const plate = uniquePlate();
    // the database refuses this bag, as a fault of Tarmac's would: the message is stored, failed, and given back
    await t.database.db.execute(
      sql.raw(`create function refuse_${plate}() returns trigger language plpgsql as $$ begin
        if new.bag_tag_number = '${plate}' then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger refuse_${plate} before insert on bags for each row execute function refuse_${plate}()`),
    );
    broker.publish(queue, bsm(station.code, plate), randomUUID());
    const failed = await waitFor(
      () => storedFrom(t.database.db, queue),
      (r) => r.some((m) => m.outcome === 'failed'),
    );
    expect(failed.map((m) => m.outcome)).toEqual(['failed']);
    expect((await broker.counts(queue)).ready + (await broker.counts(queue)).unacked).toBe(1);

    // fixed: the next try applies the same row, and the broker's message is acknowledged
    await t.database.db.execute(sql.raw(`drop trigger refuse_${plate} on bags`));
    await t.database.db.execute(sql.raw(`drop function refuse_${plate}()`));
    const rows = await waitFor(
      () => storedFrom(t.database.db, queue),
      (r) => r.every((m) => m.outcome === 'created'),
      30_000,
    );
    expect(rows).toEqual([expect.objectContaining({ id: failed[0]!.id, outcome: 'created', plates: [plate] })]);
    expect(
      await waitFor(
        () => broker.counts(queue),
        (c) => c.ready + c.unacked === 0,
      ),
    ).toEqual({ ready: 0, unacked: 0 });
  }, 60_000);

  it('refuses a body without a message, without storing it or taking it back', async () => {
    const queue = await broker.queue();
    const t = await consumingApp(queue);
    broker.publish(queue, 'hello', randomUUID());
    await waitFor(
      () => broker.counts(queue),
      (c) => c.ready + c.unacked === 0,
    );
    expect(await broker.counts(queue)).toEqual({ ready: 0, unacked: 0 });
    expect(await storedFrom(t.database.db, queue)).toHaveLength(0);
  });

  it('publishes each bag event as a BPM to the exchange, confirmed, once, apart from the scan', async () => {
    const { exchange, queue } = await broker.exchange();
    const t = await startApp('pglite', { BAGGAGE_AMQP_URL: RABBIT_URL, BAGGAGE_AMQP_BPM_EXCHANGE: exchange });
    opened.push(t);
    // the publisher starts at the newest event: the scans after it are published
    await waitFor(
      () => t.database.db.select().from(bpmPublications).where(eq(bpmPublications.exchange, exchange)),
      (rows) => rows.length === 1,
    );
    const { airport, bag } = await scannableBag(t);
    const loaded = await insertEventAt(t, { bagId: bag.id, airportId: airport.id, type: 'LOADED', at: new Date() });

    const got = await waitFor(
      () => broker.channel.get(queue, { noAck: true }),
      (m) => m !== false,
    );
    expect(got).not.toBe(false);
    if (got === false) return;
    expect(got.properties.messageId).toBe(`bpm-${loaded.id}`);
    expect(got.content.toString().split('\n')).toEqual([
      'BPM',
      `.V/1L${airport.code}`,
      expect.stringMatching(/^\.J\/R\/\/\/\d{2}[A-Z]{3}\/\d{4}L\/LOADED$/),
      expect.stringMatching(/^\.F\//),
      `.N/${bag.bag_tag_number}001`,
      'ENDBPM',
      '',
    ]);
    // the cursor moved past it: nothing else comes
    await waitFor(
      () => t.database.db.select().from(bpmPublications).where(eq(bpmPublications.exchange, exchange)),
      (rows) => rows[0]!.after === loaded.id,
    );
    await sleep(1500);
    expect(await broker.channel.get(queue, { noAck: true })).toBe(false);
  });

  describe.skipIf(!process.env.TEST_DATABASE_URL)('with PostgreSQL out of reach (needs PostgreSQL too)', () => {
    let direct: TestDatabase;
    let proxied: Database;
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let app: App | undefined;

    beforeAll(async () => {
      direct = await openTestDatabase('postgres');
      await bootstrap(direct.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
      const server = new URL(process.env.TEST_DATABASE_URL!);
      proxy = await tcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
      const url = new URL(databaseUrl(direct.name));
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      proxied = await openDatabase({ url: url.toString() });
    }, 60_000);

    afterAll(async () => {
      await proxy?.restore();
      await app?.close();
      await proxied?.close();
      await proxy?.close();
      await direct?.close();
    }, 30_000);

    it('keeps a message unacknowledged while the database is cut, and stores it once when it is back', async () => {
      const queue = await broker.queue();
      app = await buildApp({ database: proxied, env: testEnv(brokerEnv(queue)), logger: false });
      await app.ready();
      const station = await createAirport({ database: direct } as TestApp);
      const plate = uniquePlate();

      await proxy.cut();
      broker.publish(queue, bsm(station.code, plate), randomUUID());
      await sleep(3000);
      // nothing stored, and the broker still holds it: given back, given again, never acknowledged
      expect(await storedFrom(direct.db, queue)).toHaveLength(0);
      const held = await broker.counts(queue);
      expect(held.ready + held.unacked).toBe(1);

      await proxy.restore();
      await waitFor(
        () => broker.counts(queue),
        (c) => c.ready + c.unacked === 0,
        40_000,
      );
      await sleep(500);
      const rows = await storedFrom(direct.db, queue);
      expect(rows).toEqual([expect.objectContaining({ outcome: 'created', plates: [plate] })]);
      expect(await direct.db.select().from(bags).where(eq(bags.bag_tag_number, plate))).toHaveLength(1);
    }, 60_000);
  });
});
