import { and, between, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bagEventDaily } from '../db/schema';
import { addDays, localDay } from '../../shared/time';

// Every figure reads bag_event_daily: rows per day, airport, type and shard, so the cost follows the
// number of days asked for, never the number of events (CONTRACT §6 shapes, issue: years of history).

/** Percent change against yesterday, one decimal; null when yesterday had none (CONTRACT §6). */
export function change(today: number, yesterday: number): number | null {
  if (yesterday === 0) return null;
  return Math.round(((today - yesterday) / yesterday) * 1000) / 10;
}

async function countsByDayAndType(db: Db, from: string, to: string, types?: string[]) {
  return db
    .select({ day: bagEventDaily.day, event_type: bagEventDaily.event_type, total: sum(bagEventDaily.total).mapWith(Number) })
    .from(bagEventDaily)
    .where(and(between(bagEventDaily.day, from, to), types ? inArray(bagEventDaily.event_type, types) : undefined))
    .groupBy(bagEventDaily.day, bagEventDaily.event_type);
}

export async function dashboardStats(db: Db, tz: string, now = new Date()) {
  const today = localDay(now, tz);
  const yesterday = addDays(today, -1);
  const rows = await countsByDayAndType(db, yesterday, today);
  const count = (day: string, type?: string) =>
    rows.filter((r) => r.day === day && (!type || r.event_type === type)).reduce((n, r) => n + r.total, 0);
  const card = (type?: string) => ({ today: count(today, type), change: change(count(today, type), count(yesterday, type)) });
  return {
    total_scans: card(),
    total_checkin: card('CHECKIN'),
    total_loaded: card('LOADED'),
    total_delivered: card('DELIVERED'),
    // checked in today but not (yet) loaded: from the same counters, so it costs nothing as history grows
    total_missing: Math.max(0, count(today, 'CHECKIN') - count(today, 'LOADED')),
  };
}

/** Bags checked in on each of the 7 days ending today, oldest first, zero-filled. */
export async function weeklyCheckins(db: Db, tz: string, now = new Date()) {
  const today = localDay(now, tz);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i - 6));
  const rows = await countsByDayAndType(db, days[0]!, today, ['CHECKIN']);
  return days.map((day) => ({ day, total: rows.filter((r) => r.day === day).reduce((n, r) => n + r.total, 0) }));
}

/** One event type per month of the current year, January to December, zero-filled. */
export async function yearlyByMonth(db: Db, type: 'LOADED' | 'DELIVERED', tz: string, now = new Date()) {
  const year = localDay(now, tz).slice(0, 4);
  const rows = await db
    .select({ month: sql<number>`extract(month from ${bagEventDaily.day})`.mapWith(Number), total: sum(bagEventDaily.total).mapWith(Number) })
    .from(bagEventDaily)
    .where(and(between(bagEventDaily.day, `${year}-01-01`, `${year}-12-31`), eq(bagEventDaily.event_type, type)))
    .groupBy(sql`1`);
  return Array.from({ length: 12 }, (_, i) => ({ month: i + 1, total: rows.find((r) => r.month === i + 1)?.total ?? 0 }));
}
