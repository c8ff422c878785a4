import { spawnSync } from 'node:child_process';
import { connect, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRPCError } from '@trpc/server';
import { buildApp } from '../../src/server/app';
import { appRouter } from '../../src/server/router';
import { findCurrentUser } from '../../src/server/auth/current-user';
import { createCallerFactory, type Context } from '../../src/server/platform/trpc';
import { restRoutes } from '../../src/server/rest/routes';
import { auditLog } from '../../src/server/domains/schema';
import { api, request, testEnv, useTestApp, type TestApp } from '../helpers/app';
import { databases, openTestDatabase } from '../helpers/db';
import { adminAuth, createAirport, createToken, signedIn } from '../helpers/factories';
import { insertFlight, insertPassenger, multipart } from '../helpers/flights';
import { solidPng } from '../helpers/images';
import { expectError, expectJson } from '../helpers/expect';

const PUBLIC = new Set([
  'POST /login',
  'POST /api/public/claims',
  'POST /api/public/claims/lookup',
  'POST /api/public/claims/receipt',
  'PATCH /api/public/claims/:reference',
]);

/** A server-side tRPC caller acting as the given user, as the HTTP layer would build it. */
async function callerFor(t: TestApp, userId: number) {
  const user = (await findCurrentUser(t.database.db, userId))!;
  const ctx: Context = {
    call: {
      db: t.database.db,
      env: t.env,
      tz: t.env.APP_TIMEZONE,
      actor: { kind: 'token', user, token: { id: 0, name: 'test' } },
      locale: 'en',
      requestId: 'test-request',
      ip: '127.0.0.1',
    },
    user,
    session: { token: null, set: () => {}, clear: () => {} },
  };
  return createCallerFactory(appRouter)(ctx);
}
const withParams = (path: string, value: string) => path.replace(/:[a-z_]+/g, value);

