// `npm run bench:scale`: a realistic year loaded at two sizes, 100,000 and 10,000,000 bag events, and the
// same measures on both, side by side in bench/RESULTS.md (its "Airport scale" section, replaced in place):
// - how long bench:seed took to load each;
// - bag scans per second and their p99 on the freshly loaded database, before any ANALYZE (autovacuum held off by
//   `--fresh`), and again once analysed;
// - the p95 of every read a screen or an integrator makes against history, and the plan of its slowest statement
//   (auto_explain, written by PostgreSQL to its own log while the real server answers).
// Options: `--sizes 100000,10000000`, `--keep` (leave the databases, named tarmac_scale_<events>, for a look
// afterwards), `--reuse` (measure databases already loaded by an earlier --keep, without seeding them again).
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, readFileSync, readSync, statSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { encodeCursor } from '../src/shared/schemas/common';
import { addDays, localDay } from '../src/shared/time';
import { BAGS, scanRun } from './scan';
import { LOADED_TABLES } from './seed';
import { adminToken, startServer, timedGets } from './server';
import { median, ms, percentile } from './stats';

const option = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SIZES = (option('sizes') ?? '100000,10000000').split(',').map(Number);
const KEEP = process.argv.includes('--keep');
const REUSE = process.argv.includes('--reuse');
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Where PostgreSQL writes its log (Debian's default); the plans are read from it. */
const PG_LOG = process.env.BENCH_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const TZ = 'Africa/Kinshasa';
const PASSWORD = 'bench-scale-password';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REQUESTS = Number(option('requests') ?? 100);

/** The surname bench:seed gives most passengers (one in thirty): the one a desk types most. */
const COMMON_SURNAME = 'KASONGO';

const dbUrl = (name: string) => Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();

/** The reads measured, each with what it stands for; the ids and numbers come from the loaded database. */
async function readsOf(sql: postgres.Sql) {
  const today = localDay(new Date(), TZ);
  const [flight] = await sql<{ id: number; number: string; day: string; bags: number }[]>`
    select f.id, f.flight_number as number, to_char(f.departure_time at time zone ${TZ}, 'YYYY-MM-DD') as day,
           (select count(*)::int from bags b join passengers p on p.id = b.passenger_id where p.flight_id = f.id) as bags
    from flights f where f.id = (${sql.unsafe(TRACKED_FLIGHT)})`;
  const [claim] = await sql<{ id: number; reference: string; tag: string; name: string }[]>`
    select id, reference_number as reference, bag_tag_number as tag, contact_name as name from baggage_claims
    where status in ('DELAYED', 'LOST') order by contact_name like 'PAX%' desc, id desc limit 1`;
  // the newest of the year-round found bags: no open claim carries its tag
  const [found] = await sql<{ id: number }[]>`
    select g.id from found_bags g
    where g.status = 'OPEN' and not exists (select 1 from baggage_claims c where c.bag_tag_number = g.bag_tag_number
                                              and c.status in ('LOST', 'DELAYED'))
    order by g.id desc limit 1`;
  // a found bag whose tag an open claim carries, with a common surname on its label: the match a desk makes daily
  const [tagged] = await sql<{ id: number }[]>`
    select g.id from found_bags g
    where g.status = 'OPEN' and exists (select 1 from baggage_claims c where c.bag_tag_number = g.bag_tag_number
                                          and c.status in ('LOST', 'DELAYED'))
    order by coalesce(g.name_on_label like ${`${COMMON_SURNAME}/%`}, false) desc, g.id desc limit 1`;

  const [uldFlight] = await sql<{ id: number }[]>`select flight_id as id from ulds where flight_id is not null limit 1`;
  const [edge] = await sql<{ at: string; id: number }[]>`
    select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id::int as id from bag_events
    order by created_at desc, id desc offset ${4999 * 20 - 1} limit 1`;
  const [awb] = await sql<{ awb: string }[]>`select awb_number as awb from freight_shipments order by id limit 1`;
  const year = addDays(today, -364);
  const month = addDays(today, -29);
  return [
    ['Bag dashboard: figures', '/api/dashboard-stats'],
    ['Bag dashboard: week chart', '/api/dashboard/weekly-scans'],
    ['Bag dashboard: loaded this year', '/api/dashboard/yearly-loaded'],
    ['Bag dashboard: delivered this year', '/api/dashboard/yearly-delivered'],
    ['Freight dashboard: figures', '/api/freight/dashboard'],
    ['Freight dashboard: week chart', '/api/freight/dashboard/weekly-scans'],
    ['Freight dashboard: loaded this year', '/api/freight/dashboard/yearly-loaded'],
    ['Freight dashboard: delivered this year', '/api/freight/dashboard/yearly-delivered'],
    ['Freight dashboard: latest events', '/api/freight-events/recent'],
    ['Bag events, page 1', '/api/recent-events-paginate?page=1'],
    ['Bag events, page 5,000 by number', '/api/recent-events-paginate?page=5000'],
    [
      'Bag events, page 5,000 by its link',
      `/api/recent-events-paginate?page=5000&after=${edge ? encodeCursor({ t: edge.at, id: edge.id }) : ''}`,
    ],
    ['Search: a tag', '/api/search/tag?tag=8Z-2026-00004242'],
    ['Search: a tag in lower case', '/api/search/tag?tag=8z-2026-00004243'],
    ['Search: an AWB', `/api/search/tag?tag=${awb!.awb}`],
    ['Search: an AWB without its dash', `/api/search/tag?tag=${awb!.awb.replace('-', '')}`],
    ['Search: an unknown tag (404)', '/api/search/tag?tag=8Z-2026-99999999'],
    [
      `Track by flight (${flight!.bags} bags, ${4 + SCANS_A_DAY} scans each)`,
      `/api/track-by-flight?flight_number=${flight!.number}&flight_date=${flight!.day}`,
    ],
    [`A flight and its passengers (${flight!.bags} bags)`, `/api/flights/${flight!.id}`],
    ['Claims, page 1', '/api/baggage-claims'],
    ['Claims search: part of a tag', `/api/baggage-claims?search=${claim!.tag.slice(-6)}`],
    ['Claims search: part of a rare name', `/api/baggage-claims?search=${encodeURIComponent(claim!.name.slice(0, 8))}`],
    [`Claims search: a common surname, ${COMMON_SURNAME}`, `/api/baggage-claims?search=${COMMON_SURNAME}`],
    ['Claims search: part of a reference', `/api/baggage-claims?search=${claim!.reference.slice(3)}`],
    ['Claims due soon', '/api/baggage-claims?deadline=due'],
    ['Found bags, page 1', '/api/found-bags'],
    ['Proposals for a found bag', `/api/found-bags/${found!.id}/matches`],
    ["Proposals for a found bag an open claim's tag names", `/api/found-bags/${tagged!.id}/matches`],
    ['Proposals for a claim', `/api/baggage-claims/${claim!.id}/matches`],
    ['Claim reports, 30 days', `/api/baggage-claims/reports?from=${month}&to=${today}`],
    ['Claim reports, 365 days', `/api/baggage-claims/reports?from=${year}&to=${today}`],
    ['Shipments, page 1', '/api/freight-shipments'],
    // the last page at 100,000 events (2,000 shipments): a page past the end would read nothing to compare
    ['Shipments, page 100', '/api/freight-shipments?page=100'],
    ['ULDs', '/api/ulds'],
    ["A flight's ULDs", `/api/flights/${uldFlight!.id}/ulds`],
    ['Shifts, page 1', '/api/shifts'],
    ['Flights of the day', `/api/flights?date=${today}`],
    ['Audit trail, page 1', '/api/audit'],
  ] as const;
}

/** p95 of `n` sequential GETs (the unknown tag answers 404). */
const p95 = async (base: string, token: string, path: string, n = REQUESTS) =>
  percentile((await timedGets(base, token, path, n, true)).times, 95);

/**
 * The flight tracked: the year's last, a wide-body of some 300 bags at every size (bench:seed), scanned all day by
 * scannedAllDay and by nothing else.
 */
const TRACKED_FLIGHT = 'select max(id) from flights';

/**
 * Where the bags of the last week start (their tags are 8Z-2026-{id}) and how many the scans may pick from: a scan
 * reaches only a bag whose flight departs within the plate window of today, so the scans are of this week's bags,
 * not of the year's first. Up to the bench's usual 20,000 (a small load's week has a few hundred), and never the
 * tracked flight's (the year's last, so its bags come last): the bulk scans would pile thousands of events on each.
 */
async function thisWeeksBags(sql: postgres.Sql) {
  const [week = { first: 0, count: 0 }] = await sql<{ first: number; count: number }[]>`
    select coalesce(min(b.id) - 1, 0)::int as first, count(*)::int as count from flights f
    join passengers p on p.flight_id = f.id join bags b on b.passenger_id = p.id
    where f.departure_time > now() - interval '7 days' and f.departure_time <= now()
      and f.id <> (${sql.unsafe(TRACKED_FLIGHT)})`;
  return { first: week.first, count: Math.max(1, Math.min(BAGS, week.count)) };
}

/** Each scan a bag of a tracked flight gets in a day: agents at check-in, make-up, the hold, transfer, the belt. */
const SCANS_A_DAY = 12;

/**
 * The tracked flight scanned all day, through the API: SCANS_A_DAY scans for each of its bags, by 16 agents at
 * once, so that tracking it reads a busy flight's history (the load's own scans are four a bag).
 */
async function scannedAllDay(base: string, token: string, sql: postgres.Sql) {
  const tags = await sql<{ tag: string }[]>`
    select b.bag_tag_number as tag from bags b join passengers p on p.id = b.passenger_id
    where p.flight_id = (${sql.unsafe(TRACKED_FLIGHT)})`;
  const types = ['CHECKIN', 'LOADED', 'TRANSFERRED', 'LOADED'];
  const scans = tags.flatMap(({ tag }) => Array.from({ length: SCANS_A_DAY }, (_, k) => ({ tag, k })));
  for (let i = 0; i < scans.length; i += 16)
    await Promise.all(
      scans.slice(i, i + 16).map(async ({ tag, k }) => {
        const res = await fetch(`${base}/api/baggage-events`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ bag_tag_number: tag, event_type: types[k % 4], airport_id: 1 + (k % 2) }),
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`a scan of ${tag} was refused: ${res.status}`);
      }),
    );
}

