import fastifyPlugin from 'fastify-plugin';
import { failRetryAfter } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the app is closing (app.close(), on SIGTERM): /healthz tells the balancer (health.ts). */
    isStopping: () => boolean;
  }
}

/**
 * Stopping (app.close(), on SIGTERM): a new request is refused with 503 and Retry-After, in the caller's language,
 * and every answer closes its connection: a kiosk's idle keep-alive connection would otherwise hold the process open
 * until the connection's own timeout, long after the last request. Requests already being served (scans waiting in a
 * group commit among them) finish and are answered first. /healthz still answers, 503 (health.ts), so a balancer
 * sends no more.
 */
export const stopping = fastifyPlugin(
  async (app) => {
    let isStopping = false;
    app.decorate('isStopping', () => isStopping);
    app.addHook('preClose', async () => {
      isStopping = true;
    });
    app.addHook('onRequest', async (req, reply) => {
      if (!isStopping) return;
      reply.header('connection', 'close');
      if (req.url !== '/healthz') throw failRetryAfter('SERVICE_UNAVAILABLE', 'shuttingDown', 1);
    });
    app.addHook('onSend', async (_req, reply, payload) => {
      if (isStopping) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'stopping' },
);
