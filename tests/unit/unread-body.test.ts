import { Readable } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { bodyIsIn, dropRest } from '../../src/server/platform/unread-body';

// The rest of a body is waited for only when some of it is still to come: a body already read to its end (as
// Fastify's inject hands it over, without Node's parser to mark it complete) answers at once. Waiting for an end
// that has already passed cost every such request the whole second.

const request = (chunks: string[], extra: Partial<IncomingMessage> = {}) =>
  Object.assign(Readable.from(chunks), { headers: {}, complete: false, ...extra }) as unknown as IncomingMessage;

describe('a body still to come', () => {
  it('is none once the body was read to its end, with or without the parser saying so', async () => {
    const read = request(['{"a":1}']);
    for await (const chunk of read) expect(chunk).toBe('{"a":1}');
    expect(bodyIsIn(read)).toBe(true);
    expect(bodyIsIn(request([], { complete: true }))).toBe(true);
    expect(bodyIsIn(request(['x']))).toBe(false);
  });

  it('is read and dropped to its end when it comes (the connection can serve the next request)', async () => {
    await expect(dropRest(request(['part 1', 'part 2']))).resolves.toBe(true);
  });

  it('is not waited for when its declared length is past what is read and dropped', async () => {
    const huge = request(['x'], { headers: { 'content-length': String(50 * 1024 * 1024) } });
    await expect(dropRest(huge)).resolves.toBe(false);
  });
});