/** Bag scans, RUNS runs from a fresh checkpoint each: scans per second and p99, medians. */
async function scans(base: string, token: string, sql: postgres.Sql) {
  const runs = [];
  const week = await thisWeeksBags(sql);
  for (let r = 0; r < RUNS; r++) {
    await sql`checkpoint`;
    runs.push(await scanRun(base, token, 'bag', undefined, week.first, week.count));
  }
  return { rps: median(runs.map((x) => x.rps)), p99: median(runs.map((x) => x.p99)), runs };
}

/** What PostgreSQL appended to its log since `from`. */
function logSince(from: number) {
  const fd = openSync(PG_LOG, 'r');
  try {
    const size = statSync(PG_LOG).size;
    const buffer = Buffer.alloc(size - from);
    readSync(fd, buffer, 0, buffer.length, from);
    return buffer.toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * The plan of each read's slowest statement: auto_explain is loaded for the database's new sessions, a server is
 * started on it, each read is asked twice (the second, warm, is the one kept) and its plans read from the log.
 */
async function plansOf(name: string, reads: Awaited<ReturnType<typeof readsOf>>) {
  try {
    closeSync(openSync(PG_LOG, 'r'));
  } catch {
    return null;
  }
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  const settings = {
    session_preload_libraries: 'auto_explain',
    'auto_explain.log_min_duration': '0',
    'auto_explain.log_analyze': 'on',
    'auto_explain.log_buffers': 'on',
    'auto_explain.log_timing': 'on',
  };
  for (const [key, value] of Object.entries(settings))
    await admin.unsafe(`alter database ${name} set ${key} = '${value}'`);
  const server = await startServer({ DATABASE_URL: dbUrl(name), ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: TZ });
  const plans: Record<string, string> = {};
  try {
    const token = await adminToken(server.base, PASSWORD);
    for (const [what, path] of reads) {
      await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const from = statSync(PG_LOG).size;
      await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
      await new Promise((r) => setTimeout(r, 200)); // the log is written by another process
      const entries = logSince(from)
        .split(/\n(?=\d{4}-\d\d-\d\d )/)
        .filter((e) => e.includes(`@${name} LOG:  duration:`) && e.includes('plan:'))
        // the session's own bookkeeping (the token's user, its last use) is not the read's
        .filter((e) => !/from "(api_tokens|users|sessions|airports)"|update "api_tokens"/.test(e))
        .map((e) => ({
          duration: Number(/duration: ([\d.]+) ms/.exec(e)?.[1] ?? 0),
          text: e.replace(/^.*?plan:\n/s, '').replace(/^\t/gm, ''),
        }));
      const slowest = entries.sort((a, b) => b.duration - a.duration)[0];
      if (slowest) plans[what] = `${slowest.duration.toFixed(2)} ms\n${slowest.text.trim()}`;
    }
  } finally {
    await server.stop();
    await admin.unsafe(`alter database ${name} reset all`);
    await admin.end();
  }
  return plans;
}

async function measure(events: number) {
  const name = `tarmac_scale_${events}`;
  const url = dbUrl(name);
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} });
  let seedMinutes: number | null = null;
  if (!REUSE) {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
    const started = performance.now();
    execFileSync('npx', ['tsx', 'bench/seed.ts', '--events', String(events), '--url', url, '--fresh'], {
      stdio: 'inherit',
    });
    seedMinutes = (performance.now() - started) / 60_000;
  }
  const sql = postgres(url, { max: 2, onnotice: () => {} });
  try {
    const [size] = await sql<Record<string, number>[]>`
      select (select count(*)::int from bag_events) as bag_events, (select count(*)::int from bags) as bags,
             (select count(*)::int from passengers) as passengers, (select count(*)::int from flights) as flights,
             (select count(*)::int from freight_events) as freight_events,
             (select count(*)::int from freight_shipments) as shipments,
             (select count(*)::int from baggage_claims) as claims, (select count(*)::int from found_bags) as found_bags,
             (select count(*)::int from baggage_claims where contact_name like ${`${COMMON_SURNAME}/%`})
               as ${sql(`claims_of_${COMMON_SURNAME}`)},
             (select count(*)::int from audit_log) as audit_rows`;
    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: TZ });
    let fresh = null;
    let analysed;
    let autovacuumOff = false;
    const reads: { what: string; path: string; p95: number }[] = [];
    let readList;
    try {
      const token = await adminToken(server.base, PASSWORD);
      if (!REUSE) {
        // the statistics PostgreSQL has then: none for any column (the row counts come from the index builds)
        const [{ analysed: seen } = { analysed: 0 }] = await sql<{ analysed: number }[]>`
          select count(*)::int as analysed from pg_stat_user_tables
          where relname = any(${LOADED_TABLES}) and (last_analyze is not null or last_autoanalyze is not null)`;
        // one run unmeasured first: the server's code compiled, its connections opened, as on any other morning
        const week = await thisWeeksBags(sql);
        await scanRun(server.base, token, 'bag', undefined, week.first, week.count);
        fresh = { ...(await scans(server.base, token, sql)), analysedTables: seen };
        for (const table of LOADED_TABLES) await sql.unsafe(`alter table ${table} reset (autovacuum_enabled)`);
      }
      await sql`vacuum analyze`;
      analysed = await scans(server.base, token, sql);
      // the event tables vacuumed, not analysed, after the scans: what autovacuum keeps doing after every 10,000
      // new events (migration 0016), done here at a known moment rather than whenever its once-a-minute pass comes,
      // and on a PostgreSQL that has it off (this machine's, for CI). A best case by up to the 10,000 newest events,
      // which autovacuum may not have visited yet.
      const [setting] = await sql<{ on: string }[]>`select current_setting('autovacuum') as on`;
      autovacuumOff = setting?.on !== 'on';
      await scannedAllDay(server.base, token, sql);
      await sql`vacuum bag_events, freight_events`;
      readList = await readsOf(sql);
      for (const [, path] of readList) await p95(server.base, token, path, 5); // warm: prepared, pages read in
      for (const [what, path] of readList) {
        const runs = [];
        for (let r = 0; r < RUNS; r++) runs.push(await p95(server.base, token, path));
        reads.push({ what, path, p95: median(runs) });
      }
    } finally {
      await server.stop();
    }
    const plans = await plansOf(name, readList);
    return { events, seedMinutes, fresh, analysed, autovacuumOff, reads, plans, size: size! };
  } finally {
    await sql.end();
    if (!KEEP) await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

type Measure = Awaited<ReturnType<typeof measure>>;

const n = (x: number) => x.toLocaleString('en');

function section(measures: Measure[], minutes: number) {
  const head = `| | ${measures.map((m) => `${n(m.events)} events`).join(' | ')} |\n|---|${measures.map(() => '---|').join('')}`;
  const row = (label: string, cell: (m: Measure) => string) => `| ${label} | ${measures.map(cell).join(' | ')} |`;
  const sizes = Object.keys(measures[0]!.size);
  const scanRatio = (get: (m: Measure) => number | undefined) => {
    const [a, b] = [get(measures[0]!), get(measures.at(-1)!)];
    return a && b ? (b / a).toFixed(2) : '–';
  };
  return `<!-- scale:start -->
## Airport scale: a year at ${measures.map((m) => n(m.events)).join(' and ')} bag events

\`npm run bench:scale\` on ${new Date().toISOString().slice(0, 10)}: ${minutes.toFixed(1)} minutes in all, loads included.
Each size is loaded by \`npm run bench:seed -- --events N --fresh\` into a new database, then measured through the
built server in its own process (PostgreSQL, Bearer token). Medians of ${RUNS} runs; a read's figure is the p95 of
${REQUESTS} sequential requests, after 5 unmeasured ones. Targets: reads ≤ 20 ms p95 at both sizes; scans at the large
size within 10 % of the small one, fresh or analysed.

### What was loaded

${head}
${row('load time (bench:seed)', (m) => (m.seedMinutes === null ? 'reused' : `${m.seedMinutes.toFixed(1)} min`))}
${sizes.map((k) => row(k.replace(/_/g, ' '), (m) => n(m.size[k]!))).join('\n')}

### Bag scans (POST /api/baggage-events, 32 connections, ${process.env.BENCH_DURATION ?? 20} s a run)

${head}
${row('fresh load, before any ANALYZE: scans per second', (m) => (m.fresh ? m.fresh.rps.toFixed(0) : '–'))}
${row('fresh load: p99', (m) => (m.fresh ? ms(m.fresh.p99) : '–'))}
${row('fresh load: tables analysed when measured', (m) => (m.fresh ? String(m.fresh.analysedTables) : '–'))}
${row('analysed: scans per second', (m) => m.analysed.rps.toFixed(0))}
${row('analysed: p99', (m) => ms(m.analysed.p99))}

Ratio of the large to the small size: fresh ${scanRatio((m) => m.fresh?.rps)}, analysed ${scanRatio((m) => m.analysed.rps)}.
Runs (scans/s, p99): ${measures.map((m) => `${n(m.events)}: ${[...(m.fresh?.runs ?? []), ...m.analysed.runs].map((r) => `${r.rps.toFixed(0)}, ${ms(r.p99)}`).join(' · ')}`).join(' | ')}.

### Reads (p95)

Measured after the scans above, so the newest day holds their events as well. The bench vacuums the event tables
(without analysing them) between the scans and the reads, as autovacuum does after every 10,000 new events
(migration 0016): a best case by up to the 10,000 newest events, which autovacuum may not have visited yet.${
    measures.some((m) => m.autovacuumOff) ? " This machine's PostgreSQL runs with autovacuum off (for CI)." : ''
  }

| read | ${measures.map((m) => `${n(m.events)} events`).join(' | ')} | path |
|---|${measures.map(() => '---|').join('')}---|
${measures[0]!.reads.map((r, i) => `| ${r.what} | ${measures.map((m) => ms(m.reads[i]!.p95)).join(' | ')} | \`${r.path.replace(/after=[\w-]+/, 'after=…')}\` |`).join('\n')}

