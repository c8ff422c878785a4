import type { Locales } from '../../../locales/i18n-types';
import type { Db } from './db/client';
import type { Env } from './env';
import { fail } from './errors';
import type { CurrentUser } from '../auth/current-user';

// What a service is called with: the database, the airport's configuration and time zone, who acts and in
// which language, and where the request came from. The HTTP layer builds one per request (app.ts), for tRPC
// and REST alike; a scheduled job or a message consumer builds one with systemCall, so both call the same
// services and whatever records who did something (rows, the audit trail) reads it from the same place.

/** Who acts: a person (by their session or by one of their API tokens), a job of the server, or nobody yet. */
export type Actor =
  | { kind: 'session'; user: CurrentUser }
  | { kind: 'token'; user: CurrentUser; token: { id: number; name: string } }
  | { kind: 'system'; name: string }
  | { kind: 'anonymous' };

export type Call = {
  db: Db;
  /** The configuration: claim clocks, ULD defaults, delivery targets and the like. */
  env: Env;
  /** The airport's IANA time zone (APP_TIMEZONE): "today", local days and every time answered. */
  tz: string;
  actor: Actor;
  /** The language of messages written for the caller (notes, warnings, documents). */
  locale: Locales;
  /** The client's address and the request's id; null for a job, which has neither. */
  ip: string | null;
  requestId: string | null;
};

/** A call of the server itself: the hourly purge, the demo data, a consumer of messages; `name` says which. */
export function systemCall(db: Db, env: Env, name: string, locale: Locales = 'en'): Call {
  return { db, env, tz: env.APP_TIMEZONE, actor: { kind: 'system', name }, locale, ip: null, requestId: null };
}

/** The person acting, or null for a job or an anonymous caller. */
export const personOf = (call: Call): CurrentUser | null =>
  call.actor.kind === 'session' || call.actor.kind === 'token' ? call.actor.user : null;

/** The person acting, for what only a person may do (own tokens, own shifts, own password): 401 otherwise. */
export function requirePerson(call: Call): CurrentUser {
  const user = personOf(call);
  if (!user) throw fail('UNAUTHORIZED', 'unauthenticated');
  return user;
}

/**
 * Who to write down as having done something: the person's id and name, or no id and the job's name (the
 * columns naming a user are nullable, as a deleted user leaves them empty too).
 */
export function authorOf(call: Call): { id: number | null; name: string } {
  const user = personOf(call);
  if (user) return { id: user.id, name: user.name };
  return { id: null, name: call.actor.kind === 'system' ? call.actor.name : '' };
}
