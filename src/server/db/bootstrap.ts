import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { SERVICES } from '../../shared/roles';
import { hashPassword } from '../auth/password';
import type { Db } from './client';
import { services, users } from './schema';

/**
 * First boot on an empty database (CONTRACT §1): the services and one admin. Idempotent, so it runs
 * at every start; it never touches an existing admin's password.
 */
export async function bootstrap(db: Db, opts: { adminEmail: string; adminPassword?: string; log: (msg: string) => void }) {
  await db
    .insert(services)
    .values(SERVICES.map((s) => ({ slug: s.slug, name: s.name })))
    .onConflictDoNothing({ target: services.slug });

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
  if (total > 0) return;

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
  });
  if (!opts.adminPassword) opts.log(`Created the administrator ${email} with the password: ${password} (shown once; change it in Profile)`);
  else opts.log(`Created the administrator ${email}`);
}
