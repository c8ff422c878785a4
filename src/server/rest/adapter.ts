import { allowedMethods } from './allowed-methods';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, fail } from '../platform/errors';
import { appRouter } from '../router';
import { checkAccess, createCallerFactory, type Context, type ProcedureMeta } from '../platform/trpc';
import { buildOpenApi } from './openapi';
import type { RestRequest, RestRoute } from './route';
import { restRoutes } from './routes';

// A thin adapter: it only turns an HTTP request into a procedure input and the result into JSON.
// Validation, auth and errors are the procedure's, exactly as over tRPC.
const createCaller = createCallerFactory(appRouter);

type Callable = (input: unknown) => Promise<unknown>;

function resolve(caller: ReturnType<typeof createCaller>, path: string): Callable {
  let target: unknown = caller;
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  return target as Callable;
}

// Room for the multipart envelope around the file (boundaries, part headers) in a declared length.
const MULTIPART_OVERHEAD = 64 * 1024;

type Upload = NonNullable<RestRoute['upload']>;
type Procedure = { _def: { meta?: ProcedureMeta } };
const accessOf = (path: string) =>
  (appRouter._def.procedures as unknown as Record<string, Procedure>)[path]?._def.meta?.access;

/**
 * Before a byte of an upload is read: the caller must be one the procedure admits, and a declared length must
 * fit the route's limit. Anyone on the network can send a file; only those who may use it get it read.
 */
function admitUpload(req: FastifyRequest, ctx: Context, route: RestRoute, upload: Upload) {
  const access = accessOf(route.procedure);
  if (access) checkAccess(ctx, access);
  // a body of another type (JSON) is not the file left out: 415 says what this path takes
  if (req.headers['content-type'] !== undefined && !req.isMultipart())
    throw fail('UNSUPPORTED_MEDIA_TYPE', 'multipartOnly');
  const declared = Number(req.headers['content-length']);
  if (declared > upload.maxBytes + MULTIPART_OVERHEAD) throw tooLarge(upload);
}

const tooLarge = (upload: Upload) => fail('PAYLOAD_TOO_LARGE', upload.tooLarge, { mb: upload.maxBytes / 1024 / 1024 });

