import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { airports, apiTokens, services, sessions, users } from '../domains/schema';

// Who is calling: the lookups every request makes (a session cookie or an API token) and the shape of the user
// they give, which every procedure and service sees. User administration is the users domain's; it reads the same
// shape from here.

// The current-user shape: service and airport as objects, never the password hash.
const currentUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  role: users.role,
  lang: users.lang,
  avatar_url: users.avatar_url,
  email_verified_at: users.email_verified_at,
  updated_at: users.updated_at,
  disabled_at: users.disabled_at,
  must_change_password: users.must_change_password,
  service: { id: services.id, name: services.name, slug: services.slug },
  airport_id: users.airport_id,
  airport_name: airports.name,
  airport_code: airports.code,
};

export function selectUsers(db: Db) {
  return db
    .select(currentUserColumns)
    .from(users)
    .innerJoin(services, eq(services.id, users.service_id))
    .leftJoin(airports, eq(airports.id, users.airport_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

export function shape({ airport_id, airport_name, airport_code, ...rest }: Row) {
  return {
    ...rest,
    airport: airport_id ? { id: airport_id, name: airport_name ?? '', code: airport_code ?? '' } : null,
  };
}

export type CurrentUser = ReturnType<typeof shape>;

/**
 * The user behind a session id or a token hash, in one round trip: authentication runs on every
 * request, scans included, so it joins rather than asking twice. A disabled account has no user behind
 * its sessions and tokens: they are refused at once (disableUser also deletes the sessions), and, by
 * other processes sharing the database, once its notification reached them (credential-events.ts).
 */
export async function findUserBySession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ ...currentUserColumns, expires_at: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(services, eq(services.id, users.service_id))
    .leftJoin(airports, eq(airports.id, users.airport_id))
    .where(and(eq(sessions.id, sessionId), isNull(users.disabled_at)));
  if (!row) return null;
  const { expires_at, ...user } = row;
  return { expires_at, user: shape(user) };
}

export async function findUserByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      ...currentUserColumns,
      token_id: apiTokens.id,
      token_name: apiTokens.name,
      last_used_at: apiTokens.last_used_at,
      expires_at: apiTokens.expires_at,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .innerJoin(services, eq(services.id, users.service_id))
    .leftJoin(airports, eq(airports.id, users.airport_id))
    .where(
      and(
        eq(apiTokens.token_hash, tokenHash),
        isNull(users.disabled_at),
        or(isNull(apiTokens.expires_at), gt(apiTokens.expires_at, sql`now()`)),
      ),
    );
  if (!row) return null;
  const { token_id, token_name, last_used_at, expires_at, ...user } = row;
  return { token_id, token_name, last_used_at, expires_at, user: shape(user) };
}

export async function findCurrentUser(db: Db, id: number): Promise<CurrentUser | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? shape(row) : null;
}
