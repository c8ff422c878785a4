import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../errors';
import { appRouter } from '../router';
import { createCallerFactory, type Context } from '../trpc';
import { buildOpenApi } from './openapi';
import { restRoutes, type RestRequest, type RestRoute } from './routes';

// A thin adapter: it only turns an HTTP request into a procedure input and the result into JSON.
// Validation, auth and errors are the procedure's, exactly as over tRPC.
const createCaller = createCallerFactory(appRouter);

type Callable = (input: unknown) => Promise<unknown>;

function resolve(caller: ReturnType<typeof createCaller>, path: string): Callable {
  let target: unknown = caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  return target as Callable;
}

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024; // CONTRACT §7: manifests up to 10 MB

async function uploadedFile(req: FastifyRequest, field: string) {
  if (!req.isMultipart()) return undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field) return new Uint8Array(await part.toBuffer());
      part.file.resume(); // a file under another name is drained: left unread, the request never ends
    }
  } catch (err) {
    // the plugin's refusals carry their status (a file over the limit: 413); the parser's own (no boundary, a
    // form that never ends) carry none and were answered as a 500: the body is simply not multipart/form-data
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw fail('BAD_REQUEST', 'malformedMultipart');
  }
  return undefined;
}

const isTypedBytes = (x: unknown): x is { content_type: string; bytes: Uint8Array } =>
  typeof x === 'object' && x !== null && 'bytes' in x && x.bytes instanceof Uint8Array && 'content_type' in x && typeof x.content_type === 'string';

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function defaultInput(route: RestRoute, req: RestRequest): unknown {
  const fromUrl = { ...req.query, ...req.params };
  if (route.method === 'GET' || route.method === 'DELETE') return fromUrl;
  if (req.body === undefined || req.body === null) return fromUrl;
  // a body that is not an object goes through as is, so validation names what is wrong with it
  return isPlainObject(req.body) ? { ...req.body, ...req.params } : req.body;
}

/** `loginLimit`: sign-ins per client address and minute (CONTRACT §2). */
export function registerRest(app: FastifyInstance, makeContext: (req: FastifyRequest, reply: FastifyReply) => Context, loginLimit: number) {
  const known = new Set(Object.keys(appRouter._def.procedures));
  for (const route of restRoutes) {
    if (!known.has(route.procedure)) throw new Error(`REST route ${route.method} ${route.path} names unknown procedure ${route.procedure}`);
    const options = {
      method: route.method,
      url: route.path,
      config: route.path === '/login' ? { rateLimit: { max: loginLimit, timeWindow: '1 minute' } } : {},
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = makeContext(req, reply);
        const restReq: RestRequest = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
          file: route.upload ? (field) => uploadedFile(req, field) : async () => undefined,
        };
        const input = route.input ? await route.input(restReq) : defaultInput(route, restReq);
        const result = await resolve(createCaller(ctx), route.procedure)(input);
        if (result === undefined || result === null) return reply.code(204).send();
        if (typeof route.contentType === 'string' && result instanceof Uint8Array) return reply.type(route.contentType).send(Buffer.from(result));
        if (Array.isArray(route.contentType) && isTypedBytes(result)) return reply.type(result.content_type).send(Buffer.from(result.bytes));
        return reply.code(route.status ?? 200).send(result);
      },
    };
    // the multipart plugin adds hooks to every request of its scope: only upload routes get it
    if (route.upload) {
      app.register(async (scope) => {
        await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
        scope.route(options);
      });
    } else {
      app.route(options);
    }
  }
  const openapi = buildOpenApi();
  app.get('/api/openapi.json', async () => openapi);

  // every other /api path answers JSON (CONTRACT §3), never the client's HTML
  app.all('/api/*', async (req) => {
    throw fail('NOT_FOUND', 'pathNotFound', { method: req.method, path: req.url.split('?')[0] ?? req.url });
  });
}
