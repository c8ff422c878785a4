import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, ms, percentile } from './stats';
import { startServer, withDatabase } from './server';

// The live operations board under a control room's load (decision 060): one airport's day (departures every half
// hour, one busy flight of 300 bags), 200 screens on board.live from a process of their own, then
//   1. the server's CPU at rest, with no screen and with the 200 (each board is read again every 30 s);
//   2. 50 scans a second through REST for 30 s: for each scan and each screen, from the scan's 2xx to the first
//      board the screen received that counts it, and the server's CPU meanwhile.
// Targets: at rest under 5 % of one core with 200 boards; a scan on every board within one second.
// Each scan adds exactly one to a board's score (checked in + 2 × loaded: every bag checked in, then every bag
// loaded), so "the board counts scan n" reads "its score is at least n" where n is the scan's rank by its 2xx;
// scans answered out of order may make a pair a few milliseconds short. Each run on a fresh server and database.
// Alone: `npm run build && tsx bench/board-live.ts [--embedded] [--runs N]` (BENCH_REST_SECONDS, BENCH_LOAD_SECONDS
// shorten the windows).

const SUBSCRIBERS = 200;
const RATE = 50;
const REST_SECONDS = Number(process.env.BENCH_REST_SECONDS ?? 60);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
/** How long the screens are read after the last scan. */
const AFTER_SECONDS = 5;
const FLIGHTS = 30;
const BUSY_BAGS = 300;
const OTHER_BAGS = 16;
const PASSWORD = 'bench-admin-password';
const TZ = 'Africa/Kinshasa';
const tag = (n: number) => `8Z-2026-${String(n).padStart(8, '0')}`;
const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time (ms) a process has used: utime + stime from /proc, in ticks of 10 ms. */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The server's CPU over `seconds`, as a share of one core. */
async function cpuOver(pid: number, seconds: number) {
  const cpu = cpuMs(pid);
  const start = performance.now();
  await sleep(seconds * 1000);
  return (cpuMs(pid) - cpu) / (performance.now() - start);
}

async function call(base: string, method: string, url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return { res, json: JSON.parse(text) as Record<string, unknown> };
}

/** The airport's day made through the API: flights from 06:00 every half hour, their passengers and bags. */
async function seed(base: string) {
  const login = await call(base, 'POST', '/login', { email: 'admin@example.com', password: PASSWORD }, {});
  const cookie = login.res.headers.get('set-cookie')!.split(';')[0]!;
  const desk = { cookie, 'x-requested-with': 'XMLHttpRequest' };
  const airport = (await call(base, 'POST', '/api/airports', { code: 'FIH', name: 'Kinshasa', timezone: TZ }, desk))
    .json;
  // bags are registered by someone working at an airport
  const admin = (login.json.user ?? {}) as Record<string, unknown>;
  await call(
    base,
    'PUT',
    `/api/users/${admin.id as number}`,
    {
      name: admin.name,
      email: admin.email,
      username: admin.username,
      role: admin.role,
      service_id: (admin.service as { id: number }).id,
      airport_id: airport.id,
      lang: 'en',
    },
    desk,
  );
  const token = (await call(base, 'POST', '/api/tokens', { name: 'bench' }, desk)).json.token as string;
  const auth = { authorization: `Bearer ${token}` };
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
  const bags: Array<{ flight: number; n: number }> = [];
  for (let f = 0; f < FLIGHTS; f++) {
    const minutes = 6 * 60 + f * 30;
    const at = (m: number) =>
      `${day}T${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const flight = (
      await call(
        base,
        'POST',
        '/api/flights',
        {
          flight_number: `8Z${100 + f}`,
          departure_airport: airport.id,
          departure_time: at(minutes),
          arrival_time: at(minutes + 90),
          airline_code: '8Z',
        },
        auth,
      )
    ).json;
    const n = f === FLIGHTS / 2 ? BUSY_BAGS : OTHER_BAGS;
    for (let b = 0; b < n; b++) bags.push({ flight: flight.id as number, n: bags.length + 1 });
  }
  let next = 0;
  const desk8 = async () => {
    while (next < bags.length) {
      const { flight, n } = bags[next++]!;
      const pnr = `P${String(n).padStart(5, '0')}`;
      const passenger = (
        await call(
          base,
          'POST',
          '/api/passengers',
          { name: `PAX/N${n}`, pnr, seat: `${1 + (n % 30)}A`, flight_id: flight },
          auth,
        )
      ).json;
      await call(base, 'POST', '/api/bags', { bag_tag_number: tag(n), weight: 20, passenger_id: passenger.id }, auth);
    }
  };
  await Promise.all(Array.from({ length: 8 }, desk8));
  return { cookie, token, airportId: airport.id as number, bags: bags.length };
}

/** The 200 screens, in their own process: resolves once each has its first board. */
async function openScreens(base: string, cookie: string, airportId: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/board-subscribers.ts'], {
    env: {
      ...process.env,
      BENCH_BASE: base,
      BENCH_COOKIE: cookie,
      BENCH_AIRPORT: String(airportId),
      BENCH_SUBSCRIBERS: String(SUBSCRIBERS),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.setEncoding('utf8');
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: string) => {
      out += chunk;
      if (out.startsWith('ready\n')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the screens' process ended (${code}) before its boards came`)));
  });
  return {
    /** Every screen's boards, [instant, score] each, from the first. */
    close: () =>
      new Promise<Array<Array<[number, number]>>>((resolve) => {
        child.once('exit', () => resolve(JSON.parse(out.slice('ready\n'.length)) as Array<Array<[number, number]>>));
        child.stdin.write('stop\n');
      }),
  };
}

