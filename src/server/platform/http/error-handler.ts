import type { FastifyRequest } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, fail, retryAfterOf, toErrorResponse } from '../errors';
import { pickLocale } from '../i18n';

/**
 * Errors: one JSON shape ({message, errors by field, request_id of a 5xx}) in the caller's language; 5xx logged with
 * the request id. Fastify's own refusals (a body too large, not JSON, malformed) are turned into the app's.
 */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route whose body is text rather than JSON (rest/adapter.ts): its 415 says so. */
    bodyType?: 'text/plain';
  }
}

const textOnly = (req: FastifyRequest) => req.routeOptions.config?.bodyType === 'text/plain';

export const errorHandler = fastifyPlugin(
  async (app) => {
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
              ? fail('UNSUPPORTED_MEDIA_TYPE', textOnly(req) ? 'plainTextOnly' : 'jsonOnly')
              : // a text path's body sent as JSON, and not even JSON: the same 415 as well-formed JSON gets there
                textOnly(req)
                ? fail('UNSUPPORTED_MEDIA_TYPE', 'plainTextOnly')
                : fail('BAD_REQUEST', 'malformedJson');
      }
      const { status, body } = toErrorResponse(mapped, locale, req.id);
      if (status >= 500 && status !== 503) req.log.error({ err }, 'request failed');
      else if (status === 503 && isDatabaseUnavailable(err)) req.log.warn({ err }, 'database unavailable');
      const wait = retryAfterOf(mapped);
      if (wait) reply.header('retry-after', String(wait));
      reply.code(status).send(body);
    });
  },
  { name: 'error-handler' },
);
