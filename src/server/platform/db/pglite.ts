import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * PGlite's own start settings, and smaller buffers: PostgreSQL's default 128 MB of shared buffers sits inside this
 * process's memory, beside the operating system's cache of the same files. 16 MB holds the hot pages (the scans,
 * the dashboards' counters) and leaves the rest to that cache; bench/RESULTS.md has the memory and the scans.
 */
const SETTINGS = ['shared_buffers=16MB'];

/** The embedded database in `dir` (a directory, or memory://), as the server and the thread that creates it open it. */
export function openPglite(dir: string) {
  return PGlite.create(dir, {
    // pg_trgm ships with PGlite as a loadable extension: the claim search's trigram indexes work embedded too
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...SETTINGS.flatMap((s) => ['-c', s])],
  });
}
