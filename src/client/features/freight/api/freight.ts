import { listQueryOptions, type ListOptions } from '../../../lib/not-drawn';
import { newest, pollUnlessLive, useLiveStream, type LiveStream } from '../../../lib/use-live-stream';
import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';
import type { DeskPost } from '../../../scanner/scan-desk';

// The freight feature's only tRPC touchpoint; saving a shipment or a scan refreshes what shows it.
export type Shipment = RouterOutputs['shipments']['list']['data'][number];
export type FreightEvent = RouterOutputs['freightEvents']['recent'][number];
export type FreightScanInput = RouterInputs['freightEvents']['scan'];
export type FreightScanResult = RouterOutputs['freightEvents']['scan'];

export const useShipments = (page: number) =>
  trpc.shipments.list.useQuery({ page }, { placeholderData: (prev) => prev });
export const useRecentShipments = () => trpc.shipments.recents.useQuery();
export const useShipment = (id: number | null) =>
  trpc.shipments.get.useQuery({ id: id ?? 0 }, { enabled: id !== null });

export function useSaveShipment(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.shipments.invalidate();
    opts.onSuccess();
  };
  return {
    create: trpc.shipments.create.useMutation({ onSuccess, onError: opts.onError }),
    update: trpc.shipments.update.useMutation({ onSuccess, onError: opts.onError }),
  };
}

/** The 20 latest freight events; `drawn: false` for a list the server leaves to the browser (lib/not-drawn.ts). */
export const useRecentFreightEvents = (opts: ListOptions = {}) =>
  trpc.freightEvents.recent.useQuery(undefined, listQueryOptions(opts));

/** How the freight desk posts a scan: the shipment lists and the freight dashboard change with it. */
export function useFreightScanPost(): DeskPost<FreightScanInput, FreightScanResult> {
  const utils = trpc.useUtils();
  return async (scan, signal) => {
    const result = await utils.client.freightEvents.scan.mutate(scan, { signal });
    void utils.freightDashboard.invalidate();
    void utils.shipments.invalidate();
    return result;
  };
}

/** What freightDashboard.live pushes: the cards and the shipment logs, null for one who may not read freight events. */
type LiveFreightDashboard = {
  stats: RouterOutputs['freightDashboard']['stats'];
  recent_events: FreightEvent[] | null;
};
export type FreightDashboardStream = LiveStream<LiveFreightDashboard>;

/** The freight dashboard's live feed, as the baggage one: its cards and logs pushed as freight scans change them. */
export const useFreightDashboardStream = (): FreightDashboardStream =>
  useLiveStream<LiveFreightDashboard>('freightDashboard.live', {});

/** The cards: pushed while the stream is live, else asked every 15 s (and at first, drawn by the server). */
export function useFreightStats(stream: FreightDashboardStream) {
  const asked = trpc.freightDashboard.stats.useQuery(undefined, { refetchInterval: pollUnlessLive(stream, 15_000) });
  return newest(stream, (d) => d.stats, asked);
}

/** The shipment logs (the 20 latest freight events), the same way; not drawn by the server (lib/not-drawn.ts). */
export function useFreightDashboardRecent(stream: FreightDashboardStream) {
  const asked = useRecentFreightEvents({ refetchInterval: pollUnlessLive(stream, 15_000), drawn: false });
  return newest(stream, (d) => d.recent_events, asked);
}

export const useFreightWeekly = () => trpc.freightDashboard.weekly.useQuery();
export const useFreightYearlyLoaded = () => trpc.freightDashboard.yearlyLoaded.useQuery();
export const useFreightYearlyDelivered = () => trpc.freightDashboard.yearlyDelivered.useQuery();
