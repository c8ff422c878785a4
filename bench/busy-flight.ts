import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { median, ms } from './stats';
import { hasWrk, pgbench, wrkRun } from './scan';
import { startServer, withDatabase } from './server';

// A busy flight scanned by many agents at once, as a hall really makes it: one airport, one flight whose 2,000
// bags were made through the API (passenger, then bag), 32 connections scanning them with a Bearer token and a
// remark, beside pgbench's bare insert into the same bag_events. With `--baseline DIR` (another checkout, built)
// the same run alternates between that build and this one, each on a fresh database, so a regression shows as a
// ratio measured in one sitting. Also run alone: `tsx bench/busy-flight.ts [--baseline DIR] [--pairs N]`.

const BAGS = 2_000;
const CONNECTIONS = 32;
const PASSWORD = 'bench-admin-password';
const REMARK = 'Strap torn, retagged at belt 3';
const TYPES = ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'];
const tag = (n: number) => `8Z-2026-${String(n).padStart(8, '0')}`;

/** CPU time (ms) PostgreSQL's processes have used, all of them: the server's share of a scan's cost. */
function postgresCpuMs() {
  const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  let total = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, in ticks of 10 ms
    } catch {
      // a backend that ended meanwhile
    }
  }
  return total;
}

async function call(base: string, method: string, url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return { res, json: JSON.parse(text) as Record<string, unknown> };
}

/** The flight and its bags, made through the API as a desk or a departure control system would. */
async function seedThroughApi(base: string, sql: import('postgres').Sql) {
  const login = await call(base, 'POST', '/login', { email: 'admin@example.com', password: PASSWORD }, {});
  const cookie = login.res.headers.get('set-cookie')!.split(';')[0]!;
  const desk = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  const airport = (await call(base, 'POST', '/api/airports', { code: 'FIH', name: 'Kinshasa' }, desk)).json;
  // bags are registered by someone working at an airport
  await sql`update users set airport_id = ${airport.id as number} where email = 'admin@example.com'`;
  const token = (await call(base, 'POST', '/api/tokens', { name: 'bench' }, desk)).json.token as string;
  const auth = { authorization: `Bearer ${token}` };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Kinshasa' }).format(new Date());
  const flight = (
    await call(
      base,
      'POST',
      '/api/flights',
      {
        flight_number: '8Z142',
        departure_airport: airport.id,
        departure_time: `${day}T08:30`,
        arrival_time: `${day}T10:45`,
        airline_code: '8Z',
      },
      auth,
    )
  ).json;
  let next = 1;
  const desk8 = async () => {
    while (next <= BAGS) {
      const n = next++;
      const pnr = `P${String(n).padStart(5, '0')}`;
      const passenger = (
        await call(
          base,
          'POST',
          '/api/passengers',
          { name: `PAX/N${n}`, pnr, seat: `${1 + (n % 30)}A`, flight_id: flight.id },
          auth,
        )
      ).json;
      await call(base, 'POST', '/api/bags', { bag_tag_number: tag(n), weight: 20, passenger_id: passenger.id }, auth);
    }
  };
  await Promise.all(Array.from({ length: 8 }, desk8));
  return { token, airportId: airport.id as number };
}

