import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { SERVICES } from '../../shared/roles';
import { hashPassword } from '../auth/password';
import { STARTUP_LOCK, type Db, type Transaction } from '../platform/db/client';
import { services, users } from '../domains/schema';

/** The administrator made on first boot; `password` only when it was generated (to be shown once). */
export type FirstAdmin = { email: string; password: string | null };

/**
 * First boot on an empty database: the services and one admin (ADMIN_EMAIL, ADMIN_PASSWORD or a generated one). Idempotent, so it runs
 * at every start; it never touches an existing admin's password. Answers the admin it made, if any.
 * A generated password must be changed at the first sign-in; one given in ADMIN_PASSWORD need not.
 */
export async function bootstrap(
  db: Db,
  opts: { adminEmail: string; adminPassword?: string },
): Promise<FirstAdmin | null> {
  // processes starting together take turns: each counted no user, and the second insert of the admin failed
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK[0]}, ${STARTUP_LOCK[1] + 1})`);
    return firstBoot(tx, opts);
  });
}

async function firstBoot(db: Transaction, opts: { adminEmail: string; adminPassword?: string }) {
  await db
    .insert(services)
    .values(SERVICES.map((s) => ({ slug: s.slug, name: s.name })))
    .onConflictDoNothing({ target: services.slug });

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return null;

  const [adminService] = await db.select({ id: services.id }).from(services).where(eq(services.slug, 'admin-and-it'));
  const password = opts.adminPassword ?? randomBytes(12).toString('base64url');
  const email = opts.adminEmail.toLowerCase();
  await db.insert(users).values({
    name: 'Administrator',
    email,
    username: 'admin',
    password_hash: await hashPassword(password),
    role: 'admin',
    service_id: adminService!.id,
    lang: 'fr',
    // a generated password has been in the console and perhaps a log collector: the admin replaces it first
    must_change_password: !opts.adminPassword,
  });
  return { email, password: opts.adminPassword ? null : password } satisfies FirstAdmin;
}
