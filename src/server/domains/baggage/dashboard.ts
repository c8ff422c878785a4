import type { Call } from '../../platform/call';
import { monthlyTotals, todayAndYesterday, weeklyTotals, type At } from '../../platform/daily-figures';
import { bagEventDaily } from './tables';

// The baggage dashboard's cards and charts, read from the bag scans' daily counters.

export async function dashboardStats({ db, tz }: Call, { now = new Date() }: At = {}) {
  const { card, todayCount } = await todayAndYesterday(db, bagEventDaily, tz, now);
  return {
    total_scans: card(),
    total_checkin: card('CHECKIN'),
    total_loaded: card('LOADED'),
    total_delivered: card('DELIVERED'),
    // checked in today but not (yet) loaded: from the same counters, so it costs nothing as history grows
    total_missing: Math.max(0, todayCount('CHECKIN') - todayCount('LOADED')),
  };
}

/** Bags checked in on each of the 7 days ending today. */
export const weeklyCheckins = (call: Call, at: At = {}) =>
  weeklyTotals(call, { table: bagEventDaily, type: 'CHECKIN', ...at });
/** Bags loaded or delivered per month of this year. */
export const yearlyByMonth = (call: Call, type: 'LOADED' | 'DELIVERED', at: At = {}) =>
  monthlyTotals(call, { table: bagEventDaily, type, ...at });
