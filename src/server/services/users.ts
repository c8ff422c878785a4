import { and, count, desc, eq, or } from 'drizzle-orm';
import { forgetUser } from '../auth/credential-cache';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/client';
import { airports, apiTokens, services, sessions, users } from '../db/schema';
import { fail, invalidField } from '../errors';
import type { CreateUser, UpdateUser } from '../../shared/schemas/admin';
import { paginate } from './paginate';

// The current-user shape of SPEC §3: service and airport as objects, never the password hash.
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
 * request, scans included, so it joins rather than asking twice.
 */
export async function findUserBySession(db: Db, sessionId: string) {
  const [row] = await db
    .select({ ...currentUserColumns, expires_at: sessions.expires_at })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .innerJoin(services, eq(services.id, users.service_id))
    .leftJoin(airports, eq(airports.id, users.airport_id))
    .where(eq(sessions.id, sessionId));
  if (!row) return null;
  const { expires_at, ...user } = row;
  return { expires_at, user: shape(user) };
}

export async function findUserByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ ...currentUserColumns, token_id: apiTokens.id, last_used_at: apiTokens.last_used_at })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.user_id))
    .innerJoin(services, eq(services.id, users.service_id))
    .leftJoin(airports, eq(airports.id, users.airport_id))
    .where(eq(apiTokens.token_hash, tokenHash));
  if (!row) return null;
  const { token_id, last_used_at, ...user } = row;
  return { token_id, last_used_at, user: shape(user) };
}

export async function findCurrentUser(db: Db, id: number): Promise<CurrentUser | null> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row ? shape(row) : null;
}

/** The login field takes the e-mail or the username (CONTRACT §2). */
export async function findCredentials(db: Db, login: string) {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select({ id: users.id, email: users.email, password_hash: users.password_hash })
    .from(users)
    .where(or(eq(users.email, value), eq(users.username, value)));
  return row ?? null;
}

export async function getPasswordHash(db: Db, id: number) {
  const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, id));
  return row?.hash ?? null;
}

export async function setPassword(db: Db, id: number, password: string) {
  forgetUser(id);
  await db.update(users).set({ password_hash: await hashPassword(password) }).where(eq(users.id, id));
}

export async function setLang(db: Db, id: number, lang: 'en' | 'fr') {
  forgetUser(id);
  await db.update(users).set({ lang }).where(eq(users.id, id));
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
  if (others.some((u) => u.username === input.username)) throw fail('CONFLICT', 'usernameTaken', { username: input.username });
}

type Parsed<T> = { [K in keyof T]: Exclude<T[K], undefined> | (undefined extends T[K] ? undefined : never) };

export async function createUser(db: Db, input: Parsed<CreateUser> & { email: string; username: string }) {
  await assertReferences(db, input);
  await assertUnique(db, input);
  const [row] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      username: input.username,
      password_hash: await hashPassword(input.password),
      role: input.role,
      service_id: input.service_id,
      airport_id: input.airport_id ?? null,
      lang: input.lang ?? 'fr',
    })
    .returning({ id: users.id });
  return (await findCurrentUser(db, row!.id))!;
}

export async function updateUser(db: Db, input: Parsed<Omit<UpdateUser, 'id'>> & { id: number; email: string; username: string }) {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.id));
  if (!existing) throw fail('NOT_FOUND', 'userNotFound', { id: input.id });
  await assertReferences(db, input);
  await assertUnique(db, input, input.id);
  forgetUser(input.id); // role, service or airport may change what they can do
  await db
    .update(users)
    .set({
      name: input.name,
      email: input.email,
      username: input.username,
      role: input.role,
      service_id: input.service_id,
      airport_id: input.airport_id ?? null,
      ...(input.lang ? { lang: input.lang } : {}),
      ...(input.password ? { password_hash: await hashPassword(input.password) } : {}),
    })
    .where(eq(users.id, input.id));
  return (await findCurrentUser(db, input.id))!;
}

export const USERS_PER_PAGE = 20;

export async function listUsers(db: Db, opts: { page: number; serviceId?: number; role?: string; path: string }) {
  const where = and(
    opts.serviceId ? eq(users.service_id, opts.serviceId) : undefined,
    opts.role === 'admin' || opts.role === 'supervisor' || opts.role === 'agent' ? eq(users.role, opts.role) : undefined,
  );
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(desc(users.updated_at), desc(users.id))
    .limit(USERS_PER_PAGE)
    .offset((opts.page - 1) * USERS_PER_PAGE);
  const query: Record<string, string | number | undefined> = { service_id: opts.serviceId, role: opts.role };
  return paginate(rows.map(shape), { page: opts.page, perPage: USERS_PER_PAGE, total: totalRow?.total ?? 0, path: opts.path, query });
}
