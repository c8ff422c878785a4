import type { Call } from '../../platform/call';
import { AIRPORT_CHANGES } from '../../platform/airport-changes';
import { monthlyTotals, todayAndYesterday, weeklyTotals, type At } from '../../platform/daily-figures';
import { liveFeed, viewOf, type Versioned } from '../../platform/live-feed';
import { recentEvents } from './service';
import { bagEventDaily } from './tables';

// The baggage dashboard's cards and charts, read from the bag scans' daily counters.

export async function dashboardStats({ db, tz }: Pick<Call, 'db' | 'tz'>, { now = new Date() }: At = {}) {
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

/** The dashboard's recent logs. */
export const DASHBOARD_RECENT_EVENTS = 10;

/** What the dashboard shows that a scan changes: its cards and its recent logs. */
async function readLiveDashboard(call: Pick<Call, 'db' | 'tz'>) {
  const stats = await dashboardStats(call);
  const recent_events = await recentEvents(call, { limit: DASHBOARD_RECENT_EVENTS });
  return { stats, recent_events };
}
type LiveDashboard = Awaited<ReturnType<typeof readLiveDashboard>>;

// One key for every dashboard open (its figures are the whole station's), read again at any airport's change: one
// read per batch of changes, whatever the number of dashboards (platform/live-feed.ts).
const dashboards = liveFeed<'baggage', LiveDashboard>({ channel: AIRPORT_CHANGES, changed: () => 'all' });

/**
 * The dashboard's cards and recent logs now, then at each change, until `signal` or the app closes. Bag events are
 * passenger-side data (as baggage.recent): without `withEvents`, the cards only, recent_events null, versioned apart
 * so that an event alone sends nothing.
 */
export function dashboardUpdates(
  { db, tz }: Pick<Call, 'db' | 'tz'>,
  withEvents: boolean,
  signal?: AbortSignal,
): AsyncIterable<Versioned<{ stats: LiveDashboard['stats']; recent_events: LiveDashboard['recent_events'] | null }>> {
  const updates = dashboards.updates(db, 'baggage', () => readLiveDashboard({ db, tz }), signal);
  return withEvents ? updates : viewOf(updates, (d) => ({ ...d, recent_events: null }));
}
