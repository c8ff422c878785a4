import fastifyPlugin from 'fastify-plugin';
import { bodyIsIn, closeAfterAnswer, dropRest } from '../unread-body';

/**
 * An answer that goes before its request's body is all in (a refused upload, most often): the rest is read and
 * dropped for a moment so the kept-alive connection can serve the client's next request, and when it does not come
 * the answer says the connection closes (unread-body.ts, decision 047).
 */
export const dropUnreadBody = fastifyPlugin(
  async (app) => {
    app.addHook('onSend', async (req, reply, payload) => {
      if (!bodyIsIn(req.raw) && !(await dropRest(req.raw))) {
        reply.header('connection', 'close');
        closeAfterAnswer(req.raw);
      }
      return payload;
    });
  },
  { name: 'drop-unread-body' },
);
