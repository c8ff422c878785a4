import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/server/rest/routes';
import { api, request, useTestApp, type Auth } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { signedIn } from '../helpers/factories';
import { operationsOf, type Document } from '../helpers/openapi-check';
import { sampleCalls } from './samples';

// The document never lies. Every answer of the API suite is checked against /api/openapi.json
// by the request helper; this file makes sure that every documented operation is among them, answering
// its documented success, and that the document and the REST table name the same paths. Each domain's
// sample calls are in tests/api/samples/<domain>.ts.

describe.each(databases())('The OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);
  let doc: Document;
  beforeAll(async () => {
    doc = expectJson(await api(t).get('/api/openapi.json'), 200);
  });

  it('names every row of the REST table with its method, and nothing else', () => {
    const documented = operationsOf(doc)
      .map((o) => `${o.method} ${o.template}`)
      .sort();
    const table = restRoutes()
      .map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`)
      .sort();
    expect(documented).toEqual([...new Set(table)]);
  });

  it("files every operation under a named tag (the document's sections)", () => {
    for (const o of operationsOf(doc)) {
      const tags = (o.op as { tags?: unknown[] }).tags;
      expect(tags, `${o.method} ${o.template}`).toEqual([expect.any(String)]);
    }
  });

  it('answers each documented operation with its documented success, the body matching its schema', async () => {
    const samples = await sampleCalls(t);
    for (const o of operationsOf(doc)) {
      const key = `${o.method} ${o.template}`;
      const call = samples[key];
      expect(call, `no sample call for ${key}: add one to its domain's file in tests/api/samples/`).toBeDefined();
      const res = await call!(); // request() fails here on any difference from the document
      const success = Object.keys(o.op.responses).filter((s) => s.startsWith('2'));
      expect(success, key).toHaveLength(1);
      expect(String(res.statusCode), `${key}: ${res.body.slice(0, 300)}`).toBe(success[0]);
    }
  });

  it('documents no 403 on the doors every signed-in account passes: an integration account reads who it is', async () => {
    const { auth } = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    for (const path of ['/api/user', '/api/profile']) {
      const op = operationsOf(doc).find((o) => o.method === 'GET' && o.template === path)!;
      expect(Object.keys(op.op.responses), path).not.toContain('403');
      expect((await api(t, auth).get(path)).statusCode, path).toBe(200);
    }
  });

  it('has no documented path that only the catch-all 404 answers', async () => {
    const { auth } = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
    const anyone: Auth = auth;
    for (const o of operationsOf(doc)) {
      if (o.template === '/logout') continue; // would end the session the loop runs on
      const url = o.template.replace(/\{\w+\}/g, '2147483647');
      const res = await request(t, o.method, url, {
        auth: anyone,
        body: o.method === 'GET' || o.method === 'DELETE' ? undefined : {},
        headers: { 'accept-language': 'en' },
      });
      expect(res.body, `${o.method} ${url}`).not.toContain('There is no API path');
    }
  });
});
