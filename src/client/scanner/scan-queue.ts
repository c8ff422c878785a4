import { useCallback, useEffect, useRef, useState } from 'react';
import { httpStatusOf } from '../lib/trpc';

/** A scan as its desk posts it: whatever its fields, it carries the id the server records it once under. */
export type QueuedScan = { client_event_id?: string };

const load = <I>(key: string): I[] => {
  try {
    return JSON.parse(localStorage.getItem(key) ?? '[]') as I[];
  } catch {
    return [];
  }
};
const save = <I>(key: string, q: I[]) => localStorage.setItem(key, JSON.stringify(q));

/**
 * Statuses that refuse the scan itself (unknown tag or AWB, bad field, not allowed): sending it again cannot
 * help, so it leaves the queue and the agent is told. Anything else (no network, a timeout, 5xx, 401, 429)
 * keeps it on the device to be sent again.
 */
const REFUSED = new Set([400, 403, 404, 409, 413, 422]);
const isRefusal = (err: unknown) => REFUSED.has(httpStatusOf(err) ?? 0);
/** A request the server never answers must not hold the queue: it is abandoned and sent again. */
const ANSWER_WITHIN_MS = 10_000;
const RETRY_EVERY_MS = 5_000;

type Options<I, R> = {
  /** The device's storage key of this desk's queue. */
  key: string;
  /** Posts one scan; the signal abandons it when the server does not answer in time. */
  post: (scan: I, signal: AbortSignal) => Promise<R>;
  onRecorded: (result: R, scan: I) => void;
  onRefused: (message: string, scan: I) => void;
};

/**
 * Sends a desk's scans and never loses or doubles one. Each scan carries a client_event_id and is written to
 * the device's queue before it leaves; the queue is sent in order, one scan at a time, and a scan leaves it
 * only once the server has answered. A scan that met no answer stays, with every one after it, and is sent
 * again (same id: the server records it once) every 5 s, when the browser is back online, and when the page
 * loads again.
 */
export function useScanQueue<I extends QueuedScan, R>({ key, post, onRecorded, onRefused }: Options<I, R>) {
  const [queued, setQueued] = useState<number>(() => load(key).length);
  const [failing, setFailing] = useState(false);
  const draining = useRef(false);
  const latest = useRef({ post, onRecorded, onRefused });
  latest.current = { post, onRecorded, onRefused };

  const remove = useCallback(
    (scan: I) => {
      const q = load<I>(key).filter((s) => s.client_event_id !== scan.client_event_id);
      save(key, q);
      setQueued(q.length);
    },
    [key],
  );

  const drain = useCallback(async () => {
    if (draining.current) return;
    draining.current = true;
    try {
      for (let scan = load<I>(key)[0]; scan; scan = load<I>(key)[0]) {
        try {
          const result = await latest.current.post(scan, AbortSignal.timeout(ANSWER_WITHIN_MS));
          remove(scan);
          setFailing(false);
          latest.current.onRecorded(result, scan);
        } catch (err) {
          if (!isRefusal(err)) {
            setFailing(true);
            return;
          }
          remove(scan);
          setFailing(false);
          latest.current.onRefused((err as Error).message, scan);
        }
      }
    } finally {
      draining.current = false;
    }
  }, [key, remove]);

  const send = useCallback(
    (scan: I) => {
      const q = [...load<I>(key), scan]; // on the device before it leaves
      save(key, q);
      setQueued(q.length);
      void drain();
    },
    [drain, key],
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
