import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { get as httpGet } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { createGunzip, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { SESSION_COOKIE } from '../../src/server/auth/session';
import { sessions, users } from '../../src/server/domains/schema';
import { ADMIN, startApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { scannableBag } from '../helpers/baggage';
import { signedIn } from '../helpers/factories';

// Decision 042: index.html carries who is signed in, as auth.me answers it, in a JSON data block the client reads
// before its first render; nobody's page is kept by a browser or a proxy, and nothing in it can become markup.
const INDEX =
  '<!doctype html><html lang="fr"><head><script type="module" src="/assets/app-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const BLOCK = /<script type="application\/json" id="boot">(.*?)<\/script>/s;

describe.each(databases())('The page a browser opens on %s', (kind) => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tarmac-page-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    t = await startApp(kind, {}, { clientDir: dir });
    // the drawing's code and texts, which the server loads as it starts: a page asked before then goes undrawn
    await (await import('../../src/client/server-render')).prepareDrawing();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A script's request (no `accept`), or a browser's (`html`: it asks for a page, as a browser does). */
  const open = (url: string, cookie?: string, html = false) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(cookie && { cookie }), ...(html && { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' }) },
    });
  /** A table locked for 4 s, once it is; `released` ends with the transaction holding it (awaited before the test ends). */
  const lockedFor4s = async (table: string) => {
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holding = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${sql.identifier(table)} in access exclusive mode`);
      locked();
      await new Promise((resolve) => setTimeout(resolve, 4000));
    });
    await isLocked;
    return { released: holding };
  };
  /** What the server drew in #root, if anything. */
  const drawnOf = (body: string) =>
    /<div id="root">(.*)<\/div><script type="application\/json" id="boot">/s.exec(body)?.[1] ?? '';
  const headingOf = (body: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(drawnOf(body))?.[1];
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
    const lock = await lockedFor4s('sessions');
    try {
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
      await lock.released;
    }
    // once the database answers, the page carries the user again
    expect(bootOf((await open('/', auth.cookie)).body).user).toBeDefined();
  });

  // Decision 044: the first screen drawn by the server, with the answers it shows.
  it.each([
    ['fr', 'Tableau de bord'],
    ['en', 'Dashboard'],
  ] as const)('draws the dashboard in the user’s language (%s) with the answers the API gives', async (lang, title) => {
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste', lang });
    const res = await open('/', auth.cookie, true);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain(`<html lang="${lang}">`);
    expect(headingOf(res.body)).toBe(title);
    const { answers } = bootOf(res.body) as { answers: [[string[], { input?: unknown }], unknown][] };
    const asked = answers.map(([[path]]) => path.join('.'));
    expect(asked).toContain('dashboard.stats');
    // each answer as the same user gets it over /trpc
    for (const [[path, { input }], data] of answers) {
      const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
      const api = await t.app.inject({
        method: 'GET',
        url: `/trpc/${path.join('.')}${query}`,
        headers: { cookie: auth.cookie },
      });
      expect(api.statusCode, path.join('.')).toBe(200);
      expect(data, path.join('.')).toEqual((JSON.parse(api.body) as { result: { data: unknown } }).result.data);
    }
    // still no script of the page's own: the CSP is unchanged
    expect(drawnOf(res.body)).not.toContain('<script');
  });

  // the dashboards' (below the charts) and the scan desks' (beside the form): the browser asks for them
  // (client/lib/not-drawn.ts)
  it.each([
    ['/', 'bagagiste', 'baggage.recent', 'Recent logs'],
    ['/freight/dashboard', 'cargo', 'freightEvents.recent', 'Shipment logs and events'],
    ['/luggage-scan', 'bagagiste', 'baggage.recent', 'Recent bag events'],
    ['/shipment-scan', 'cargo', 'freightEvents.recent', 'Recent freight events'],
  ] as const)('draws %s with its latest events left to the browser', async (path, service, recent, heading) => {
    const { auth } = await signedIn(t, { role: 'supervisor', service, lang: 'en' });
    // twice: the second drawing asks first what the first one asked
    for (let draw = 0; draw < 2; draw++) {
      const res = await open(path, auth.cookie, true);
      const { answers } = bootOf(res.body) as { answers: [[string[]], unknown][] };
      const asked = answers.map(([[p]]) => p.join('.'));
      expect(headingOf(res.body)).toBeTruthy();
      expect(asked.length, 'the screen’s other answers are drawn').toBeGreaterThan(0);
      expect(asked).not.toContain(recent);
      // the list's heading and table are drawn, empty until the browser has its rows
      expect(drawnOf(res.body)).toContain(heading);
      expect(drawnOf(res.body)).toMatch(/<tbody[^>]*><\/tbody>/);
    }
  });

  it('sends a drawn page compressed to a browser that accepts it', async () => {
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste', lang: 'en' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: auth.cookie, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    const page = gunzipSync(res.rawPayload).toString('utf8');
    expect(headingOf(page)).toBe('Dashboard');
    expect(res.rawPayload.length).toBeLessThan(page.length / 4);
  });

  it('draws what a role may see only: a refused question stays out of the page', async () => {
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage', lang: 'en' });
    const res = await open('/admin/users', auth.cookie, true);
    expect(res.statusCode).toBe(200);
    expect(drawnOf(res.body)).not.toBe('');
    const { answers } = bootOf(res.body) as { answers: [[string[]], unknown][] };
    expect(answers.map(([[path]]) => path.join('.'))).not.toContain('admin.users.list');
    // nobody else's account is in it
    expect(res.body).not.toContain(ADMIN.email);
  });

  it('draws a name with </script> as text', async () => {
    const name = 'Eve </script><script>alert(1)</script><!-- <b>';
    const { user, auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste' });
    await t.database.db.update(users).set({ name }).where(eq(users.id, user.id));
    const res = await open('/', auth.cookie, true);
    expect(drawnOf(res.body)).toContain('Eve &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;!-- &lt;b&gt;');
    expect(res.body).not.toContain('<script>alert(1)');
  });

  it('draws nothing for a script, a signed-out browser or a password to change', async () => {
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste' });
    const script = await open('/', auth.cookie);
    expect(drawnOf(script.body)).toBe('');
    expect(bootOf(script.body).user).toBeDefined();
    expect(drawnOf((await open('/', undefined, true)).body)).toBe('');
    const held = await signedIn(t, { must_change_password: true });
    const page = await open('/', held.auth.cookie, true);
    expect(drawnOf(page.body)).toBe('');
    expect(bootOf(page.body).user).toMatchObject({ must_change_password: true });
  });

  it.runIf(kind === 'postgres')(
    'does not wait more than a second for the answers: the page comes undrawn, with the user',
    async () => {
      const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste' });
      // the dashboard's counters locked for 4 s: its figures cannot be read meanwhile
      const lock = await lockedFor4s('bag_event_daily');
      try {
        const started = Date.now();
        const res = await open('/', auth.cookie, true);
        expect(Date.now() - started).toBeLessThan(3000);
        expect(drawnOf(res.body)).toBe('');
        expect(bootOf(res.body).user).toBeDefined();
      } finally {
        await lock.released;
      }
      expect(headingOf((await open('/', auth.cookie, true)).body)).toBe('Tableau de bord');
    },
  );

  it('draws a screen drawn before with what this drawing asks only: a question of the last drawing is not in it', async () => {
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste', lang: 'en' });
    const searched = async (tag: string) => {
      const res = await open(`/search/result?tag=${encodeURIComponent(tag)}`, auth.cookie, true);
      const { answers } = bootOf(res.body) as { answers: [[string[], { input?: { tag?: string } }], unknown][] };
      return {
        drawn: drawnOf(res.body),
        tags: answers.map(([[path, { input }]]) => `${path.join('.')} ${input?.tag}`),
      };
    };
    const [a, b] = [(await scannableBag(t)).bag.bag_tag_number, (await scannableBag(t)).bag.bag_tag_number];
    // the first drawing of the screen finds its question; the next ones ask the last drawing's first
    for (const [tag, other] of [
      [a, b],
      [b, a],
      [b, a],
    ] as const) {
      const page = await searched(tag);
      expect(page.tags).toEqual([`tracking.search ${tag}`]);
      expect(page.drawn).toContain(tag);
      expect(page.drawn).not.toContain(other);
    }
  });

  /** The page at `/` as it comes over a real socket: its first part (decompressed when asked compressed), then all. */
  const pageParts = async (cookie: string, encoding: string) => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    return new Promise<{ first: string; whole: string }>((resolve, reject) => {
      const req = httpGet(
        {
          port,
          host: '127.0.0.1',
          path: '/',
          agent: false, // a connection of its own, as a browser's first
          headers: { cookie, accept: 'text/html', 'accept-encoding': encoding },
        },
        (res) => {
          const body = res.headers['content-encoding'] === 'gzip' ? res.pipe(createGunzip()) : res;
          let first: string | undefined;
          let whole = '';
          body.setEncoding('utf8');
          body.on('data', (chunk: string) => {
            first ??= chunk;
            whole += chunk;
          });
          body.on('end', () => resolve({ first: first ?? '', whole }));
          body.on('error', reject);
        },
      );
      req.on('error', reject);
    });
  };

  it.runIf(kind === 'postgres')(
    'sends the head of a page to draw at once, before the screen drawn: the browser fetches the app meanwhile',
    async () => {
      const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste' });
      // the dashboard's counters locked: its drawing waits for them until the page's deadline
      const lock = await lockedFor4s('bag_event_daily');
      try {
        for (const encoding of ['identity', 'gzip']) {
          const { first, whole } = await pageParts(auth.cookie, encoding);
          expect(first, encoding).toContain('/assets/app-AbC123.js');
          expect(first, encoding).toMatch(/<div id="root">$/);
          expect(whole.startsWith(first), encoding).toBe(true);
          expect(bootOf(whole).user, encoding).toBeDefined();
        }
      } finally {
        await lock.released;
      }
    },
  );

  it.runIf(kind === 'pglite')(
    'puts the head on the socket before the drawing asks its questions, which the embedded database answers in this thread',
    async () => {
      const { auth } = await signedIn(t, { role: 'supervisor', service: 'bagagiste' });
      await pageParts(auth.cookie, 'identity'); // drawn once: its questions are remembered, and asked first next time
      // What happens, in order (vitest numbers every call of every spy): a statement run by the embedded database,
      // bytes handed to a socket. The drawing's questions are answered one promise after another without a turn of
      // the event loop, so a head merely written waited for them all and left with the rest.
      const queries = vi.spyOn((t.database.db as unknown as { $client: PGlite }).$client, 'query');
      const writes: MockInstance[] = [];
      const noteWrites = (socket: Socket) => void writes.push(vi.spyOn(socket, 'write'));
      t.app.server.on('connection', noteWrites);
      try {
        for (const encoding of ['identity', 'gzip']) {
          queries.mockClear();
          writes.length = 0;
          const { first, whole } = await pageParts(auth.cookie, encoding);
          expect(first, encoding).toMatch(/<div id="root">$/);
          expect(whole, encoding).toContain('<h1');
          const headSent = Math.min(...writes.flatMap((w) => w.mock.invocationCallOrder));
          // the dashboard's questions (six of them) are asked after the head's bytes are on the socket; a session
          // looked up in the database is asked before it
          const asked = queries.mock.invocationCallOrder.filter((n) => n > headSent);
          expect(asked.length, encoding).toBeGreaterThanOrEqual(3);
        }
      } finally {
        queries.mockRestore();
        t.app.server.off('connection', noteWrites);
      }
    },
  );

  it('answers the API’s own 404 to a path under /api, without a page', async () => {
    const res = await open('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
