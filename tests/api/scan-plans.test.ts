import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/server/platform/db/rows';
import { scanStatement as bagScan } from '../../src/server/domains/baggage/service';
import { scanStatement as freightScan } from '../../src/server/domains/freight/events';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';
import { genericIndexesRead, indexesRead } from '../helpers/plans';

// A scan reads the scanned bag's (or shipment's) own events through the index on
// (bag_id, created_at), whatever the planner's statistics say. A fresh install, or a quiet night, leaves statistics
// that have not seen the last minute's scans: "created_at within a minute" then looks like one row, and a query
// free to use the date index reads every scan of that minute for each bag scanned (tens of thousands of rows;
// on PostgreSQL 15, the old query's plan here took 122 ms instead of 0.08 ms). The plans are read with EXPLAIN
// (nothing is written), on statistics taken before the burst and again after ANALYZE.

const BAGS = 20_000;
const BURST = 34_000;
const HISTORY = 2_000;

describe.each(databases())('scans on statistics that have not seen the last minute, on %s', (kind) => {
  let d: TestDatabase;
  const explain = (statement: ReturnType<typeof bagScan>) => indexesRead(d.db, statement);
  const bagPlan = () =>
    explain(
      bagScan(
        [
          {
            input: { bag_tag_number: 'T00004242', event_type: 'LOADED', airport_id: 1 },
            actor: { id: 1, name: 'A' },
            windowDays: 14,
          },
        ],
        'UTC',
      ),
    );
  const freightPlan = () =>
    explain(
      freightScan(
        [
          {
            input: { awb_number: '057-00042420', event_type: 'RECEIVED', airport_id: 1 },
            user: { id: 1, name: 'A' },
          },
        ],
        'UTC',
      ),
    );

  beforeAll(async () => {
    d = await openTestDatabase(kind);
    const run = (q: ReturnType<typeof sql>) => d.db.execute(q);
    await run(sql`insert into airports (code, name) values ('FIH', 'Kinshasa')`);
    await run(sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
                  values ('8Z101', 1, 1, now(), now() + interval '2 hours')`);
    await run(sql`insert into passengers (flight_id, name, pnr, seat)
                  select 1, 'PAX/' || g, lpad(g::text, 6, '0'), '1A' from generate_series(1, ${BAGS}) g`);
    await run(sql`insert into bags (bag_tag_number, weight, passenger_id, airport_id)
                  select 'T' || lpad(g::text, 8, '0'), 20, g, 1 from generate_series(1, ${BAGS}) g`);
    await run(sql`insert into freight_shipments (awb_number, shipper, consignee, weight, departure_airport_id, arrival_airport_id)
                  select '057-' || lpad(g::text, 7, '0') || (g % 7), 'S', 'C', 100, 1, 1 from generate_series(1, ${BAGS}) g`);
    // statistics taken on a quiet database, a few thousand scans all older than an hour, and kept while the test runs
    for (const [events, owner] of [
      ['bag_events', 'bag_id'],
      ['freight_events', 'shipment_id'],
    ] as const) {
      await run(sql`alter table ${sql.identifier(events)} set (autovacuum_enabled = false)`);
      await run(sql`insert into ${sql.identifier(events)} (${sql.identifier(owner)}, event_type, airport_id, created_at)
                    select 1 + g % ${BAGS}, 'LOADED', 1, now() - interval '1 hour' - random() * interval '30 days'
                    from generate_series(1, ${HISTORY}) g`);
      await run(sql`analyze ${sql.identifier(events)}`);
    }
    // then the morning's first burst, all within the last minute
    await run(sql`insert into bag_events (bag_id, event_type, airport_id, created_at)
                  select 1 + g % ${BAGS}, 'LOADED', 1, now() - random() * interval '50 seconds'
                  from generate_series(1, ${BURST}) g`);
    await run(sql`insert into freight_events (shipment_id, event_type, airport_id, created_at)
                  select 1 + g % ${BAGS}, 'LOADED', 1, now() - random() * interval '50 seconds'
                  from generate_series(1, ${BURST}) g`);
    // tens of thousands of rows: the embedded database takes its time on a busy machine
  }, 240_000);
  afterAll(() => d?.close());

  it("reads the bag's own events, before and after ANALYZE", async () => {
    const before = await bagPlan();
    expect(before).toContain('bag_events_bag_created_idx');
    expect(before).not.toContain('bag_events_created_idx');
    await d.db.execute(sql`analyze bag_events`);
    const after = await bagPlan();
    expect(after).toContain('bag_events_bag_created_idx');
    expect(after).not.toContain('bag_events_created_idx');
  });

  it("reads the shipment's own events, before and after ANALYZE", async () => {
    const before = await freightPlan();
    expect(before).toContain('freight_events_shipment_idx');
    expect(before).not.toContain('freight_events_created_idx');
    await d.db.execute(sql`analyze freight_events`);
    const after = await freightPlan();
    expect(after).toContain('freight_events_shipment_idx');
    expect(after).not.toContain('freight_events_created_idx');
  });

  it('has autovacuum visit the event tables after every 10,000 new events, whatever their size (migration 0016)', async () => {
    const rows = await queryRows<{ relname: string; reloptions: string[] }>(
      d.db,
      sql`select relname, reloptions from pg_class where relname in ('bag_events', 'freight_events') order by relname`,
    );
    // (this file's statistics also hold autovacuum off for the length of the test: autovacuum_enabled)
    const insertOptions = (options: string[]) => options.filter((o) => o.startsWith('autovacuum_vacuum_insert')).sort();
    expect(rows.map((r) => [r.relname, insertOptions(r.reloptions)])).toEqual(
      ['bag_events', 'freight_events'].map((table) => [
        table,
        ['autovacuum_vacuum_insert_scale_factor=0', 'autovacuum_vacuum_insert_threshold=10000'],
      ]),
    );
  });

  // the scan batches run on connections that keep one generic plan per statement (db/client.ts, batchDbOf): that
  // plan, made without the values, must read the scanned bag's or shipment's own events too
  it.runIf(kind === 'postgres')(
    'keeps reading them through the same indexes in the plan made once for any value',
    async () => {
      const bag = bagScan(
        [
          {
            input: { bag_tag_number: 'T00004242', event_type: 'LOADED', airport_id: 1 },
            actor: { id: 1, name: 'A' },
            windowDays: 14,
          },
        ],
        'UTC',
      );
      const freight = freightScan(
        [{ input: { awb_number: '057-00042420', event_type: 'RECEIVED', airport_id: 1 }, user: { id: 1, name: 'A' } }],
        'UTC',
      );
      for (const analysed of [false, true]) {
        if (analysed) await d.db.execute(sql`analyze bag_events; analyze freight_events`);
        const bagIndexes = await genericIndexesRead(d.batchDb, bag);
        expect(bagIndexes).toContain('bag_events_bag_created_idx');
        expect(bagIndexes).not.toContain('bag_events_created_idx');
        expect(bagIndexes).toContain('bags_tag_idx');
        const freightIndexes = await genericIndexesRead(d.batchDb, freight);
        expect(freightIndexes).toContain('freight_events_shipment_idx');
        expect(freightIndexes).not.toContain('freight_events_created_idx');
      }
    },
  );

  it("compiles no plan to machine code: JIT is off on the server's connections (PostgreSQL; PGlite has none)", async () => {
    if (kind !== 'postgres') return;
    const [row] = await queryRows<{ jit: string }>(d.db, sql`select current_setting('jit') as jit`);
    expect(row!.jit).toBe('off');
  });
});
