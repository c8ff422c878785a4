import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/session';
import { sessions, users } from '../../src/server/db/schema';
import { startApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { signedIn } from '../helpers/factories';

// Decision 042: index.html carries who is signed in, as auth.me answers it, in a JSON data block the client reads
// before its first render; nobody's page is kept by a browser or a proxy, and nothing in it can become markup.
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const BLOCK = /<script type="application\/json" id="boot">(.*?)<\/script>/s;

describe.each(databases())('The page a browser opens on %s', (kind) => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tarmac-page-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    t = await startApp(kind, {}, { clientDir: dir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const open = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const bootOf = (body: string) => {
    const block = BLOCK.exec(body);
    expect(block, 'one boot block').not.toBeNull();
    return JSON.parse(block![1]!) as { user?: Record<string, unknown> };
  };

  it.each(['/', '/luggage-scan', '/flights/12'])(
    'carries the signed-in user of %s as auth.me answers them, and is never stored',
    async (url) => {
      const { user, auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste', lang: 'en' });
      const res = await open(url, auth.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      // the build's page around it, unchanged
      expect(res.body.replace(BLOCK, '')).toBe(INDEX);
      const me = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: { cookie: auth.cookie } });
      const answer = (JSON.parse(me.body) as { result: { data: Record<string, unknown> } }).result.data;
      expect(bootOf(res.body)).toEqual({ user: answer });
      expect(answer).toMatchObject({ id: user.id, name: user.name, lang: 'en', role: 'supervisor' });
      // still the policy without inline script: the block is data, never run
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' 'wasm-unsafe-eval'");
    },
  );

  it('carries nobody for a signed-out browser', async () => {
    const res = await open('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(bootOf(res.body)).toEqual({});
  });

  it('carries nobody for an unknown, an expired or a disabled user’s session, and clears its cookie', async () => {
    const unknown = await open('/', `${SESSION_COOKIE}=not-a-session`);
    expect(bootOf(unknown.body)).toEqual({});
    expect(unknown.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');

    const expired = await signedIn(t);
    await t.database.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.user_id, expired.user.id));
    expect(bootOf((await open('/', expired.auth.cookie)).body)).toEqual({});

    const disabled = await signedIn(t);
    await t.database.db.update(users).set({ disabled_at: new Date() }).where(eq(users.id, disabled.user.id));
    expect(bootOf((await open('/', disabled.auth.cookie)).body)).toEqual({});
  });

  it('carries a user who must change their password, as auth.me answers them, for the profile to ask', async () => {
    const { auth } = await signedIn(t, { must_change_password: true });
    expect(bootOf((await open('/', auth.cookie)).body).user).toMatchObject({ must_change_password: true });
  });

  it('keeps a name with </script> or <!-- inside the data block, as text', async () => {
    const name = 'Eve </script><script>alert(1)</script><!-- <b>';
    const { user, auth } = await signedIn(t);
    await t.database.db.update(users).set({ name }).where(eq(users.id, user.id));
    const res = await open('/', auth.cookie);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    // the block ends where the server closed it: its JSON parses whole, the name as typed
    expect(bootOf(res.body).user).toMatchObject({ name });
  });

  it('does not wait for a database that does not answer: the page comes at once, without the user', async () => {
    const { auth } = await signedIn(t);
    // the sessions table locked for 4 s (the embedded database, one connection, waits whole)
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table sessions in access exclusive mode`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 4000));
    });
    try {
      await isLocked;
      const started = Date.now();
      const res = await open('/', auth.cookie);
      const waited = Date.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      // the client asks auth.me itself, and says the server is away while nobody answers
      expect(bootOf(res.body)).toEqual({});
      // a session the page could not check is not cleared: it may well be valid
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
      expect(waited).toBeLessThan(3000);
    } finally {
      await holding;
    }
    // once the database answers, the page carries the user again
    expect(bootOf((await open('/', auth.cookie)).body).user).toBeDefined();
  });

  it('answers the API’s own 404 to a path under /api, without a page', async () => {
    const res = await open('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
