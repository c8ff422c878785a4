import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy the test controls, between a server process and PostgreSQL: what a network cut or a database
 * restart looks like to the server, without touching the PostgreSQL server other tests share. `cut()` drops
 * every connection and refuses new ones (nothing listens on the port); `restore()` lets them through again.
 * `resetOnce(text)` resets the next connection whose client sends `text` (a TCP reset, ECONNRESET for the
 * server), just after it went through: a backend lost in the middle of that query.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let resetOn: string | undefined;

  const listen = async () => {
    if (server) return;
    const s = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const [from, to] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        sockets.add(from);
        from.pipe(to);
        if (from === client)
          client.on('data', (chunk: Buffer) => {
            if (resetOn === undefined || !chunk.includes(resetOn)) return;
            resetOn = undefined;
            client.resetAndDestroy();
            upstream.destroy();
          });
        from.on('error', () => to.destroy());
        from.on('close', () => {
          sockets.delete(from);
          to.destroy();
        });
      }
    });
    await new Promise<void>((resolve, reject) => s.once('error', reject).listen(port, '127.0.0.1', resolve));
    port = (s.address() as AddressInfo).port;
    server = s;
  };

  await listen();
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server?.close(resolve));
      server = undefined;
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
    resetOnce(text: string) {
      resetOn = text;
    },
    /** Whether the reset asked by resetOnce happened. */
    get resetDone() {
      return resetOn === undefined;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    },
  };
}
