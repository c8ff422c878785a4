import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The local zone the daily counters count in (one row; null until the first start or rebuild names it). The
 * claims' counters are kept by triggers (migration 0012), which read their zone here: a database statement does
 * not know APP_TIMEZONE. A start in another zone rebuilds every counter (platform/daily-counts.ts).
 */
export const dailyCountsZone = pgTable(
  'daily_counts_zone',
  {
    one: boolean('one').primaryKey().default(true),
    zone: text('zone'),
  },
  (t) => [check('daily_counts_zone_one_row', sql`${t.one}`)],
);
