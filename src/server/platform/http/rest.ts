import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';

export type RestOptions = {
  /**
   * Adds the documented /api paths, each calling its procedure in the request's context (src/server/rest/adapter.ts):
   * the rows are the domains', which the platform does not know.
   */
  routes: (app: FastifyInstance, contextOf: FastifyInstance['contextOf']) => void;
};

/** REST: /api, the same procedures as /trpc in the same context (caller.ts), so validation, auth and errors match. */
export const rest = fastifyPlugin<RestOptions>(
  async (app, { routes }) => {
    routes(app, app.contextOf);
  },
  { name: 'rest', dependencies: ['who-calls'] },
);
