import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { trpc, type RouterInputs, type RouterOutputs } from '../../../lib/trpc';

export type ScanInput = RouterInputs['baggage']['scan'];
export type ScanResult = RouterOutputs['baggage']['scan'];
export type BagEvent = RouterOutputs['baggage']['recent'][number];

const QUEUE_KEY = 'tarmac.scan.queue';
const loadQueue = (): ScanInput[] => {
  try {
    return JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]') as ScanInput[];
  } catch {
    return [];
  }
};
const saveQueue = (q: ScanInput[]) => localStorage.setItem(QUEUE_KEY, JSON.stringify(q));

/** The server refused (it answered); otherwise the network failed and the scan is kept. */
const isRefusal = (err: unknown) => err instanceof TRPCClientError && typeof err.data?.httpStatus === 'number';

/**
 * Sends scans and never loses one: each carries a client_event_id, and a scan that could not reach the
 * server is kept on the device and sent again (same id, so the server records it once).
 */
export function useScanSender(handlers: { onRecorded: (r: ScanResult, scan: ScanInput) => void; onRefused: (message: string, scan: ScanInput) => void }) {
  const utils = trpc.useUtils();
  const [pending, setPending] = useState<ScanInput[]>(loadQueue);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const settle = useCallback((scan: ScanInput, keep: boolean) => {
    const q = loadQueue().filter((s) => s.client_event_id !== scan.client_event_id);
    if (keep) q.push(scan);
    saveQueue(q);
    setPending(q);
  }, []);

  const send = useCallback(
    async (scan: ScanInput) => {
      settle(scan, true); // on the device before it leaves
      try {
        const result = await utils.client.baggage.scan.mutate(scan);
        settle(scan, false);
        handlersRef.current.onRecorded(result, scan);
        void utils.dashboard.invalidate();
      } catch (err) {
        if (isRefusal(err)) {
          settle(scan, false);
          handlersRef.current.onRefused((err as Error).message, scan);
        }
        // network failure: stays queued, retried below
      }
    },
    [settle, utils],
  );

  // retry queued scans every 5 s and when the browser comes back online
  useEffect(() => {
    const flush = () => loadQueue().forEach((s) => void send(s));
    const timer = setInterval(() => loadQueue().length && flush(), 5000);
    window.addEventListener('online', flush);
    flush();
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', flush);
    };
  }, [send]);

  return { send, pending: pending.length };
}

export const useRecentEvents = (limit: number, refetchInterval?: number) =>
  trpc.baggage.recent.useQuery({ limit }, { refetchInterval });

export const useEventsPage = (page: number, airport?: number) =>
  trpc.baggage.page.useQuery({ page, airport }, { placeholderData: (prev) => prev });
