import { LIST_PATHS } from '../../shared/list-paths';
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { forgetUser } from '../auth/credential-cache';
import { credentialsChanged, publish } from '../auth/credential-events';
import { hashPassword } from '../auth/password';
import { personOf, requirePerson, type Call } from '../call';
import type { Db } from '../db/client';
import { airports, apiTokens, services, sessions, users } from '../db/schema';
import { fail, invalidField, orConflict } from '../errors';
import type { CreateUser, UpdateUser } from '../../shared/schemas/admin';
import { audit, changesOf } from './audit';
import { pageRows, paginate } from './paginate';
import { refuseToken, usersServiceOf } from './scope';
import type { CursorValue } from '../../shared/schemas/common';

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

function selectUsers(db: Db) {
  return db
    .select(currentUserColumns)
    .from(users)
    .innerJoin(services, eq(services.id, users.service_id))
    .leftJoin(airports, eq(airports.id, users.airport_id));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectUsers>['execute']>>[number];

function shape({ airport_id, airport_name, airport_code, ...rest }: Row) {
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

/**
 * The login field takes the e-mail or the username. A disabled account is found too: the
 * sign-in says it is disabled only to someone who gave its right password.
 */
export async function findCredentials(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, email: users.email, password_hash: users.password_hash, disabled_at: users.disabled_at })
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)));
  return row ?? null;
}

export async function getPasswordHash(db: Db, id: number) {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}

/** A new hash of the same password (stronger parameters): whether it must still be changed stays as it was. */
export async function setPassword(db: Db, id: number, password: string) {
  await db
    .update(users)
    .set({ password_hash: await hashPassword(password) })
    .where(eq(users.id, id));
  await credentialsChanged(db, id);
}

/** The user's own new password: one nobody else chose, so nothing asks them to change it any more. */
export async function setOwnPassword(call: Call, id: number, password: string) {
  forgetUser(id);
  const password_hash = await hashPassword(password);
  await call.db.transaction(async (tx) => {
    await tx.update(users).set({ password_hash, must_change_password: false }).where(eq(users.id, id));
    // recorded by its action alone: no value of a password reaches the trail
    await audit(tx, call, { entity: 'user', entity_id: id, action: 'password_change' });
  });
}

/** The caller's own language. */
export async function setLang(call: Call, lang: 'en' | 'fr') {
  const { db } = call;
  const { id } = requirePerson(call);
  await db.update(users).set({ lang }).where(eq(users.id, id));
  await credentialsChanged(db, id);
}

async function assertReferences(db: Db, input: { service_id: number; airport_id?: number | null }) {
  const [service] = await db.select({ id: services.id }).from(services).where(eq(services.id, input.service_id));
  if (!service) throw invalidField('service_id', 'serviceNotFound', { id: input.service_id });
  if (input.airport_id) {
    const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, input.airport_id));
    if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: input.airport_id });
  }
}

async function assertUnique(db: Db, input: { email: string; username: string }, exceptId?: number) {
  const clash = await db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, input.email), eq(users.username, input.username)));
  const others = clash.filter((u) => u.id !== exceptId);
  if (others.some((u) => u.email === input.email)) throw fail('CONFLICT', 'emailTaken', { email: input.email });
  if (others.some((u) => u.username === input.username))
    throw fail('CONFLICT', 'usernameTaken', { username: input.username });
}

/** The same 409s when another desk took the e-mail or username between assertUnique and the write. */
const taken = (input: { email: string; username: string }) => ({
  users_email_key: () => fail('CONFLICT', 'emailTaken', { email: input.email }),
  users_username_key: () => fail('CONFLICT', 'usernameTaken', { username: input.username }),
});

type Parsed<T> = { [K in keyof T]: Exclude<T[K], undefined> | (undefined extends T[K] ? undefined : never) };

/** Any user, for an administrator. */
export async function getUser({ db }: Call, id: number) {
  const user = await findCurrentUser(db, id);
  if (!user) throw fail('NOT_FOUND', 'userNotFound', { id });
  return user;
}

export async function createUser(call: Call, input: Parsed<CreateUser> & { email: string; username: string }) {
  const { db } = call;
  await assertReferences(db, input);
  await assertUnique(db, input);
  const password_hash = await hashPassword(input.password);
  const saved = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        username: input.username,
        password_hash,
        role: input.role,
        service_id: input.service_id,
        airport_id: input.airport_id ?? null,
        lang: input.lang ?? 'fr',
        must_change_password: input.must_change_password ?? false,
      })
      .returning();
    // changesOf leaves the password hash out
    await audit(tx, call, { entity: 'user', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    return row!;
  });
  const row = await orConflict(saved, taken(input));
  return (await findCurrentUser(db, row.id))!;
}

