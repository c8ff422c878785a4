import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { connect as tcp } from 'node:net';
import { promisify } from 'node:util';
import { connect, type Channel, type ChannelModel } from 'amqplib';

// The RabbitMQ of this machine and of CI (amqp://guest:guest@127.0.0.1:5672), for the tests of the baggage broker.
// Tests that need it say so (`describe.skipIf(!(await rabbitReachable()))`) and are skipped where it is absent, as
// the PostgreSQL ones are without TEST_DATABASE_URL. Each test makes its own queues and exchanges, named uniquely, and
// deletes them after.

export const RABBIT_URL = process.env.TEST_AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672';

/** Whether something answers on the broker's port (within a second). */
export function rabbitReachable(): Promise<boolean> {
  const { hostname, port } = new URL(RABBIT_URL);
  return new Promise((resolve) => {
    const socket = tcp(Number(port || 5672), hostname);
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export type TestBroker = {
  channel: Channel;
  /** A new queue (not durable, deleted with close), its unique name. */
  queue(): Promise<string>;
  /** A new fanout exchange (deleted with close), its unique name, and a queue bound to it. */
  exchange(): Promise<{ exchange: string; queue: string }>;
  publish(queue: string, text: string, messageId?: string): void;
  /** Ready and unacknowledged messages of the queue, as the broker counts them (rabbitmqctl). */
  counts(queue: string): Promise<{ ready: number; unacked: number }>;
  close(): Promise<void>;
};

/** A connection of the test's own, to put messages on queues and look at them. */
export async function testBroker(): Promise<TestBroker> {
  const model: ChannelModel = await connect(RABBIT_URL);
  const channel = await model.createChannel();
  const queues: string[] = [];
  const exchanges: string[] = [];
  const queue = async () => {
    const name = `tarmac-test-${randomBytes(5).toString('hex')}`;
    await channel.assertQueue(name, { durable: false });
    queues.push(name);
    return name;
  };
  return {
    channel,
    queue,
    async exchange() {
      const name = `tarmac-test-${randomBytes(5).toString('hex')}`;
      await channel.assertExchange(name, 'fanout', { durable: false });
      exchanges.push(name);
      const bound = await queue();
      await channel.bindQueue(bound, name, '');
      return { exchange: name, queue: bound };
    },
    publish(queue, text, messageId) {
      channel.sendToQueue(queue, Buffer.from(text), { contentType: 'text/plain', ...(messageId && { messageId }) });
    },
    async counts(queue) {
      const { stdout } = await promisify(execFile)('rabbitmqctl', [
        '-q',
        'list_queues',
        'name',
        'messages_ready',
        'messages_unacknowledged',
      ]);
      const line = stdout.split('\n').find((l) => l.split('\t')[0] === queue);
      const [, ready = '0', unacked = '0'] = line?.split('\t') ?? [];
      return { ready: Number(ready), unacked: Number(unacked) };
    },
    async close() {
      for (const q of queues) await channel.deleteQueue(q).catch(() => undefined);
      for (const x of exchanges) await channel.deleteExchange(x).catch(() => undefined);
      await model.close().catch(() => undefined);
    },
  };
}
