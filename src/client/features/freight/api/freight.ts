import { listQueryOptions, type ListOptions } from '../../../lib/not-drawn';
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

// the freight dashboard's figures, refreshed like the baggage one
export const useFreightStats = () => trpc.freightDashboard.stats.useQuery(undefined, { refetchInterval: 15_000 });
export const useFreightWeekly = () => trpc.freightDashboard.weekly.useQuery();
export const useFreightYearlyLoaded = () => trpc.freightDashboard.yearlyLoaded.useQuery();
export const useFreightYearlyDelivered = () => trpc.freightDashboard.yearlyDelivered.useQuery();
