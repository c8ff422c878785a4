/**
 * The unique index a write ran into, or null when the error is something else. PostgreSQL's code for it is
 * 23505 (unique_violation); the driver's error arrives wrapped, by drizzle (DrizzleQueryError) and, past a
 * procedure, by tRPC, so the causes are followed. postgres.js names the index `constraint_name`, PGlite
 * `constraint`.
 */
export function violatedUniqueIndex(err: unknown): string | null {
  let e = err;
  for (let depth = 0; depth < 5 && typeof e === 'object' && e !== null; depth++) {
    const pg = e as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    if (pg.code === '23505') {
      const name = pg.constraint_name ?? pg.constraint;
      return typeof name === 'string' ? name : '';
    }
    e = pg.cause;
  }
  return null;
}
