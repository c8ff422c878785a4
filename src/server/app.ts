import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { createGzip, Gzip } from 'node:zlib';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { subscribe } from './auth/credential-events';
import { schedulePurge } from './auth/purge';
import { SESSION_COOKIE, validateSession } from './auth/session';
import { withinMs, type Database } from './platform/db/client';
import { isDatabaseUnavailable } from './platform/db/unavailable';
import type { Env } from './platform/env';
import { AppError, fail, failRetryAfter, retryAfterOf, toErrorResponse } from './platform/errors';
import { pickLocale } from './platform/i18n';
import { indexPage } from './platform/index-page';
import { asJson, localLinks } from './local-link';
import { registerRest } from './rest/adapter';
import { securityHeaders } from './platform/security-headers';
import { appRouter, type AppRouter } from './router';
import { authenticateToken } from './domains/tokens/service';
import { systemCall, type Actor, type Call } from './platform/call';
import { createCallerFactory, type Context } from './platform/trpc';
import { bodyIsIn, closeAfterAnswer, dropRest } from './platform/unread-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls, and the session cookie's value when that is how they proved it. */
    auth: { actor: Actor; sessionToken: string | null };
  }
}

// `logStream`: where log records go instead of JSON on stdout (console.ts: readable lines at a terminal).
export type AppOptions = {
  database: Database;
  env: Env;
  clientDir?: string;
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
};

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)|^\/(login|logout)(\?|$)/.test(url);

