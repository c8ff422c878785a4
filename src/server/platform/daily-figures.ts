import { and, between, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Call } from './call';
import type { Db } from './db/client';
import type { DailyCounts } from './db/columns';
import { addDays, localDay } from '../../shared/time';

// A dashboard's figures, read from a domain's daily counters (e.g. bag_event_daily, freight_event_daily): rows per day, airport, type
// and shard, so the cost follows the number of days asked for, never the number of events (years of history).
// Days are the airport's local days; `now` (default: now) lets a test stand on a given day.

export type At = { now?: Date };

/** Percent change against yesterday, one decimal; null when yesterday had none (no change can be told). */
export function change(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return Math.round(((today - yesterday) / yesterday) * 1000) / 10;
}

async function countsByDayAndType(db: Db, table: DailyCounts, from: string, to: string, types?: string[]) {
  return db
    .select({ day: table.day, event_type: table.event_type, total: sum(table.total).mapWith(Number) })
    .from(table)
    .where(and(between(table.day, from, to), types ? inArray(table.event_type, types) : undefined))
    .groupBy(table.day, table.event_type);
}

/** Today's and yesterday's counts of a domain's counters: `card(type)` is {today, change}. */
export async function todayAndYesterday(db: Db, table: DailyCounts, tz: string, now: Date) {
  const today = localDay(now, tz);
  const yesterday = addDays(today, -1);
  const rows = await countsByDayAndType(db, table, yesterday, today);
  const count = (day: string, type?: string) =>
    rows.filter((r) => r.day === day && (!type || r.event_type === type)).reduce((n, r) => n + r.total, 0);
  const card = (type?: string) => ({
    today: count(today, type),
    change: change(count(today, type), count(yesterday, type)),
  });
  return { card, todayCount: (type?: string) => count(today, type) };
}

/** One event type on each of the 7 days ending today, oldest first, zero-filled. */
export async function weeklyTotals(
  { db, tz }: Call,
  { table, type, now = new Date() }: { table: DailyCounts; type: string } & At,
) {
  const today = localDay(now, tz);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const rows = await countsByDayAndType(db, table, days[0]!, today, [type]);
  return days.map((day) => ({ day, total: rows.filter((r) => r.day === day).reduce((n, r) => n + r.total, 0) }));
}

/** One event type per month of the current year, January to December, zero-filled. */
export async function monthlyTotals(
  { db, tz }: Call,
  { table, type, now = new Date() }: { table: DailyCounts; type: string } & At,
) {
  const year = localDay(now, tz).slice(0, 4);
  const rows = await db
    .select({
      month: sql<number>`extract(month from ${table.day})`.mapWith(Number),
      total: sum(table.total).mapWith(Number),
    })
    .from(table)
    .where(and(between(table.day, `${year}-01-01`, `${year}-12-31`), eq(table.event_type, type)))
    .groupBy(sql`1`);
  return Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    total: rows.find((r) => r.month === i + 1)?.total ?? 0,
  }));
}
