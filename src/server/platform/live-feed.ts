import { createHash } from 'node:crypto';
import type { Db } from './db/client';
import { busOf } from './event-bus';

// Live feeds (decisions 060, 061): what screens watch, pushed to them as it changes. Each process keeps, per key
// watched (an airport's board, the baggage dashboard), the value it read last, and reads it again when the event bus
// says something changed (a scan, a message, in any process): once for every screen watching that key, changes
// arriving together read together. A value is sent whole, known by a version drawn from its content: a screen that
// reconnects with the version it has is sent nothing until the value changes, so it misses nothing and gets nothing
// twice.

/** Changes arriving within this wait are read together. */
const GATHER_MS = 150;
/** Read again this often even with no change: time alone moves some values (a departure nearing, a new day). */
const TICK_MS = 30_000;

/** A value and its version. */
export type Versioned<T> = { data: T; version: string };

/** A version drawn from content: the same content, the same version. */
export const versionOf = (data: unknown) =>
  createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 22);

export type LiveFeedOptions<K, T> = {
  /** The event bus's channel saying what changed. */
  channel: string;
  /** The keys a message on the channel concerns: `all` for every one. */
  changed: (payload: string) => Iterable<K> | 'all';
  /** A value's version; by default its whole content (versionOf). */
  version?: (data: T) => string;
};

type Watcher<T> = { push: (update: Versioned<T>) => void; end: () => void };
type Watched<T> = {
  read: () => Promise<T>;
  watchers: Set<Watcher<T>>;
  last?: Versioned<T>;
  reading: Promise<void>;
  /** A read waits behind the one under way: it will see any later change too. */
  queued?: boolean;
};
type Hub<K, T> = ReturnType<typeof createHub<K, T>>;

function createHub<K, T>(db: Db, options: LiveFeedOptions<K, T>, onError: (err: unknown) => void) {
  const version = options.version ?? versionOf;
  const keys = new Map<K, Watched<T>>();
  const dirty = new Set<K>();
  let gather: NodeJS.Timeout | undefined;
  let tick: NodeJS.Timeout | undefined;
  let listening: Promise<() => Promise<void>> | undefined;

  // one read at a time per key, in order: a slow read never overwrites a newer value; at most one waits behind it,
  // as a read slower than the gathering would otherwise queue reads without end under steady scanning, each value
  // sent older than the last (measured: bench/HISTORY.md)
  const refresh = (w: Watched<T>) => {
    if (w.queued) return;
    w.queued = true;
    w.reading = w.reading
      .then(async () => {
        w.queued = false;
        if (!w.watchers.size) return;
        const data = await w.read();
        const update = { data, version: version(data) };
        if (w.last?.version === update.version) return;
        w.last = update;
        for (const watcher of w.watchers) watcher.push(update);
      })
      .catch(onError);
  };
  const mark = (changed: Iterable<K>) => {
    for (const key of changed) if (keys.has(key)) dirty.add(key);
    if (!dirty.size || gather) return;
    gather = setTimeout(() => {
      gather = undefined;
      const marked = [...dirty];
      dirty.clear();
      for (const key of marked) {
        const w = keys.get(key);
        if (w) refresh(w);
      }
    }, GATHER_MS);
  };
  const listen = () => {
    tick ??= setInterval(() => mark(keys.keys()), TICK_MS).unref();
    const bus = busOf(db);
    if (!bus || listening) return;
    listening = bus.subscribe(options.channel, {
      onMessage: (payload) => {
        const changed = options.changed(payload);
        mark(changed === 'all' ? keys.keys() : changed);
      },
      // listening again after a gap: what was said meanwhile went unheard, so every value is read again
      onListening: () => mark(keys.keys()),
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
    /**
     * `watcher` gets the key's value now and at each change, until the function answered is called. The key is read
     * with the `read` of its first watcher: every watcher of a key must read the same.
     */
    watch(key: K, read: () => Promise<T>, watcher: Watcher<T>) {
      let w = keys.get(key);
      if (!w) keys.set(key, (w = { read, watchers: new Set(), reading: Promise.resolve() }));
      const watched = w;
      watched.watchers.add(watcher);
      listen();
      if (watched.last) watcher.push(watched.last);
      else refresh(watched);
      return () => {
        watched.watchers.delete(watcher);
        if (watched.watchers.size) return;
        keys.delete(key);
        if (!keys.size) quiet();
      };
    },
    /** Ends every stream (the process is stopping): their screens connect again, to another process. */
    endAll() {
      for (const w of keys.values()) for (const watcher of w.watchers) watcher.end();
    },
  };
}

/** Every hub of a database, whatever its feed, to end them all when the app closes. */
const hubsOf = new WeakMap<Db, Set<{ endAll: () => void }>>();

/** Ends every live stream served from this database (app.ts, when the app closes, so closing waits for no screen). */
export function endLiveFeeds(db: Db) {
  for (const hub of hubsOf.get(db) ?? []) hub.endAll();
}

/**
 * A live feed: `updates` gives a key's value now, then each new one, read once per batch of changes for all the
 * screens watching that key in this process.
 */
export function liveFeed<K, T>(options: LiveFeedOptions<K, T>) {
  const hubs = new WeakMap<Db, Hub<K, T>>();
  const hubOf = (db: Db) => {
    let hub = hubs.get(db);
    if (!hub) {
      hub = createHub(db, options, () => undefined);
      hubs.set(db, hub);
      let all = hubsOf.get(db);
      if (!all) hubsOf.set(db, (all = new Set()));
      all.add(hub);
    }
    return hub;
  };

  return {
    /**
     * The key's value now, then each new one, as an async iterable that holds the newest only (a slow screen skips
     * values, never falls behind); it ends with `signal` or when the app closes. `read` reads the key's value.
     */
    async *updates(db: Db, key: K, read: () => Promise<T>, signal: AbortSignal | undefined) {
      let next: Versioned<T> | null = null;
      let ended = false;
      let wake: (() => void) | undefined;
      const poke = () => {
        wake?.();
        wake = undefined;
      };
      const stop = hubOf(db).watch(key, read, {
        push: (update) => {
          next = update;
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
          const update: Versioned<T> = next!;
          next = null;
          yield update;
        }
      } finally {
        signal?.removeEventListener('abort', abort);
        stop();
      }
    },
  };
}

/**
 * What a screen has not got of `updates`: nothing whose version is the one it has (`known`: the event id it sent
 * back, reconnecting) or the one it was just sent.
 */
export async function* unseen<T>(updates: AsyncIterable<Versioned<T>>, known: string | null | undefined) {
  let last = known ?? null;
  for await (const update of updates) {
    if (update.version === last) continue;
    last = update.version;
    yield update;
  }
}

/**
 * The part of each value a caller may see (what their role may read), versioned by that part: with unseen, a change
 * elsewhere sends them nothing.
 */
export async function* viewOf<T, V>(updates: AsyncIterable<Versioned<T>>, view: (data: T) => V) {
  for await (const update of updates) {
    const data = view(update.data);
    yield { data, version: versionOf(data) };
  }
}
