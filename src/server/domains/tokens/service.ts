import { and, desc, eq, lt, or, isNull } from 'drizzle-orm';
import { generateSecret, hashSecret } from '../../auth/session';
import { requirePerson, type Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { apiTokens } from '../schema';
import { fail } from '../../platform/errors';
import { cacheGeneration, cached, forget, remember } from '../../auth/credential-cache';
import { credentialsChanged } from '../../auth/credential-events';
import { audit, changesOf } from '../audit';
import { refuseToken } from '../../platform/scope';
import { findUserByToken, type CurrentUser } from '../../auth/current-user';

// Integration tokens: shown once, stored as SHA-256 like session ids. A token is its owner's alone: nobody
// else lists or deletes it, admins included (another user's token is unknown: 404).
const PREFIX = 'tmk_';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function createToken(call: Call, input: { name: string; expires_in_days?: number | null }) {
  // a leaked token must not be able to mint others that outlive its revocation: only a signed-in person makes them
  refuseToken(call, 'tokenCannotCreateTokens');
  const { db } = call;
  const userId = requirePerson(call).id;
  const token = PREFIX + generateSecret();
  const expires_at = input.expires_in_days ? new Date(Date.now() + input.expires_in_days * DAY_MS) : null;
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiTokens)
      .values({ user_id: userId, name: input.name, token_hash: hashSecret(token), expires_at })
      .returning({
        id: apiTokens.id,
        name: apiTokens.name,
        created_at: apiTokens.created_at,
        expires_at: apiTokens.expires_at,
      });
    // the token itself is shown once to its owner and never written anywhere else
    await audit(tx, call, {
      entity: 'api_token',
      entity_id: created!.id,
      action: 'create',
      changes: changesOf(null, created!),
    });
    return created!;
  });
  return { ...row, token };
}

/** Expired tokens stay listed (until deleted), so their owner sees why a system is refused. */
export function listTokens(call: Call) {
  const userId = requirePerson(call).id;
  return call.db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      created_at: apiTokens.created_at,
      last_used_at: apiTokens.last_used_at,
      expires_at: apiTokens.expires_at,
    })
    .from(apiTokens)
    .where(eq(apiTokens.user_id, userId))
    .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
}

export async function deleteToken(call: Call, id: number) {
  const { db } = call;
  const userId = requirePerson(call).id;
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(apiTokens)
      .where(and(eq(apiTokens.id, id), eq(apiTokens.user_id, userId)))
      .returning({ id: apiTokens.id, name: apiTokens.name, expires_at: apiTokens.expires_at });
    if (!gone) throw fail('NOT_FOUND', 'tokenNotFound', { id });
    await audit(tx, call, { entity: 'api_token', entity_id: id, action: 'delete', changes: changesOf(gone, null) });
  });
  await credentialsChanged(db, userId); // the deleted token must stop working now, on every process
}

/**
 * The token's owner, or null (unknown, expired, or its owner disabled). last_used_at is written at most
 * once a minute: scans are the hot path.
 */
export async function authenticateToken(db: Db, token: string) {
  if (!token.startsWith(PREFIX)) return null;
  const key = `t:${hashSecret(token)}`;
  const hit = cached<{ id: number; name: string; user: CurrentUser; expires_at: Date | null }>(key);
  // a cached token still expires on time, not up to the cache's lifetime later
  if (hit && (!hit.expires_at || hit.expires_at.getTime() > Date.now())) return hit;
  if (hit) forget(key);
  const since = cacheGeneration();
  const found = await findUserByToken(db, hashSecret(token));
  if (!found) return null;
  const minuteAgo = new Date(Date.now() - 60_000);
  if (!found.last_used_at || found.last_used_at < minuteAgo) {
    await db
      .update(apiTokens)
      .set({ last_used_at: new Date() })
      .where(
        and(
          eq(apiTokens.id, found.token_id),
          or(isNull(apiTokens.last_used_at), lt(apiTokens.last_used_at, minuteAgo)),
        ),
      );
  }
  return remember(
    key,
    { id: found.token_id, name: found.token_name, user: found.user, expires_at: found.expires_at },
    since,
  );
}
