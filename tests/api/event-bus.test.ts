import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { createEventBus, publish, type EventBus, type Subscriber } from '../../src/server/platform/event-bus';
import { databases, openTestDatabase, type DbKind, type TestDatabase } from '../helpers/db';
import { databaseUrl } from '../helpers/server-process';
import { tcpProxy } from '../helpers/tcp-proxy';

// The event bus (platform/event-bus.ts): what one publishes reaches every subscriber of the channel, in this process
// on both databases, and in another process sharing the PostgreSQL one; its listening comes back after a cut.

/** A subscriber that keeps what it is told. */
function recorder() {
  const messages: string[] = [];
  const told = { listening: 0, deaf: 0, heardUntil: 0 };
  const subscriber: Subscriber = {
    onMessage: (payload) => void messages.push(payload),
    onListening: () => void (told.listening += 1),
    onHeardUntil: (until) => void (told.heardUntil = until),
    onDeaf: () => void (told.deaf += 1),
  };
  return { messages, told, subscriber };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Long enough for a message that should not come to have come. */
const QUIET_MS = 300;

describe.each(databases())('The event bus on %s', (kind: DbKind) => {
  let database: TestDatabase;
  let bus: EventBus;
  const errors: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    bus = createEventBus(database, (_err, what) => void errors.push(what));
  });
  afterAll(async () => {
    await bus?.close();
    await database?.close();
  });

  it('brings a message to every subscriber of its channel in this process, and to none of another channel', async () => {
    const first = recorder();
    const second = recorder();
    const elsewhere = recorder();
    const stops = await Promise.all([
      bus.subscribe('test_bags', first.subscriber),
      bus.subscribe('test_bags', second.subscriber),
      bus.subscribe('test_flights', elsewhere.subscriber),
    ]);

    await bus.publish('test_bags', 'bag 0123456789 loaded');

    await expect.poll(() => first.messages).toEqual(['bag 0123456789 loaded']);
    await expect.poll(() => second.messages).toEqual(['bag 0123456789 loaded']);
    expect(first.told.listening).toBe(1);
    expect(first.told.heardUntil).toBeGreaterThan(Date.now());
    await sleep(QUIET_MS);
    expect(elsewhere.messages).toEqual([]);
    for (const stop of stops) await stop();
    expect(errors).toEqual([]);
  });

  it('brings nothing more to a subscriber that stopped, and goes on for the others', async () => {
    const leaving = recorder();
    const staying = recorder();
    const stopLeaving = await bus.subscribe('test_leaving', leaving.subscriber);
    const stopStaying = await bus.subscribe('test_leaving', staying.subscriber);

    await stopLeaving();
    await bus.publish('test_leaving', 'after');

    await expect.poll(() => staying.messages).toEqual(['after']);
    expect(leaving.messages).toEqual([]);
    await stopStaying();
  });

  it('sends a message published in a transaction at its commit, and none on a rollback', async () => {
    const { messages, subscriber } = recorder();
    const stop = await bus.subscribe('test_commits', subscriber);

    await database.db.transaction(async (tx) => {
      await publish(tx, 'test_commits', 'committed');
      await sleep(QUIET_MS);
      expect(messages).toEqual([]); // not before the commit
    });
    await expect.poll(() => messages).toEqual(['committed']);
    await database.db
      .transaction(async (tx) => {
        await publish(tx, 'test_commits', 'rolled back');
        throw new Error('undone');
      })
      .catch(() => {});
    await bus.publish('test_commits', 'next');

    await expect.poll(() => messages).toEqual(['committed', 'next']);
    await stop();
  });

  it('refuses a channel name PostgreSQL would fold and an empty message, saying why', async () => {
    await expect(bus.publish('Bags', 'x')).rejects.toThrow('lower-case letters');
    await expect(bus.subscribe('Bags', recorder().subscriber)).rejects.toThrow('lower-case letters');
    await expect(bus.publish('test_bags', '')).rejects.toThrow("taken for the event bus's heartbeat");
  });

  it('keeps a subscriber whose handler throws from stopping the others', async () => {
    const calm = recorder();
    const failing: Subscriber = {
      onMessage: () => {
        throw new Error('handler broke');
      },
    };
    const stops = [await bus.subscribe('test_faults', failing), await bus.subscribe('test_faults', calm.subscriber)];
    errors.length = 0;

    await bus.publish('test_faults', 'hello');

    await expect.poll(() => calm.messages).toEqual(['hello']);
    expect(errors).toEqual(['a subscriber of test_faults handling a message']);
    for (const stop of stops) await stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('The event bus between processes on one PostgreSQL', () => {
  let database: TestDatabase;
  // another process's pool and bus on the same database, as a second server behind the balancer has
  let other: Database;
  let bus: EventBus;
  let otherBus: EventBus;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    other = await openDatabase({ url: databaseUrl(database.name) });
    bus = createEventBus(database, () => {});
    otherBus = createEventBus(other, () => {});
  });
  afterAll(async () => {
    await Promise.all([bus?.close(), otherBus?.close()]);
    await other?.close();
    await database?.close();
  });

  it('brings a message published by one process to the subscribers of both', async () => {
    const here = recorder();
    const there = recorder();
    const stops = [
      await bus.subscribe('test_board', here.subscriber),
      await otherBus.subscribe('test_board', there.subscriber),
    ];

    await bus.publish('test_board', 'flight AF 123 landed');
    await publish(other.db, 'test_board', 'belt 3 open');

    await expect.poll(() => there.messages).toEqual(['flight AF 123 landed', 'belt 3 open']);
    await expect.poll(() => here.messages).toEqual(['flight AF 123 landed', 'belt 3 open']);
    for (const stop of stops) await stop();
  });

  it('listens again when its listening connection is ended, and hears what is published after', async () => {
    const { messages, told, subscriber } = recorder();
    const stop = await otherBus.subscribe('test_restart', subscriber);
    expect(told.listening).toBe(1);

    // the database restarts, a proxy cuts idle connections: the listening backend goes
    const ended = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%test_restart%'`,
    );
    expect(ended.length).toBe(1);
    await expect.poll(() => told.listening, { timeout: 10_000 }).toBe(2);
    await bus.publish('test_restart', 'after the cut');

    await expect.poll(() => messages).toEqual(['after the cut']);
    await stop();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('The event bus with PostgreSQL out of reach', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof tcpProxy>>;
  let throughProxy: Database;
  let bus: EventBus;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    const direct = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await tcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const url = new URL(databaseUrl(database.name));
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    throughProxy = await openDatabase({ url: url.toString() });
    bus = createEventBus(throughProxy, () => {});
  });
  afterAll(async () => {
    await proxy?.restore();
    await bus?.close();
    await throughProxy?.close();
    await proxy?.close();
    await database?.close();
  });

  it('tells its subscribers it went deaf while cut off, then listens again by itself and hears what comes', async () => {
    const { messages, told, subscriber } = recorder();
    const stop = await bus.subscribe('test_outage', subscriber);
    expect(told.listening).toBe(1);

    await proxy.cut();
    await expect.poll(() => told.deaf, { timeout: 15_000, interval: 200 }).toBeGreaterThan(0);
    await proxy.restore();
    await expect.poll(() => told.listening, { timeout: 15_000, interval: 200 }).toBeGreaterThan(1);
    await publish(database.db, 'test_outage', 'back');

    await expect.poll(() => messages).toEqual(['back']);
    expect(told.heardUntil).toBeGreaterThan(Date.now());
    await stop();
  }, 45_000);
});
