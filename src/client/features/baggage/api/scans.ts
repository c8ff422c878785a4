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

/**
 * Statuses that refuse the scan itself (unknown tag, bad field, not allowed): sending it again cannot help,
 * so it leaves the queue and the agent is told. Anything else (no network, a timeout, 5xx, 401, 429) keeps
 * it on the device to be sent again.
 */
const REFUSED = new Set([400, 403, 404, 409, 413, 422]);
const isRefusal = (err: unknown) => err instanceof TRPCClientError && REFUSED.has(err.data?.httpStatus as number);
/** A request the server never answers must not hold the queue: it is abandoned and sent again. */
const ANSWER_WITHIN_MS = 10_000;
const RETRY_EVERY_MS = 5_000;

/**
 * Sends scans and never loses or doubles one. Each scan carries a client_event_id and is written to the
 * device's queue before it leaves; the queue is sent in order, one scan at a time, and a scan leaves it
 * only once the server has answered. A scan that met no answer stays, with every one after it, and is
 * sent again (same id: the server records it once) every 5 s, when the browser is back online, and when
 * the page loads again.
 */
export function useScanSender(handlers: { onRecorded: (r: ScanResult, scan: ScanInput) => void; onRefused: (message: string, scan: ScanInput) => void }) {
  const utils = trpc.useUtils();
  const [queued, setQueued] = useState<number>(() => loadQueue().length);
  const [failing, setFailing] = useState(false);
  const draining = useRef(false);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;

  const remove = useCallback((scan: ScanInput) => {
    const q = loadQueue().filter((s) => s.client_event_id !== scan.client_event_id);
    saveQueue(q);
    setQueued(q.length);
  }, []);

  const drain = useCallback(async () => {
    if (draining.current) return;
    draining.current = true;
    try {
      for (let scan = loadQueue()[0]; scan; scan = loadQueue()[0]) {
        try {
          const result = await utils.client.baggage.scan.mutate(scan, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
          remove(scan);
          setFailing(false);
          handlersRef.current.onRecorded(result, scan);
          void utils.dashboard.invalidate();
        } catch (err) {
          if (!isRefusal(err)) {
            setFailing(true);
            return;
          }
          remove(scan);
          setFailing(false);
          handlersRef.current.onRefused((err as Error).message, scan);
        }
      }
    } finally {
      draining.current = false;
    }
  }, [remove, utils]);

  const send = useCallback(
    (scan: ScanInput) => {
      const q = [...loadQueue(), scan]; // on the device before it leaves
      saveQueue(q);
      setQueued(q.length);
      void drain();
    },
    [drain],
  );

  useEffect(() => {
    const timer = setInterval(() => void drain(), RETRY_EVERY_MS);
    const online = () => void drain();
    window.addEventListener('online', online);
    void drain(); // what an earlier page left behind
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', online);
    };
  }, [drain]);

  /** Scans waiting for the server; 0 while the queue is merely being sent. */
  return { send, pending: failing ? queued : 0 };
}

export const useRecentEvents = (limit: number, refetchInterval?: number) =>
  trpc.baggage.recent.useQuery({ limit }, { refetchInterval });

export const useEventsPage = (page: number, airport?: number) =>
  trpc.baggage.page.useQuery({ page, airport }, { placeholderData: (prev) => prev });