export async function buildApp({
  database,
  env,
  clientDir = path.resolve('dist/client'),
  logger = true,
  logStream,
}: AppOptions) {
  const { db } = database;
  const ASSETS = path.join(clientDir, 'assets') + path.sep;
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, ...(logStream && { stream: logStream }) } : false,
    ...(logStream && { logController: new OneLinePerRequest() }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // a hop count trusts that many proxies in front (fastify's types take it as a function of the hop)
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 }, // batched tRPC URLs are long
    bodyLimit: 1024 * 1024,
    // a request must be whole within two minutes (a 10 MB manifest over a slow kiosk link fits): a client that
    // sends a byte now and then cannot hold a connection and its buffer for ever
    requestTimeout: 120_000,
    // refused while stopping by the hook below instead, in the caller's language and with Retry-After
    return503OnClosing: false,
  });

  // 0. Stopping (app.close(), on SIGTERM): /healthz turns 503 so a balancer sends no more, a new request is refused
  // with 503 and Retry-After, and every answer closes its connection: a kiosk's idle keep-alive connection would
  // otherwise hold the process open until the connection's own timeout, long after the last request. Requests
  // already being served (scans waiting in a group commit among them) finish and are answered first.
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onRequest', async (req, reply) => {
    if (!stopping) return;
    reply.header('connection', 'close');
    if (req.url !== '/healthz') throw failRetryAfter('SERVICE_UNAVAILABLE', 'shuttingDown', 1);
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (stopping) reply.header('connection', 'close');
    return payload;
  });

  // 1. Credential changes made by other processes sharing the database reach this one's cache (credential-events.ts).
  const stopCredentialEvents = await subscribe(database, (err, what) => app.log.warn({ err }, `${what} failed`));
  app.addHook('onClose', async () => {
    // a database already closed (its owner closes it after the app, a test before) has nothing left to unlisten
    await stopCredentialEvents().catch((err: unknown) => app.log.debug({ err }, 'stopping credential events failed'));
  });

  // 2. Security headers: a CSP without inline script, computed once (security-headers.ts). Desks and kiosks are
  // shared: no answer of the API (passengers, bags, claims, photos, users, tokens, shifts…) is kept by the browser
  // or a proxy for the next person at the screen; a path with a policy of its own (the OpenAPI document) sets it.
  const headers = securityHeaders();
  const apiHeaders = { ...headers, 'cache-control': 'no-store' };
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isApiPath(req.url) ? apiHeaders : headers);
    done();
  });
  await app.register(fastifyCookie);

  // An answer that goes before its request's body is all in (a refused upload, most often): the rest is read and
  // dropped for a moment so the kept-alive connection can serve the client's next request, and when it does not
  // come the answer says the connection closes (unread-body.ts).
  app.addHook('onSend', async (req, reply, payload) => {
    if (!bodyIsIn(req.raw) && !(await dropRest(req.raw))) {
      reply.header('connection', 'close');
      closeAfterAnswer(req.raw);
    }
    return payload;
  });

  // 3. Who is calling: a Bearer token, else the session cookie. Resolved once, for tRPC and REST alike.
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (req, reply) => {
    req.auth = { actor: { kind: 'anonymous' }, sessionToken: null };
    if (!isApiPath(req.url)) return;
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const token = await authenticateToken(db, header.slice(7).trim());
      if (!token) throw fail('UNAUTHORIZED', 'unauthenticated');
      req.auth = {
        actor: { kind: 'token', user: token.user, token: { id: token.id, name: token.name } },
        sessionToken: null,
      };
      return;
    }
    const found = await sessionOf(req, reply);
    if (!found) return;
    // CSRF: a change made with the session cookie must come from our own scripts, which add this header (a
    // form or a link on another site cannot)
    if (MUTATING.has(req.method) && req.headers['x-requested-with'] !== 'XMLHttpRequest')
      throw fail('FORBIDDEN', 'csrf');
    signInWith(req, reply, found);
  });

  /** The session the request's cookie names, or null (the cookie cleared when it names none still valid). */
  async function sessionOf(req: FastifyRequest, reply: FastifyReply) {
    const cookie = req.cookies[SESSION_COOKIE];
    if (!cookie) return null;
    const session = await validateSession(db, cookie);
    if (!session) clearSessionCookie(reply);
    return session && { cookie, session };
  }

  /** The request made by the session's user; a session renewed near its end sends its cookie's new expiry. */
  function signInWith(
    req: FastifyRequest,
    reply: FastifyReply,
    { cookie, session }: NonNullable<Awaited<ReturnType<typeof sessionOf>>>,
  ) {
    if (session.renewed) setSessionCookie(req, reply, cookie, session.expires_at);
    req.auth = { actor: { kind: 'session', user: session.user }, sessionToken: cookie };
  }

  // The call services are given (call.ts) and the context of the procedures, once per request.
  const makeContext = (req: FastifyRequest, reply: FastifyReply): Context => {
    const { actor, sessionToken } = req.auth;
    const user = 'user' in actor ? actor.user : null;
    const call: Call = {
      db,
      env,
      tz: env.APP_TIMEZONE,
      actor,
      locale: pickLocale(user?.lang, req.headers['accept-language']),
      ip: req.ip,
      requestId: req.id,
    };
    return {
      call,
      user,
      session: {
        token: sessionToken,
        set: (token, expires) => setSessionCookie(req, reply, token, expires),
        clear: () => clearSessionCookie(reply),
      },
    };
  };

  // 4. Errors: one JSON shape ({message, errors by field, request_id of a 5xx}) in the caller's language; 5xx
  // logged with the request id.
  app.setErrorHandler((err, req, reply) => {
    const actor = req.auth?.actor;
    const locale = pickLocale(actor && 'user' in actor ? actor.user.lang : null, req.headers['accept-language']);
    let mapped = err;
    const fastifyErr = err as { statusCode?: number; code?: string };
    if (!(err instanceof AppError) && fastifyErr.statusCode && fastifyErr.statusCode < 500) {
      const status = fastifyErr.statusCode;
      mapped =
        status === 413 || fastifyErr.code === 'FST_REQ_FILE_TOO_LARGE'
          ? fail('PAYLOAD_TOO_LARGE', 'tooLarge')
          : status === 415
            ? fail('UNSUPPORTED_MEDIA_TYPE', 'jsonOnly')
            : fail('BAD_REQUEST', 'malformedJson');
    }
    const { status, body } = toErrorResponse(mapped, locale, req.id);
    if (status >= 500 && status !== 503) req.log.error({ err }, 'request failed');
    else if (status === 503 && isDatabaseUnavailable(err)) req.log.warn({ err }, 'database unavailable');
    const wait = retryAfterOf(mapped);
    if (wait) reply.header('retry-after', String(wait));
    reply.code(status).send(body);
  });

  // 5. Routes: health, tRPC, REST, then the client.
  // A balancer asks this every few seconds: 503 at once when the database does not answer within a second (its
  // ping's bound) or the process is stopping, so the node is taken out while the others serve.
  app.get('/healthz', async (_req, reply) => {
    if (stopping) return reply.code(503).send({ status: 'stopping' });
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  // /trpc is the client's door: JSON only, 1 MiB at most (the app's bodyLimit), a few calls per batch. Checked
  // before the body is read, as anyone on the network can knock.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => guardTrpcCall(req));
    await scope.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        maxBatchSize: TRPC_MAX_BATCH,
        createContext: ({ req, res }) => makeContext(req, res),
        onError: ({ error, req }) => {
          if (error.code !== 'INTERNAL_SERVER_ERROR') return;
          // the database away is the operator's to see once in its own log, not a bug per call
          if (isDatabaseUnavailable(error)) req.log.warn({ err: error.cause ?? error }, 'database unavailable');
          else req.log.error({ err: error.cause ?? error }, 'procedure failed');
        },
        // a refusal that says when to come back (429, 503) says it in the header too, as over REST
        responseMeta: ({ errors }) => {
          const wait = errors.map(retryAfterOf).find(Boolean);
          return wait ? { headers: { 'retry-after': String(wait) } } : {};
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  });

  registerRest(app, makeContext);

  // The client: content-hashed files under /assets are cached for a year and never revalidated, sent
  // as the brotli or gzip copy the build made; index.html (which names them) is made per request (below).
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: ['.vite/**'],
      setHeaders: (reply: FastifyReply, file: string) => {
        reply.header('cache-control', file.startsWith(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // The API reference (Swagger UI over /api/openapi.json) is a page of the client build, outside the app's bundle.
  if (hasClient)
    app.get('/api/docs', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('api-docs.html'));
  // index.html carries who is signed in (decision 042) and their first screen drawn (decision 044): never kept by
  // the browser or a proxy, whoever it names
  const page = hasClient ? indexPage(clientDir) : null;
  const createCaller = createCallerFactory(appRouter);
  /**
   * The current user as the `auth.me` procedure answers the request's session; none when signed out, and none when
   * the database does not answer within PAGE_WAIT_MS (stalled, its connections all taken, the embedded one
   * busy with a long statement): the page itself never waits on the database, the client asks and says it waits.
   */
  const bootUser = async (req: FastifyRequest, reply: FastifyReply) => {
    try {
      const found = await withinMs(PAGE_WAIT_MS, sessionOf(req, reply));
      if (!found) return undefined;
      signInWith(req, reply, found);
      return await createCaller(makeContext(req, reply)).auth.me();
    } catch (err) {
      // the page loads without it (the database away): the client asks, and says so while nobody answers
      req.log.warn({ err }, 'the page goes without the current user');
      return undefined;
    }
  };
  // The drawing code is the client's (src/client/server-render.tsx), with every screen and text: loaded when the
  // first page is drawn, not at start, so that a process that only answers the API (an integration node) never holds
  // it (about 17 MB). That first page may go undrawn while it loads; the pages after it are drawn.
  let drawing: Promise<typeof import('../client/server-render')> | undefined;
  const drawingCode = () => {
    drawing ??= import('../client/server-render').then(async (code) => {
      await code.prepareDrawing();
      return code;
    });
    return drawing;
  };
  let drawingNow = 0;
  /** A browser asking for a page (not a script's `*\/*`), for a screen other than the password change the server
   * holds every other screen behind. */
  const mayDraw = (req: FastifyRequest, user: { must_change_password: boolean }) =>
    hasClient && !user.must_change_password && /\btext\/html\b/.test(req.headers.accept ?? '');
  /**
   * The user's first screen drawn, with the answers it shows, or nothing: for a page `mayDraw`, when fewer than
   * PAGE_DRAWS_AT_ONCE pages are being drawn, and by the page's deadline. Without it the browser draws the screen
   * itself, as before: the page is a little later to paint, never wrong.
   */
  const drawnScreen = async (
    req: FastifyRequest,
    reply: FastifyReply,
    user: NonNullable<Awaited<ReturnType<typeof bootUser>>>,
    deadline: number,
  ) => {
    const left = deadline - Date.now();
    if (drawingNow >= PAGE_DRAWS_AT_ONCE || left < PAGE_DRAW_MIN_MS) return undefined;
    drawingNow++;
    const stop = new AbortController();
    try {
      const links = localLinks(() => makeContext(req, reply));
      const drawn = drawingCode().then(({ drawPage }) =>
        // (the user's dates become texts, as the browser gets them)
        drawPage(req.url, asJson(user) as never, links, stop.signal),
      );
      return (await withinMs(left, drawn)) ?? undefined;
    } catch (err) {
      req.log.warn({ err }, 'the page goes without its first screen drawn');
      return undefined;
    } finally {
      stop.abort(); // a drawing given up stops asking the database
      drawingNow--;
    }
  };
  app.setNotFoundHandler(async (req, reply) => {
    // every screen is a client route: unknown paths load the app, which shows its own 404
    if (req.method === 'GET' && page && !/^\/(api|trpc)(\/|$|\?)/.test(req.url)) {
      const deadline = Date.now() + PAGE_WAIT_MS;
      const user = await bootUser(req, reply);
      reply.header('cache-control', 'no-store').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      if (!user || !mayDraw(req, user)) return reply.send(page.whole({ boot: { user } }));
      // A page to draw is sent in two parts: its head at once, so that the browser fetches the stylesheet and the
      // scripts while the screen is drawn, then the drawn screen and its answers. A drawn page is 50–60 KB, mostly
      // markup that compresses tenfold: a kiosk on the airport's Wi-Fi feels it (it holds no secret an attacker
      // could guess through its compressed size: no token, the CSRF rule is a header); each part is flushed.
      const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const out = gzip ? createGzip({ level: 6 }) : new PassThrough();
      if (gzip) reply.header('content-encoding', 'gzip');
      void reply.send(out);
      out.write(page.head(user.lang));
      // The head leaves before the drawing starts. On the embedded database the drawing's questions are answered in
      // this thread, one promise after another with no turn of the event loop between them, and a head merely
      // written (or a compression flush merely asked) waited for the whole drawing: the browser got the head 60–80 ms
      // late, with the rest. Waiting for the flush, then for the loop's next turn, puts the head on the socket first.
      await new Promise<void>((resolve) =>
        out instanceof Gzip ? out.flush(() => setImmediate(resolve)) : setImmediate(resolve),
      );
      const drawn = await drawnScreen(req, reply, user, deadline);
      let rest = page.rest(drawn ?? { boot: { user } });
      if (drawn && rest.length > PAGE_MAX_CHARS) {
        // a screen whose answers would make the page heavier than the app's own first load: the browser asks them
        req.log.warn({ chars: rest.length, url: req.url }, 'the page goes without its first screen drawn: too large');
        rest = page.rest({ boot: { user } });
      }
      out.end(rest);
      return reply;
    }
    const { status, body } = toErrorResponse(
      fail('NOT_FOUND', 'pathNotFound', { method: req.method, path: req.url.split('?')[0] ?? '' }),
      pickLocale(null, req.headers['accept-language']),
      req.id,
    );
    return reply.code(status).send(body);
  });

  // 6. Expired sessions and idle sign-in counters deleted at start and every hour (auth/purge.ts).
  schedulePurge(app, systemCall(db, env, 'purge'));

  return app;
}

/**
 * How long index.html waits for the database (as /healthz waits for its ping): for its session's user, then for its
 * first screen drawn (its questions answered) in what is left of it; past it, the page goes without them.
 */
const PAGE_WAIT_MS = 1000;
/** Too little time left to draw a screen: the page goes without. */
const PAGE_DRAW_MIN_MS = 100;
/** A page drawn larger than this (characters) goes without its drawing: more than the app's first load weighs. */
const PAGE_MAX_CHARS = 1024 * 1024;
/** Pages drawn at once: each takes 25–35 ms of this process's CPU; a hall of kiosks reloading gets undrawn pages. */
const PAGE_DRAWS_AT_ONCE = 4;

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Calls per /trpc batch: a screen asks for a handful at once; a batch of hundreds is someone else. */
export const TRPC_MAX_BATCH = 10;

function guardTrpcCall(req: FastifyRequest) {
  const type = req.headers['content-type'];
  // the client sends JSON only; tRPC's adapter would read any multipart body whole, with no size limit
  if (type && !/^application\/json\s*(;|$)/i.test(type)) throw fail('UNSUPPORTED_MEDIA_TYPE', 'jsonOnly');
  // the procedures as tRPC will read them: it decodes the path Fastify already decoded once more, so an
  // encoded comma (%252C) splits there too
  let procedures: string;
  try {
    procedures = decodeURIComponent((req.params as { path?: string }).path ?? '');
  } catch {
    throw fail('NOT_FOUND', 'pathNotFound', { method: req.method, path: req.url.split('?')[0] ?? '' });
  }
  if (!new URL(req.url, 'http://localhost').searchParams.getAll('batch').includes('1')) return;
  const paths = procedures.split(',');
  if (paths.length > TRPC_MAX_BATCH) throw fail('PAYLOAD_TOO_LARGE', 'batchTooLarge', { max: TRPC_MAX_BATCH });
  // one request, one password check: a batch of sign-ins would be a burst of guesses in one call
  if (paths.length > 1 && paths.includes('auth.login')) throw fail('BAD_REQUEST', 'loginNotBatched');
}

function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: req.protocol === 'https',
    expires,
  });
}

function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** At a terminal: one short line when a request is done, instead of pino's two records per request. */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = `${req.method} ${req.url} → ${reply.statusCode} (${reply.elapsedTime.toFixed(0)} ms)`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
