import { listQueryOptions, type ListOptions } from '../../../lib/not-drawn';
import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';
import type { DeskPost } from '../../../scanner/scan-desk';

export type ScanInput = RouterInputs['baggage']['scan'];
export type ScanResult = RouterOutputs['baggage']['scan'];
export type BagEvent = RouterOutputs['baggage']['recent'][number];

/** How the bag desk posts a scan: the dashboards' figures change with it. */
export function useBagScanPost(): DeskPost<ScanInput, ScanResult> {
  const utils = trpc.useUtils();
  return async (scan, signal) => {
    const result = await utils.client.baggage.scan.mutate(scan, { signal });
    void utils.dashboard.invalidate();
    return result;
  };
}

/** The newest bag events; `drawn: false` for a list the server leaves to the browser (lib/not-drawn.ts). */
export const useRecentEvents = (limit: number, opts: ListOptions = {}) =>
  trpc.baggage.recent.useQuery({ limit }, listQueryOptions(opts));

export const useEventsPage = (page: number, airport?: number) =>
  trpc.baggage.page.useQuery({ page, airport }, { placeholderData: (prev) => prev });
