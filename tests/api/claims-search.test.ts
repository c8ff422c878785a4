import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/db/rows';
import { listClaims } from '../../src/server/domains/lost-and-found/claims/service';
import { testCall } from '../helpers/call';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';

// The claim search reads through trigram indexes (migration 0010) and finds what the "or" over
// claims and their passengers found before: any part of the reference, the tag, the contact's or the passenger's name.

const CLAIMS = 600;

describe.each(databases())('claim search on %s', (kind) => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await openTestDatabase(kind);
    const run = (q: ReturnType<typeof sql>) => d.db.execute(q);
    await run(sql`insert into airports (code, name) values ('FIH', 'Kinshasa')`);
    await run(sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
                  values ('8Z101', 1, 1, now(), now() + interval '2 hours')`);
    await run(sql`insert into passengers (flight_id, name, pnr, seat)
                  select 1, (array['MBUYI/ALICE','KABILA/JEAN','TSHISEKEDI/ANNE','O''NEIL/ROSE'])[1 + g % 4] || g,
                         lpad(g::text, 6, '0'), '1A'
                  from generate_series(1, ${CLAIMS}) g`);
    // a third of the claims have no passenger; their contact is someone else than the passenger
    await run(sql`insert into baggage_claims (reference_number, status, bag_tag_number, passenger_id, arrival_airport,
                                               contact_name, contact_phone, temporary_address, created_at)
                  select 'FIH8Z' || lpad(g::text, 5, '0'), 'DELAYED',
                         case when g % 5 = 0 then null else '8Z-2026-' || lpad((g * 37)::text, 8, '0') end,
                         case when g % 3 = 0 then null else g end, 1,
                         (array['Mbuyi Alice','Ngoy Paul','Anne 100% Kanku','Rose_Mwamba'])[1 + g % 4], '+243', 'Hotel',
                         now() - g * interval '1 hour'
                  from generate_series(1, ${CLAIMS}) g`);
  }, 120_000);
  afterAll(() => d?.close());

  /** The claims matching a term, straight from the tables, newest first. */
  const direct = async (term: string) => {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await queryRows<{ id: number }>(
      d.db,
      sql`select c.id from baggage_claims c left join passengers p on p.id = c.passenger_id
          where c.reference_number ilike ${like} or c.bag_tag_number ilike ${like}
             or c.contact_name ilike ${like} or p.name ilike ${like}
          order by c.created_at desc, c.id desc`,
    );
    return rows.map((r) => Number(r.id));
  };
  /** Every page of the search, by its links' cursors. */
  const searched = async (term: string) => {
    const ids: number[] = [];
    let page = await listClaims(testCall(d.db, { tz: 'UTC' }), { page: 1, search: term });
    const total = page.total;
    for (;;) {
      ids.push(...page.data.map((c) => c.id));
      const next = page.next_page_url && new URL(page.next_page_url, 'http://x').searchParams.get('after');
      if (!next) break;
      const after = JSON.parse(Buffer.from(next, 'base64url').toString()) as { t: string; id: number };
      page = await listClaims(testCall(d.db, { tz: 'UTC' }), { page: page.current_page + 1, search: term, after });
    }
    return { ids, total };
  };

  it.each(['FIH8Z0004', '8z-2026-0000', '0123', 'alice', 'KABILA', "o'neil", 'ngoy', '100%', 'e_m', 'ab', 'x'])(
    'finds by "%s" what the tables hold, in order, with the right total',
    async (term) => {
      const expected = await direct(term);
      const { ids, total } = await searched(term);
      expect(ids).toEqual(expected);
      expect(total).toBe(expected.length);
    },
  );

  it('finds matches at all (the terms above are not all empty)', async () => {
    expect((await direct('alice')).length).toBeGreaterThan(50);
    expect((await direct('KABILA')).length).toBeGreaterThan(50);
    expect((await direct('100%')).length).toBeGreaterThan(50);
  });
});
