import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/domains/schema';
import { audit, changesOf, systemActor } from '../../src/server/domains/audit/service';
import { api, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createToken, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';

// The trail itself: who may read it, its filters and pages, its CSV, and that no one rewrites it. Which changes
// write a row is shown by each domain's own tests (tests/api/audit-writes.test.ts).

describe('changesOf', () => {
  it('lists the fields that differ, with their old and new values, and never a secret', () => {
    const before = { name: 'A', role: 'agent', password_hash: 'x', updated_at: new Date(1), airport_id: null };
    const after = { name: 'A', role: 'admin', password_hash: 'y', updated_at: new Date(2), airport_id: 3 };
    expect(changesOf(before, after)).toEqual({
      role: { old: 'agent', new: 'admin' },
      airport_id: { old: null, new: 3 },
    });
    expect(changesOf(before, { ...before })).toBeNull();
  });
  it('takes a creation as every field from nothing, a deletion as every field to nothing', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(changesOf(null, { code: 'FIH', at, token_hash: 'h' })).toEqual({
      code: { old: null, new: 'FIH' },
      at: { old: null, new: '2026-11-27T10:00:00.000Z' },
    });
    expect(changesOf({ code: 'FIH' }, null)).toEqual({ code: { old: 'FIH', new: null } });
  });
  it('leaves out a field an update did not send, rather than reading it as emptied', () => {
    expect(changesOf({ name: 'A', status: 'OPEN' }, { status: 'CLOSED' })).toEqual({
      status: { old: 'OPEN', new: 'CLOSED' },
    });
  });
});

