import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { testEnv, type App } from '../helpers/app';
import { openTestDatabase, type TestDatabase } from '../helpers/db';

// The client as the build leaves it: content-hashed assets with their brotli and gzip copies
// (vite.config.ts), index.html beside them. Serving does not touch the database: PGlite only.
const SCRIPT = `console.log(${JSON.stringify('tarmac '.repeat(400))});`;

describe('The built client is served', () => {
  const DOCS_PAGE =
    '<!doctype html><title>Tarmac API reference</title><script type="module" src="/assets/api-docs-AbC123.js"></script>';
  let dir: string;
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'tarmac-client-'));
    mkdirSync(path.join(dir, 'assets'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(
      path.join(dir, 'index.html'),
      // the shape of a build's: the server fills the empty #root and adds the data block (index-page.ts)
      '<!doctype html><html lang="fr"><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dir, 'assets/index-AbC123.js'), SCRIPT);
    writeFileSync(path.join(dir, 'assets/index-AbC123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dir, 'assets/index-AbC123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
    writeFileSync(path.join(dir, 'api-docs.html'), DOCS_PAGE);
    database = await openTestDatabase('pglite');
    app = await buildApp({ database, env: testEnv(), logger: false, clientDir: dir });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset as its brotli copy to a browser that accepts br, cached for a year and immutable', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gz = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await app.inject({
      method: 'GET',
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it.each(['/', '/flights/12', '/luggage-scan'])(
    'answers %s with index.html, made for each visit and never stored (it names who is signed in)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('/assets/index-AbC123.js');
    },
  );

  it('answers GET /api/docs with the API reference page of the build, revalidated, under the same CSP', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(DOCS_PAGE);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });

  it('keeps the build manifest to itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
    expect(res.headers['content-type']).toMatch(/text\/html/); // the app's own page, not the file
  });
});
