import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';
import type { DeskPost } from '../../scanner/scan-desk';

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

export const useRecentEvents = (limit: number, refetchInterval?: number) =>
  trpc.baggage.recent.useQuery({ limit }, { refetchInterval });

export const useEventsPage = (page: number, airport?: number) =>
  trpc.baggage.page.useQuery({ page, airport }, { placeholderData: (prev) => prev });
