import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql as raw } from 'drizzle-orm';
import { openDatabase } from '../src/server/platform/db/client';
import { BAGS, scanRun, seed } from './scan';
import { adminToken, startServer, withDatabase } from './server';
import { median } from './stats';

// The server's memory, idle and under a load of scans, on both databases; and scans with two processes
// on one PostgreSQL against one process. Resident memory is read from /proc, as `ps` and a container's limit see it.
const PASSWORD = 'bench-admin-password';
const SETTLE_MS = 8_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The resident memory once the server has been left alone for a few seconds (its start-up garbage collected). */
async function idleRss(pid: number) {
  await sleep(SETTLE_MS);
  return rssMb(pid);
}

/** The highest resident memory seen while `load` runs. */
async function peakRss(pid: number, load: () => Promise<unknown>) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 250);
  try {
    await load();
  } finally {
    clearInterval(timer);
  }
  return peak;
}

type Memory = { fresh: number; idle: number; loaded: number; after: number; scans: number };

/** The same seeded bags as the scan bench, written into an embedded database before its server opens it. */
async function seedEmbedded(dir: string) {
  const database = await openDatabase({ dataDir: dir });
  try {
    const statements: string[] = [];
    // seed() speaks postgres.js; the embedded database takes the same statements as plain SQL
    const recorder = Object.assign((strings: TemplateStringsArray, ...values: unknown[]) => {
      statements.push(strings.reduce((q, s, i) => q + (i ? String(values[i - 1]) : '') + s, ''));
      return Promise.resolve([]);
    }, {}) as unknown as import('postgres').Sql;
    await seed(recorder);
    for (const statement of statements) await database.db.execute(raw.raw(statement));
  } finally {
    await database.close();
  }
}

/**
 * One database's figures: the server's memory idle after its first start (the database created then), then started
 * again on the seeded bags, idle, at its highest under a run of scans, and idle again.
 */
async function memoryOf(env: Record<string, string>, seedIt: () => Promise<unknown>): Promise<Memory> {
  let server = await startServer({ ...env, ADMIN_PASSWORD: PASSWORD });
  const fresh = await idleRss(server.pid);
  await server.stop();
  await seedIt();
  server = await startServer({ ...env, ADMIN_PASSWORD: PASSWORD });
  try {
    const idle = await idleRss(server.pid);
    const token = await adminToken(server.base, PASSWORD);
    let scans = 0;
    const loaded = await peakRss(server.pid, async () => (scans = (await scanRun(server.base, token, 'bag')).rps));
    const after = await idleRss(server.pid);
    return { fresh, idle, loaded, after, scans };
  } finally {
    await server.stop();
  }
}

async function embeddedMemory(): Promise<Memory> {
  const dir = mkdtempSync(path.join(tmpdir(), 'tarmac-memory-'));
  try {
    return await memoryOf({ DATA_DIR: dir }, () => seedEmbedded(dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const postgresMemory = (pgUrl: string) =>
  withDatabase(pgUrl, (url, sql) => memoryOf({ DATABASE_URL: url }, () => seed(sql)));

/** Scans per second through one process, then through two on the same database, the connections split between them. */
async function twoProcesses(pgUrl: string) {
  return withDatabase(pgUrl, async (url, sql) => {
    const env = { DATABASE_URL: url, ADMIN_PASSWORD: PASSWORD };
    const a = await startServer(env); // the first creates the tables
    await seed(sql);
    const b = await startServer(env);
    try {
      const token = await adminToken(a.base, PASSWORD); // a token made on one works on the other
      const one: number[] = [];
      const two: number[] = [];
      for (let r = 0; r < RUNS; r++) {
        await sql`checkpoint`;
        one.push((await scanRun(a.base, token, 'bag')).rps);
        await sql`checkpoint`;
        const both = await Promise.all([scanRun(a.base, token, 'bag', 16), scanRun(b.base, token, 'bag', 16)]);
        two.push(both[0].rps + both[1].rps);
      }
      return { one: median(one), two: median(two), runs: one.map((o, i) => `${o.toFixed(0)} / ${two[i]!.toFixed(0)}`) };
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
}

const mb = (n: number) => `${n.toFixed(0)} MB`;

export async function memoryBench(pgUrl?: string) {
  const embedded = await embeddedMemory();
  const pg = pgUrl ? await postgresMemory(pgUrl) : undefined;
  const scale = pgUrl ? await twoProcesses(pgUrl) : undefined;
  const col = (m: Memory | undefined, k: Exclude<keyof Memory, 'scans'>) => (m ? mb(m[k]) : 'not run');
  return `## Server memory (resident, from /proc; targets: idle under 300 MB embedded, under 150 MB on PostgreSQL)

| moment | embedded (PGlite, a data directory) | PostgreSQL |
|---|---|---|
| idle, after the first start (the database created then) | ${col(embedded, 'fresh')} | ${col(pg, 'fresh')} |
| idle, started again on ${BAGS.toLocaleString('en')} bags | ${col(embedded, 'idle')} | ${col(pg, 'idle')} |
| highest, during a run of bag scans | ${col(embedded, 'loaded')} | ${col(pg, 'loaded')} |
| idle again after the scans | ${col(embedded, 'after')} | ${col(pg, 'after')} |
| scans per second during that run (one run: the scan bench has the medians) | ${embedded.scans.toFixed(0)} | ${pg ? pg.scans.toFixed(0) : 'not run'} |

The embedded database is PostgreSQL compiled to WebAssembly inside the server's process: its memory is counted
in the server's, and it only grows. So a new database (initdb and the migrations' indexes, about 600 MB) is created
by a process of its own that gives that memory back when it exits, and PGlite keeps 16 MB of shared buffers instead
of PostgreSQL's 128 MB, the operating system caching the files as it does for PostgreSQL (docs/decisions/035).
Before: 491 MB idle after a first start, 362 MB after a restart.
A server started with \`DEMO=1\` and \`DATA_DIR=memory://\` holds the whole database in memory: more, by design.

## Scans with two processes on one PostgreSQL

${
  scale
    ? `| processes | scans per second (median of ${RUNS}) |
|---|---|
| one, 32 connections | ${scale.one.toFixed(0)} |
| two, 16 connections each, the same database | ${scale.two.toFixed(0)} |
| ratio two / one | ${(scale.two / scale.one).toFixed(2)} |

Runs (one / two): ${scale.runs.join(' · ')}. On this 2-core machine the load generator, both servers and PostgreSQL
share the same cores, so a second process adds no cores: the figure shows that two processes lose nothing by
sharing the database (sessions, tokens, counters and the group commit work across them), not how far they scale
on a machine with cores to spare.`
    : 'Not run: PostgreSQL unavailable.'
}`;
}
