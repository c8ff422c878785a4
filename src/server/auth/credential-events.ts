import { sql } from 'drizzle-orm';
import type { Database, Db } from '../platform/db/client';
import { distrust, forget, forgetAll, forgetUser, trustUntil } from './credential-cache';

// Credential changes between processes sharing one database (issue 26): PostgreSQL's LISTEN/NOTIFY. A change
// publishes the user's id (or one cache key) on CHANNEL; every process listens and drops its cached entries.
// Sent inside the change's transaction, the notification leaves at its commit and not at all on a rollback.
// An empty payload is the heartbeat each process sends every PING_MS: hearing any notification (its own
// heartbeat at least) proves the listening connection works, so the cache may serve entries until STALE_MS later.
const CHANNEL = 'tarmac_credentials';
const PING_MS = 2_000;
const STALE_MS = 5_000;

/** Tells every process that a user's credentials (or one session's or token's cache key) changed. */
export async function publish(db: Pick<Db, 'execute'>, target: number | string) {
  await db.execute(sql`select pg_notify(${CHANNEL}, ${String(target)})`);
}

/** publish, and this process's entries dropped at once rather than when its own notification comes back. */
export async function credentialsChanged(db: Db, target: number | string) {
  await publish(db, target);
  drop(String(target));
}

function drop(payload: string) {
  if (/^\d+$/.test(payload)) forgetUser(Number(payload));
  else forget(payload);
}

/** Listens until the returned function is called; a listener that stops hearing its heartbeat is made anew. */
export async function subscribe(database: Database, onError: (err: unknown, what: string) => void) {
  let stopped = false;
  let heardAt = 0;
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;

  const heard = () => {
    heardAt = Date.now();
    trustUntil(heardAt + STALE_MS);
  };
  const start = async () => {
    const previous = unlisten;
    unlisten = undefined;
    await previous?.().catch((err) => onError(err, 'closing the credential listener'));
    if (stopped) return;
    try {
      unlisten = await database.listen(
        CHANNEL,
        (payload) => {
          heard();
          if (payload) drop(payload);
        },
        // listening (again): whatever was sent meanwhile went unheard, so nothing cached before is trusted
        () => {
          forgetAll();
          heard();
        },
      );
      if (stopped) await unlisten();
    } catch (err) {
      onError(err, 'listening for credential changes');
    }
  };
  const restart = () => {
    starting ??= start().finally(() => (starting = undefined));
    return starting;
  };

  await restart();
  const timer = setInterval(() => {
    if (Date.now() - heardAt > STALE_MS) {
      distrust();
      void restart();
    }
    database.db.execute(sql`select pg_notify(${CHANNEL}, '')`).catch((err) => onError(err, 'credential heartbeat'));
  }, PING_MS);
  timer.unref();

  return async () => {
    stopped = true;
    clearInterval(timer);
    await starting;
    await unlisten?.();
  };
}
