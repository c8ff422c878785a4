import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestApp } from './app';

// A tRPC subscription read over real server-sent events, as a screen's EventSource reads it (the app listening on a
// port): each data event with its id, and the error tRPC sends as an event (a refused caller gets a 200 stream that
// says `serialized-error` and ends); the connection's and ping events left out.

export type StreamEvent<T> = { id: string; data: T };

/**
 * Opens `path` (e.g. board.live) with `input` as `cookie`'s session, on the test's app or on a server process (its
 * base address); answers 200 with an event stream or fails. `connected` resolves once the server began the stream.
 */
export async function openStream<T>(
  server: TestApp | string,
  cookie: string,
  path: string,
  input?: Record<string, unknown>,
) {
  const base =
    typeof server === 'string' ? server : `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const abort = new AbortController();
  const res = await fetch(`${base}/trpc/${path}${query}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: Array<StreamEvent<T>> = [];
  let error: { code: string; httpStatus: number } | undefined;
  let waiting: (() => void) | undefined;
  let onConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => (onConnected = resolve));
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((l) => l.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          if (field('event') === 'connected') onConnected();
          const data = field('data');
          const id = field('id');
          if (field('event') === 'serialized-error' && data) {
            error = (JSON.parse(data) as { data: { code: string; httpStatus: number } }).data;
            waiting?.();
          }
          if (field('event') || !data || !id) continue; // connected, ping
          events.push({ id, data: JSON.parse(data) as T });
          waiting?.();
        }
      }
    } catch {
      // closed by the test
    }
  })();
  return {
    events,
    connected,
    /** The `count`th event, within `ms`, or null. */
    next: async (count: number, ms = 3000) => {
      const until = Date.now() + ms;
      while (events.length < count && Date.now() < until)
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 50);
        });
      return events[count - 1] ?? null;
    },
    /** The error the stream ended with, within `ms`, or null. */
    error: async (ms = 3000) => {
      const until = Date.now() + ms;
      while (!error && Date.now() < until)
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 50);
        });
      return error ?? null;
    },
    close: () => abort.abort(),
  };
}
