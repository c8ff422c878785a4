import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { signedIn } from '../helpers/factories';
import { insertFlight, manifestFixture } from '../helpers/flights';
import { KeepAliveConnection, pause } from '../helpers/keep-alive';

// HTTP clients keep a connection alive and send their next request on it (browsers, undici, the airport's
// integrations). A refused upload must not take the requests after it down with it: the server either keeps the
// connection (the body came in whole, if a little after the refusal) or says it will close it.

const XHR = { 'x-requested-with': 'XMLHttpRequest' };
const BOUNDARY = 'keepAl1ve';
/** A text file where the manifest PDF goes: refused with 422 as soon as that part is read. */
const textManifest = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="manifest"; filename="m.txt"\r\nContent-Type: text/plain\r\n\r\nDOE/JOHN MR,ABC123,12A\r\n`;
// the manifest part ends where the next one starts: its first line comes with it, the rest of the form after
const userIdStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="userId"\r\n\r\n`;
const userIdRest = `1\r\n--${BOUNDARY}--\r\n`;
const userIdField = userIdStart + userIdRest;
/** A second file after the manifest, which the server never needs to read. */
const tail = (bytes: number) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="other"; filename="o.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${'x'.repeat(bytes)}\r\n`;

describe.each(databases())('Kept-alive connections after a refused upload, on %s', (kind) => {
  const t = useTestApp(kind);
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  async function setUp() {
    const agent = await signedIn(t, { role: 'agent', service: 'passage', lang: 'en' });
    const flight = await insertFlight(t);
    const headers = { cookie: agent.auth.cookie, ...XHR, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
    return { agent, path: `/api/flights/${flight.id}/import-manifest`, headers };
  }

  /**
   * On the same connection, after the refusal: a quick read at once, then at 800 ms a password change (a write
   * that hashes for a while, so it is in flight a second after the refusal), then a health check 1.5 s after the refusal.
   * All three are answered and the connection stays open.
   */
  async function expectConnectionServes(c: KeepAliveConnection, agent: Awaited<ReturnType<typeof setUp>>['agent']) {
    const refusedAt = Date.now();
    c.send('GET', '/api/profile', { cookie: agent.auth.cookie });
    expect((await c.answer()).status).toBe(200);
    await pause(800 - (Date.now() - refusedAt));
    c.send(
      'POST',
      '/api/profile/password',
      { cookie: agent.auth.cookie, ...XHR },
      {
        current_password: agent.user.password,
        new_password: 'a-new-password-1',
        new_password_confirmation: 'a-new-password-1',
      },
    );
    const changed = await c.answer();
    expect(changed.status, changed.body).toBe(200);
    await pause(1500 - (Date.now() - refusedAt));
    // (the new password ended the session)
    c.send('GET', '/healthz', {});
    expect((await c.answer()).status).toBe(200);
    expect(c.closedAt).toBeNull();
  }

  it('a refused upload sent whole keeps its connection: the next requests, a slow write among them, are answered', async () => {
    const { agent, path, headers } = await setUp();
    const c = await KeepAliveConnection.open(port);
    try {
      // 2 MB after the part the refusal is about: still arriving when the server answers
      const body = Buffer.from(textManifest + tail(2 * 1024 * 1024) + userIdField);
      c.head('POST', path, headers, body);
      c.write(body);
      const refused = await c.answer();
      expect(refused.status, refused.body).toBe(422);
      expect(refused.headers.connection).not.toBe('close');
      await expectConnectionServes(c, agent);
    } finally {
      c.close();
    }
  });

  it('a refused upload streamed in chunks whose last one comes after the refusal keeps its connection too', async () => {
    const { agent, path, headers } = await setUp();
    const c = await KeepAliveConnection.open(port);
    try {
      // as fetch streams a FormData: the manifest part first, the field after it a moment later
      c.head('POST', path, headers, 'chunked');
      c.chunk(textManifest + userIdStart);
      await pause(50);
      c.chunk(userIdRest);
      c.chunk('');
      const refused = await c.answer();
      expect(refused.status, refused.body).toBe(422);
      expect(refused.headers.connection).not.toBe('close');
      await expectConnectionServes(c, agent);
    } finally {
      c.close();
    }
  });

  it('an accepted upload answered before its last field comes in keeps its connection as well', async () => {
    const { agent, path, headers } = await setUp();
    const c = await KeepAliveConnection.open(port);
    try {
      const pdf = manifestFixture('pdflib-en-60.pdf');
      c.head('POST', path, headers, 'chunked');
      c.chunk(
        Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="manifest"; filename="m.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          Buffer.from(pdf),
          Buffer.from(`\r\n${userIdStart}`),
        ]),
      );
      await pause(50);
      c.chunk(userIdRest);
      c.chunk('');
      const imported = await c.answer();
      expect(imported.status, imported.body).toBe(200);
      expect(JSON.parse(imported.body)).toEqual({ count: 60, imported: 60 });
      expect(imported.headers.connection).not.toBe('close');
      await expectConnectionServes(c, agent);
    } finally {
      c.close();
    }
  });

  it('a refused upload whose rest does not come is answered with Connection: close, then closed', async () => {
    const { path, headers } = await setUp();
    const c = await KeepAliveConnection.open(port);
    try {
      c.head('POST', path, headers, 'chunked');
      c.chunk(textManifest + userIdStart);
      // the rest never comes: the answer still does, saying the connection ends with it
      const refused = await c.answer(5_000);
      expect(refused.status, refused.body).toBe(422);
      expect(refused.headers.connection).toBe('close');
      expect(await c.hangUp(5_000)).toBe(true);
    } finally {
      c.close();
    }
  });

  it('a refused upload declared larger than what is read and dropped is answered at once with Connection: close', async () => {
    const { path, headers } = await setUp();
    const c = await KeepAliveConnection.open(port);
    try {
      const started = Date.now();
      // within the manifest's 10 MB, so admitted, but more than the server reads and drops
      c.head('POST', path, headers, { length: 8 * 1024 * 1024 });
      c.write(textManifest + userIdStart);
      const refused = await c.answer(5_000);
      expect(refused.status, refused.body).toBe(422);
      expect(refused.headers.connection).toBe('close');
      // no waiting for a rest it will not read: answered well before the second it may give a body to end
      expect(Date.now() - started).toBeLessThan(900);
      expect(await c.hangUp(5_000)).toBe(true);
    } finally {
      c.close();
    }
  });
});
