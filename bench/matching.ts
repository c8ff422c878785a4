import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { systemCall } from '../src/server/platform/call';
import { openDatabase } from '../src/server/platform/db/client';
import * as schema from '../src/server/domains/schema';
import { parseEnv } from '../src/server/platform/env';
import { matchesForClaim, matchesForFoundBag } from '../src/server/domains/lost-and-found/found-bags/service';
import { withDatabase } from './server';
import { median, ms, percentile } from './stats';

// Found bags against claims: how long the proposals take with tens of thousands of open items
// on each side, on PostgreSQL, and whether that grows with history: the same calls again once years of closed
// claims and matched found bags, described with the same words, flights and names, lie in the same tables. The
// service is called directly: this measures the queries and the scoring, not HTTP. Each load is vacuumed, as
// autovacuum would have done long since on a working register: the first reads of fresh rows otherwise write hint
// bits, and the first of the two sizes paid for them.

const CLAIMS = 50_000;
const FOUND = 20_000;
/** Closed claims (FOUND, DELIVERED) and matched found bags of the three years before: history only. */
const OLD_CLAIMS = 300_000;
const OLD_FOUND = 100_000;
const RUNS = 60;
/** The claim clocks as configured by default (21 days to lost; 7 and 21 days to complain), in Kinshasa's time. */
const env = parseEnv({ APP_TIMEZONE: 'Africa/Kinshasa', LOG_LEVEL: 'silent' });

/**
 * A name of four letters out of `n`'s digits (3,000 surnames, 400 given names: a few claims share each, as at a
 * desk), never one inside another.
 */
const name = (n: string) => `translate(lpad((${n})::text, 4, '0'), '0123456789', 'AEIKLMNORU')`;

// Descriptions drawn from the vocabulary: many black suitcases, as at a real desk. Two claims in five are open
// (LOST or DELAYED), drawn by a hash so that the status says nothing of the colour, type or flight.
const claimRows = (from: number, to: number, open: boolean, daysBack: string) => `
  insert into baggage_claims (reference_number, status, bag_tag_number, bag_color, bag_type, bag_brand, description, flight_number, flight_date, arrival_airport, contact_name, contact_phone, temporary_address, created_at)
  select 'FIH8Z' || lpad(g::text, 7, '0'),
    ${open ? `case when abs(hashtext('s' || g)) % 5 < 2 then (array['LOST','DELAYED'])[1 + g % 2] else (array['FOUND','DELIVERED','DELIVERED'])[1 + g % 3] end` : `(array['FOUND','DELIVERED','DELIVERED'])[1 + g % 3]`},
    '8Z-2026-' || lpad(g::text, 8, '0'), (array['BK','BK','BU','GY','RD','GN','MC'])[1 + g % 7], (array['Suitcase','22','29','Backpack','25'])[1 + g % 5],
    (array['Samsonite','Delsey','Eastpak','Nike',null])[1 + (g / 5) % 5], 'Hard shell with a ribbon number ' || g, '8Z' || (100 + g % 300), current_date - ${daysBack},
    $1, ${name('g % 3000')} || '/' || ${name('(g / 3000) % 400')} || ' MR', '+243', 'Hotel', now() - ${daysBack} * interval '1 day'
  from generate_series(${from}, ${to}) g`;
const foundRows = (from: number, to: number, open: boolean, daysBack: string) => `
  insert into found_bags (status, bag_tag_number, bag_color, bag_type, bag_brand, contents, flight_number, found_at, found_location, airport_id, name_on_label)
  select ${open ? `(array['OPEN','OPEN','MATCHED'])[1 + g % 3]` : `'MATCHED'`}, case when g % 4 = 0 then '8Z-2026-' || lpad((g * 2)::text, 8, '0') end,
    (array['BK','BU','GY','RD','GN','MC','BK'])[1 + g % 7], (array['Suitcase','22','29','Backpack','25'])[1 + g % 5], (array['Samsonite','Delsey','Eastpak','Nike',null])[1 + (g / 5) % 5],
    'Clothes and a ribbon ' || g, case when g % 2 = 0 then '8Z' || (100 + g % 300) end, now() - ${daysBack} * interval '1 day', 'Belt ' || (g % 9), $1,
    case when g % 5 = 0 then initcap(${name('(g * 3) % 3000')}) end
  from generate_series(${from}, ${to}) g`;

type Captured = { query: string; params: unknown[] };

/**
 * Rows the scans of a plan read: what each table or index scan returned and what its filter removed, times its
 * loops (EXPLAIN gives both per loop).
 */
function rowsRead(plan: string) {
  let total = 0;
  let node: { rows: number; loops: number } | null = null;
  for (const line of plan.split('\n')) {
    const scan = /(Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan).*actual time=\S+ rows=(\d+) loops=(\d+)/.exec(
      line,
    );
    if (scan) {
      node = { rows: Number(scan[2]), loops: Number(scan[3]) };
      total += node.rows * node.loops;
      continue;
    }
    if (/->|^\S/.test(line)) node = null;
    const removed = /Rows Removed by (?:Filter|Index Recheck): (\d+)/.exec(line);
    if (removed && node) total += Number(removed[1]) * node.loops;
  }
  return total;
}

