import type { Db } from '../platform/db/client';
import { publish as publishOn, type EventBus } from '../platform/event-bus';
import { distrust, forget, forgetAll, forgetUser, trustUntil } from './credential-cache';

// Credential changes between processes sharing one database, over the event bus (platform/event-bus.ts): a change
// publishes the user's id (or one cache key) on CHANNEL; every process subscribes and drops its cached entries. Sent
// inside the change's transaction, the message leaves at its commit and not at all on a rollback. The cache serves
// entries only while the bus hears the channel, and forgets them all whenever messages may have gone unheard.
const CHANNEL = 'tarmac_credentials';

/** Tells every process that a user's credentials (or one session's or token's cache key) changed. */
export async function publish(db: Pick<Db, 'execute'>, target: number | string) {
  await publishOn(db, CHANNEL, String(target));
}

/** publish, and this process's entries dropped at once rather than when its own message comes back. */
export async function credentialsChanged(db: Db, target: number | string) {
  await publish(db, target);
  drop(String(target));
}

function drop(payload: string) {
  if (/^\d+$/.test(payload)) forgetUser(Number(payload));
  else forget(payload);
}

/** This process's cache follows the changes published by every process; resolves to a function that stops it. */
export function followCredentialChanges(bus: EventBus) {
  return bus.subscribe(CHANNEL, {
    onMessage: drop,
    // listening (again): whatever was sent meanwhile went unheard, so nothing cached before is trusted
    onListening: forgetAll,
    onHeardUntil: trustUntil,
    // the listening connection is presumed gone: every request asks the database until it is back
    onDeaf: distrust,
  });
}
