import { trpc } from '../../../lib/trpc';

// Asked only when the dashboard is open; the recent logs refresh every 15 s.
export const useDashboardStats = () => trpc.dashboard.stats.useQuery(undefined, { refetchInterval: 15_000 });
export const useWeekly = () => trpc.dashboard.weekly.useQuery();
export const useYearlyLoaded = () => trpc.dashboard.yearlyLoaded.useQuery();
export const useYearlyDelivered = () => trpc.dashboard.yearlyDelivered.useQuery();
