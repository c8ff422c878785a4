import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';
import type { DeskPost } from '../../../scanner/scan-desk';

// The ULD feature's only tRPC touchpoint; every change refreshes the ULD queries and the shipments left to load.
export type Uld = RouterOutputs['ulds']['recent'][number];
export type UldDetail = RouterOutputs['ulds']['get'];
export type SaveUld = RouterInputs['ulds']['create'];
export type UldScanInput = RouterInputs['freightEvents']['scan'];
export type UldScanResult = RouterOutputs['freightEvents']['scan'];

export const useRecentUlds = () => trpc.ulds.recent.useQuery();
export const useUld = (id: number) => trpc.ulds.get.useQuery({ id });
/** The flight a ULD page is about, for its heading (its passengers are not needed: their first page is the smallest). */
export const useFlightHeading = (id: number) => trpc.flights.get.useQuery({ id, page: 1 });
export const useFlightUlds = (flightId: number) => trpc.ulds.byFlight.useQuery({ id: flightId });
export const useUldEvents = (uldId: number) => trpc.ulds.events.useQuery({ uldId });
export const useUnassignedShipments = (enabled: boolean) => trpc.shipments.unassigned.useQuery(undefined, { enabled });
/** The flights a ULD can go on: the flight list's first page (the latest added or edited). */
export const useFlightChoices = () => trpc.flights.list.useQuery({ page: 1 }, { staleTime: 60_000 });

function useRefresh() {
  const utils = trpc.useUtils();
  return () => {
    void utils.ulds.invalidate();
    void utils.shipments.unassigned.invalidate();
  };
}

export function useSaveUld(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefresh();
  const onSuccess = () => {
    refresh();
    opts.onSuccess();
  };
  return {
    create: trpc.ulds.create.useMutation({ onSuccess, onError: opts.onError }),
    update: trpc.ulds.update.useMutation({ onSuccess, onError: opts.onError }),
  };
}

export function useAssignShipment(opts: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const refresh = useRefresh();
  return trpc.ulds.assignShipment.useMutation({
    onSuccess: () => {
      refresh();
      opts.onSuccess();
    },
    onError: opts.onError,
  });
}

/** How the Charge ULD desk posts a scan: the ULD's events and the freight figures change with it. */
export function useUldScanPost(): DeskPost<UldScanInput, UldScanResult> {
  const utils = trpc.useUtils();
  return async (scan, signal) => {
    const result = await utils.client.freightEvents.scan.mutate(scan, { signal });
    void utils.ulds.invalidate();
    void utils.freightDashboard.invalidate();
    void utils.shipments.invalidate();
    return result;
  };
}
