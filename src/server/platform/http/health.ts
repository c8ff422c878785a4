import fastifyPlugin from 'fastify-plugin';
import type { Database } from '../db/client';

/**
 * /healthz, which a balancer asks every few seconds: 503 at once when the database does not answer within a second
 * (its ping's bound) or the process is stopping (stopping.ts), so the node is taken out while the others serve.
 */
export const health = fastifyPlugin<{ database: Pick<Database, 'ping'> }>(
  async (app, { database }) => {
    app.get('/healthz', async (_req, reply) => {
      if (app.isStopping()) return reply.code(503).send({ status: 'stopping' });
      try {
        await database.ping();
        return { status: 'ok' };
      } catch {
        return reply.code(503).send({ status: 'unavailable' });
      }
    });
  },
  { name: 'health', dependencies: ['stopping'] },
);
