import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import postgres from 'postgres';

/** A throw-away PostgreSQL database for one benchmark, dropped afterwards. */
export async function withDatabase<T>(
  serverUrl: string,
  fn: (url: string, sql: postgres.Sql) => Promise<T>,
): Promise<T> {
  const name = `tarmac_bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  try {
    return await fn(url.toString(), sql);
  } finally {
    await sql.end();
    await admin.unsafe(`drop database ${name} with (force)`);
    await admin.end();
  }
}

/** A port the OS says is free (from its ephemeral range, where fetch's blocked ports such as 3659 never fall). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server (dist/server/main.js) in its own process, as in production; `cwd`, another checkout's build
 * (an earlier commit's, to compare with).
 */
export async function startServer(
  env: Record<string, string>,
  cwd = process.cwd(),
): Promise<{ base: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'node',
    [...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []), 'dist/server/main.js'],
    {
      cwd,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `n` sequential GETs of a path with a Bearer token, as an integration calls: each one's time in ms and the size of
 * the last answer. A status that is not 2xx stops the bench (a 404 too, unless `allowNotFound`): an error answered
 * fast would pass for a fast read.
 */
export async function timedGets(base: string, token: string, path: string, n: number, allowNotFound = false) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    bytes = (await res.arrayBuffer()).byteLength;
    if (!res.ok && !(allowNotFound && res.status === 404)) throw new Error(`${path}: ${res.status}`);
    times.push(performance.now() - start);
  }
  return { times, bytes };
}

/** Signs in as the admin and makes an API token: the benchmark calls /api as an integration would. */
export async function adminToken(base: string, password: string): Promise<string> {
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password }),
  });
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const res = await fetch(`${base}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ name: 'bench' }),
  });
  return ((await res.json()) as { token: string }).token;
}
