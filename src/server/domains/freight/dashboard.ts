import type { Call } from '../../platform/call';
import { AIRPORT_CHANGES } from '../../platform/airport-changes';
import { monthlyTotals, todayAndYesterday, weeklyTotals, type At } from '../../platform/daily-figures';
import { liveFeed, viewOf, type Versioned } from '../../platform/live-feed';
import { recentFreightEvents } from './events';
import { freightEventDaily } from './tables';

// The freight dashboard's cards and charts, read from the freight scans' daily counters.

/** The freight dashboard's cards: all scans, received, loaded and delivered, today against yesterday. */
export async function freightDashboardStats({ db, tz }: Pick<Call, 'db' | 'tz'>, { now = new Date() }: At = {}) {
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

/** What the freight dashboard shows that a scan changes: its cards and its shipment logs. */
async function readLiveFreightDashboard(call: Pick<Call, 'db' | 'tz'>) {
  const stats = await freightDashboardStats(call);
  const recent_events = await recentFreightEvents(call);
  return { stats, recent_events };
}
type LiveFreightDashboard = Awaited<ReturnType<typeof readLiveFreightDashboard>>;

// One key for every freight dashboard open, read again at any airport's change, as the baggage dashboard's
const dashboards = liveFeed<'freight', LiveFreightDashboard>({ channel: AIRPORT_CHANGES, changed: () => 'all' });

/**
 * The freight dashboard's cards and shipment logs now, then at each change, until `signal` or the app closes.
 * Freight events are cargo data (as freightEvents.recent): without `withEvents`, the cards only, recent_events null.
 */
export function freightDashboardUpdates(
  { db, tz }: Pick<Call, 'db' | 'tz'>,
  withEvents: boolean,
  signal?: AbortSignal,
): AsyncIterable<
  Versioned<{ stats: LiveFreightDashboard['stats']; recent_events: LiveFreightDashboard['recent_events'] | null }>
> {
  const updates = dashboards.updates(db, 'freight', () => readLiveFreightDashboard({ db, tz }), signal);
  return withEvents ? updates : viewOf(updates, (d) => ({ ...d, recent_events: null }));
}
