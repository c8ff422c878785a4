import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootstrap } from '../../src/server/db/bootstrap';
import { users } from '../../src/server/domains/schema';
import { openDatabase, type Database } from '../../src/server/platform/db/client';

// Processes started together on one new PostgreSQL database (compose starts both at once) take turns: to apply the
// migrations, then to make the first administrator. And a process started under the account that may only read and
// write (docs/operations.md) starts once the owner has migrated, as it needs to create nothing.

describe.skipIf(!process.env.TEST_DATABASE_URL)('processes starting together on one PostgreSQL', () => {
  const server = () => postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `tarmac_t_${randomBytes(6).toString('hex')}`;
  const role = `tarmac_t_${randomBytes(4).toString('hex')}`;
  const urlOf = (user?: string) => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    if (user) url.username = user;
    return url.toString();
  };
  const opened: Database[] = [];

  beforeAll(async () => {
    const sql = server();
    await sql.unsafe(`create database "${name}"`);
    await sql.end();
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    const sql = server();
    await sql.unsafe(`drop database if exists "${name}" with (force)`);
    await sql.unsafe(`drop role if exists ${role}`);
    await sql.end();
  });

  it('migrate an empty database once between them and make one administrator', async () => {
    const both = await Promise.allSettled([openDatabase({ url: urlOf() }), openDatabase({ url: urlOf() })]);
    for (const b of both) if (b.status === 'fulfilled') opened.push(b.value);
    expect(both.map((b) => (b.status === 'rejected' ? String(b.reason) : 'started'))).toEqual(['started', 'started']);
    const [a, b] = opened as [Database, Database];
    const admins = await Promise.all([
      bootstrap(a.db, { adminEmail: 'admin@example.com' }),
      bootstrap(b.db, { adminEmail: 'admin@example.com' }),
    ]);
    expect(admins.filter(Boolean)).toHaveLength(1);
    expect((await a.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
  });

  it('start under the read-and-write account once migrated', async () => {
    const sql = server();
    await sql.unsafe(`create role ${role} login in role tarmac_app`);
    await sql.end();
    const app = await openDatabase({ url: urlOf(role) });
    opened.push(app);
    expect((await app.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
  });
});
