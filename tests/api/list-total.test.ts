import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemCall } from '../../src/server/platform/call';
import { freightShipments } from '../../src/server/domains/schema';
import { parseEnv } from '../../src/server/platform/env';
import { listAudit } from '../../src/server/domains/audit/service';
import { EXACT_TOTAL_UP_TO, listTotal } from '../../src/server/platform/list-total';
import { AuditQuerySchema } from '../../src/shared/schemas/audit';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';

// The shipment, shift and audit lists no longer count their whole table for every page. Their total
// is exact up to EXACT_TOTAL_UP_TO rows and PostgreSQL's estimate beyond.

describe.each(databases())('list totals on %s', (kind) => {
  let d: TestDatabase;
  const insert = (n: number, weight: number) =>
    d.db.execute(sql`
      insert into freight_shipments (awb_number, shipper, consignee, weight, departure_airport_id, arrival_airport_id)
      select '057-' || lpad((g + (select count(*) from freight_shipments))::text, 7, '0') || '0', 'S', 'C', ${weight}, 1, 1
      from generate_series(1, ${n}) g`);

  beforeAll(async () => {
    d = await openTestDatabase(kind);
    await d.db.execute(sql`insert into airports (code, name) values ('FIH', 'Kinshasa')`);
  });
  afterAll(() => d?.close());

  it('counts exactly up to the threshold, with and without a condition', async () => {
    expect(await listTotal(d.db, freightShipments)).toBe(0);
    await insert(EXACT_TOTAL_UP_TO - 100, 100);
    await insert(100, 7);
    expect(await listTotal(d.db, freightShipments)).toBe(EXACT_TOTAL_UP_TO);
    expect(await listTotal(d.db, freightShipments, eq(freightShipments.weight, 7))).toBe(100);
  });

  it("past the threshold, answers the planner's estimate, never less than the rows it counted", async () => {
    await insert(5_000, 100);
    await d.db.execute(sql`analyze freight_shipments`);
    const total = await listTotal(d.db, freightShipments);
    expect(total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    // ANALYZE reads every row of a table this small: the estimate is the count
    expect(Math.abs(total - (EXACT_TOTAL_UP_TO + 5_000))).toBeLessThanOrEqual(150);
    // a condition few rows meet is still counted exactly
    expect(await listTotal(d.db, freightShipments, eq(freightShipments.weight, 7))).toBe(100);
  });

  it('the audit trail past the threshold: an estimated total, its filters still counted exactly, its pages whole', async () => {
    await d.db.execute(sql`
      insert into audit_log (at, actor_kind, actor_name, entity, entity_id, action)
      select now() - g * interval '1 minute', 'system', 'bench', case when g % 1000 = 0 then 'bag' else 'flight' end, g, 'create'
      from generate_series(1, ${EXACT_TOTAL_UP_TO + 2_000}) g`);
    await d.db.execute(sql`analyze audit_log`);
    const call = systemCall(d.db, parseEnv({ LOG_LEVEL: 'silent' }), 'test');
    const all = await listAudit(call, v.parse(AuditQuerySchema, {}));
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_UP_TO);
    expect(all.data).toHaveLength(all.per_page);
    expect(all.data[0]!.entity_id).toBe(1);
    const bags = await listAudit(call, v.parse(AuditQuerySchema, { entity: 'bag' }));
    expect(bags.total).toBe(12);
    expect(bags.data.map((r) => r.entity_id)).toEqual(Array.from({ length: 12 }, (_, i) => 1000 * (i + 1)));
  });
});
