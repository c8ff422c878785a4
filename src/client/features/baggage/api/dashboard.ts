import { newest, pollUnlessLive, useLiveStream, type LiveStream } from '../../../lib/use-live-stream';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useRecentEvents } from './scans';

/** What dashboard.live pushes: the cards and the recent logs, null for one who may not read bag events. */
type LiveDashboard = {
  stats: RouterOutputs['dashboard']['stats'];
  recent_events: RouterOutputs['baggage']['recent'] | null;
};
export type DashboardStream = LiveStream<LiveDashboard>;

/** The dashboard's live feed: its cards and recent logs pushed by the server as scans change them. */
export const useDashboardStream = (): DashboardStream => useLiveStream<LiveDashboard>('dashboard.live', {});

/** The cards: pushed while the stream is live, else asked every 15 s (and at first, drawn by the server). */
export function useDashboardStats(stream: DashboardStream) {
  const asked = trpc.dashboard.stats.useQuery(undefined, { refetchInterval: pollUnlessLive(stream, 15_000) });
  return newest(stream, (d) => d.stats, asked);
}

/** The 10 recent logs (as many as the feed sends), the same way; not drawn by the server (lib/not-drawn.ts). */
export function useDashboardRecent(stream: DashboardStream) {
  const asked = useRecentEvents(10, { refetchInterval: pollUnlessLive(stream, 15_000), drawn: false });
  return newest(stream, (d) => d.recent_events, asked);
}

export const useWeekly = () => trpc.dashboard.weekly.useQuery();
export const useYearlyLoaded = () => trpc.dashboard.yearlyLoaded.useQuery();
export const useYearlyDelivered = () => trpc.dashboard.yearlyDelivered.useQuery();
