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
import { pageRows } from '../../src/server/services/paginate';
import { listShifts } from '../../src/server/services/shifts';
import { listUsers } from '../../src/server/services/users';

// Issue 24 item 5: a page past the last answers at once, without the OFFSET query that would read and drop
// every row of the list on the way (keyset pages within the list are issue 28's).

describe('pageRows()', () => {
  it('reads the rows of a page up to the last, from its offset, and nothing past the last', async () => {
    const asked: number[] = [];
    const rows = (offset: number) => (asked.push(offset), Promise.resolve([offset]));
    expect(await pageRows({ page: 1, perPage: 20, total: 0 }, rows)).toEqual([0]);
    expect(await pageRows({ page: 3, perPage: 20, total: 45 }, rows)).toEqual([40]);
    expect(await pageRows({ page: 4, perPage: 20, total: 45 }, rows)).toEqual([]);
    expect(await pageRows({ page: 999_999, perPage: 20, total: 45 }, rows)).toEqual([]);
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
  const clocks = { tz, lostAfterDays: 21, delayComplaintDays: 21, damageComplaintDays: 7 };
  const lists = {
    users: (page: number) => listUsers(db, { page, path: '/api/users' }),
    claims: (page: number) => listClaims(db, { page, search: '' }, clocks),
    'found bags': (page: number) => listFoundBags(db, { page, search: '' }, tz),
    flights: (page: number) => listFlights(db, { page, tz }),
    'a flight’s passengers': async (page: number) =>
      (await getFlightWithPassengers(db, { id: flightId, page, tz })).passengers,
    shipments: (page: number) => listShipments(db, page),
    shifts: (page: number) => listShifts(db, { page, tz }),
    'bag events': (page: number) => eventsPage(db, { page }),
  };

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
});
