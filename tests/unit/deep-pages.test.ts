import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/platform/db/client';
import * as schema from '../../src/server/domains/schema';
import { eventsPage } from '../../src/server/domains/baggage/service';
import { listClaims } from '../../src/server/domains/lost-and-found/claims/service';
import { rebuildDailyCounts } from '../../src/server/platform/daily-counts';
import { getFlightWithPassengers, listFlights } from '../../src/server/domains/flights/service';
import { listFoundBags } from '../../src/server/domains/lost-and-found/found-bags/service';
import { listShipments } from '../../src/server/domains/freight/shipments';
import { pageRows, type PageQuery } from '../../src/server/platform/paginate';
import { listShifts } from '../../src/server/domains/shifts/service';
import { listUsers } from '../../src/server/domains/users/service';
import type { CursorValue } from '../../src/shared/schemas/common';
import { testCall } from '../helpers/call';

// A page past the last answers at once, without the OFFSET query that would read and drop
// every row of the list on the way (keyset pages within the list are below).

describe('pageRows()', () => {
  it('reads the rows of a page up to the last, from its offset, and nothing past the last', async () => {
    const asked: number[] = [];
    const rows = (q: PageQuery) => (asked.push(q.offset), Promise.resolve([{ id: q.offset }]));
    // with no order a cursor can follow, no database is asked for the links' cursors
    const read = async (page: number, total: number) =>
      (await pageRows({} as Db, { page, perPage: 20, total, keyset: null }, rows)).rows;
    expect(await read(1, 0)).toEqual([{ id: 0 }]);
    expect(await read(3, 45)).toEqual([{ id: 40 }]);
    expect(await read(4, 45)).toEqual([]);
    expect(await read(999_999, 45)).toEqual([]);
    expect(asked).toEqual([0, 40]);
  });
});

