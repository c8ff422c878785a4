import { createHash } from 'node:crypto';
import type { Call } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import { busOf } from '../../platform/event-bus';
import { AIRPORT_CHANGES, changedAirports } from '../../platform/airport-changes';
import { boardAirport, readBoard, type BoardData } from './snapshot';

// The live board (decision 060): each process keeps, per airport with boards open on it, the board it read last, and
// reads it again when the event bus says something there changed (a scan, a message, in any process), once for all
// its boards, changes arriving together read together. A board is sent whole, known by a version drawn from its
// content: a screen that reconnects with the version it has is sent nothing until the board changes, so it misses
// nothing and gets nothing twice.

/** Changes arriving within this wait are read together. */
const GATHER_MS = 150;
/** Read again this often even with no change: time alone moves reasons (a departure nearing, a late first bag). */
const TICK_MS = 30_000;

type Read = (airport: BoardAirport) => Promise<BoardData>;
type BoardAirport = Awaited<ReturnType<typeof boardAirport>>;
type Watcher = { push: (data: BoardData, version: string) => void; end: () => void };
type Watched = {
  airport: BoardAirport;
  watchers: Set<Watcher>;
  last?: { data: BoardData; version: string };
  reading: Promise<void>;
};

/** The version of a board: its content, the instant it was read apart. */
export const versionOf = (data: BoardData) =>
  createHash('sha256')
    .update(JSON.stringify({ ...data, generated_at: '' }))
    .digest('base64url')
    .slice(0, 22);

function createHub(db: Db, read: Read, onError: (err: unknown) => void) {
  const airports = new Map<number, Watched>();
  const dirty = new Set<number>();
  let gather: NodeJS.Timeout | undefined;
  let tick: NodeJS.Timeout | undefined;
  let listening: Promise<() => Promise<void>> | undefined;

  // one read at a time per airport, in order: a slow read never overwrites a newer board
  const refresh = (w: Watched) => {
    w.reading = w.reading
      .then(async () => {
        if (!w.watchers.size) return;
        const data = await read(w.airport);
        const version = versionOf(data);
        if (w.last?.version === version) return;
        w.last = { data, version };
        for (const watcher of w.watchers) watcher.push(data, version);
      })
      .catch(onError);
  };
  const mark = (ids: Iterable<number>) => {
    for (const id of ids) if (airports.has(id)) dirty.add(id);
    if (!dirty.size || gather) return;
    gather = setTimeout(() => {
      gather = undefined;
      const ids = [...dirty];
      dirty.clear();
      for (const id of ids) {
        const w = airports.get(id);
        if (w) refresh(w);
      }
    }, GATHER_MS);
  };
  const listen = () => {
    tick ??= setInterval(() => mark(airports.keys()), TICK_MS).unref();
    const bus = busOf(db);
    if (!bus || listening) return;
    listening = bus.subscribe(AIRPORT_CHANGES, {
      onMessage: (payload) => {
        const ids = changedAirports(payload);
        mark(ids === 'all' ? airports.keys() : ids);
      },
      // listening again after a gap: what was said meanwhile went unheard, so every board is read again
      onListening: () => mark(airports.keys()),
    });
    listening.catch(onError);
  };
  const quiet = () => {
    clearInterval(tick);
    tick = undefined;
    const was = listening;
    listening = undefined;
    void was?.then((stop) => stop()).catch(onError);
  };

  return {
    /** `watcher` gets the airport's board now and at each change, until the function answered is called. */
    watch(airport: BoardAirport, watcher: Watcher) {
      let w = airports.get(airport.id);
      if (!w) airports.set(airport.id, (w = { airport, watchers: new Set(), reading: Promise.resolve() }));
      const watched = w;
      watched.watchers.add(watcher);
      listen();
      if (watched.last) watcher.push(watched.last.data, watched.last.version);
      else refresh(watched);
      return () => {
        watched.watchers.delete(watcher);
        if (watched.watchers.size) return;
        airports.delete(airport.id);
        if (!airports.size) quiet();
      };
    },
    /** Ends every board (the process is stopping): their screens connect again, to another process. */
    endAll() {
      for (const w of airports.values()) for (const watcher of w.watchers) watcher.end();
    },
  };
}

const hubs = new WeakMap<Db, ReturnType<typeof createHub>>();

/** The hub of a database, made on first use, reading boards with `call`'s configuration. */
function hubOf(call: Pick<Call, 'db' | 'env' | 'tz'>) {
  let hub = hubs.get(call.db);
  if (!hub) {
    const { db, env, tz } = call;
    hub = createHub(
      db,
      (airport) => readBoard({ db, env, tz }, airport),
      () => undefined,
    );
    hubs.set(call.db, hub);
  }
  return hub;
}

/** Ends the live boards served from this database (app.ts, when the app closes). */
export const endBoards = (db: Db) => hubs.get(db)?.endAll();

/**
 * The airport's board now, then each new one, as an async iterable that holds the newest only (a slow screen skips
 * boards, never falls behind); it ends with `signal` or when the app closes.
 */
export async function* boardUpdates(call: Call, airport: BoardAirport, signal: AbortSignal | undefined) {
  let next: { data: BoardData; version: string } | null = null;
  let ended = false;
  let wake: (() => void) | undefined;
  const poke = () => {
    wake?.();
    wake = undefined;
  };
  const stop = hubOf(call).watch(airport, {
    push: (data, version) => {
      next = { data, version };
      poke();
    },
    end: () => {
      ended = true;
      poke();
    },
  });
  const abort = () => {
    ended = true;
    poke();
  };
  signal?.addEventListener('abort', abort);
  try {
    for (;;) {
      if (!next && !ended) await new Promise<void>((resolve) => (wake = resolve));
      if (ended) return;
      const update: { data: BoardData; version: string } = next!;
      next = null;
      yield update;
    }
  } finally {
    signal?.removeEventListener('abort', abort);
    stop();
  }
}