/** Each statement of one call, under EXPLAIN (ANALYZE, BUFFERS): rows read, buffers and time, and its plan. */
async function explainCall(client: postgres.Sql, statements: Captured[]) {
  const out: { label: string; rows: string; buffers: string; time: string; plan: string }[] = [];
  for (const s of statements) {
    const plan = (
      await client.unsafe<{ 'QUERY PLAN': string }[]>(
        `explain (analyze, buffers) ${s.query}`,
        s.params as postgres.ParameterOrJSON<never>[],
      )
    )
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    const top = plan.split('\n')[0] ?? '';
    const buffers = /Buffers: ([^\n]*)/.exec(plan)?.[1] ?? 'none';
    const label = / as q\b/i.test(s.query)
      ? out.some((o) => o.label.startsWith('candidates: each'))
        ? 'candidates: sets of colour, type, brand'
        : 'candidates: each criterion alone'
      : /order by \(/i.test(s.query)
        ? 'candidates (prescore over every open item)'
        : /"baggage_claims"\."id" in|"found_bags"\."id" = |"baggage_claims"\."id" = /i.test(s.query)
          ? 'the item or the candidates read by id'
          : 'other';
    out.push({
      label,
      rows: `${/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(top)?.[1] ?? '?'} of ${rowsRead(plan).toLocaleString('en')}`,
      buffers,
      time: /Execution Time: ([\d.]+ ms)/.exec(plan)?.[1] ?? '?',
      plan,
    });
  }
  return out;
}

export async function matchingBench(pgUrl: string) {
  return withDatabase(pgUrl, async (url, sql) => {
    const database = await openDatabase({ url });
    const captured: Captured[] = [];
    const logging = postgres(url, { max: 1, onnotice: () => {} });
    const logged = drizzle(logging, {
      schema,
      logger: { logQuery: (query, params) => captured.push({ query, params }) },
    });
    try {
      const [airport] = await sql<
        { id: number }[]
      >`insert into airports (code, name) values ('FIH', 'Kinshasa') returning id`;
      await sql.unsafe(claimRows(1, CLAIMS, true, '(g % 60)'), [airport!.id]);
      await sql.unsafe(foundRows(1, FOUND, true, '(g % 60)'), [airport!.id]);
      await sql`vacuum analyze`;
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
      const bagIds = (i: number) => 1 + ((i * 487) % FOUND);
      const claimIds = (i: number) => 1 + ((i * 997) % CLAIMS);
      const measure = async () => {
        // once each before timing: the first call plans and warms the caches
        await matchesForFoundBag(call, bagIds(0));
        await matchesForClaim(call, claimIds(0));
        const forBag = await time((i) => matchesForFoundBag(call, bagIds(i)));
        const forClaim = await time((i) => matchesForClaim(call, claimIds(i)));
        captured.length = 0;
        await matchesForFoundBag(systemCall(logged, env, 'bench'), bagIds(1));
        const bagPlans = await explainCall(logging, captured.splice(0));
        await matchesForClaim(systemCall(logged, env, 'bench'), claimIds(1));
        const claimPlans = await explainCall(logging, captured.splice(0));
        return { forBag, forClaim, bagPlans, claimPlans };
      };
      const now = await measure();
      await sql.unsafe(claimRows(CLAIMS + 1, CLAIMS + OLD_CLAIMS, false, '(60 + g % 1000)'), [airport!.id]);
      await sql.unsafe(foundRows(FOUND + 1, FOUND + OLD_FOUND, false, '(60 + g % 1000)'), [airport!.id]);
      await sql`vacuum analyze`;
      const later = await measure();
      const row = (what: string, a: number[], b: number[]) =>
        `| ${what} | ${ms(median(a))} | ${ms(percentile(a, 95))} | ${ms(median(b))} | ${ms(percentile(b, 95))} |`;
      const plans = (title: string, p: Awaited<ReturnType<typeof explainCall>>) => [
        `| ${title}: statement | rows | buffers | execution |`,
        '|---|---|---|---|',
        ...p.map((s) => `| ${s.label} | ${s.rows} | ${s.buffers} | ${s.time} |`),
        '',
      ];
      const candidatePlans = (p: Awaited<ReturnType<typeof explainCall>>) =>
        p
          .filter((s) => s.label.startsWith('candidates'))
          .map((s) => s.plan)
          .join('\n\n');
      return [
        '## Found bags matched to claims',
        '',
        `${CLAIMS.toLocaleString('en')} claims (two in five open) and ${FOUND.toLocaleString('en')} found bags (two in three open) of the last 60 days at one airport, then with ${OLD_CLAIMS.toLocaleString('en')} closed claims and ${OLD_FOUND.toLocaleString('en')} matched found bags of the three years before added (same colours, types, flights and names). PostgreSQL, ${RUNS} calls each, the service called directly. Target: p95 ≤ 20 ms, the same with history.`,
        '',
        `| proposals | median | p95 | median with history | p95 with history |`,
        '|---|---|---|---|---|',
        row('claims for a found bag', now.forBag, later.forBag),
        row('found bags for a claim', now.forClaim, later.forClaim),
        '',
        'Each statement of one call under `EXPLAIN (ANALYZE, BUFFERS)` (rows: returned of read, read being what its table and index scans returned or filtered out; buffers: of the whole statement):',
        '',
        ...plans('claims for a found bag', now.bagPlans),
        ...plans('the same, with history', later.bagPlans),
        ...plans('found bags for a claim', now.claimPlans),
        ...plans('the same, with history', later.claimPlans),
        '<details><summary>Candidate plans, claims for a found bag, with history</summary>',
        '',
        '```',
        candidatePlans(later.bagPlans),
        '```',
        '',
        '</details>',
        '',
        '<details><summary>Candidate plans, found bags for a claim, with history</summary>',
        '',
        '```',
        candidatePlans(later.claimPlans),
        '```',
        '',
        '</details>',
      ].join('\n');
    } finally {
      await logging.end();
      await database.close();
    }
  });
}
