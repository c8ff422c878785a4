import type postgres from 'postgres';

/**
 * The statements drizzle sends are prepared once per connection and run by name afterwards.
 *
 * Why: drizzle asks postgres.js for an unnamed statement unless a query is given a name of its own
 * (`.prepare('name')`), and postgres.js sends an unnamed statement with parameters in two round trips: Parse and
 * Describe first, to learn the parameters' types, then Bind and Execute. Every query of every request paid a round
 * trip more than it needs and a parse by PostgreSQL (0.31 ms against 0.19 for one dashboard query here; a screen's
 * request runs three to five).
 *
 * Plans stay what they were: CUSTOM_PLANS has PostgreSQL plan each run for its parameters' values, as it does for
 * an unnamed statement, never a generic plan made once for any value (which can read the wrong index for a date
 * or a bag the statistics do not know yet).
 *
 * A statement with more than MAX_PREPARED_PARAMETERS parameters is sent unnamed as before: those are lists of ids
 * (a flight's bags, a manifest's rows) with one placeholder per item, whose text changes with their length and
 * would leave one prepared statement per length on every connection. postgres.js ends each connection after 30 to
 * 60 minutes (max_lifetime), and its statements with it, so what a connection keeps stays bounded by what an hour
 * asks.
 */
export const MAX_PREPARED_PARAMETERS = 64;

/** Connection settings for prepared statements, planned for their values on every run. */
export const CUSTOM_PLANS = { plan_cache_mode: 'force_custom_plan' } as const;

/**
 * For the connections of the group commit's batches only (db/client.ts, batchDbOf): planned once per connection and
 * the plan kept, for statements written so that their plan cannot depend on the values.
 */
export const GENERIC_PLANS = { plan_cache_mode: 'force_generic_plan' } as const;

type Sql = postgres.Sql<Record<string, postgres.PostgresType>>;
type Callback = (sql: Sql) => unknown;

/**
 * The client as drizzle sees it: the same, but its `unsafe` (the method drizzle sends every query with) prepares,
 * and so do the clients a transaction and a savepoint hand to their callback.
 */
export function preparedStatements(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, prop) {
      if (prop === 'unsafe')
        return (query: string, params?: unknown[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params as never, {
            ...options,
            // true from a caller that prepares on purpose (rows.ts, a named drizzle query) whatever its length
            prepare: options?.prepare === true || (params?.length ?? 0) <= MAX_PREPARED_PARAMETERS,
          });
      if (prop === 'begin' || prop === 'savepoint')
        return (...args: unknown[]) => {
          const fn = args.pop() as Callback;
          // savepoint is on the client a transaction hands over, which the type of a pool does not show
          const scoped = (target as unknown as Record<string, (...a: unknown[]) => unknown>)[prop]!;
          return scoped.call(target, ...args, (inner: Sql) => fn(preparedStatements(inner)));
        };
      return Reflect.get(target, prop, target) as unknown;
    },
  });
}
