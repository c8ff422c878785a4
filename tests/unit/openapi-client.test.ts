import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/server/rest/openapi';

// What docs/api.md tells integrators to do: generate types from /api/openapi.json with openapi-typescript
// and write a client against them. Done here for real, and compiled with the strictest settings.

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'tarmac-client-'));
  const ast = await openapiTS(buildOpenApi() as never);
  writeFileSync(path.join(dir, 'tarmac-api.d.ts'), astToString(ast));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A scanner integration as docs/api.md shows it: record a scan, read a bag's history, page through events. */
const CLIENT = `
import type { components, paths } from './tarmac-api';

type Scan = paths['/api/baggage-events']['post']['requestBody']['content']['application/json'];
type Scanned = paths['/api/baggage-events']['post']['responses'][201]['content']['application/json'];
type Events = components['schemas']['BagEventPage'];
type ApiError = components['schemas']['Error'];

export class Tarmac {
  constructor(private base: string, private token: string) {}

  private async call<T>(method: string, url: string, ok: number, body?: unknown): Promise<T> {
    const res = await fetch(this.base + url, {
      method,
      headers: { authorization: 'Bearer ' + this.token, 'content-type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
    if (res.status !== ok) throw new Error(((await res.json()) as ApiError).message);
    return (await res.json()) as T;
  }

  async scan(tag: string, airportId: number): Promise<string[]> {
    const body: Scan = { bag_tag_number: tag, event_type: 'LOADED', airport_id: airportId, client_event_id: crypto.randomUUID() };
    const answer = await this.call<Scanned>('POST', '/api/baggage-events', 201, body);
    const when: string = answer.event.created_at;
    return [when, answer.event.flight_number, ...answer.event.warnings];
  }

  async *events(): AsyncGenerator<components['schemas']['BagEvent']> {
    for (let page = 1; ; page++) {
      const events = await this.call<Events>('GET', '/api/recent-events-paginate?page=' + page, 200);
      yield* events.data;
      if (events.next_page_url === null) return;
    }
  }

  async flightOf(id: number): Promise<string | null> {
    const flight = await this.call<paths['/api/flights/{id}']['get']['responses'][200]['content']['application/json']>('GET', '/api/flights/' + id, 200);
    return flight.passengers === null ? null : flight.departure_code;
  }
}
`;

function compile(source: string) {
  const file = path.join(dir, `client-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.asynciterable.d.ts'],
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('a client generated from /api/openapi.json with openapi-typescript', () => {
  it('compiles against the generated types', () => {
    expect(compile(CLIENT)).toEqual([]);
  }, 60_000);

  it('does not compile when the client asks for what the document does not have', () => {
    const wrong = CLIENT.replace('answer.event.flight_number', 'answer.event.flight_no').replace(
      "event_type: 'LOADED'",
      "event_type: 'BOARDED'",
    );
    const errors = compile(wrong).join('\n');
    expect(errors).toContain("'flight_no'");
    expect(errors).toContain('"BOARDED"');
  }, 60_000);
});
