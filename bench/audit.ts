import { performance } from 'node:perf_hooks';
import { scanRun, seed } from './scan';
import { adminToken, startServer, withDatabase } from './server';
import { median, ms, percentile } from './stats';

// What the audit trail costs. A flight update writes its audit row in the same transaction; a scan writes
// none (the event is its own record). Measured on this build and, when BENCH_BASELINE names another checkout's
// build (the commit before the audit trail), on that one too, runs alternated, each on a database of its own.
const PASSWORD = 'bench-admin-password';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const UPDATES = 200;

type Target = { name: string; base: string; token: string };

/** p50 and p95 of sequential flight updates through the API, the status and times changing each time. */
async function flightUpdates(target: Target) {
  const headers = { authorization: `Bearer ${target.token}`, 'content-type': 'application/json' };
  const times: number[] = [];
  for (let i = 0; i < UPDATES; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const body = {
      departure_airport: 1,
      arrival_airport: 2,
      departure_time: `2027-01-${day}T09:15`,
      arrival_time: `2027-01-${day}T11:40`,
      status: i % 2 ? 'BOARDING' : 'SCHEDULED',
    };
    const start = performance.now();
    const res = await fetch(`${target.base}/api/flights/1`, { method: 'PUT', headers, body: JSON.stringify(body) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${target.name}: a flight update answered ${res.status}`);
    times.push(performance.now() - start);
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function withTarget<T>(pgUrl: string, name: string, cwd: string, fn: (t: Target) => Promise<T>) {
  return withDatabase(pgUrl, async (url, sql) => {
    const server = await startServer({ DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD }, cwd);
    try {
      await seed(sql);
      return await fn({ name, base: server.base, token: await adminToken(server.base, PASSWORD) });
    } finally {
      await server.stop();
    }
  });
}

export async function auditBench(pgUrl: string) {
  const baseline = process.env.BENCH_BASELINE;
  type Round = { rps: number; p99: number; p50: number; p95: number };
  const round = async (t: Target): Promise<Round> => {
    const { rps, p99 } = await scanRun(t.base, t.token, 'bag');
    return { rps, p99, ...(await flightUpdates(t)) };
  };
  const summary = (rounds: Round[]) => ({
    rps: median(rounds.map((x) => x.rps)),
    p99: median(rounds.map((x) => x.p99)),
    p50: median(rounds.map((x) => x.p50)),
    p95: median(rounds.map((x) => x.p95)),
  });
  // both servers up at once, each on its database; their runs alternate so that the machine's moods fall on both
  const [now, before] = await withTarget(pgUrl, 'this build', process.cwd(), async (mine) => {
    const rounds = async (other?: Target) => {
      const a: Round[] = [];
      const b: Round[] = [];
      for (let r = 0; r < RUNS; r++) {
        a.push(await round(mine));
        if (other) b.push(await round(other));
      }
      return [summary(a), other ? summary(b) : undefined] as const;
    };
    return baseline ? withTarget(pgUrl, 'baseline', baseline, rounds) : rounds();
  });
  const col = (f: (m: typeof now) => string) => `${f(now)} | ${before ? f(before) : 'not run'}`;
  return `## The audit trail's cost (PostgreSQL, median of ${RUNS} runs)

| measure | with the audit trail | before it (BENCH_BASELINE) |
|---|---|---|
| bag scans per second (no audit row: the event is its own record) | ${col((m) => m.rps.toFixed(0))} |
| bag scan latency p99 | ${col((m) => ms(m.p99))} |
| flight update (PUT /api/flights/:id, ${UPDATES} in a row), p50 | ${col((m) => ms(m.p50))} |
| flight update, p95 | ${col((m) => ms(m.p95))} |

A flight update writes one audit row (who, when, from where, each changed field's old and new value) in the
transaction of the change.`;
}
