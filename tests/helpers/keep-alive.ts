import { connect, type Socket } from 'node:net';

export type Answer = { status: number; headers: Record<string, string>; body: string };

/**
 * One kept-alive HTTP/1.1 connection, written byte by byte as a client library does: requests go one after
 * another on the same socket, a body may be sent in pieces with pauses between them, and each answer is read
 * by its Content-Length. `closedAt` tells when the server hung up (ms since the connection opened), so a test
 * sees a connection cut under a request it had sent.
 */
export class KeepAliveConnection {
  private buffer = Buffer.alloc(0);
  private waiting: (() => void) | null = null;
  private readonly opened = Date.now();
  closedAt: number | null = null;

  private constructor(
    private readonly socket: Socket,
    private readonly port: number,
  ) {
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.waiting?.();
    });
    const hungUp = () => {
      this.closedAt ??= Date.now() - this.opened;
      this.waiting?.();
    };
    socket.on('close', hungUp);
    socket.on('end', hungUp);
    socket.on('error', hungUp);
  }

  static async open(port: number) {
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
    return new KeepAliveConnection(socket, port);
  }

  /** The request line and headers, with a Content-Length or chunked encoding as the body will be sent. */
  head(method: string, path: string, headers: Record<string, string>, body: { length: number } | 'chunked' | null) {
    const all: Record<string, string> = { host: `127.0.0.1:${this.port}`, ...headers };
    if (body === 'chunked') all['transfer-encoding'] = 'chunked';
    else if (body) all['content-length'] = String(body.length);
    this.socket.write(
      `${method} ${path} HTTP/1.1\r\n${Object.entries(all)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
  }

  /** Raw body bytes (with Content-Length). */
  write(bytes: Buffer | string) {
    this.socket.write(bytes);
  }

  /** One chunk of a chunked body; an empty one ends it. */
  chunk(bytes: Buffer | string) {
    const b = Buffer.from(bytes);
    this.socket.write(
      b.length ? Buffer.concat([Buffer.from(`${b.length.toString(16)}\r\n`), b, Buffer.from('\r\n')]) : '0\r\n\r\n',
    );
  }

  /** A whole request with a JSON body (or none). */
  send(method: string, path: string, headers: Record<string, string>, json?: unknown) {
    const body = json === undefined ? null : Buffer.from(JSON.stringify(json));
    this.head(method, path, body ? { 'content-type': 'application/json', ...headers } : headers, body);
    if (body) this.write(body);
  }

  /** The next answer on the connection; rejects when the server hangs up first or nothing comes in time. */
  async answer(timeoutMs = 10_000): Promise<Answer> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closedAt !== null) throw new Error(`the server closed the connection at ${this.closedAt} ms, no answer`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no answer in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.waiting = null;
    }
  }

  /** Waits until the server hangs up (true) or the time runs out (false). */
  async hangUp(timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (this.closedAt === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return this.closedAt !== null;
  }

  close() {
    this.socket.destroy();
  }

  private parse(): Answer | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine = '', ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).trim().toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine)?.[1] ?? 0);
    // 1xx answers (100 Continue) carry no body and come before the real one
    if (status >= 100 && status < 200) {
      this.buffer = this.buffer.subarray(end + 4);
      return this.parse();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status, headers, body };
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
