/**
 * postgres.js's first query on every new connection, the one that learns the database's array types, fails
 * where nobody can catch it: the driver starts it and drops its promise (a known fault of the driver, still
 * there in version 3.4.9; docs/decisions/046). A connection cut, reset or terminated at that moment (a database restart, a
 * failover, a proxy dropping idle connections, all twenty of a pool reconnecting at once) leaves an unhandled
 * rejection, and Node ends the process on one: every desk served by it loses its requests for a network blip.
 *
 * What the failure costs otherwise is one query: a lost connection is opened again and asks the types again, and
 * the caller whose query failed gets the prompt 503 of any lost connection (unavailable.ts); the types learnt by
 * the other connections serve every one, this one too. The error carries the query's text, which is how it is
 * told apart (the queries waiting on that connection may be rejected with the same error object: they are
 * handled by their callers, so never reach this).
 * So that one failure is let go, logged, and every other unhandled rejection still ends the process as Node
 * would without a handler.
 */
export function isArrayTypesFetch(reason: unknown): boolean {
  const query = (reason as { query?: unknown } | null | undefined)?.query;
  return typeof query === 'string' && query.includes('pg_catalog.pg_type') && query.includes('typarray');
}

/**
 * A handler for process.on('unhandledRejection'): the array types' failure goes to `warn`, anything else is
 * thrown again, which ends the process as an uncaught exception (what Node does when no handler is installed).
 */
export function letArrayTypesFetchFail(warn: (message: string) => void) {
  return (reason: unknown) => {
    if (!isArrayTypesFetch(reason)) throw reason;
    const code = (reason as { code?: unknown }).code;
    warn(`a new database connection failed while it learnt the array types (${String(code)})`);
  };
}