/** Scans at RATE a second, each leaving at its time whatever the earlier ones are doing: each one's 2xx instant. */
async function scan(base: string, token: string, airportId: number, bags: number) {
  const total = RATE * LOAD_SECONDS;
  // every bag checked in, then every bag loaded: a different bag of a different flight each time, as at the gates
  const order = Array.from({ length: bags }, (_, i) => 1 + ((i * 7919) % bags));
  const sent: Array<Promise<number>> = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = started + (i * 1000) / RATE - performance.now();
    if (wait > 0) await sleep(wait);
    const body = {
      bag_tag_number: tag(order[i % bags]!),
      event_type: i < bags ? 'CHECKIN' : 'LOADED',
      airport_id: airportId,
    };
    sent.push(
      fetch(`${base}/api/baggage-events`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then(
        async (res) => {
          const at = now();
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`scan: ${res.status}`);
          return at;
        },
        // on a machine too busy, a connection may time out: counted, not measured
        () => NaN,
      ),
    );
  }
  return Promise.all(sent);
}

type Run = {
  idle: number;
  rest: number;
  load: number;
  p50: number;
  p99: number;
  max: number;
  events: number[];
  missed: number;
  failed: number;
};

/** One run on a started server: seed, CPU at rest without and with the screens, then the scans. */
async function measure(server: { base: string; pid: number }): Promise<Run> {
  const { cookie, token, airportId, bags } = await seed(server.base);
  if (bags * 2 < RATE * LOAD_SECONDS) throw new Error('too few bags for the scans');
  await sleep(5_000);
  const idle = await cpuOver(server.pid, REST_SECONDS);
  const screens = await openScreens(server.base, cookie, airportId);
  await sleep(5_000);
  const rest = await cpuOver(server.pid, REST_SECONDS);
  const cpu = cpuMs(server.pid);
  const start = performance.now();
  const answered = await scan(server.base, token, airportId, bags);
  const load = (cpuMs(server.pid) - cpu) / (performance.now() - start);
  // boards later than this count as never (Infinity): a backlog shows in p99 instead of leaving the figures
  await sleep(AFTER_SECONDS * 1000);
  const boards = await screens.close();
  // the n-th scan answered is on a board once its score has grown by n since the board the screen had first
  const sorted = answered.filter((at) => !Number.isNaN(at)).sort((a, b) => a - b);
  const latencies: number[] = [];
  let missed = 0;
  for (const screen of boards) {
    const first = screen[0]![1];
    let k = 0;
    for (const [n, at] of sorted.entries()) {
      while (k < screen.length && screen[k]![1] < first + n + 1) k++;
      if (k === screen.length) missed++;
      latencies.push(k === screen.length ? Infinity : screen[k]![0] - at);
    }
  }
  return {
    idle,
    rest,
    load,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.reduce((a, b) => Math.max(a, b), -Infinity),
    // boards received during the scans, the first apart
    events: boards.map((b) => b.length - 1),
    missed,
    failed: answered.length - sorted.length,
  };
}