describe.each(databases())('the audit trail on %s', (kind) => {
  const t = useTestApp(kind);

  const seed = async (entityId: number) => {
    await audit(
      t.database.db,
      { kind: 'user', user_id: 1, name: 'admin', ip: '10.0.0.9' },
      {
        entity: 'flight',
        entity_id: entityId,
        action: 'update',
        changes: { status: { old: 'SCHEDULED', new: 'DELAYED' } },
      },
      { entity: 'zone', entity_id: entityId, action: 'create', changes: { name: { old: null, new: 'Hall =A' } } },
    );
    await audit(t.database.db, systemActor('purge'), {
      entity: 'retention',
      entity_id: null,
      action: 'purge',
      note: '3 passengers',
    });
  };

  it('answers administrators only: 401 without a session, 403 for a supervisor, even through a token', async () => {
    expectError(await api(t).get('/api/audit'), 401);
    const supervisor = await signedIn(t, { role: 'supervisor', service: 'admin-and-it' });
    expectError(await api(t, supervisor.auth).get('/api/audit'), 403);
    const token = await createToken(t, supervisor.auth);
    expectError(await api(t, { token: token.token }).get('/api/audit.csv'), 403);
  });

  it('lists rows newest first with who, where, what and the changed fields, filtered by record', async () => {
    const flightId = 900_000 + Math.floor(Math.random() * 90_000);
    await seed(flightId);
    const auth = await adminAuth(t);
    const page = expectJson(await api(t, auth).get(`/api/audit?entity=flight&entity_id=${flightId}`), 200);
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      actor: { kind: 'user', user_id: 1, name: 'admin', token_id: null, token_name: null },
      ip: '10.0.0.9',
      entity: 'flight',
      entity_id: flightId,
      action: 'update',
      changes: { status: { old: 'SCHEDULED', new: 'DELAYED' } },
      note: null,
    });
    expect(page.data[0].at).toMatch(/\+01:00$/); // the airport's time, Kinshasa
    const system = expectJson(await api(t, auth).get('/api/audit?action=purge'), 200);
    expect(system.data[0]).toMatchObject({ actor: { kind: 'system', name: 'purge', user_id: null }, ip: null });
  });

  it('filters by user, action and local days, and refuses unknown values with the field named', async () => {
    const auth = await adminAuth(t);
    const today = new Date().toISOString().slice(0, 10);
    const byUser = expectJson(
      await api(t, auth).get(`/api/audit?user_id=1&action=create&from=${today}&to=${today}`),
      200,
    );
    expect(
      byUser.data.every(
        (r: { actor: { user_id: number }; action: string }) => r.actor.user_id === 1 && r.action === 'create',
      ),
    ).toBe(true);
    expect(expectJson(await api(t, auth).get('/api/audit?from=2001-01-01&to=2001-01-02'), 200).total).toBe(0);
    expect(expectError(await api(t, auth).get('/api/audit?entity=password'), 422).errors).toHaveProperty('entity');
    expect(expectError(await api(t, auth).get('/api/audit?action=drop'), 422).errors).toHaveProperty('action');
    expect(expectError(await api(t, auth).get('/api/audit?from=2026-11-02&to=2026-11-01'), 422).errors).toHaveProperty(
      'to',
    );
  });

  it('pages by cursor: following next_page_url gives every row once', async () => {
    const auth = await adminAuth(t);
    const entityId = 800_000 + Math.floor(Math.random() * 90_000);
    for (let i = 0; i < 3; i++)
      await audit(
        t.database.db,
        systemActor('test'),
        ...Array.from({ length: 40 }, () => ({
          entity: 'uld' as const,
          entity_id: entityId,
          action: 'update' as const,
        })),
      );
    const seen: number[] = [];
    let url: string | null = `/api/audit?entity=uld&entity_id=${entityId}`;
    while (url) {
      const page = expectJson(await api(t, auth).get(url), 200);
      seen.push(...page.data.map((r: { id: number }) => r.id));
      url = page.next_page_url;
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('exports CSV with the same filters, formulas neutralised', async () => {
    const auth = await adminAuth(t);
    const res = await api(t, auth).get('/api/audit.csv?entity=zone');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,at,actor_kind,user_id,actor_name,token_name,ip,entity,entity_id,action,changes,note');
    expect(lines.slice(1).every((l: string) => l.includes(',zone,'))).toBe(true);
    expect(res.body).not.toContain('"new":"Hall =A"}}'); // the JSON stays whole, quoted as one field
  });

  it('cannot be changed or deleted, by the API or in the database; only retention deletes, and only old rows', async () => {
    const auth = await adminAuth(t);
    for (const method of ['put', 'patch', 'delete', 'post'] as const) {
      const res = await api(t, auth)[method]('/api/audit', {});
      expect([404, 405]).toContain(res.statusCode);
    }
    const db = t.database.db;
    await seed(777);
    await expect(db.execute(sql`update audit_log set actor_name = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const before = await db.$count(auditLog);
    // the retention function keeps 30 days at least, and deletes nothing younger than what it keeps
    await expect(db.execute(sql`select tarmac_purge_audit_log(1)`)).rejects.toThrow();
    await db.execute(sql`select tarmac_purge_audit_log(400)`);
    expect(await db.$count(auditLog)).toBe(before);
  });

  it.runIf(kind === 'postgres')(
    'gives the tarmac_app role reading and adding only: an UPDATE by such an account fails',
    async () => {
      const role = `tarmac_test_${randomBytes(4).toString('hex')}`;
      const db = t.database.db;
      await db.execute(sql.raw(`create role ${role} login in role tarmac_app`));
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${t.database.name}`;
      url.username = role;
      const app = postgres(url.toString(), { max: 1, onnotice: () => {} });
      try {
        await app`insert into audit_log (actor_kind, actor_name, entity, action) values ('system', 'test', 'zone', 'create')`;
        expect((await app`select count(*)::int as n from audit_log`)[0]!.n).toBeGreaterThan(0);
        await expect(app`update audit_log set note = 'x'`).rejects.toThrow(/permission denied/);
        await expect(app`delete from audit_log`).rejects.toThrow(/permission denied/);
        // yet the rest of Tarmac's tables are its to change
        await app`update airports set name = name where false`;
      } finally {
        await app.end();
        await db.execute(sql.raw(`drop owned by ${role}`));
        await db.execute(sql.raw(`drop role ${role}`));
      }
    },
  );
});
