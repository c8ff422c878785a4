import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Query parameters whose values never reach the log: a claim's check code, in the status-page links printed before
 * the proofs moved to the address's fragment (which a browser never sends), and any token.
 */
const SECRET_PARAMS = ['code', 'token'];

/** The request's address as logged: the values of secret parameters hidden, the rest as sent. */
export function loggedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = new URLSearchParams(url.slice(at + 1));
  const secrets = SECRET_PARAMS.filter((name) => query.has(name));
  if (!secrets.length) return url;
  for (const name of secrets) query.set(name, 'hidden');
  return `${url.slice(0, at)}?${query}`;
}

/** Fastify's own record of a request (its `req` serializer), with the address as loggedUrl writes it. */
const requestRecord = (req: FastifyRequest) => ({
  method: req.method,
  url: loggedUrl(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

/** At a terminal: one short line when a request is done, instead of pino's two records per request. */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply) {
    const line = `${req.method} ${loggedUrl(req.url)} → ${reply.statusCode} (${reply.elapsedTime.toFixed(0)} ms)`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/**
 * The server's logger: JSON records on stdout, or, given a stream (a terminal), one line a request; in both, requests'
 * addresses as loggedUrl writes them.
 */
export const loggerOptions = (level: string, stream?: NodeJS.WritableStream) => ({
  logger: { level, serializers: { req: requestRecord }, ...(stream && { stream }) },
  ...(stream && { logController: new OneLinePerRequest() }),
});
