import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { SESSION_COOKIE, validateSession } from './auth/session';
import type { Database } from './db/client';
import type { Env } from './env';
import { AppError, fail, toErrorResponse } from './errors';
import { pickLocale } from './i18n';
import { registerRest } from './rest/adapter';
import { securityHeaders } from './security-headers';
import { appRouter, type AppRouter } from './router';
import { authenticateToken } from './services/tokens';
import type { Context } from './trpc';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Pick<Context, 'user' | 'auth'>;
  }
}

// `logStream`: where log records go instead of JSON on stdout (console.ts: readable lines at a terminal).
export type AppOptions = { database: Database; env: Env; clientDir?: string; logger?: boolean; logStream?: NodeJS.WritableStream };

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const isApiPath = (url: string) => /^\/(api|trpc)(\/|$|\?)|^\/(login|logout)(\?|$)/.test(url);

export async function buildApp({ database, env, clientDir = path.resolve('dist/client'), logger = true, logStream }: AppOptions) {
  const { db } = database;
  const ASSETS = path.join(clientDir, 'assets') + path.sep;
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL, ...(logStream && { stream: logStream }) } : false,
    ...(logStream && { logController: new OneLinePerRequest() }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { maxParamLength: 5000 }, // batched tRPC URLs are long
    bodyLimit: 1024 * 1024,
  });

  // 1. Security headers: a CSP without inline script, computed once (security-headers.ts).
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false });

  // 2. Who is calling: a Bearer token, else the session cookie. Resolved once, for tRPC and REST alike.
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (req, reply) => {
    req.auth = { user: null, auth: null };
    if (!isApiPath(req.url)) return;
    const header = req.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      const token = await authenticateToken(db, header.slice(7).trim());
      if (!token) throw fail('UNAUTHORIZED', 'unauthenticated');
      req.auth = { user: token.user, auth: { method: 'token', tokenId: token.id } };
      return;
    }
    const cookie = req.cookies[SESSION_COOKIE];
    if (!cookie) return;
    const session = await validateSession(db, cookie);
    if (!session) {
      clearSessionCookie(reply);
      return;
    }
    // CSRF (CONTRACT §2): a cookie-authenticated change must come from our own scripts
    if (MUTATING.has(req.method) && req.headers['x-requested-with'] !== 'XMLHttpRequest') throw fail('FORBIDDEN', 'csrf');
    if (session.renewed) setSessionCookie(req, reply, cookie, session.expires_at);
    req.auth = { user: session.user, auth: { method: 'session', token: cookie } };
  });

  const makeContext = (req: FastifyRequest, reply: FastifyReply): Context => ({
    db,
    env,
    ...req.auth,
    locale: pickLocale(req.auth.user?.lang, req.headers['accept-language']),
    requestId: req.id,
    ip: req.ip,
    session: {
      set: (token, expires) => setSessionCookie(req, reply, token, expires),
      clear: () => clearSessionCookie(reply),
    },
  });

  // 3. Errors: JSON of CONTRACT §3 in the caller's language; 5xx logged with the request id.
  app.setErrorHandler((err, req, reply) => {
    const locale = pickLocale(req.auth?.user?.lang, req.headers['accept-language']);
    let mapped = err;
    const fastifyErr = err as { statusCode?: number; code?: string };
    if (!(err instanceof AppError) && fastifyErr.statusCode && fastifyErr.statusCode < 500) {
      const status = fastifyErr.statusCode;
      mapped =
        status === 413 || fastifyErr.code === 'FST_REQ_FILE_TOO_LARGE'
          ? fail('PAYLOAD_TOO_LARGE', 'tooLarge')
          : status === 429
            ? fail('TOO_MANY_REQUESTS', 'tooManyRequests', { seconds: Number(reply.getHeader('retry-after') ?? 60) })
            : status === 415
              ? fail('BAD_REQUEST', 'malformedJson')
              : fail('BAD_REQUEST', 'malformedJson');
    }
    const { status, body } = toErrorResponse(mapped, locale, req.id);
    if (status >= 500) req.log.error({ err }, 'request failed');
    if (mapped instanceof AppError && mapped.retryAfter) reply.header('retry-after', String(mapped.retryAfter));
    reply.code(status).send(body);
  });

  // 4. Routes: health, tRPC, REST, then the client.
  app.get('/healthz', async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => makeContext(req, res),
      onError: ({ error, req }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error.cause ?? error }, 'procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerRest(app, makeContext, env.LOGIN_LIMIT_PER_MINUTE);

  // The client: content-hashed files under /assets are cached for a year and never revalidated, sent
  // as the brotli or gzip copy the build made; index.html (which names them) is revalidated every time.
  const hasClient = existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: ['.vite/**'],
      setHeaders: (reply: FastifyReply, file: string) =>
        reply.header('cache-control', file.startsWith(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    });
  }
  // The API reference (Swagger UI over /api/openapi.json) is a page of the client build, outside the app's bundle.
  if (hasClient) app.get('/api/docs', (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('api-docs.html'));
  app.setNotFoundHandler((req, reply) => {
    // every screen of SPEC §2 is a client route: unknown paths load the app, which shows its own 404
    if (req.method === 'GET' && hasClient && !/^\/(api|trpc)(\/|$|\?)/.test(req.url)) return reply.sendFile('index.html');
    const { status, body } = toErrorResponse(
      fail('NOT_FOUND', 'pathNotFound', { method: req.method, path: req.url.split('?')[0] ?? '' }),
      pickLocale(null, req.headers['accept-language']),
      req.id,
    );
    return reply.code(status).send(body);
  });

  return app;
}

function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', expires });
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
