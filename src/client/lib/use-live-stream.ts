import { useEffect, useState } from 'react';

// A live feed of the server (a tRPC subscription over server-sent events: board.live, dashboard.live) read with the
// browser's own EventSource, not tRPC's httpSubscriptionLink: that link lives in @trpc/client's main module, which
// every screen loads, and it took the sign-in screen's first load over its budget (decision 060). EventSource
// connects again by itself after a cut and after the server ended the stream (a process stopping), sending the id
// of the last value it got (Last-Event-ID), which tRPC hands the procedure as `lastEventId`: the server sends
// nothing the screen has.

/** `live`: the stream is up; `lost`: cut, the browser trying again; `refused`: the server will not send it. */
export type LiveConnection = 'connecting' | 'live' | 'lost' | 'refused';

/** The newest value pushed (null before the first), when it came (the browser's clock), and the connection's state. */
export type LiveStream<T> = { data: T | null; receivedAt: number; connection: LiveConnection };

/**
 * The values the subscription `path` pushes for `input`, the newest only; `input` null connects to nothing (nothing
 * to watch yet). A new input starts over, with no value.
 */
export function useLiveStream<T>(path: string, input: Record<string, unknown> | null): LiveStream<T> {
  const [pushed, setPushed] = useState<{ data: T | null; receivedAt: number }>({ data: null, receivedAt: 0 });
  const [connection, setConnection] = useState<LiveConnection>('connecting');
  const query = input === null ? null : JSON.stringify(input);
  useEffect(() => {
    setPushed({ data: null, receivedAt: 0 });
    if (query === null) return;
    setConnection('connecting');
    const source = new EventSource(`/trpc/${path}?input=${encodeURIComponent(query)}`, { withCredentials: true });
    source.addEventListener('connected', () => setConnection('live'));
    source.onmessage = (event: MessageEvent<string>) => {
      setPushed({ data: JSON.parse(event.data) as T, receivedAt: Date.now() });
      setConnection('live');
    };
    // a refusal (signed out, a right missing, a wrong input) comes as an event of an answered stream, which then ends:
    // left alone, the browser would ask again every few seconds for ever. A failure of the server's may pass: it does.
    source.addEventListener('serialized-error', (event: MessageEvent<string>) => {
      const status = (JSON.parse(event.data) as { data?: { httpStatus?: number } }).data?.httpStatus ?? 500;
      if (status >= 500) return;
      source.close();
      setConnection('refused');
    });
    // a cut: the browser tries again by itself; an answer that is no stream: it does not
    source.onerror = () => setConnection(source.readyState === EventSource.CLOSED ? 'refused' : 'lost');
    return () => source.close();
  }, [path, query]);
  return { ...pushed, connection };
}

/**
 * What a screen fed by a stream and, while the stream is down, by a query shows: the value pushed (its part read by
 * `pick`), unless the query answered since. A query's answer drawn with the page by the server bears the server's
 * clock, so only those the browser asked itself are compared.
 */
export function newest<T, Q>(
  stream: LiveStream<T>,
  pick: (data: T) => Q | null,
  query: { data: Q | undefined; dataUpdatedAt: number; isFetchedAfterMount: boolean },
): Q | undefined {
  const pushed = stream.data === null ? null : pick(stream.data);
  const askedSince = query.isFetchedAfterMount && query.dataUpdatedAt > stream.receivedAt;
  return pushed !== null && !askedSince ? pushed : query.data;
}

/** How often a screen asks while its stream is not live: the poll the stream replaces, kept as its fallback. */
export const pollUnlessLive = (stream: LiveStream<unknown>, ms: number) =>
  stream.connection === 'live' ? undefined : ms;
