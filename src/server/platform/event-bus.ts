import { sql } from 'drizzle-orm';
import type { Database, Db } from './db/client';

// Messages between the processes that share one database (several Tarmac behind a balancer on one PostgreSQL), and
// within one: PostgreSQL's NOTIFY and LISTEN. A message is a text published on a named channel; every subscriber of
// that channel, in every process, gets it. Published inside a transaction, it leaves at the commit, and not at all on
// a rollback. The embedded database runs the same statements and delivers in this process: one code path for both.
//
// A message published while nobody listens is lost, and a listening connection can drop without a word (a database
// restart, a proxy that cuts idle connections). So each process publishes an empty message, the heartbeat, on every
// channel it listens to every HEARTBEAT_MS: hearing anything (its own heartbeat at least) proves the listening works.
// A channel unheard for STALE_MS is listened to anew. Subscribers are told at each step: what they built from the
// messages (a cache, a board on a screen) is trusted only while they arrive, and starts over after a gap.

const HEARTBEAT_MS = 2_000;
const STALE_MS = 5_000;

/** PostgreSQL folds the name of a LISTEN to lower case and pg_notify does not: names in lower case only. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export type Subscriber = {
  /** A message published on the channel, by this process or another. */
  onMessage: (payload: string) => void;
  /** Listening (again): whatever was published while nobody listened went unheard. */
  onListening?: () => void;
  /** Messages are known to arrive until `until` (a timestamp): the heartbeat was just heard. */
  onHeardUntil?: (until: number) => void;
  /** Nothing heard for a while: messages may be going unheard until the next onListening. */
  onDeaf?: () => void;
};

export type EventBus = ReturnType<typeof createEventBus>;

const buses = new WeakMap<Pick<Db, 'execute'>, EventBus>();

/** Makes `bus` the one of `db` (app.ts, at start), for a service that holds only its call's database. */
export function attachBus(db: Pick<Db, 'execute'>, bus: EventBus) {
  buses.set(db, bus);
}

/** The bus of a database, or undefined where no app made one (a script, a test calling services directly). */
export const busOf = (db: Pick<Db, 'execute'>): EventBus | undefined => buses.get(db);

/**
 * Publishes `payload` on `channel` through `db`: given a transaction, the message leaves at its commit. For a caller
 * that has the database but not the bus (a service, with its call's `db`).
 */
export async function publish(db: Pick<Db, 'execute'>, channel: string, payload: string) {
  checkChannel(channel);
  if (payload === '')
    throw new Error(`An empty message on ${channel} would be taken for the event bus's heartbeat: publish some text.`);
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/**
 * The bus of one database: one listening connection per channel subscribed to, whatever the number of its
 * subscribers, kept until the last one leaves or the bus is closed. `onError` hears what failed along the way
 * (a heartbeat, a listen, a subscriber's handler); the bus itself goes on.
 */
export function createEventBus(database: Database, onError: (err: unknown, what: string) => void) {
  const channels = new Map<string, ReturnType<typeof listenTo>>();
  return {
    publish: (channel: string, payload: string) => publish(database.db, channel, payload),

    /** `subscriber` gets the channel's messages from when this resolves; the function it resolves to stops them. */
    subscribe: async (channel: string, subscriber: Subscriber): Promise<() => Promise<void>> => {
      checkChannel(channel);
      let listener = channels.get(channel);
      const joins = listener !== undefined;
      if (!listener) {
        listener = listenTo(database, channel, onError);
        channels.set(channel, listener);
      }
      listener.subscribers.add(subscriber);
      await listener.ready;
      // a channel already heard: the newcomer has nothing to start over, and may trust it as the others do
      if (joins && listener.heardUntil() > Date.now()) subscriber.onHeardUntil?.(listener.heardUntil());
      const joined = listener;
      return async () => {
        joined.subscribers.delete(subscriber);
        if (joined.subscribers.size > 0 || channels.get(channel) !== joined) return;
        channels.delete(channel);
        await joined.stop();
      };
    },

    /** Stops listening on every channel. */
    close: async () => {
      const listeners = [...channels.values()];
      channels.clear();
      await Promise.all(listeners.map((listener) => listener.stop()));
    },
  };
}

function checkChannel(channel: string) {
  if (!CHANNEL_NAME.test(channel))
    throw new Error(`The channel name "${channel}" must be lower-case letters, digits and underscores.`);
}

/** One channel listened to, its subscribers told; a listener that stops hearing its heartbeat is made anew. */
function listenTo(database: Database, channel: string, onError: (err: unknown, what: string) => void) {
  const subscribers = new Set<Subscriber>();
  let stopped = false;
  let heardAt = 0;
  let unlisten: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  /** Each subscriber told, one's failure kept from the others. */
  const tell = (what: string, call: (subscriber: Subscriber) => void) => {
    for (const subscriber of subscribers) {
      try {
        call(subscriber);
      } catch (err) {
        onError(err, `a subscriber of ${channel} handling ${what}`);
      }
    }
  };
  const heard = () => {
    heardAt = Date.now();
    tell('the heartbeat', (s) => s.onHeardUntil?.(heardAt + STALE_MS));
  };
  const start = async () => {
    const previous = unlisten;
    unlisten = undefined;
    await previous?.().catch((err: unknown) => onError(err, `closing the listener of ${channel}`));
    if (stopped) return;
    try {
      const listening = await database.listen(
        channel,
        (payload) => {
          heard();
          if (payload) tell('a message', (s) => s.onMessage(payload));
        },
        () => {
          tell('listening', (s) => s.onListening?.());
          heard();
        },
      );
      if (stopped) await listening();
      else unlisten = listening;
    } catch (err) {
      onError(err, `listening on ${channel}`);
    }
  };
  const restart = () => {
    starting ??= start().finally(() => (starting = undefined));
    return starting;
  };

  const ready = restart().then(() => {
    if (stopped) return;
    timer = setInterval(() => {
      if (Date.now() - heardAt > STALE_MS) {
        tell('deafness', (s) => s.onDeaf?.());
        void restart();
      }
      database.db
        .execute(sql`select pg_notify(${channel}, '')`)
        .catch((err: unknown) => onError(err, `the heartbeat on ${channel}`));
    }, HEARTBEAT_MS);
    timer.unref();
  });

  return {
    subscribers,
    ready,
    heardUntil: () => heardAt + STALE_MS,
    stop: async () => {
      stopped = true;
      await ready;
      clearInterval(timer);
      await starting;
      await unlisten?.();
      unlisten = undefined;
    },
  };
}