async function onEmbedded() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tarmac-board-'));
  try {
    const server = await startServer({ DATA_DIR: dir, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: TZ });
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const onPostgres = (pgUrl: string) =>
  withDatabase(pgUrl, async (url) => {
    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD, APP_TIMEZONE: TZ });
    try {
      return await measure(server);
    } finally {
      await server.stop();
    }
  });

const latency = (n: number) => (n === Infinity ? `over ${AFTER_SECONDS} s` : ms(n));
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;

export async function boardLiveBench(pgUrl: string | undefined, opts: { runs?: number } = {}) {
  const runs = opts.runs ?? 3;
  const on: Array<[string, Run[]]> = [['embedded (PGlite)', []]];
  if (pgUrl) on.push(['PostgreSQL', []]);
  // the databases in turn, run after run, so that neither always meets a busier machine
  for (let r = 0; r < runs; r++) {
    for (const [name, results] of on) {
      results.push(name === 'PostgreSQL' ? await onPostgres(pgUrl!) : await onEmbedded());
      const { events, ...figures } = results.at(-1)!;
      console.error(
        `board-live: ${name} run ${r + 1}`,
        figures,
        `events ${median(events)}, load ${os.loadavg().join(', ')}`,
      );
    }
  }
  const row = ([name, rs]: [string, Run[]]) => {
    const m = (k: 'idle' | 'rest' | 'load' | 'p50' | 'p99' | 'max') => median(rs.map((r) => r[k]));
    const events = rs.flatMap((r) => r.events);
    return `| ${name} | ${pct(m('idle'))} | ${pct(m('rest'))} | ${pct(m('load'))} | ${latency(m('p50'))} | ${latency(m('p99'))} | ${latency(m('max'))} | ${median(events)} (${Math.min(...events)}–${Math.max(...events)}) |`;
  };
  const each = on
    .map(
      ([name, rs]) =>
        `${name}: ${rs.map((r) => `${pct(r.rest)} at rest, p50 ${latency(r.p50)}, p99 ${latency(r.p99)}${r.missed ? `, ${r.missed} pairs not on a board ${AFTER_SECONDS} s after the last scan` : ''}${r.failed ? `, ${r.failed} scans failed to connect` : ''}`).join(' · ')}`,
    )
    .join('; ');
  return `## Live operations board: 200 screens (board.live over server-sent events)

One airport's day made through the API: ${FLIGHTS} departures from 06:00 every half hour, one of ${BUSY_BAGS} bags and
the others ${OTHER_BAGS}; ${SUBSCRIBERS} screens on board.live from a process of their own (Node's fetch). The server's CPU
(utime + stime from /proc, as a share of one core) over ${REST_SECONDS} s at rest with no screen, then with the ${SUBSCRIBERS}
(the 30 s tick included); then ${RATE} scans a second for ${LOAD_SECONDS} s through POST /api/baggage-events, each leaving at its
time. Latency: from a scan's 2xx to the first board each screen received that counts it, over every (scan, screen)
pair. Targets: at rest under 5 % of a core with ${SUBSCRIBERS} boards; every scan on the boards within 1 s. Median of
${runs} run${runs > 1 ? 's' : ''}, each on a fresh server and database. Load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}.

| database | CPU at rest, no screen | at rest, ${SUBSCRIBERS} screens | during the scans | p50 | p99 | max | boards per screen during the scans |
|---|---|---|---|---|---|---|---|
${on.map(row).join('\n')}

Runs: ${each}.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = process.argv.indexOf('--runs');
  const pg = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  console.log(
    await boardLiveBench(process.argv.includes('--embedded') ? undefined : pg, {
      runs: runs < 0 ? undefined : Number(process.argv[runs + 1]),
    }),
  );
}
