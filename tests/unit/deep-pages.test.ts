import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { eventsPage } from '../../src/server/services/baggage-events';
import { listClaims } from '../../src/server/services/claims';
import { getFlightWithPassengers, listFlights } from '../../src/server/services/flights';
import { listFoundBags } from '../../src/server/services/found-bags';
import { listShipments } from '../../src/server/services/freight-shipments';
import { pageRows, type PageQuery } from '../../src/server/services/paginate';
import { listShifts } from '../../src/server/services/shifts';
import { listUsers } from '../../src/server/services/users';
import type { CursorValue } from '../../src/shared/schemas/common';
import { testCall } from '../helpers/call';

// Issue 24 item 5: a page past the last answers at once, without the OFFSET query that would read and drop
// every row of the list on the way (keyset pages within the list are issue 28's).

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
  let client: PGlite;
  let db: Db;
  let flightId: number;
  beforeAll(async () => {
    client = await PGlite.create('memory://');
    await migrate(drizzle(client, { schema }), { migrationsFolder: 'drizzle' });
    db = drizzle(client, { schema, logger: { logQuery: (query) => void queries.push(query) } }) as unknown as Db;
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
    users: (page: number, seek?: Seek) => listUsers(call(), { page, path: '/api/users', ...seek }),
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

  it.each(Object.keys(lists))('%s: empty data and the right last page, with no page query run', async (name) => {
    const list = lists[name as keyof typeof lists];
    queries.length = 0;
    const first = await list(1);
    // drizzle writes no OFFSET for 0: the page query is the one with a LIMIT
    expect(
      queries.some((q) => / limit /i.test(q)),
      'page 1 reads its rows',
    ).toBe(true);
    queries.length = 0;
    const deep = await list(999_999);
    expect(queries.filter((q) => / limit | offset /i.test(q))).toEqual([]);
    expect(deep).toMatchObject({
      data: [],
      current_page: 999_999,
      last_page: first.last_page,
      total: first.total,
      next_page_url: null,
    });
  });

  // Issue 28: a page read after (or before) the row a link names costs the same at any depth
  it.each(Object.keys(lists))('%s: a page after or before a cursor reads from that row on, no OFFSET', async (name) => {
    const list = lists[name as keyof typeof lists];
    for (const [seek, op] of [
      [{ after: cursorOf(name, 7) }, name === 'a flight’s passengers' ? '>' : '<'],
      [{ before: cursorOf(name, 7) }, name === 'a flight’s passengers' ? '<' : '>'],
    ] as const) {
      queries.length = 0;
      const page = await list(5_000, seek);
      const reads = queries.filter((q) => / limit /i.test(q));
      expect(reads, 'one page query').toHaveLength(1);
      expect(reads[0]).not.toMatch(/ offset /i);
      // the row comparison the (key, id) index answers, with the cursor's id as the second value
      expect(reads[0]).toMatch(new RegExp(`\\("\\w+"\\."\\w+", "\\w+"\\."id"\\) \\${op} \\(.+, \\$\\d+\\)`));
      expect(page.current_page).toBe(5_000);
    }
  });
});