export async function updateUser(
  call: Call,
  input: Parsed<Omit<UpdateUser, 'id'>> & { id: number; email: string; username: string },
) {
  const { db } = call;
  // a leaked token must not become its owner's password, then a session, then new tokens
  if (input.password && input.id === personOf(call)?.id) refuseToken(call, 'tokenCannotSetOwnPassword');
  const [existing] = await db.select().from(users).where(eq(users.id, input.id));
  if (!existing) throw fail('NOT_FOUND', 'userNotFound', { id: input.id });
  await assertReferences(db, input);
  await assertUnique(db, input, input.id);
  const password_hash = input.password ? await hashPassword(input.password) : undefined;
  const saved = db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        name: input.name,
        email: input.email,
        username: input.username,
        role: input.role,
        service_id: input.service_id,
        airport_id: input.airport_id ?? null,
        ...(input.lang ? { lang: input.lang } : {}),
        ...(password_hash ? { password_hash } : {}),
        ...(input.must_change_password === undefined ? {} : { must_change_password: input.must_change_password }),
      })
      .where(eq(users.id, input.id))
      .returning();
    const changes = changesOf(existing, row!);
    if (changes) await audit(tx, call, { entity: 'user', entity_id: input.id, action: 'update', changes });
    // the new password is recorded by its action alone: no value of it, not even its hash, reaches the trail
    if (password_hash) await audit(tx, call, { entity: 'user', entity_id: input.id, action: 'password_change' });
    // an administrator sets a password when the old one may be known to someone else: whoever signed in
    // with it is signed out (the user's API tokens stay: they were never made from the password)
    if (password_hash) await tx.delete(sessions).where(eq(sessions.user_id, input.id));
    await publish(tx, input.id); // other processes hear it at the commit
  });
  await orConflict(saved, taken(input));
  // after the commit, so no request in between caches the old state again: role, service or airport may
  // change what they can do, and their sessions may be gone
  forgetUser(input.id);
  return (await findCurrentUser(db, input.id))!;
}

/**
 * Takes an account's access away: it can no longer sign in, its sessions are deleted and its API tokens
 * are refused while it stays disabled. The tokens are kept, so that enabling the account again (a
 * disabling by mistake, a return from leave) does not mean setting up every system that used them anew.
 * Disabling again keeps the first date.
 */
export async function disableUser(call: Call, id: number) {
  const { db } = call;
  // never one's own account: nobody might be left to undo it
  if (id === requirePerson(call).id) throw fail('CONFLICT', 'cannotDisableSelf');
  const found = await db.transaction(async (tx) => {
    const [before] = await tx.select({ disabled_at: users.disabled_at }).from(users).where(eq(users.id, id));
    const [row] = await tx
      .update(users)
      .set({ disabled_at: sql`coalesce(${users.disabled_at}, now())` })
      .where(eq(users.id, id))
      .returning({ id: users.id, disabled_at: users.disabled_at });
    if (row) {
      // disabling a disabled account changes nothing, so it writes no row
      if (!before?.disabled_at)
        await audit(tx, call, { entity: 'user', entity_id: id, action: 'disable', changes: changesOf(before!, row) });
      await tx.delete(sessions).where(eq(sessions.user_id, id));
      await publish(tx, id); // other processes hear it at the commit
    }
    return row;
  });
  if (!found) throw fail('NOT_FOUND', 'userNotFound', { id });
  forgetUser(id); // cached sessions and tokens of this process stop working now, not when the notification is back
  return (await findCurrentUser(db, id))!;
}

/** Gives a disabled account its access back: its password and API tokens work again; it signs in anew. */
export async function enableUser(call: Call, id: number) {
  const { db } = call;
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ disabled_at: users.disabled_at })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!before) throw fail('NOT_FOUND', 'userNotFound', { id });
    if (!before.disabled_at) return; // enabled already: nothing changes, nothing to record
    await tx.update(users).set({ disabled_at: null }).where(eq(users.id, id));
    const changes = changesOf(before, { disabled_at: null });
    await audit(tx, call, { entity: 'user', entity_id: id, action: 'enable', changes });
  });
  return (await findCurrentUser(db, id))!;
}

export const USERS_PER_PAGE = 20;

/**
 * The users of a service, newest change first: a user reads their own service's (asking for another is a 403),
 * an admin any one, or all without `service_id` (scope.ts).
 */
export async function listUsers(
  call: Call,
  input: { page: number; service_id?: number; after?: CursorValue; before?: CursorValue },
) {
  const { db } = call;
  const opts = { ...input, serviceId: usersServiceOf(call, input.service_id) };
  const where = opts.serviceId ? eq(users.service_id, opts.serviceId) : undefined;
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const keyset = { key: users.updated_at, id: users.id, order: 'desc' } as const;
  const total = totalRow?.total ?? 0;
  const { rows, edges } = await pageRows(db, { ...opts, perPage: USERS_PER_PAGE, total, keyset }, (q) =>
    selectUsers(db)
      .where(and(where, q.where))
      .orderBy(...q.orderBy)
      .limit(q.limit)
      .offset(q.offset),
  );
  const query: Record<string, string | number | undefined> = { service_id: opts.serviceId };
  return paginate(rows.map(shape), {
    page: opts.page,
    perPage: USERS_PER_PAGE,
    total,
    edges,
    path: LIST_PATHS.serviceUsers,
    query,
  });
}
