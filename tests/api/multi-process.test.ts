import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flights } from '../../src/server/domains/schema';
import { ADMIN, type TestApp } from '../helpers/app';
import { openStream, type StreamEvent } from '../helpers/sse';
import { startTwoServers, type TwoServers } from '../helpers/two-servers';
import { type TestDatabase } from '../helpers/db';
import { createAirport, createUser, DEFAULT_PASSWORD, signedIn, withCheapHash } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger } from '../helpers/flights';
import { call, signIn, sleep, type Server } from '../helpers/server-process';

// Any number of Tarmac processes behind a load balancer on one PostgreSQL behave as one. Two real
// server processes (from source, through tsx) share a database made for this file; each test signs in or
// changes something on one and looks on the other. "Within one second" is polled every 100 ms; the live board's
// updates are awaited up to ten seconds, as how soon they come is the bench's to measure.

/** Milliseconds until `probe` answers 401, asked every 100 ms for at most two seconds; Infinity if it never does. */
async function refusedAfter(probe: () => Promise<Response>) {
  const start = Date.now();
  while (Date.now() - start < 2_000) {
    if ((await probe()).status === 401) return Date.now() - start;
    await sleep(100);
  }
  return Infinity;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let a: Server;
  let b: Server;
  // the factories need only the database
  const t = {} as TestApp;

  let servers: TwoServers | undefined;

  beforeAll(async () => {
    servers = await startTwoServers();
    ({ database, a, b } = servers);
    t.database = database;
  }, 200_000);

  afterAll(async () => servers?.stop(), 30_000);

  it('purges personal data once between them: each runs the daily job at start, one does the work', async () => {
    const purges = async () =>
      (
        await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from audit_log where entity = 'retention' and action = 'purge'`,
        )
      )[0]!.n;
    await sleep(1_000); // B's run at start, begun as it became ready, has ended by now
    expect(await purges()).toBe(1);
  });

  it('a session made on one process works on the other', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    const res = await call(b, 'GET', '/api/user', { cookie });
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe(user.email);
  });

  it('a password changed on one process refuses the old session on the other within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(200); // now in B's cache
    const changed = await call(a, 'POST', '/api/profile/password', {
      cookie,
      body: {
        current_password: user.password,
        new_password: 'another-horse-2',
        new_password_confirmation: 'another-horse-2',
      },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await refusedAfter(() => call(b, 'GET', '/api/user', { cookie }))).toBeLessThanOrEqual(1_000);
  });

  it('a user disabled on one process has their token refused on the other within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    const made = await call(a, 'POST', '/api/tokens', { cookie, body: { name: 'scanner' } });
    expect(made.status).toBe(201);
    const { token } = (await made.json()) as { token: string };
    expect((await call(b, 'GET', '/api/user', { token })).status).toBe(200);
    const admin = await signIn(a, ADMIN.email, ADMIN.password);
    const disabled = await call(a, 'POST', `/api/users/${user.id}/disable`, { cookie: admin });
    expect(disabled.status, await disabled.clone().text()).toBe(200);
    expect(await refusedAfter(() => call(b, 'GET', '/api/user', { token }))).toBeLessThanOrEqual(1_000);
  });

  it('a token deleted on one process is refused on the other within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(b, user.email, user.password);
    const made = await call(b, 'POST', '/api/tokens', { cookie, body: { name: 'scanner' } });
    const { id, token } = (await made.json()) as { id: number; token: string };
    expect((await call(a, 'GET', '/api/user', { token })).status).toBe(200);
    expect((await call(b, 'DELETE', `/api/tokens/${id}`, { cookie })).status).toBe(204);
    expect(await refusedAfter(() => call(a, 'GET', '/api/user', { token }))).toBeLessThanOrEqual(1_000);
  });

  it('a process whose listening connection dropped listens again and still refuses within a second', async () => {
    const user = await createUser(t);
    const cookie = await signIn(a, user.email, user.password);
    expect((await call(b, 'GET', '/api/user', { cookie })).status).toBe(200);
    // the database restarts, a proxy cuts idle connections: what was sent before the LISTEN is back goes unheard
    const cut = await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
    );
    expect(cut.length).toBe(2);
    expect((await call(a, 'POST', '/logout', { cookie })).status).toBeLessThan(300);
    expect(await refusedAfter(() => call(b, 'GET', '/api/user', { cookie }))).toBeLessThanOrEqual(1_000);

    const other = await createUser(t);
    const second = await signIn(b, other.email, other.password);
    expect((await call(a, 'GET', '/api/user', { cookie: second })).status).toBe(200);
    expect((await call(b, 'POST', '/logout', { cookie: second })).status).toBeLessThan(300);
    expect(await refusedAfter(() => call(a, 'GET', '/api/user', { cookie: second }))).toBeLessThanOrEqual(1_000);
  });

  it('counts wrong passwords across both processes: ten alternating, and the eleventh is refused on either', async () => {
    const user = await withCheapHash(t, await createUser(t, { password: DEFAULT_PASSWORD }));
    for (let i = 0; i < 10; i++) {
      const res = await call(i % 2 ? b : a, 'POST', '/login', { body: { email: user.email, password: `wrong-${i}` } });
      expect(res.status).toBe(422);
    }
    for (const server of [a, b]) {
      const res = await call(server, 'POST', '/login', { body: { email: user.email, password: user.password } });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
  });

  it("a scan on one process reaches a board open on the other, and a board reconnecting with its last board's id is sent exactly what it missed", async () => {
    const airport = await createAirport(t);
    const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
    // off block already: no reason counts the minutes to departure, so the board changes only with its bags
    await database.db.update(flights).set({ off_block_at: new Date() }).where(eq(flights.id, flight.id));
    const passenger = await insertPassenger(t, flight.id);
    const bags = [];
    for (let i = 0; i < 4; i++) bags.push(await insertBag(t, passenger.id, { airport_id: airport.id }));
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage' });
    const input = { airport_id: airport.id };
    const load = async (bag: { bag_tag_number: string }) => {
      const res = await call(a, 'POST', '/api/baggage-events', {
        cookie: auth.cookie,
        body: { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id },
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    type Board = { flights: Array<{ id: number; bags: { loaded: number } }> };
    const openBoard = (base: string, cookie: string, input: Record<string, unknown>) =>
      openStream<Board>(base, cookie, 'board.live', input);
    const loaded = (event: StreamEvent<Board> | null) =>
      event?.data.flights.find((f) => f.id === flight.id)?.bags.loaded;

    // scans on A reach the board open on B. Two of them: B starts listening to the changes as the board opens, and
    // reads the board again once it listens, so the first scan may come through that read; once B has sent it, B
    // listens, and only PostgreSQL's NOTIFY from A can tell it of the second
    const onB = await openBoard(b.base, auth.cookie, input);
    try {
      expect(loaded(await onB.next(1, 10_000))).toBe(0);
      await load(bags[0]!);
      expect(loaded(await onB.next(2, 10_000))).toBe(1);
      await load(bags[1]!);
      expect(loaded(await onB.next(3, 10_000))).toBe(2);
    } finally {
      onB.close();
    }

    // a scan on A while the screen is away: reconnecting (to A) with the last id it got, it is sent the newest board
    // once, and nothing more
    await load(bags[2]!);
    const onA = await openBoard(a.base, auth.cookie, { ...input, lastEventId: onB.events.at(-1)!.id });
    try {
      expect(loaded(await onA.next(1, 10_000))).toBe(3);
      await sleep(1_000);
      expect(onA.events).toHaveLength(1);
    } finally {
      onA.close();
    }

    // nothing changed since: reconnecting (to B) with the last id, it is sent nothing until the next scan
    const again = await openBoard(b.base, auth.cookie, { ...input, lastEventId: onA.events[0]!.id });
    try {
      await again.connected;
      await sleep(1_000);
      expect(again.events).toEqual([]);
      await load(bags[3]!);
      expect(loaded(await again.next(1, 10_000))).toBe(4);
    } finally {
      again.close();
    }
  }, 60_000);
});