describe('lists asked for a page far past their end', () => {
  const queries: string[] = [];
  const params: unknown[][] = [];
  let client: PGlite;
  let db: Db;
  let flightId: number;
  beforeAll(async () => {
    client = await PGlite.create('memory://', { extensions: { pg_trgm } });
    await migrate(drizzle(client, { schema }), { migrationsFolder: 'drizzle' });
    db = drizzle(client, {
      schema,
      logger: { logQuery: (query, p) => void (queries.push(query), params.push(p)) },
    }) as unknown as Db;
    const [service] = await db.insert(schema.services).values({ name: 'Passage', slug: 'passage' }).returning();
    await db.insert(schema.users).values({
      name: 'A',
      email: 'a@example.test',
      username: 'a',
      password_hash: 'x',
      role: 'agent',
      service_id: service!.id,
    });
    const [flight] = await db
      .insert(schema.flights)
      .values({
        flight_number: '8Z101',
        departure_time: new Date('2026-11-22T08:00Z'),
        arrival_time: new Date('2026-11-22T10:00Z'),
      })
      .returning();
    flightId = flight!.id;
  });
  afterAll(() => client?.close());

  const tz = 'Africa/Kinshasa';
  const call = () => testCall(db, { tz });
  type Seek = { after?: CursorValue; before?: CursorValue };
  const lists = {
    users: (page: number, seek?: Seek) => listUsers(call(), { page, ...seek }),
    claims: (page: number, seek?: Seek) => listClaims(call(), { page, search: '', ...seek }),
    'found bags': (page: number, seek?: Seek) => listFoundBags(call(), { page, search: '', ...seek }),
    flights: (page: number, seek?: Seek) => listFlights(call(), { page, ...seek }),
    'a flight’s passengers': async (page: number, seek?: Seek) =>
      (await getFlightWithPassengers(call(), { id: flightId, page, ...seek })).passengers!,
    shipments: (page: number, seek?: Seek) => listShipments(call(), { page, ...seek }),
    shifts: (page: number, seek?: Seek) => listShifts(call(), { page, ...seek }),
    'bag events': (page: number, seek?: Seek) => eventsPage(call(), { page, ...seek }),
  };
  // the key each list is sorted by, as its cursor carries it (passengers by name, the others by a timestamp)
  const cursorOf = (name: string, id: number): CursorValue =>
    name === 'a flight’s passengers' ? { s: 'M', id } : { t: '2026-11-22T08:00:00.123456Z', id };

  // a page query reads rows with LIMIT; the bounded count of a list's total (platform/list-total.ts) is not one, nor
  // the daily counters' newest days (platform/daily-counts.ts), which a numbered page of bag events asks beside its total
  const pageQueries = () =>
    queries.filter((q) => / limit | offset /i.test(q) && !/ count\(/i.test(q) && !/ from "\w+_daily" /.test(q));

  it.each(Object.keys(lists))('%s: empty data and the right last page, with no page query run', async (name) => {
    const list = lists[name as keyof typeof lists];
    queries.length = 0;
    const first = await list(1);
    // drizzle writes no OFFSET for 0: the page query is the one with a LIMIT
    expect(
      pageQueries().some((q) => / limit /i.test(q)),
      'page 1 reads its rows',
    ).toBe(true);
    queries.length = 0;
    const deep = await list(999_999);
    expect(pageQueries()).toEqual([]);
    expect(deep).toMatchObject({
      data: [],
      current_page: 999_999,
      last_page: first.last_page,
      total: first.total,
      next_page_url: null,
    });
  });

  // A page read after (or before) the row a link names costs the same at any depth
  it.each(Object.keys(lists))('%s: a page after or before a cursor reads from that row on, no OFFSET', async (name) => {
    const list = lists[name as keyof typeof lists];
    for (const [seek, op] of [
      [{ after: cursorOf(name, 7) }, name === 'a flight’s passengers' ? '>' : '<'],
      [{ before: cursorOf(name, 7) }, name === 'a flight’s passengers' ? '<' : '>'],
    ] as const) {
      queries.length = 0;
      const page = await list(5_000, seek);
      const reads = pageQueries();
      expect(reads, 'one page query').toHaveLength(1);
      expect(reads[0]).not.toMatch(/ offset /i);
      // the row comparison the (key, id) index answers, with the cursor's id as the second value
      expect(reads[0]).toMatch(new RegExp(`\\("\\w+"\\."\\w+", "\\w+"\\."id"\\) \\${op} \\(.+, \\$\\d+\\)`));
      expect(page.current_page).toBe(5_000);
    }
  });

  // A page asked by number starts from the local day holding its first row (the daily counters say which),
  // so OFFSET skips only that day's newer rows, not every row of the newer days
  it('bag events: a page by number skips only the rows of its own day', async () => {
    await db.execute(sql`insert into airports (code, name) values ('FIH', 'Kinshasa')`);
    const [passenger] = await db
      .insert(schema.passengers)
      .values({ name: 'P', pnr: 'ABC123', seat: '1A', flight_id: flightId })
      .returning();
    await db.execute(
      sql`insert into bags (bag_tag_number, weight, passenger_id, airport_id) values ('8Z-1', 20, ${passenger!.id}, 1)`,
    );
    // three local days of 50 events each, the newest on 22 November
    await db.execute(sql`
      insert into bag_events (bag_id, airport_id, event_type, created_at, updated_at)
      select 1, 1, 'LOADED', timestamptz '2026-11-22 12:00+01' - (i / 50) * interval '1 day' - (i % 50) * interval '1 minute', now()
      from generate_series(0, 149) i`);
    await rebuildDailyCounts(db, tz);
    queries.length = 0;
    params.length = 0;
    // page 5: rows 80 to 99, the 31st to 50th of the second day
    const page = await eventsPage(call(), { page: 5 });
    const read = queries.findIndex((q) => / offset /i.test(q));
    expect(queries[read]).toMatch(/at time zone/);
    expect(params[read]).toContain('2026-11-21');
    expect(params[read]).toContain(30);
    expect(params[read]).not.toContain(80);
    expect(page.data.map((e) => e.created_at)).toEqual(
      Array.from({ length: 20 }, (_, i) => new Date(Date.parse('2026-11-21T11:00Z') - (30 + i) * 60_000)),
    );
  });

  // the newest month of counters is read first; a row older than that has every day read, and still starts from its own
  it('bag events: a page by number older than the newest month of counters starts from its day too', async () => {
    // seven events a day on the 40 days before the three above: 19 November back to 11 October
    await db.execute(sql`
      insert into bag_events (bag_id, airport_id, event_type, created_at, updated_at)
      select 1, 1, 'LOADED', timestamptz '2026-11-20 12:00+01' - d * interval '1 day' - k * interval '1 minute', now()
      from generate_series(1, 40) d, generate_series(0, 6) k`);
    await rebuildDailyCounts(db, tz);
    queries.length = 0;
    params.length = 0;
    // page 20: rows 380 to 399; the newest 31 days hold 150 + 28 × 7 = 346, so the 33rd newer day holds row 380,
    // after 150 + 32 × 7 = 374 rows: its 7th, on 18 October
    const page = await eventsPage(call(), { page: 20 });
    const read = queries.findIndex((q) => / offset /i.test(q));
    expect(params[read]).toContain('2026-10-18');
    expect(params[read]).toContain(6);
    expect(params[read]).not.toContain(380);
    expect(page.data.map((e) => e.created_at)[0]).toEqual(new Date(Date.parse('2026-10-18T11:00Z') - 6 * 60_000));
  });
});
