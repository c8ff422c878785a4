import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggedUrl, loggerOptions } from '../../src/server/platform/http/request-log';

// A status-page link printed before the check code moved to the fragment still carries it in its query: the server's
// log, in JSON records or one line a request, shows the address without it.

/** A stream that keeps what is written. */
function collector() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

async function logOf(options: ReturnType<typeof loggerOptions>, url: string) {
  const app = Fastify(options);
  app.get('/claim-status', async () => 'page');
  await app.inject({ method: 'GET', url });
  await app.close();
}

describe('the request log', () => {
  it('hides the values of secret query parameters and keeps the rest of the address', () => {
    expect(loggedUrl('/claim-status?ref=FIH8Z00001&code=K7M2QX&lang=fr')).toBe(
      '/claim-status?ref=FIH8Z00001&code=hidden&lang=fr',
    );
    expect(loggedUrl('/verify?token=abc')).toBe('/verify?token=hidden');
    expect(loggedUrl('/api/flights?page=2')).toBe('/api/flights?page=2');
    expect(loggedUrl('/claim-status')).toBe('/claim-status');
  });

  it('writes JSON records without the code', async () => {
    const { stream, text } = collector();
    const json = loggerOptions('info');
    await logOf({ ...json, logger: { ...json.logger, stream } }, '/claim-status?ref=FIH8Z00001&code=K7M2QX&lang=fr');
    expect(text()).toContain('"url":"/claim-status?ref=FIH8Z00001&code=hidden&lang=fr"');
    expect(text()).not.toContain('K7M2QX');
  });

  it('writes one line a request without the code', async () => {
    const { stream, text } = collector();
    await logOf(loggerOptions('info', stream), '/claim-status?ref=FIH8Z00001&code=K7M2QX&lang=fr');
    expect(text()).toContain('GET /claim-status?ref=FIH8Z00001&code=hidden&lang=fr');
    expect(text()).not.toContain('K7M2QX');
  });
});
