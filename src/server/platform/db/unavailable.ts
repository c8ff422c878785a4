/**
 * Whether an error means the database could not be reached or is going away, rather than that a statement was
 * wrong: the caller may send the same request again in a moment and it will work (503 with Retry-After, not 500).
 * postgres.js reports a lost or refused connection with a code of its own or of Node's sockets; PostgreSQL itself
 * answers a restart or a shutdown with SQLSTATE class 08 (connection exception), 57P01–57P03 (admin shutdown,
 * crash shutdown, "the database system is starting up") and 53300 (too many connections). The driver's error
 * arrives wrapped by drizzle and by tRPC, so the causes are followed.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  let e = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08|^57P0[1-3]$|^53300$/.test(code))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const CONNECTION_CODES = new Set([
  // postgres.js (not CONNECTION_ENDED: this process closed the pool itself, and a query after that is a bug)
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  // Node's sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** Seconds a caller is asked to wait after the database failed it: about what a PostgreSQL restart takes. */
export const DATABASE_RETRY_AFTER_S = 2;
