import * as v from 'valibot';
import { DaySchema, IntSchema } from './common';

// What the dashboards answer: today's counts with their change against yesterday, and totals per day and month.

/** Today's count and its change against yesterday in percent, one decimal; null when yesterday had none. */
const StatCardSchema = v.object({ today: IntSchema, change: v.nullable(v.pipe(v.number(), v.examples([12.5]))) });

export const DashboardStatsSchema = v.object({
  total_scans: StatCardSchema,
  total_checkin: StatCardSchema,
  total_loaded: StatCardSchema,
  total_delivered: StatCardSchema,
  /** Checked in today and not loaded yet. */
  total_missing: IntSchema,
});

/** One total per day, oldest first. */
export const DailyTotalsSchema = v.array(v.object({ day: DaySchema, total: IntSchema }));
/** One total per month of this year, January (1) to December (12). */
export const MonthlyTotalsSchema = v.array(
  v.object({ month: v.pipe(IntSchema, v.minValue(1), v.maxValue(12)), total: IntSchema }),
);

/** The freight dashboard's figures, counted in shipments. */
export const FreightDashboardStatsSchema = v.object({
  total_scans: StatCardSchema,
  total_received: StatCardSchema,
  total_loaded: StatCardSchema,
  total_delivered: StatCardSchema,
});

/**
 * A dashboard's live feed: no input but, from a reconnecting screen, the version of the figures it shows (sent by
 * the browser as Last-Event-ID).
 */
export const DashboardLiveInputSchema = v.optional(
  v.object({ lastEventId: v.nullish(v.pipe(v.string(), v.maxLength(64))) }),
);