/** The file of that field, read up to the route's limit: past it, 413 and the rest is never read. */
async function uploadedFile(req: FastifyRequest, upload: Upload, field: string) {
  if (!req.isMultipart()) return undefined;
  try {
    for await (const part of req.parts({
      limits: { fileSize: upload.maxBytes, files: 1, fields: 20, fieldSize: 4096, parts: 25 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === field) return await readBounded(part.file, upload);
      part.file.resume(); // a file under another name is drained: left unread, the request never ends
    }
  } catch (err) {
    // ours (a file over the limit: 413) and the plugin's refusals carry their status; the parser's own (no
    // boundary, a form that never ends) carry none and were answered as a 500: the body is not multipart/form-data
    if (err instanceof AppError || typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw fail('BAD_REQUEST', 'malformedMultipart');
  }
  return undefined;
}

/**
 * The file's bytes, refused the moment it passes the limit. The multipart reader only stops storing a file that
 * is too long and goes on reading it to its end (toBuffer answers then): a 200 MB body would still come in.
 */
async function readBounded(
  file: NodeJS.ReadableStream & { truncated?: boolean; destroy: (err?: Error) => void },
  upload: Upload,
): Promise<Uint8Array> {
  // the reader below stops with this error the moment the limit is met
  file.once('limit', () => file.destroy(tooLarge(upload)));
  const chunks: Buffer[] = [];
  // a small body may have met the limit before the listener was attached: the stream says so
  if (!file.truncated) for await (const chunk of file) chunks.push(chunk as Buffer);
  if (file.truncated) throw tooLarge(upload);
  return new Uint8Array(Buffer.concat(chunks));
}

const isTypedBytes = (x: unknown): x is { content_type: string; bytes: Uint8Array } =>
  typeof x === 'object' &&
  x !== null &&
  'bytes' in x &&
  x.bytes instanceof Uint8Array &&
  'content_type' in x &&
  typeof x.content_type === 'string';

/**
 * `attachment; filename="…"` with a name a header can carry as it is: letters, digits, dots, hyphens and underscores;
 * anything else (quotes, line breaks, accents) becomes a hyphen.
 */
export const attachmentOf = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '-')}"`;

const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

export function defaultInput(route: RestRoute, req: RestRequest): unknown {
  const fromUrl = { ...req.query, ...req.params };
  if (route.text) {
    // fastify reads text/plain as a string and JSON as a value: only the first is the text the route takes
    if (typeof req.body !== 'string') throw fail('UNSUPPORTED_MEDIA_TYPE', 'plainTextOnly');
    return { ...fromUrl, [route.text.field]: req.body };
  }
  if (route.method === 'GET' || route.method === 'DELETE') return fromUrl;
  if (req.body === undefined || req.body === null) return fromUrl;
  // a body that is not an object goes through as is, so validation names what is wrong with it
  return isPlainObject(req.body) ? { ...req.body, ...req.params } : req.body;
}

export function registerRest(app: FastifyInstance, makeContext: (req: FastifyRequest, reply: FastifyReply) => Context) {
  const known = new Set(Object.keys(appRouter._def.procedures));
  for (const route of restRoutes()) {
    if (!known.has(route.procedure))
      throw new Error(`REST route ${route.method} ${route.path} names unknown procedure ${route.procedure}`);
    const access = accessOf(route.procedure);
    const options = {
      method: route.method,
      url: route.path,
      // a HEAD of an export would run it, and record in the audit trail a copy nobody received (allowed-methods.ts)
      ...(route.attachment && { exposeHeadRoute: false }),
      // read by the error handler: a body of another type is told what this path takes
      ...(route.text && { config: { bodyType: 'text/plain' as const } }),
      // a text body is read by fastify before the handler: the caller's door is checked first, as an upload's is
      ...(route.text &&
        access && {
          preParsing: async (req: FastifyRequest, reply: FastifyReply, payload: NodeJS.ReadableStream) => {
            checkAccess(makeContext(req, reply), access);
            return payload;
          },
        }),
      handler: async (req: FastifyRequest, reply: FastifyReply) => {
        const ctx = makeContext(req, reply);
        const upload = route.upload;
        if (upload) admitUpload(req, ctx, route, upload);
        // Fastify reads a text/plain body as a string: on a JSON path, the type is what is wrong, not the fields
        else if (!route.text && /^text\/plain\b/i.test(req.headers['content-type'] ?? ''))
          throw fail('UNSUPPORTED_MEDIA_TYPE', 'jsonOnly');
        const restReq: RestRequest = {
          params: req.params as Record<string, string>,
          query: req.query as Record<string, unknown>,
          body: req.body,
          file: upload ? (field) => uploadedFile(req, upload, field) : async () => undefined,
        };
        const input = route.input ? await route.input(restReq) : defaultInput(route, restReq);
        const result = await resolve(createCaller(ctx), route.procedure)(input);
        if (route.attachment) reply.header('content-disposition', attachmentOf(route.attachment(result as never)));
        if (result === undefined || result === null) return reply.code(204).send();
        if (route.textAnswer) {
          const answer = result as Record<string, string>;
          for (const [name, { field }] of Object.entries(route.textAnswer.headers)) reply.header(name, answer[field]);
          return reply.type('text/plain; charset=utf-8').send(answer[route.textAnswer.field]);
        }
        if (typeof route.contentType === 'string' && result instanceof Uint8Array)
          return reply.type(route.contentType).send(Buffer.from(result));
        if (Array.isArray(route.contentType) && isTypedBytes(result))
          return reply.type(result.content_type).send(Buffer.from(result.bytes));
        return reply.code(route.status ?? 200).send(result);
      },
    };
    // the multipart plugin adds hooks to every request of its scope: only upload routes get it
    const upload = route.upload;
    if (upload) {
      app.register(async (scope) => {
        await scope.register(fastifyMultipart, { limits: { fileSize: upload.maxBytes, files: 1 } });
        scope.route(options);
      });
    } else {
      app.route(options);
    }
  }
  const openapi = buildOpenApi();
  // the same for everyone and no one's data: it may be kept, and is checked again each time
  app.get('/api/openapi.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send(openapi));

  // every other /api path answers the JSON error body ({message}), never the client's HTML: 405 naming the methods
  // a known path takes, 404 for a path there is not
  const methodsAt = allowedMethods([...restRoutes(), { method: 'GET', path: '/api/openapi.json' }]);
  const unrouted = async (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0] ?? req.url;
    const allowed = methodsAt(path);
    // a method the path takes that still reached here (a parameter past the router's length) is no such path
    if (!allowed.length || allowed.includes(req.method))
      throw fail('NOT_FOUND', 'pathNotFound', { method: req.method, path });
    void reply.header('allow', [...allowed, 'OPTIONS'].join(', '));
    if (req.method === 'OPTIONS') return reply.code(204).send();
    throw fail('METHOD_NOT_SUPPORTED', 'methodNotAllowed', { method: req.method, path, allowed: allowed.join(', ') });
  };
  // answered before the body is read: a wrong method is told so whatever it sent
  app.all('/api/*', { onRequest: unrouted }, unrouted);
}
