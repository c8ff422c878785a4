import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, toErrorResponse } from '../errors';
import { pickLocale, translate, type ErrorKey } from '../i18n';

// Two refusals happen before the app's error handler can see a request: Node's HTTP parser's (not HTTP, a body given
// two lengths, headers past their limit) and the router's (an address with a broken %-escape). Both answer in the
// app's JSON shape, {message}, not in Fastify's English one.

const PARSER_REFUSALS: Record<string, [number, string, ErrorKey]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'headersTooLarge'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'requestTimeout'],
};

/**
 * A request Node's parser refused: answered on the socket, which then closes (what follows on it cannot be read as
 * requests), in the server's language, as the request's own headers could not be read.
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
  const [status, reason, key] = PARSER_REFUSALS[err.code ?? ''] ?? [400, 'Bad Request', 'malformedRequest'];
  const body = JSON.stringify({ message: translate(pickLocale(null, undefined), { key }) });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** An address the router could not decode: a 400 in the caller's language. */
export function answerBadUrl(_err: Error, req: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(
    fail('BAD_REQUEST', 'malformedUrl'),
    pickLocale(null, req.headers['accept-language']),
    req.id,
  );
  void reply.code(status).send(body);
}
