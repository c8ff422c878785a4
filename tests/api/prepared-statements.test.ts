import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchDbOf } from '../../src/server/platform/db/client';
import { MAX_PREPARED_PARAMETERS } from '../../src/server/platform/db/prepared-statements';
import { inIds } from '../../src/server/platform/db/rows';
import { airports } from '../../src/server/domains/schema';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';

// docs/decisions/045: on PostgreSQL the server's queries are prepared once per connection (one round trip a query
// instead of two, no parse), planned for their values on every run, and lists of ids go as one array parameter.
// A transaction keeps its connection, so what it prepared shows in that connection's pg_prepared_statements.

describe.each(databases())('statements sent by the server, on %s', (kind) => {
  let d: TestDatabase;
  beforeAll(async () => {
    d = await openTestDatabase(kind);
    await d.db.insert(airports).values([
      { code: 'FIH', name: 'Kinshasa' },
      { code: 'FBM', name: 'Lubumbashi' },
    ]);
  });
  afterAll(() => d.close());

  /** The statements the connection of a transaction has prepared, after `work` ran in it. */
  const preparedAfter = (work: (tx: TestDatabase['db']) => Promise<unknown>) =>
    d.db.transaction(async (tx) => {
      await work(tx as unknown as TestDatabase['db']);
      const rows = await tx.execute(sql`select statement from pg_prepared_statements`);
      return (rows as unknown as Array<{ statement: string }>).map((r) => r.statement);
    });

  it.runIf(kind === 'postgres')(
    'prepares a query with parameters, in a transaction too, and plans it for its values',
    async () => {
      const prepared = await preparedAfter(async (tx) => {
        const rows = await tx
          .select()
          .from(airports)
          .where(sql`${airports.code} = ${'FBM'} and 'marker-1' = 'marker-1'`);
        expect(rows.map((r) => r.code)).toEqual(['FBM']);
      });
      expect(prepared.some((s) => s.includes('marker-1'))).toBe(true);
      const [mode] = (await d.db.execute(sql`select current_setting('plan_cache_mode') as mode`)) as unknown as Array<{
        mode: string;
      }>;
      expect(mode!.mode).toBe('force_custom_plan');
    },
  );

  it.runIf(kind === 'postgres')(
    'runs the scan batches on connections of their own that keep each statement’s plan',
    async () => {
      expect(d.batchDb).not.toBe(d.db);
      expect(batchDbOf(d.db)).toBe(d.batchDb);
      const [mode] = (await d.batchDb.execute(
        sql`select current_setting('plan_cache_mode') as mode`,
      )) as unknown as Array<{ mode: string }>;
      expect(mode!.mode).toBe('force_generic_plan');
    },
  );

  it.runIf(kind === 'postgres')('leaves unnamed a statement whose placeholders follow a long list', async () => {
    const ids = Array.from({ length: MAX_PREPARED_PARAMETERS + 1 }, (_, i) => i + 1);
    const prepared = await preparedAfter((tx) =>
      tx
        .select()
        .from(airports)
        .where(sql`${inArray(airports.id, ids)} and 'marker-2' = 'marker-2'`),
    );
    expect(prepared.some((s) => s.includes('marker-2'))).toBe(false);
  });

  it('reads a list of ids sent as one array parameter, empty or long', async () => {
    const [fih] = await d.db
      .select()
      .from(airports)
      .where(sql`${airports.code} = 'FIH'`);
    const long = [...Array.from({ length: 500 }, (_, i) => 100_000 + i), fih!.id];
    expect((await d.db.select().from(airports).where(inIds(airports.id, long))).map((r) => r.code)).toEqual(['FIH']);
    expect(await d.db.select().from(airports).where(inIds(airports.id, []))).toEqual([]);
  });
});
