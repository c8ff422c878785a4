import { createHash } from 'node:crypto';
import { connect, type Channel, type ChannelModel, type ConsumeMessage } from 'amqplib';
import type { FastifyBaseLogger } from 'fastify';
import { systemCall } from '../../platform/call';
import type { Db } from '../../platform/db/client';
import type { Env } from '../../platform/env';
import { AppError } from '../../platform/errors';
import { receiveDelivery } from './service';

// The airport's message broker (issue 42, item 3; decision 057): the airlines' BSMs and BUMs arrive on a queue of an
// AMQP 0-9-1 broker (RabbitMQ and the like) as well as by HTTP. A message is acknowledged only once what it holds is
// stored (service.ts, receiveDelivery, the same function as HTTP's): until then the broker keeps it, and gives it
// again to this process or another if this one stops or loses the database. A message given again after it was
// stored (its acknowledgement lost) stores nothing twice: it is known by its delivery key.

/** Waits between tries to reach the broker: doubled after each failure, up to the last, with a little jitter. */
const RECONNECT_MS = { first: 500, last: 30_000 };
/** Waits before giving a message back when the database failed, so that a database outage is not a busy loop. */
const DATABASE_RETRY_MS = { first: 1000, last: 15_000 };

/** Who the audit trail names for what a broker message did: the system, as "broker". */
export const BROKER_ACTOR = 'broker';

export type BrokerConsumer = {
  /** Connects and consumes, in the background: a broker out of reach is tried again, the app serves meanwhile. */
  start(): void;
  /** Stops taking messages, lets the one being stored finish (acknowledged, or given back), then disconnects. */
  stop(): Promise<void>;
};

const backoff = (limits: { first: number; last: number }, attempt: number) =>
  Math.min(limits.last, limits.first * 2 ** attempt) * (0.8 + Math.random() * 0.4);

/**
 * The key a delivery is known by: the sender's message id when it gives one (`message_id`, the AMQP property made for
 * this), the SHA-256 of the body otherwise; prefixed with the queue, so that two queues' ids never meet.
 */
export function deliveryKey(queue: string, message: Pick<ConsumeMessage, 'content' | 'properties'>) {
  const id = message.properties.messageId as string | undefined;
  return id
    ? `amqp:${queue}:id:${id}`
    : `amqp:${queue}:sha256:${createHash('sha256').update(message.content).digest('hex')}`;
}

/** The consumer of BAGGAGE_AMQP_QUEUE at BAGGAGE_AMQP_URL, one per process; messages are stored one at a time. */
export function brokerConsumer(db: Db, env: Env, log: FastifyBaseLogger): BrokerConsumer {
  const url = env.BAGGAGE_AMQP_URL!;
  const queue = env.BAGGAGE_AMQP_QUEUE!;
  const call = systemCall(db, env, BROKER_ACTOR);
  const where = { queue, broker: new URL(url).host }; // the URL's password stays out of the log

  let stopped = false;
  let model: ChannelModel | undefined;
  /** The channel consuming, and its consumer's tag: cancelled first when stopping. */
  let consuming: { channel: Channel; tag: string } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let attempts = 0;
  let databaseFailures = 0;
  /** The messages of this process, stored one after the other in the order the broker gave them. */
  let work: Promise<void> = Promise.resolve();
  /** Ends the wait before a message is given back, when stopping. */
  let wake: (() => void) | undefined;

  const reconnect = () => {
    if (stopped || timer) return;
    const delay = backoff(RECONNECT_MS, attempts++);
    log.warn({ ...where, delay: Math.round(delay) }, 'baggage broker: connecting again later');
    timer = setTimeout(() => {
      timer = undefined;
      void open();
    }, delay);
    timer.unref();
  };

  const open = async () => {
    if (stopped) return;
    let opened: ChannelModel | undefined;
    try {
      const connection = await connect(url);
      opened = model = connection;
      // a connection closing (the broker restarted, the network cut) ends its channel: start again from the top
      connection.on('error', (err: Error) => log.warn({ ...where, err }, 'baggage broker: connection error'));
      connection.on('close', () => {
        if (model === connection) model = undefined;
        consuming = undefined;
        reconnect();
      });
      const channel = await connection.createChannel();
      channel.on('error', (err: Error) => log.warn({ ...where, err }, 'baggage broker: channel error'));
      channel.on('close', () => {
        // a channel closed by the broker alone (the queue deleted): the connection goes too, and is opened again
        if (model === connection) void connection.close().catch(() => undefined);
      });
      // at most that many messages unacknowledged in this process; the others wait for the other processes
      await channel.prefetch(env.BAGGAGE_AMQP_PREFETCH);
      // the queue is the airport's, with its own settings (durability, dead-lettering): checked, never declared
      await channel.checkQueue(queue);
      const { consumerTag } = await channel.consume(queue, (message) => {
        if (!message) return; // cancelled by the broker (the queue deleted): the channel's close follows
        work = work.then(() => handle(channel, message));
      });
      consuming = { channel, tag: consumerTag };
      if (stopped) return void (await connection.close().catch(() => undefined));
      attempts = 0;
      log.info(where, 'baggage broker: consuming');
    } catch (err) {
      log.warn({ ...where, err }, 'baggage broker: could not consume');
      // a connection opened closes, and its close connects again; none opened: connect again from here
      if (opened) await opened.close().catch(() => undefined);
      else reconnect();
    }
  };

  const handle = async (channel: Channel, message: ConsumeMessage) => {
    // given before the stop and not begun: back to the broker at once, for another process
    if (stopped) return settle(() => channel.nack(message, false, true));
    const text = message.content.toString('utf8');
    try {
      const { stored, results } = await receiveDelivery(call, text, deliveryKey(queue, message));
      databaseFailures = 0;
      log.info({ ...where, stored, applied: results.length }, 'baggage broker: message stored');
      settle(() => channel.ack(message));
    } catch (err) {
      if (err instanceof AppError) {
        // the body holds no message: nothing to store, and giving it back would bring it back for ever; refused, it
        // goes to the queue's dead-letter exchange when the airport set one
        log.warn({ ...where, err, text: text.slice(0, 200) }, 'baggage broker: a body without a message, refused');
        settle(() => channel.nack(message, false, false));
        return;
      }
      // the database failed: given back to the broker, after a wait, for this process or another to store it
      log.error({ ...where, err }, 'baggage broker: message not stored, given back');
      if (!stopped)
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, backoff(DATABASE_RETRY_MS, databaseFailures++)).unref();
        });
      wake = undefined;
      settle(() => channel.nack(message, false, true));
    }
  };

  /** An acknowledgement on a channel that closed meanwhile fails: the broker gives the message again, known by its key. */
  const settle = (act: () => void) => {
    try {
      act();
    } catch (err) {
      log.warn({ ...where, err }, 'baggage broker: acknowledgement lost (the message comes again)');
    }
  };

  return {
    start: () => void open(),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      wake?.();
      // no new message; those given already are stored (or given back) before the connection closes
      const current = consuming;
      consuming = undefined;
      await current?.channel.cancel(current.tag).catch(() => undefined);
      await work;
      const closing = model;
      model = undefined;
      await closing?.close().catch(() => undefined);
    },
  };
}
