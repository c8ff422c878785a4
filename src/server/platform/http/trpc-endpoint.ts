import type { AnyTRPCRouter } from '@trpc/server';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { fail, retryAfterOf } from '../errors';

/** Calls per /trpc batch: a screen asks for a handful at once; a batch of hundreds is someone else. */
export const TRPC_MAX_BATCH = 10;

/**
 * /trpc, the client's door: the procedures of `router`, in the request's context (caller.ts). JSON only, 1 MiB at
 * most (the app's bodyLimit), a few calls per batch: checked before the body is read, as anyone on the network can
 * knock.
 */
export const trpcEndpoint = fastifyPlugin<{ router: AnyTRPCRouter }>(
  async (app, { router }) => {
    await app.register(async (scope) => {
      scope.addHook('onRequest', async (req) => guardTrpcCall(req));
      await scope.register(fastifyTRPCPlugin, {
        prefix: '/trpc',
        trpcOptions: {
          router,
          maxBatchSize: TRPC_MAX_BATCH,
          createContext: ({ req, res }) => app.contextOf(req, res),
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
        } satisfies FastifyTRPCPluginOptions<AnyTRPCRouter>['trpcOptions'],
      });
    });
  },
  { name: 'trpc-endpoint', dependencies: ['who-calls'] },
);

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
