import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/db/rows';
import { baggageClaims } from '../../src/server/domains/schema';
import { claimsMatching, listClaims } from '../../src/server/domains/lost-and-found/claims/service';
import { testCall } from '../helpers/call';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';
import { indexesRead, indexesServing } from '../helpers/plans';

// A claim carries its passenger's name (migration 0030), kept by triggers whoever writes: the claim search and
// found-bag matching read it through the claims' own trigram indexes. A common surname is one passenger in thirty:
// read from passengers, it read tens of thousands of them to find the claims among them.

const PASSENGERS = 6_000;
const CLAIMS = 3_000;

/** An airport, one flight and its `count` passengers, one in thirty a KASONGO (passenger ids 1 to `count`). */
async function flightOfPassengers(d: TestDatabase, count: number) {
  const run = (q: ReturnType<typeof sql>) => d.db.execute(q);
  await run(sql`insert into airports (code, name) values ('FIH', 'Kinshasa')`);
  await run(sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
                values ('8Z101', 1, 1, now(), now() + interval '2 hours')`);
  await run(sql`insert into passengers (flight_id, name, pnr, seat)
                select 1, case when g % 30 = 0 then 'KASONGO/JEAN' || g else 'PAX' || g || '/TRAVELLER' end,
                       lpad(g::text, 6, '0'), '1A'
                from generate_series(1, ${count}) g`);
}

describe.each(databases())("a claim's passenger name on %s", (kind) => {
  let d: TestDatabase;
  const run = (q: ReturnType<typeof sql>) => d.db.execute(q);
  /** The claims whose passenger, read from passengers, bears the term: what the search must find. */
  const byPassengers = async (term: string) =>
    (
      await queryRows<{ id: number }>(
        d.db,
        sql`select c.id from baggage_claims c join passengers p on p.id = c.passenger_id
            where p.name ilike ${`%${term}%`} order by c.id`,
      )
    ).map((r) => Number(r.id));
  /** The claims the search finds by the term, every page. */
  const searched = async (term: string) => {
    const first = await listClaims(testCall(d.db, { tz: 'UTC' }), { page: 1, search: term });
    const ids = first.data.map((c) => c.id);
    for (let page = 2; page <= first.last_page; page++)
      ids.push(...(await listClaims(testCall(d.db, { tz: 'UTC' }), { page, search: term })).data.map((c) => c.id));
    return ids.sort((a, b) => a - b);
  };
  const copyOf = async (id: number) =>
    (
      await queryRows<{ name: string | null }>(
        d.db,
        sql`select passenger_name as name from baggage_claims where id = ${id}`,
      )
    )[0]!.name;

  beforeAll(async () => {
    d = await openTestDatabase(kind);
    // one passenger in thirty a KASONGO; the contact who filed the claim is someone else (a relative)
    await flightOfPassengers(d, PASSENGERS);
    await run(sql`insert into baggage_claims (reference_number, status, passenger_id, arrival_airport, contact_name,
                                               contact_phone, temporary_address, created_at)
                  select 'FIH8Z' || lpad(g::text, 5, '0'), case when g % 2 = 0 then 'DELAYED' else 'DELIVERED' end,
                         g * 2, 1, 'RELATIVE' || g, '+243', 'Hotel', now() - g * interval '1 hour'
                  from generate_series(1, ${CLAIMS}) g`);
    await run(sql`analyze`);
  }, 120_000);
  afterAll(() => d?.close());

  it('is the passenger name on every claim written, and the search finds by it what passengers say', async () => {
    const expected = await byPassengers('kasongo');
    expect(expected.length).toBe(200); // passengers 30, 60, …, 6,000: claims 15, 30, …, 3,000
    expect(await searched('kasongo')).toEqual(expected);
    expect(await copyOf(15)).toBe('KASONGO/JEAN30');
  });

  it('follows the passenger: a corrected name, a claim moved to another passenger, a deleted passenger', async () => {
    await run(sql`update passengers set name = 'MUKENDI/JEAN30' where id = 30`);
    expect(await copyOf(15)).toBe('MUKENDI/JEAN30');
    expect(await searched('mukendi')).toEqual([15]);
    expect(await searched('KASONGO')).toEqual(await byPassengers('KASONGO'));
    expect(await searched('KASONGO')).not.toContain(15);

    await run(sql`update baggage_claims set passenger_id = 60 where id = 15`);
    expect(await copyOf(15)).toBe('KASONGO/JEAN60');

    await run(sql`insert into passengers (flight_id, name, pnr, seat) values (1, 'ILUNGA/ESTHER', 'ABC123', '2B')`);
    const [{ id } = { id: 0 }] = await queryRows<{ id: number }>(
      d.db,
      sql`select id from passengers where name = 'ILUNGA/ESTHER'`,
    );
    await run(sql`update baggage_claims set passenger_id = ${id} where id = 16`);
    expect(await searched('ilunga')).toEqual([16]);
    await run(sql`delete from passengers where id = ${id}`);
    expect(await copyOf(16)).toBeNull();
    expect(await searched('ilunga')).toEqual([]);
  });

  it("is erased with the passenger's name, in one statement for many, and no writer sets it otherwise", async () => {
    const before = await byPassengers('KASONGO');
    await run(sql`update passengers set name = '[erased]' where name like 'KASONGO/%' and id > 3000`);
    const after = await byPassengers('KASONGO');
    expect(after.length).toBeLessThan(before.length);
    expect(await searched('KASONGO')).toEqual(after);
    expect(await searched('[erased]')).toEqual(await byPassengers('[erased]'));

    await run(sql`update baggage_claims set passenger_name = 'SOMEONE/ELSE' where id = 20`);
    expect(await copyOf(20)).toBe('PAX40/TRAVELLER');
  });
});

describe.each(databases())('the plans of the reads by name on %s, at a register of 50,000 claims', (kind) => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await openTestDatabase(kind);
    const run = (q: ReturnType<typeof sql>) => d.db.execute(q);
    await flightOfPassengers(d, 50_000);
    // one claim in ten still open, as at an airport that closes them within weeks; rows as wide as a desk's, with
    // an address and a description (a narrow table is cheaper read whole than through four indexes)
    await run(sql`insert into baggage_claims (reference_number, status, bag_tag_number, passenger_id, arrival_airport,
                                               contact_name, contact_phone, temporary_address, description, created_at)
                  select 'FIH8Z' || lpad(g::text, 5, '0'), case when g % 10 = 0 then 'DELAYED' else 'DELIVERED' end,
                         '8Z-2026-' || lpad(g::text, 8, '0'), g, 1, 'RELATIVE' || g, '+243 81 555 ' || g,
                         'Hotel Memling, room ' || g || ', 5 avenue du Tchad, Gombe, Kinshasa',
                         'Black hard-shell suitcase, four wheels, red ribbon on the handle, a sticker ' || g,
                         now() - g * interval '1 hour'
                  from generate_series(1, 50000) g`);
    await run(sql`analyze`);
  }, 120_000);
  afterAll(() => d?.close());

  it("reads the claims' own trigram indexes, never the passengers'", async () => {
    // the planner may read a table this small whole: with that priced out, an index for each column searched
    const search = await indexesServing(
      d.db,
      d.db.select({ id: baggageClaims.id }).from(baggageClaims).where(claimsMatching('KASONGO')),
    );
    expect(search.sort()).toEqual([
      'baggage_claims_contact_trgm_idx',
      'baggage_claims_passenger_name_trgm_idx',
      'baggage_claims_reference_trgm_idx',
      'baggage_claims_tag_trgm_idx',
    ]);
    // found-bag matching's read of a name part in the passengers' names (found-bags/service.ts, candidates): the
    // open claims' own index
    const matching = await indexesRead(d.db, {
      getSQL: () =>
        sql`select id from baggage_claims where status in ('LOST', 'DELAYED') and passenger_name ilike '%KASONGO%'`,
    });
    expect(matching).toEqual(['baggage_claims_open_passenger_name_trgm_idx']);
  });
});
