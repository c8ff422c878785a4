import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { expect, test } from '@playwright/test';

// The production artefact as `npm start` and the container run it: a data directory on disk that does
// not exist yet, the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and a clean exit on SIGTERM.
test('the built server starts on a new data directory, serves login and the admin, and stops cleanly on SIGTERM', async ({
  request,
}) => {
  // a server of its own starts on a new database and runs its migrations: up to half a minute on a busy machine
  test.setTimeout(60_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'tarmac-'));
  const port = Number(process.env.E2E_PORT ?? 3077) + 1;
  const server = spawn('node', ['dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'nested', 'db'),
      ADMIN_EMAIL: 'boss@airport.test',
      ADMIN_PASSWORD: 'boss-password',
      LOG_LEVEL: 'info',
      DEMO: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let logs = '';
  server.stdout.on('data', (d) => (logs += d));
  server.stderr.on('data', (d) => (logs += d));
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => (await request.get(`${base}/healthz`).catch(() => null))?.status(), { timeout: 30_000 })
      .toBe(200);
    expect(await (await request.get(`${base}/healthz`)).json()).toEqual({ status: 'ok' });

    const page = await request.get(`${base}/login`);
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

    const login = await request.post(`${base}/login`, {
      data: { email: 'boss@airport.test', password: 'boss-password' },
    });
    expect(login.status()).toBe(200);
    expect((await login.json()).user).toMatchObject({
      email: 'boss@airport.test',
      role: 'admin',
      service: { slug: 'admin-and-it' },
    });

    // structured logs carry a request id
    expect(logs).toMatch(/"reqId":"[0-9a-f-]{36}"/);
  } finally {
    server.kill('SIGTERM');
    const code = await exited;
    rmSync(dir, { recursive: true, force: true });
    expect(code).toBe(0);
  }
});

// `npm start` in a terminal (a pseudo-terminal from util-linux's `script`): readable lines, no JSON,
// and the first boot's administrator in a box with the e-mail, the generated password and the URL.
test('started in a terminal, the server prints readable lines and the first administrator stands out', async ({
  request,
}) => {
  // a server of its own starts on a new database, as the test above
  test.setTimeout(60_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'tarmac-tty-'));
  const port = Number(process.env.E2E_PORT ?? 3077) + 2;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: path.join(dir, 'db'),
    ADMIN_EMAIL: 'chief@airport.test',
    LOG_LEVEL: 'info',
    DEMO: '0',
  };
  delete env.ADMIN_PASSWORD;
  const server = spawn('script', ['-qfec', 'node dist/server/main.js', '/dev/null'], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  server.stdout.on('data', (d) => (out += d));
  const exited = new Promise<void>((resolve) => server.on('exit', () => resolve()));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(() => out, { timeout: 30_000 })
      .toContain('(shown this once: you choose your own at the first sign-in)');
    const text = stripVTControlCharacters(out);
    expect(text).toContain(`Tarmac is ready: open ${base}`);
    expect(text).toContain('Sign in as        chief@airport.test');
    const password = /with the password (\S+)/.exec(text)![1]!;
    expect(text).not.toContain('{"level"'); // no JSON at a terminal

    // the password shown is the real one, and a request is one short line
    const login = await request.post(`${base}/login`, { data: { email: 'chief@airport.test', password } });
    expect(login.status()).toBe(200);
    await expect
      .poll(() => stripVTControlCharacters(out), { timeout: 5_000 })
      .toMatch(/INFO: POST \/login → 200 \(\d+ ms\)/);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
});
