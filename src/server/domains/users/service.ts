import { LIST_PATHS } from '../../../shared/list-paths';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { forgetUser } from '../../auth/credential-cache';
import { publish } from '../../auth/credential-events';
import { findCurrentUser, selectUsers, shape } from '../../auth/current-user';
import { hashPassword } from '../../auth/password';
import { personOf, requirePerson, type Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { airports, services, sessions, users } from '../schema';
import { fail, invalidField, orConflict } from '../../platform/errors';
import type { CreateUser, UpdateUser } from '../../../shared/schemas/admin';
import { audit, changesOf } from '../audit';
import { pageRows, paginate } from '../../platform/paginate';
import { refuseToken, usersServiceOf } from '../../platform/scope';
import type { CursorValue } from '../../../shared/schemas/common';

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