async function scans(base: string, token: string, airportId: number) {
  if (hasWrk)
    return wrkRun(base, token, {
      path: '/api/baggage-events',
      luaBody: `string.format('{"bag_tag_number":"8Z-2026-%08d","event_type":"%s","airport_id":${airportId},"remark":"${REMARK}"}', n, types[1 + i % 4])`,
      items: BAGS,
      types: TYPES,
      connections: CONNECTIONS,
      name: 'busy-flight',
    });
  let i = 0;
  const result = await autocannon({
    url: `${base}/api/baggage-events`,
    connections: CONNECTIONS,
    duration: Number(process.env.BENCH_DURATION ?? 20),
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req) => {
          i += 1;
          const body = {
            bag_tag_number: tag(1 + ((i * 7919) % BAGS)),
            event_type: TYPES[i % 4],
            airport_id: airportId,
          };
          return { ...req, body: JSON.stringify({ ...body, remark: REMARK }) };
        },
      },
    ],
  });
  if (result.non2xx) throw new Error(`${result.non2xx} scans were refused`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

type Run = { build: string; rps: number; p50: number; p99: number; pgUsPerScan: number; tps: number };

/** One run of one build on a fresh database: seed, scan, then pgbench on the same tables. */
async function run(pgUrl: string, build: string, cwd: string): Promise<Run> {
  return withDatabase(pgUrl, async (url, sql) => {
    const server = await startServer(
      { DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: 'Africa/Kinshasa' },
      cwd,
    );
    try {
      const { token, airportId } = await seedThroughApi(server.base, sql);
      await sql`checkpoint`;
      const cpu = postgresCpuMs();
      const scan = await scans(server.base, token, airportId);
      const pgUsPerScan = ((postgresCpuMs() - cpu) * 1000) / scan.requests;
      await sql`checkpoint`;
      const { tps } = pgbench(url, BAGS, airportId);
      return { build, rps: scan.rps, p50: scan.p50, p99: scan.p99, pgUsPerScan, tps };
    } finally {
      await server.stop();
    }
  });
}

export async function busyFlightBench(pgUrl: string, opts: { baseline?: string; pairs?: number } = {}) {
  const pairs = opts.pairs ?? 3;
  const runs: Run[] = [];
  for (let p = 0; p < pairs; p++) {
    // the baseline first in odd pairs and second in even ones, so neither always meets a warmer machine
    const order = opts.baseline
      ? p % 2 === 0
        ? [
            ['baseline', opts.baseline],
            ['this build', process.cwd()],
          ]
        : [
            ['this build', process.cwd()],
            ['baseline', opts.baseline],
          ]
      : [['this build', process.cwd()]];
    for (const [build, cwd] of order) runs.push(await run(pgUrl, build!, cwd!));
  }
  const of = (build: string) => runs.filter((r) => r.build === build);
  const row = (build: string) => {
    const rs = of(build);
    const rps = median(rs.map((r) => r.rps));
    return `| ${build} | ${rps.toFixed(0)} | ${ms(median(rs.map((r) => r.p50)))} | ${ms(median(rs.map((r) => r.p99)))} | ${median(rs.map((r) => r.pgUsPerScan)).toFixed(0)} µs | ${median(rs.map((r) => r.tps)).toFixed(0)} | ${median(rs.map((r) => r.rps / r.tps)).toFixed(2)} |`;
  };
  const baselineName = opts.baseline ? path.basename(opts.baseline) : '';
  const ratio =
    opts.baseline &&
    `\nThis build against the baseline (${baselineName}), pair by pair: ${Array.from({ length: pairs }, (_, p) => {
      const mine = of('this build')[p]!;
      const theirs = of('baseline')[p]!;
      return (mine.rps / theirs.rps).toFixed(2);
    }).join(', ')}.\n`;
  return `## Bag scans of one busy flight (made through the API, with a remark)

One airport, one flight whose ${BAGS.toLocaleString('en')} bags were made through the API (passenger, then bag), ${CONNECTIONS} connections
scanning them with a Bearer token and a remark, ${hasWrk ? 'wrk' : 'autocannon'}; then pgbench's bare insert into the same bag_events with
the same clients. Each run on a fresh database; median of ${pairs} run${pairs > 1 ? 's' : ''}${opts.baseline ? ' per build, the builds alternating' : ''}.
PostgreSQL's CPU per scan is what every postgres process used during the scans, divided by the scans.

| build | scans/s | p50 | p99 | PostgreSQL CPU per scan | pgbench tps | scans / bare inserts |
|---|---|---|---|---|---|---|
${opts.baseline ? `${row('baseline')}\n` : ''}${row('this build')}
${ratio || ''}
Runs (build: scans/s, p99, pgbench tps): ${runs.map((r) => `${r.build}: ${r.rps.toFixed(0)}, ${ms(r.p99)}, ${r.tps.toFixed(0)}`).join(' · ')}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i < 0 ? undefined : process.argv[i + 1];
  };
  const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(
    await busyFlightBench(pg, { baseline: arg('baseline'), pairs: arg('pairs') ? Number(arg('pairs')) : undefined }),
  );
}
