import type { Call } from '../../platform/call';
import { monthlyTotals, todayAndYesterday, weeklyTotals, type At } from '../../platform/daily-figures';
import { freightEventDaily } from './tables';

// The freight dashboard's cards and charts, read from the freight scans' daily counters.

/** The freight dashboard's cards: all scans, received, loaded and delivered, today against yesterday. */
export async function freightDashboardStats({ db, tz }: Call, { now = new Date() }: At = {}) {
  const { card } = await todayAndYesterday(db, freightEventDaily, tz, now);
  return {
    total_scans: card(),
    total_received: card('RECEIVED'),
    total_loaded: card('LOADED'),
    total_delivered: card('DELIVERED'),
  };
}

/** Freight received on each of the 7 days ending today. */
export const freightWeeklyReceived = (call: Call, at: At = {}) =>
  weeklyTotals(call, { table: freightEventDaily, type: 'RECEIVED', ...at });
/** Freight loaded or delivered per month of this year. */
export const freightYearlyByMonth = (call: Call, type: 'LOADED' | 'DELIVERED', at: At = {}) =>
  monthlyTotals(call, { table: freightEventDaily, type, ...at });
