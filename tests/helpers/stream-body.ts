import { connect } from 'node:net';

export type StreamedAnswer = { status: number; head: string; body: string; bytesSent: number };

/**
 * Sends a request whose body is `totalBytes` of filler over a raw socket, a chunk at a time and only as fast as
 * the server takes it, and stops as soon as the server answers or hangs up. `bytesSent` tells how much of the
 * body the server let in before answering: a server that reads a body whole before deciding shows it here.
 */
export async function streamUntilAnswered(
  port: number,
  opts: {
    method: string;
    path: string;
    headers: Record<string, string>;
    totalBytes: number;
    chunked?: boolean;
    prefix?: string;
    /** Go on sending after the answer, as a careless client would, until the server hangs up. */
    keepSending?: boolean;
  },
): Promise<StreamedAnswer> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const response: Buffer[] = [];
  let answered = false;
  let closed = false;
  const hungUp = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const done = new Promise<void>((resolve) => {
    socket.on('data', (d) => {
      response.push(d);
      answered = true;
      resolve();
    });
    socket.on('close', () => {
      closed = true;
      resolve();
    });
    socket.on('error', () => {
      closed = true;
      resolve();
    });
  });
  const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...opts.headers };
  if (opts.chunked) headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] = String(opts.totalBytes);
  socket.write(
    `${opts.method} ${opts.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join('\r\n')}\r\n\r\n`,
  );
  let bytesSent = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  if (opts.prefix) {
    const first = Buffer.from(opts.prefix, 'latin1');
    socket.write(
      opts.chunked
        ? Buffer.concat([Buffer.from(`${first.length.toString(16)}\r\n`), first, Buffer.from('\r\n')])
        : first,
    );
    bytesSent += first.length;
  }
  while ((opts.keepSending || !answered) && !closed && bytesSent < opts.totalBytes) {
    const piece = opts.chunked
      ? Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')])
      : chunk;
    const flowing = socket.write(piece);
    bytesSent += chunk.length;
    // wait until the server takes more, answers, or stops reading for good (then it has decided without the rest)
    if (!flowing)
      await Promise.race([
        new Promise((r) => socket.once('drain', r)),
        opts.keepSending ? hungUp : done,
        new Promise((r) => setTimeout(r, 3000)),
      ]);
    if (!flowing && (opts.keepSending || !answered) && !closed && socket.writableNeedDrain) break;
  }
  await Promise.race([done, new Promise((r) => setTimeout(r, 10_000))]);
  socket.destroy();
  const [head = '', body = ''] = Buffer.concat(response).toString('utf8').split('\r\n\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
  return { status, head, body, bytesSent };
}
