import { adminToken, startServer, timedGets, withDatabase } from './server';
import { median, ms, percentile } from './stats';

// Track by flight for a realistic busy flight (300 bags, a few events each) against a history of other
// bags' events, at two sizes: its answer's size and its p95. The answer should follow the flight, not the history.
const PASSWORD = 'bench-admin-password';
const TZ = 'Africa/Kinshasa';
const BAGS_ON_FLIGHT = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function seed(sql: import('postgres').Sql) {
  await sql`insert into airports (code, name) values ('FIH', 'Kinshasa'), ('GOM', 'Goma')`;
  // the tracked flight today, and 2,000 others over two years for the history's bags
  await sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
            values ('8Z777', 1, 2, now(), now() + interval '2 hours')`;
  await sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
            select '8Z' || (1000 + g), 1, 2, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval + interval '2 hours'
            from generate_series(1, 2000) g`;
  await sql`insert into passengers (flight_id, name, pnr, seat)
            select case when g <= ${BAGS_ON_FLIGHT} then 1 else 2 + g % 2000 end, 'PASSENGER/' || g, lpad(g::text, 6, '0'), (1 + g % 30) || 'A'
            from generate_series(1, 100000) g`;
  await sql`insert into bags (bag_tag_number, weight, passenger_id, airport_id)
            select '8Z-2026-' || lpad(g::text, 8, '0'), 20, g, 1 from generate_series(1, 100000) g`;
  // the flight's bags: checked in, loaded, delivered (every tenth still on its way)
  await sql`insert into bag_events (bag_id, event_type, airport_id, user_id, remark, created_at)
            select b, t, 1, 1, 'belt 3', now() - interval '1 hour' + (o || ' minutes')::interval
            from generate_series(1, ${BAGS_ON_FLIGHT}) b,
                 unnest(array['CHECKIN', 'LOADED', 'DELIVERED'], array[0, 20, 150]) as x(t, o)
            where not (t = 'DELIVERED' and b % 10 = 0)`;
}

/** Events of the other bags, four each, spread over two years. */
async function history(sql: import('postgres').Sql, upTo: number) {
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from bag_events`;
  for (let done = n; done < upTo; done += 500_000) {
    await sql`insert into bag_events (bag_id, event_type, airport_id, user_id, created_at)
              select ${BAGS_ON_FLIGHT + 1} + (g % ${100_000 - BAGS_ON_FLIGHT}), (array['CHECKIN','LOADED','DELIVERED','TRANSFERRED'])[1 + g % 4], 1, 1,
                     now() - interval '1 day' - (random() * interval '730 days')
              from generate_series(1, ${Math.min(500_000, upTo - done)}) g`;
  }
  await sql`vacuum analyze bag_events`;
}

async function measure(base: string, token: string) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  const path = `/api/track-by-flight?flight_number=8Z777&flight_date=${day}`;
  let bytes = 0;
  const p95s: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const run = await timedGets(base, token, path, 100);
    bytes = run.bytes;
    p95s.push(percentile(run.times, 95));
  }
  return { bytes, p95: median(p95s) };
}

export async function trackBench(pgUrl: string) {
  return withDatabase(pgUrl, async (url, sql) => {
    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: TZ });
    try {
      await seed(sql);
      const token = await adminToken(server.base, PASSWORD);
      const rows = [];
      for (const size of [100_000, 2_000_000]) {
        await history(sql, size);
        rows.push({ size, ...(await measure(server.base, token)) });
      }
      return `## Track by flight: a 300-bag flight (p95 of 100 sequential requests, median of ${RUNS} runs; target ≤ 20 ms)

| events in the database | answer (JSON, uncompressed) | p95 |
|---|---|---|
${rows.map((r) => `| ${r.size.toLocaleString('en')} | ${(r.bytes / 1024).toFixed(0)} KB | ${ms(r.p95)} |`).join('\n')}

The flight's 300 bags have 870 events (every tenth bag not yet delivered); the history belongs to 99,700 other bags.
The answer lists the newest 100 events and one Resolution 753 line per bag (docs/decisions/037).`;
    } finally {
      await server.stop();
    }
  });
}