What makes them what they are (the plans below show each):
- Dashboards and reports read counters kept as events and claims happen (bag_event_daily, freight_event_daily,
  claim_daily, passenger_arrival_daily): rows per day, not per event.
- Lists read their page through the index of their order and join afterwards; a page followed by its link starts
  from the row it names (the same cost at any depth), a page asked by number skips its OFFSET in the index; totals
  past 10,000 rows are the planner's estimate. Bag events asked by number start from the local day holding the
  page (the daily counters say which) and skip only that day's newer events: here that day is today, which the scan
  runs before the reads fill with a few hundred thousand scans at both sizes.
- Search and tracking go through unique indexes (tag, AWB) and the bag's own (bag_id, created_at) index; a flight's
  passengers through (flight_id, name, id), erased or not. The flight tracked is the year's last, a wide-body of
  some 300 bags at both sizes, each scanned ${SCANS_A_DAY} times through the API besides the load's four (the bulk scans
  never reach it): the same history at both sizes.
- Claim search reads the claims' own trigram indexes (reference, tag, contact, and the passenger's name the claim
  carries: decision 064), never the passengers: a common surname costs its matching claims. Matching reads the
  trigram and partial indexes of the open items, never every claim.
- The reports' delivery times are exact percentiles (median and 90th) of the period's delivered claims, sorted by
  PostgreSQL: the one part of a read whose cost follows the claims of the period, a year's at 10M being 43,000.
