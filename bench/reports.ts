// The lost-and-found reports against a year of data: p95 of sequential GET /api/baggage-claims/reports
// for a 30-day and a 365-day period, and the plans of the report's queries (EXPLAIN ANALYZE with buffers, from
// auto_explain while the service answers: the plans of the code as it runs, not of a copy of its SQL).
// `npm run bench` measures a throw-away database loaded by bench:seed at 100,000 events (and BENCH_SCALE_URL, a
// database bench:seed loaded at 10 million, when set); `tsx bench/reports.ts --url postgres://…` measures one
// database already loaded (after `npm run build`; `--requests 20 --runs 1` for a quicker look).
import { execFileSync } from 'node:child_process';
import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { systemCall } from '../src/server/platform/call';
import * as schema from '../src/server/domains/schema';
import { parseEnv } from '../src/server/platform/env';
import { claimReport } from '../src/server/domains/lost-and-found/reports/service';
import { addDays, localDay } from '../src/shared/time';
import { adminToken, startServer, timedGets, withDatabase } from './server';
import { median, ms, percentile } from './stats';

const TZ = 'Africa/Kinshasa';
const PASSWORD = 'bench-password-1';
const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** Fewer with `--requests N --runs N`: the reports as they were took seconds each for a year. */
const REQUESTS = Number(option('requests') ?? 200);
const RUNS = Number(option('runs') ?? 3);

/** The periods measured: the last 30 and 365 days, every airport and the one the seeded claims are at. */
function periods() {
  const to = localDay(new Date(), TZ);
  return [30, 365].flatMap((days) =>
    ['', '1'].map((airport) => ({ days, airport, query: `from=${addDays(to, 1 - days)}&to=${to}&airport=${airport}` })),
  );
}

const p95 = async (base: string, token: string, path: string, requests = REQUESTS) =>
  percentile((await timedGets(base, token, path, requests)).times, 95);

/** The plans of the report's queries for one period, as auto_explain prints them (one connection, notices kept). */
async function plans(url: string, query: string) {
  const notices: string[] = [];
  const client = postgres(url, { max: 1, onnotice: (n) => notices.push(String(n.message)) });
  try {
    await client`load 'auto_explain'`;
    await client`set auto_explain.log_min_duration = 0`;
    await client`set auto_explain.log_analyze = on`;
    await client`set auto_explain.log_buffers = on`;
    await client`set auto_explain.log_timing = on`;
    await client`set auto_explain.log_level = notice`;
    const env = parseEnv({ APP_TIMEZONE: TZ, LOG_LEVEL: 'silent' });
    const params = new URLSearchParams(query);
    const airport: number | '' = Number(params.get('airport')) || '';
    const input = { from: params.get('from')!, to: params.get('to')!, airport };
    const call = systemCall(drizzle(client, { schema }), env, 'bench');
    await claimReport(call, input); // a first run reads the pages in; the second's plans are the ones shown
    notices.length = 0;
    await claimReport(call, input);
    return notices.filter((n) => !n.includes('from "airports"')).map((n) => n.replace(/^duration: [\d.]+ ms {2}/, ''));
  } finally {
    await client.end();
  }
}

/** p95 of each period (median of RUNS runs) on a loaded database, and the plans of the year's queries. */
export async function measureReports(url: string) {
  const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: TZ });
  try {
    const token = await adminToken(server.base, PASSWORD);
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const [size] = await sql<{ claims: number; passengers: number; flights: number; events: number }[]>`
      select (select count(*)::int from baggage_claims) as claims, (select count(*)::int from passengers) as passengers,
             (select count(*)::int from flights) as flights, (select count(*)::int from bag_events) as events`;
    // as autovacuum leaves it within a minute: a load's trigger-kept columns (first deliveries, passenger counts)
    // were written as updates, whose dead rows a fresh load has not had vacuumed yet
    await sql`vacuum analyze`;
    await sql.end();
    const figures = [];
    // every path once warm (the server's first requests prepare statements and read pages in), then measured
    for (const p of periods()) await p95(server.base, token, `/api/baggage-claims/reports?${p.query}`, 10);
    for (const p of periods()) {
      const path = `/api/baggage-claims/reports?${p.query}`;
      const runs = [];
      for (let r = 0; r < RUNS; r++) runs.push(await p95(server.base, token, path));
      figures.push({ ...p, p95: median(runs) });
    }
    const year = periods().find((p) => p.days === 365 && p.airport === '')!;
    return { size: size!, figures, plans: await plans(url, year.query) };
  } finally {
    await server.stop();
  }
}

type Measure = Awaited<ReturnType<typeof measureReports>>;

const sizeOf = (m: Measure) =>
  `${m.size.events.toLocaleString('en')} bag events, ${m.size.claims.toLocaleString('en')} claims, ` +
  `${m.size.passengers.toLocaleString('en')} passengers on ${m.size.flights.toLocaleString('en')} flights`;

export function reportsSection(measures: Measure[]) {
  const rows = measures[0]!.figures.map((f, i) => {
    const what = `${f.days} days, ${f.airport ? 'airport 1' : 'every airport'}`;
    return `| GET /api/baggage-claims/reports, ${what} | ${measures.map((m) => ms(m.figures[i]!.p95)).join(' | ')} |`;
  });
  return [
    `## Lost-and-found reports against a year (p95 of ${REQUESTS} sequential requests, median of ${RUNS} runs; target ≤ 20 ms)`,
    '',
    `| call | ${measures.map(sizeOf).join(' | ')} |`,
    `|---|${measures.map(() => '---|').join('')}`,
    ...rows,
    '',
    'The claims per day and status come from claim_daily (kept by triggers on baggage_claims), the delivery times',
    "from the period's delivered claims alone (their first delivery kept on the claim), past due from the DELAYED",
    'claims whose clock started within the last 22 days, the passengers from passenger_arrival_daily (kept by a',
    "trigger on flights from each flight's passenger count).",
    '',
    `Plans of the 365-day report, every airport, at ${sizeOf(measures.at(-1)!)}:`,
    '',
    '```',
    ...measures.at(-1)!.plans,
    '```',
  ].join('\n');
}

/** For `npm run bench`: a database loaded at 100,000 events, and BENCH_SCALE_URL beside it when set. */
export async function reportsBench(pgUrl: string) {
  const small = await withDatabase(pgUrl, async (url) => {
    execFileSync('npx', ['tsx', 'bench/seed.ts', '--events', '100000', '--url', url], { stdio: 'ignore' });
    return measureReports(url);
  });
  const scale = process.env.BENCH_SCALE_URL;
  return reportsSection(scale ? [small, await measureReports(scale)] : [small]);
}

if (process.argv[1]?.endsWith('reports.ts')) {
  const url = option('url');
  if (!url) throw new Error('usage: tsx bench/reports.ts --url postgres://… (a database loaded by bench:seed)');
  console.log(reportsSection([await measureReports(url)]));
}