describe.each(databases())('HTTP platform on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET /healthz', () => {
    it('answers 200 {status: "ok"} when the database answers', async () => {
      expect(expectJson(await api(t).get('/healthz'), 200)).toEqual({ status: 'ok' });
    });

    it('answers 503 when the database is gone, and an API call then fails with a 500 that carries its request id', async () => {
      const database = await openTestDatabase(kind);
      const app = await buildApp({ database, env: testEnv(), logger: false, clientDir: '/nonexistent-client-dir' });
      try {
        await database.close();
        const health = await app.inject({ method: 'GET', url: '/healthz' });
        expect(health.statusCode).toBe(503);
        expect(health.json()).toEqual({ status: 'unavailable' });
        const res = await app.inject({
          method: 'GET',
          url: '/api/user',
          headers: { authorization: 'Bearer tmk_whatever' },
        });
        const body = expectError(res, 500);
        expect(body.request_id).toMatch(/^[0-9a-f-]{36}$/);
        expect(body.message).toContain(body.request_id);
        expect(res.body).not.toMatch(/at .*\.ts|stack/i);
      } finally {
        await app.close();
        await database.close();
      }
    });
  });

  describe('Unknown paths', () => {
    it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
      'answer %s on an unknown /api path with a JSON 404 naming it',
      async (method) => {
        const { auth } = await signedIn(t);
        const body = expectError(
          await request(t, method, '/api/no-such-thing?x=1', {
            auth,
            body: method === 'GET' || method === 'DELETE' ? undefined : {},
          }),
          404,
        );
        expect(body.message).toBe(`Le chemin d’API ${method} /api/no-such-thing n’existe pas.`);
      },
    );

    it('answer a known path asked with a method it does not take with 405, Allow naming those it takes', async () => {
      const { auth } = await signedIn(t);
      const res = await request(t, 'DELETE', '/api/airports?x=1', { auth });
      expect(expectError(res, 405).message).toBe(
        '/api/airports n’accepte pas DELETE : ce chemin accepte GET, HEAD, POST.',
      );
      expect(res.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      const en = await api(t).patch('/api/flights/12', {}, { headers: { 'accept-language': 'en' } });
      expect(expectError(en, 405).message).toBe('/api/flights/12 does not take PATCH: it takes GET, HEAD, PUT.');
      expect(en.headers.allow).toBe('GET, HEAD, PUT, OPTIONS');
      // told before the body is read: a wrong method with a body that is not even JSON is still a 405
      const garbled = await request(t, 'PATCH', '/api/flights/12', { auth, body: '{"not json' });
      expect(garbled.statusCode).toBe(405);
      // OPTIONS names the methods
      const options = await request(t, 'OPTIONS', '/api/airports', { auth });
      expect(options.statusCode).toBe(204);
      expect(options.headers.allow).toBe('GET, HEAD, POST, OPTIONS');
      // a deeper path than any route's is no path at all
      expectError(await request(t, 'GET', '/api/flights/12/nothing', { auth }), 404);
    });

    it('answer 405 on every REST path asked with a method none of its routes takes, naming theirs', async () => {
      const { auth } = await signedIn(t);
      // the API's paths (the sign-in form's are the page's), each with the methods of every route it matches
      // (`/api/public/claims/lookup` is also a `/api/public/claims/:reference`)
      const routes = restRoutes().filter((r) => r.path.startsWith('/api/'));
      const matches = (pattern: string, path: string) =>
        new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(path);
      for (const path of new Set(routes.map((r) => r.path.replace(/:\w+/g, '7')))) {
        const methods = new Set(routes.filter((r) => matches(r.path, path)).map((r) => r.method));
        const other = (['PATCH', 'PUT', 'DELETE', 'POST'] as const).find((m) => !methods.has(m))!;
        const res = await request(t, other, path, { auth, body: other === 'DELETE' ? undefined : {} });
        expect(res.statusCode, `${other} ${path}`).toBe(405);
        const allow = String(res.headers.allow).split(', ');
        for (const m of methods) expect(allow, `${other} ${path}`).toContain(m);
      }
    });

    it('answer HEAD like GET on a read, and 405 on an export, which HEAD would run and record unseen', async () => {
      const { auth } = await signedIn(t);
      const read = await request(t, 'HEAD', '/api/airports', { auth });
      expect(read.statusCode).toBe(200);
      expect(read.body).toBe('');
      const admin = await adminAuth(t);
      const pnr = `H${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
      await insertPassenger(t, (await insertFlight(t)).id, { pnr });
      const before = await t.database.db.$count(auditLog);
      const res = await request(t, 'HEAD', `/api/personal-data/export?pnr=${pnr}`, { auth: admin });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('GET, OPTIONS');
      expect(await t.database.db.$count(auditLog)).toBe(before);
      // the same export asked with GET is recorded
      expectJson(await request(t, 'GET', `/api/personal-data/export?pnr=${pnr}`, { auth: admin }), 200);
      expect(await t.database.db.$count(auditLog)).toBe(before + 1);
    });

    it('answer an address with a broken %-escape with a JSON 400 in the caller’s language', async () => {
      const fr = await request(t, 'GET', '/api/no-such-thing/%E0%A4%A');
      expect(expectError(fr, 400).message).toBe(
        'L’adresse de la requête n’est pas valide : un % doit être suivi de deux chiffres hexadécimaux.',
      );
      const en = await api(t).get('/api/no-such-thing/%E0%A4%A', undefined, { headers: { 'accept-language': 'en' } });
      expect(expectError(en, 400).message).toBe(
        'The request’s address is not valid: a % must be followed by two hexadecimal digits.',
      );
    });

    it('answer a request that is not valid HTTP with a JSON 400 and close the connection', async () => {
      const database = await openTestDatabase(kind);
      const app = await buildApp({ database, env: testEnv(), logger: false, clientDir: '/nonexistent-client-dir' });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const { port } = app.server.address() as AddressInfo;
        const answer = await new Promise<string>((resolve, reject) => {
          let text = '';
          const socket = connect(port, '127.0.0.1', () =>
            // a body given two lengths: a request smuggler's shape, which the parser refuses
            socket.write(
              'POST /api/flights HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
                'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
            ),
          );
          socket.on('data', (chunk) => (text += chunk.toString()));
          socket.on('end', () => resolve(text));
          socket.on('error', reject);
        });
        const [head, body] = answer.split('\r\n\r\n');
        expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/);
        expect(head).toMatch(/\r\nconnection: close/i);
        expect(head).toMatch(/\r\ncontent-type: application\/json/i);
        expect(JSON.parse(body!)).toEqual({
          message: 'La requête n’est pas du HTTP valide (sa longueur ou ses en-têtes n’ont pas pu être lus).',
        });
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('answer /api itself and an unknown tRPC procedure with JSON 404', async () => {
      expectError(await api(t).get('/api'), 404);
      const res = await api(t).get('/trpc/nothing.here');
      expect(res.statusCode).toBe(404);
      expect(res.json().error.data.httpStatus).toBe(404);
    });

    it('answer an anonymous unknown /api path with 404 rather than 401, in English when the browser asks', async () => {
      const res = await api(t).get('/api/missing', undefined, { headers: { 'accept-language': 'en' } });
      expect(expectError(res, 404).message).toBe('There is no API path GET /api/missing.');
    });
  });

  describe('API documentation: an OpenAPI document of every path', () => {
    it('GET /api/openapi.json is an OpenAPI 3.1 document naming every documented route with its method', async () => {
      const doc = expectJson(await api(t).get('/api/openapi.json'), 200);
      expect(doc.openapi).toBe('3.1.0');
      // the API's paths (the sign-in form's are the page's)
      for (const route of restRoutes().filter((r) => r.path.startsWith('/api/'))) {
        const path = route.path.replace(/:(\w+)/g, '{$1}');
        expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
      }
    });

    it("passes Redocly's recommended lint with no error and no warning, and names its server relatively", async () => {
      const res = await api(t).get('/api/openapi.json');
      const doc = expectJson(res, 200);
      expect(doc.servers).toEqual([{ url: '/', description: expect.any(String) }]);
      const dir = mkdtempSync(join(tmpdir(), 'tarmac-openapi-'));
      try {
        const file = join(dir, 'openapi.json');
        writeFileSync(file, res.body);
        // the CLI itself, as an integrator would run it; no telemetry from a test
        const run = spawnSync(
          process.execPath,
          [
            fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url)),
            'lint',
            file,
            '--extends',
            'recommended',
            '--format',
            'json',
          ],
          {
            encoding: 'utf8',
            env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
            timeout: 60_000,
          },
        );
        const report = JSON.parse(run.stdout) as {
          totals: { errors: number; warnings: number };
          problems: { ruleId: string; message: string }[];
        };
        expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
        expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
        expect(run.status).toBe(0);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

  describe('Security headers', () => {
    it.each([
      ['GET /healthz', '/healthz'],
      ['GET /api/user (401)', '/api/user'],
      ['GET /api/missing (404)', '/api/missing'],
    ])('carry a CSP without inline script that forbids framing, and nosniff, on %s', async (_label, url) => {
      const res = await api(t).get(url);
      const csp = String(res.headers['content-security-policy']);
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      expect(directives['frame-ancestors']).toEqual(["'none'"]);
      expect(directives['script-src']).toBeDefined();
      expect(directives['script-src']).not.toContain("'unsafe-inline'");
      expect(directives['script-src']).not.toContain("'unsafe-eval'");
      expect(directives['default-src']).toEqual(["'self'"]);
      expect(directives['object-src']).toEqual(["'none'"]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('Bad input never yields a 5xx, always the JSON error body', () => {
    it('refuses a body over 1 MB with 413 JSON', async () => {
      const { auth } = await signedIn(t);
      const body = expectError(await api(t, auth).post('/api/tokens', { name: 'x'.repeat(1_100_000) }), 413);
      expect(body.message).toBe('La requête est trop volumineuse.');
    });

    it('refuses a malformed JSON body with 400 on an authenticated route', async () => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).post('/api/tokens', '{"name": "kiosk"'), 400);
      expectError(await api(t, auth).patch('/api/profile/lang', '{lang: en}'), 400);
    });

    it('refuses a multipart body on a JSON route with 415 JSON (only uploads parse multipart)', async () => {
      const admin = await adminAuth(t);
      const { token } = await createToken(t, admin);
      const boundary = 'tarmac-boundary';
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nkiosk\r\n--${boundary}--\r\n`,
      });
      expect(expectError(res, 415).message).toBe('Ce chemin n’accepte qu’un corps JSON (application/json).');
    });

    it('refuses a body of the wrong type with 415 saying what the path takes, a DELETE as any other (as documented)', async () => {
      const admin = await adminAuth(t);
      const { token } = await createToken(t, admin);
      const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, type: string, body: string) =>
        request(t, method, url, {
          auth: { token },
          headers: { 'content-type': type },
          body,
        });
      // text on a JSON path: its fields are not what is wrong (it answered 422 "body: invalid")
      const text = await send('POST', '/api/tokens', 'text/plain', '{"name":"kiosk"}');
      expect(expectError(text, 415).message).toBe('Ce chemin n’accepte qu’un corps JSON (application/json).');
      // JSON on an upload: not a photo left out (it answered 422 "photo required")
      const airport = await createAirport(t);
      const found = expectJson(
        await api(t, admin).post('/api/found-bags', { found_location: 'Belt 1', airport_id: airport.id }),
        201,
      );
      const json = await send('PUT', `/api/found-bags/${found.id}/photo`, 'application/json', '{}');
      expect(expectError(json, 415).message).toBe(
        'Ce chemin n’accepte qu’un fichier dans un corps multipart/form-data.',
      );
      // a DELETE takes no body, and one sent is read like any other: malformed, of another type
      expectError(await send('DELETE', `/api/found-bags/${found.id}/photo`, 'application/json', '{'), 400);
      expectError(await send('DELETE', `/api/found-bags/${found.id}/photo`, 'application/xml', '<a/>'), 415);
    });

    it.each(
      restRoutes()
        .filter((r) => !PUBLIC.has(`${r.method} ${r.path}`))
        .map((r) => [`${r.method} ${r.path}`, r] as const),
    )('answers %s with 401 JSON to an anonymous caller', async (_label, route) => {
      const res = await request(t, route.method, withParams(route.path, '1'), {
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      expectError(res, 401);
    });

    it.each(restRoutes().map((r) => [`${r.method} ${r.path}`, r] as const))(
      'answers %s with JSON and never a 5xx, whatever the path, query or body',
      async (_label, route) => {
        const admin = await adminAuth(t);
        const { token } = await createToken(t, admin);
        const hostile = [
          'abc',
          '0',
          '-1',
          '1e3',
          '2147483648',
          '9999999999',
          '99999999999',
          '%00',
          "1' OR '1'='1",
          'x'.repeat(3000),
        ];
        const bodies: unknown[] = [
          '{"truncated": ',
          'null',
          '[]',
          '"a string"',
          '12',
          {},
          {
            id: 'abc',
            name: 123,
            email: {},
            password: [],
            lang: 7,
            page: -1,
            service_id: 'x',
            airport_id: 1e12,
            code: null,
            role: true,
          },
          {
            name: 'x'.repeat(100_000),
            email: 'y'.repeat(100_000),
            password: 'z'.repeat(100_000),
            code: 'w'.repeat(100_000),
          },
          // PostgreSQL text cannot hold U+0000
          {
            name: 'nul\u0000byte',
            email: 'nul\u0000@example.test',
            username: 'nul\u0000',
            code: 'F\u0000H',
            lang: 'en\u0000',
          },
          // valid except for ids past PostgreSQL's integer range, so the ids reach the services
          {
            name: 'Fuzz',
            email: 'fuzz@example.test',
            username: 'fuzz',
            password: 'fuzz-password',
            role: 'agent',
            service_id: 2 ** 31,
            airport_id: 1e10,
          },
          '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}',
        ];
        const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
        const paths = route.path.includes(':')
          ? hostile.map((v) => withParams(route.path, encodeURIComponent(v)))
          : [route.path];
        const queries =
          route.method === 'GET'
            ? [
                '',
                '?page=abc&service_id=-4&airport_id=1.5&role=x',
                '?service_id=9999999999',
                '?airport_id=2147483648',
                `?page=${'9'.repeat(40)}`,
                '?page[]=1&page[]=2',
              ]
            : [''];
        for (const path of paths) {
          for (const query of queries) {
            for (const body of hasBody ? bodies : [undefined]) {
              const res = await request(t, route.method, path + query, { auth: { token }, body });
              expect(
                res.statusCode,
                `${route.method} ${path + query} ${JSON.stringify(body)?.slice(0, 80)} → ${res.body.slice(0, 200)}`,
              ).toBeLessThan(500);
              // an answer is JSON, but for a success of a path that answers a file of its own type (a CSV export),
              // or of a path that answers text (the BPM feed)
              const ownType = route.textAnswer ? 'text/plain' : route.contentType;
              const own = res.statusCode < 300 && typeof ownType === 'string' ? ownType : null;
              if (res.statusCode !== 204)
                expect(String(res.headers['content-type'])).toMatch(own ? own : /^application\/json/);
            }
          }
        }
      },
    );
  });

  // Kiosks and desks are shared: nothing the API answers stays in the browser's or a proxy's cache.
  describe('Caching', () => {
    it('answers every /api and /trpc call, data or refusal, with Cache-Control: no-store', async () => {
      const airport = await createAirport(t);
      const { auth } = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id });
      const a = api(t, auth);
      const pax = await insertPassenger(t, (await insertFlight(t)).id);
      const bag = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 2', bag_color: 'BU' }), 201);
      const { payload, headers } = multipart([
        { name: 'photo', filename: 'bag.png', content: solidPng(4, 4, [0, 0, 200]), contentType: 'image/png' },
      ]);
      const photo = await request(t, 'PUT', `/api/found-bags/${bag.id}/photo`, { auth, body: payload, headers });
      const admin = api(t, await adminAuth(t));
      const answers = {
        'PUT photo': photo,
        'GET photo': await a.get(`/api/found-bags/${bag.id}/photo`),
        'GET found bag': await a.get(`/api/found-bags/${bag.id}`),
        'GET passenger': await admin.get(`/api/passengers/${pax.id}`),
        'GET user': await a.get('/api/user'),
        'GET users': await admin.get('/api/users'),
        'GET tokens': await a.get('/api/tokens'),
        'GET my shifts': await a.get('/api/profile/shifts'),
        'tRPC auth.me': await a.get('/trpc/auth.me'),
        'tRPC anonymous': await api(t).get('/trpc/auth.me'),
        'POST /login refused': await request(t, 'POST', '/login', {
          body: { email: 'nobody@example.test', password: 'wrong-password' },
        }),
        'anonymous (401)': await api(t).get('/api/passengers/1'),
        'unknown path (404)': await a.get('/api/missing'),
      };
      for (const [label, res] of Object.entries(answers))
        expect([label, res.statusCode < 500, res.headers['cache-control']]).toEqual([label, true, 'no-store']);
    });

    it('lets the OpenAPI document be kept, checked again each time', async () => {
      expect((await api(t).get('/api/openapi.json')).headers['cache-control']).toBe('no-cache');
    });
  });

  describe('tRPC (/trpc) applies the same authentication', () => {
    it('answers auth.me with the same user as GET /api/user for a session cookie', async () => {
      const { user, auth } = await signedIn(t, { role: 'supervisor', service: 'passenger' });
      const res = await api(t, auth).get('/trpc/auth.me');
      expect(res.statusCode, res.body).toBe(200);
      const viaTrpc = res.json().result.data;
      expect(viaTrpc).toEqual(expectJson(await api(t, auth).get('/api/user'), 200));
      expect(viaTrpc).toMatchObject({ id: user.id, role: 'supervisor', service: { slug: 'passenger' } });
    });

    it('answers auth.me for a Bearer token', async () => {
      const { user, auth } = await signedIn(t);
      const { token } = await createToken(t, auth);
      const res = await api(t, { token }).get('/trpc/auth.me');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result.data.id).toBe(user.id);
    });

    it('refuses an anonymous auth.me with 401 and the translated message', async () => {
      const res = await api(t).get('/trpc/auth.me');
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        message: 'Vous n’êtes pas connecté.',
        data: { code: 'UNAUTHORIZED', httpStatus: 401 },
      });
    });

    it('refuses a cookie-authenticated mutation without X-Requested-With with 403', async () => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).post('/trpc/auth.setLang', { lang: 'en' }, { xhr: false }), 403);
      expect(expectJson(await api(t, auth).get('/api/user'), 200).lang).toBe('fr');
    });

    it('runs a mutation with the header, and reports validation errors per field with 422', async () => {
      const { auth } = await signedIn(t);
      const ok = await api(t, auth).post('/trpc/auth.setLang', { lang: 'en' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().result.data).toEqual({ lang: 'en' });
      const bad = await api(t, auth).post('/trpc/auth.setLang', { lang: 'de' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().error).toMatchObject({
        message: 'Some fields are not valid.',
        data: { httpStatus: 422, errors: { lang: ['Choose en or fr.'] } },
      });
    });

    it('gives the same answer through a server-side caller as through GET /api/users/:id', async () => {
      const admin = await adminAuth(t);
      const { user } = await signedIn(t, { role: 'agent', service: 'cargo' });
      const me = expectJson(await api(t, admin).get('/api/user'), 200);
      const viaCaller = await (await callerFor(t, me.id)).users.get({ id: user.id });
      expect(JSON.parse(JSON.stringify(viaCaller))).toEqual(
        expectJson(await api(t, admin).get(`/api/users/${user.id}`), 200),
      );
      const refused = await (await callerFor(t, user.id)).users.get({ id: me.id }).catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(TRPCError);
      expect((refused as TRPCError).code).toBe('FORBIDDEN');
    });

    it('refuses an agent calling an admin procedure with 403, as REST does', async () => {
      const { auth } = await signedIn(t, { role: 'agent' });
      const res = await api(t, auth).post('/trpc/reference.createAirport', { code: 'ZZZ', name: 'Nope' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.data.httpStatus).toBe(403);
    });
  });
});
