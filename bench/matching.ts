import { systemCall } from '../src/server/call';
import { openDatabase } from '../src/server/db/client';
import { parseEnv } from '../src/server/env';
import { matchesForClaim, matchesForFoundBag } from '../src/server/services/found-bags';
import { withDatabase } from './server';
import { median, ms, percentile } from './stats';

// Found bags against claims (issue 15): how long the proposals take with tens of thousands of open items on
// each side, on PostgreSQL. The service is called directly: this measures the query and the scoring, not HTTP.

const CLAIMS = 40_000;
const FOUND = 20_000;
const RUNS = 40;
/** The claim clocks as configured by default (21 days to lost; 7 and 21 days to complain), in Kinshasa's time. */
const env = parseEnv({ APP_TIMEZONE: 'Africa/Kinshasa', LOG_LEVEL: 'silent' });

export async function matchingBench(pgUrl: string) {
  return withDatabase(pgUrl, async (url, sql) => {
    const database = await openDatabase({ url });
    try {
      const [airport] = await sql<
        { id: number }[]
      >`insert into airports (code, name) values ('FIH', 'Kinshasa') returning id`;
      // descriptions drawn from the vocabulary: many black suitcases, as at a real desk
      await sql`
        insert into baggage_claims (reference_number, status, bag_tag_number, bag_color, bag_type, bag_brand, description, flight_number, flight_date, arrival_airport, contact_name, contact_phone, temporary_address, created_at)
        select 'FIH8Z' || lpad(g::text, 6, '0'), (array['LOST','DELAYED','DELAYED','FOUND','DELIVERED'])[1 + g % 5],
          '8Z-2026-' || lpad(g::text, 8, '0'), (array['BK','BK','BU','GY','RD','GN','MC'])[1 + g % 7], (array['Suitcase','22','29','Backpack','25'])[1 + g % 5],
          (array['Samsonite','Delsey','Eastpak','Nike',null])[1 + g % 5], 'Hard shell with a ribbon number ' || g, '8Z' || (100 + g % 300), current_date - (g % 60),
          ${airport!.id}, 'PASSENGER' || g || '/NAME MR', '+243', 'Hotel', now() - (g % 60) * interval '1 day'
        from generate_series(1, ${CLAIMS}) g`;
      await sql`
        insert into found_bags (status, bag_tag_number, bag_color, bag_type, bag_brand, contents, flight_number, found_at, found_location, airport_id, name_on_label)
        select (array['OPEN','OPEN','MATCHED'])[1 + g % 3], case when g % 4 = 0 then '8Z-2026-' || lpad((g * 2)::text, 8, '0') end,
          (array['BK','BU','GY','RD','GN','MC','BK'])[1 + g % 7], (array['Suitcase','22','29','Backpack','25'])[1 + g % 5], (array['Samsonite','Delsey','Eastpak','Nike',null])[1 + g % 5],
          'Clothes and a ribbon ' || g, case when g % 2 = 0 then '8Z' || (100 + g % 300) end, now() - (g % 60) * interval '1 day', 'Belt ' || (g % 9), ${airport!.id},
          case when g % 5 = 0 then 'Passenger' || (g * 3) end
        from generate_series(1, ${FOUND}) g`;
      await sql`analyze`;
      const time = async (fn: (i: number) => Promise<unknown>) => {
        const t: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const start = performance.now();
          await fn(i);
          t.push(performance.now() - start);
        }
        return t;
      };
      const call = systemCall(database.db, env, 'bench');
      const forBag = await time((i) => matchesForFoundBag(call, 1 + ((i * 487) % FOUND)));
      const forClaim = await time((i) => matchesForClaim(call, 1 + ((i * 997) % CLAIMS)));
      return [
        '## Found bags matched to claims',
        '',
        `${CLAIMS.toLocaleString('en')} claims (three in five open) and ${FOUND.toLocaleString('en')} found bags (two in three open), PostgreSQL, ${RUNS} calls each, the service called directly.`,
        '',
        '| proposals | median | p95 |',
        '|---|---|---|',
        `| claims for a found bag | ${ms(median(forBag))} | ${ms(percentile(forBag, 95))} |`,
        `| found bags for a claim | ${ms(median(forClaim))} | ${ms(percentile(forClaim, 95))} |`,
      ].join('\n');
    } finally {
      await database.close();
    }
  });
}
