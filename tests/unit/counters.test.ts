import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { queryRows } from '../../src/server/platform/db/rows';
import { airports, bagEventDaily } from '../../src/server/domains/schema';
import { compactDailyCounts } from '../../src/server/platform/daily-counts';
import { addDays, localDay } from '../../src/shared/time';

const TZ = 'Africa/Kinshasa';

describe('daily counter compaction', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(() => database.close());

  it('folds the shards of past days into one row each and leaves today alone', async () => {
    const { db } = database;
    const [fih] = await db.insert(airports).values({ code: 'FIH', name: 'Kinshasa' }).returning();
    const today = localDay(new Date(), TZ);
    const yesterday = addDays(today, -1);
    const row = (day: string, shard: number, total: number, type = 'CHECKIN') => ({
      day,
      airport_id: fih!.id,
      event_type: type,
      shard,
      total,
    });
    await db
      .insert(bagEventDaily)
      .values([
        row(yesterday, 0, 5),
        row(yesterday, 3, 7),
        row(yesterday, 17, 1),
        row(yesterday, 4, 2, 'LOADED'),
        row(today, 3, 4),
        row(today, 9, 6),
      ]);
    await compactDailyCounts(db, TZ);
    const rows = await db
      .select()
      .from(bagEventDaily)
      .orderBy(bagEventDaily.day, bagEventDaily.event_type, bagEventDaily.shard);
    expect(rows.map((r) => [r.day, r.event_type, r.shard, r.total])).toEqual([
      [yesterday, 'CHECKIN', 0, 13],
      [yesterday, 'LOADED', 0, 2],
      [today, 'CHECKIN', 3, 4],
      [today, 'CHECKIN', 9, 6],
    ]);
    // running it again changes nothing
    await compactDailyCounts(db, TZ);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select sum(total)::int as n from bag_event_daily`,
    );
    expect(n).toBe(25);
  });
});
