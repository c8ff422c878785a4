import type { IncomingMessage } from 'node:http';

// An answer can go before its request's body has all come in: a refusal decided on the headers or on the first
// part of an upload, an import that found its file before the form's last field. Clients keep the connection
// alive and send their next request on it once the body is out, so what happens to the rest decides whether
// that next request is served:
// - Node would drain the rest to keep the connection, taking in the 800 MB a client was just told not to send;
// - closing at once makes the kernel reset the connection under the data still arriving, and the client may
//   lose the answer with it;
// - closing later without saying so cuts whatever request the client sent meanwhile.
// So the rest is read and dropped for a moment before the answer goes. Come in whole, the connection serves the
// next request as usual; not, the answer says `Connection: close`, and the connection closes once the answer is
// out and the client has stopped sending (or after another moment).

/** How long the rest of a body may take to come in before the answer gives the connection up. */
const DRAIN_MS = 1000;
/** How much of it is read and dropped before the answer; a declared rest larger than this is not waited for. */
const DRAIN_BYTES = 4 * 1024 * 1024;
/** After an answer that closes: how long, and how much more, is read and dropped before the connection goes. */
const LINGER_MS = 1000;
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * Whether nothing of the request's body is left to come: Node's parser has seen it all (`complete`), or it was read
 * to its end already (Fastify's inject has no parser, and marks only the latter), or the connection is gone.
 */
export const bodyIsIn = (request: IncomingMessage) => request.complete || request.readableEnded || request.destroyed;

/**
 * Reads and drops what is left of a request's body. True when it came in whole within the bounds above (the
 * connection can serve the next request); false when the answer must close the connection (`closeAfterAnswer`).
 */
export function dropRest(request: IncomingMessage): Promise<boolean> {
  // a body still piped into a reader that gave up (the multipart parser of a refused upload) would hold it back
  request.unpipe();
  let dropped = 0;
  return new Promise<boolean>((resolve) => {
    let settled = false;
    const settle = (whole: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(whole);
    };
    const timer = setTimeout(() => settle(false), DRAIN_MS);
    timer.unref();
    request.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > DRAIN_BYTES) settle(false);
      if (dropped > DRAIN_BYTES + LINGER_BYTES) request.socket?.destroy();
    });
    request.once('end', () => settle(true));
    request.once('close', () => settle(request.complete));
    request.resume();
    const declared = Number(request.headers['content-length']);
    if (declared > DRAIN_BYTES) settle(false);
  });
}

/**
 * For an answer sent with `Connection: close` over a body still coming in: Node would destroy the socket as soon
 * as the answer is written, and the data arriving after it would reset the connection. Instead the server ends
 * its side after the answer and goes on dropping the client's data until the body is over, the client closes,
 * or the linger time or bytes run out.
 */
export function closeAfterAnswer(request: IncomingMessage) {
  const socket = request.socket as (typeof request.socket & { destroySoon?: () => void }) | null;
  // (Fastify's inject has no real socket)
  if (!socket || typeof socket.destroySoon !== 'function') return;
  socket.destroySoon = () => {
    socket.end();
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // the body is over: nothing more is coming, and once the answer has left the socket can go
    const whenFlushed = () =>
      socket.writableFinished ? socket.destroy() : socket.once('finish', () => socket.destroy());
    if (request.complete) whenFlushed();
    else request.once('end', whenFlushed);
  };
}