- Scans cost the same on a fresh load: their plan reads the bag's own index whatever the statistics, and JIT is off
  (a fresh 10M load's estimates once made every scan batch compile for 2 to 3 s).

### Plans at ${n(measures.at(-1)!.events)} events

The slowest statement of each read, as PostgreSQL ran it for the server (auto_explain: EXPLAIN ANALYZE with buffers).

${
  measures.at(-1)!.plans
    ? Object.entries(measures.at(-1)!.plans!)
        .map(([what, plan]) => `<details><summary>${what}</summary>\n\n\`\`\`\n${plan}\n\`\`\`\n\n</details>`)
        .join('\n')
    : `Not read: ${PG_LOG} is not readable here (set BENCH_PG_LOG).`
}
<!-- scale:end -->`;
}

/** Replaces the scale section of bench/RESULTS.md, or adds it at the end. */
export function writeScaleSection(text: string) {
  const file = 'bench/RESULTS.md';
  const results = readFileSync(file, 'utf8');
  const marked = /<!-- scale:start -->[\s\S]*<!-- scale:end -->/;
  writeFileSync(file, marked.test(results) ? results.replace(marked, text) : `${results.trimEnd()}\n\n${text}\n`);
}

/** The scale section as it stands, for `npm run bench` to keep when it rewrites the file. */
export function scaleSection() {
  try {
    return /<!-- scale:start -->[\s\S]*<!-- scale:end -->/.exec(readFileSync('bench/RESULTS.md', 'utf8'))?.[0];
  } catch {
    return undefined;
  }
}

if (process.argv[1]?.endsWith('scale.ts')) {
  const started = performance.now();
  const measures: Measure[] = [];
  for (const events of SIZES) measures.push(await measure(events));
  const text = section(measures, (performance.now() - started) / 60_000);
  writeScaleSection(text);
  console.log(text);
}
