import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/router';
import { buildOpenApi } from '../../src/server/rest/openapi';
import { restRoutes } from '../../src/server/rest/routes';
import { localDay } from '../../src/shared/time';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import {
  createAirport,
  createToken,
  createUser,
  createZone,
  signedIn,
  unique,
  uniqueAirportCode,
} from '../helpers/factories';
import {
  insertBag,
  insertFlight,
  insertPassenger,
  multipart,
  uniqueBagTag,
  uniqueFlightNumber,
  uniquePnr,
} from '../helpers/flights';
import { newAwb } from '../helpers/freight';

// Bad input, generated from each operation's own schemas in the OpenAPI document (the very valibot
// schemas the procedures validate with). Every operation that takes input is called as an admin (so the role
// passes) with: each required field missing; each field of the wrong type, empty, 100 KB long, negative, huge,
// past PostgreSQL's integer range or holding U+0000; path ids unknown or malformed; query values out of shape;
// and bodies that are not JSON, not an object, or of another content type. The same fields go through /trpc
// too, where JSON numbers reach the schemas that a query string only gives as text.
//
// Whatever is sent: never a 5xx; every refusal is the JSON error body (`message`, and `errors` mapping fields to
// lists of text); and a refused write leaves every table's row count as it was. Each field meets every bad
// value of its kind once, against an otherwise plausible body, rather than every combination: about 3,400 calls
// a database.

type Json = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  anyOf?: Json[];
  examples?: unknown[];
  properties?: Record<string, Json>;
  required?: string[];
  minimum?: number;
  description?: string;
};
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: Json };
type Operation = { parameters: Parameter[]; requestBody?: { content: Record<string, { schema: Json }> } };

const DOC = buildOpenApi() as unknown as { paths: Record<string, Record<string, Operation>> };
const OPERATIONS = Object.entries(DOC.paths).flatMap(([template, ops]) =>
  Object.entries(ops).map(([method, op]) => {
    const route = restRoutes().find(
      (r) => r.method === method.toUpperCase() && r.path.replace(/:(\w+)/g, '{$1}') === template,
    )!;
    return {
      key: `${method.toUpperCase()} ${template}`,
      method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      template,
      op,
      procedure: route.procedure,
      upload: route.upload?.field,
      text: route.text?.field,
    };
  }),
);
const takesInput = (o: (typeof OPERATIONS)[number]) => o.op.parameters.length > 0 || !!o.op.requestBody;

const UNKNOWN_ID = 2147483647;
const KB100 = 'x'.repeat(100 * 1024);
// a query string travels in the request line, which servers cap near 8 KB (Node: 16 KB for all headers)
const KB8 = 'x'.repeat(8 * 1024);

const TEXT: Array<[string, unknown]> = [
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['an array', ['a']],
  ['null', null],
  ['empty text', ''],
  ['100 KB of text', KB100],
  ['text with U+0000', 'a\u0000b'],
];

/** Values of the wrong kind, by the kind of field they replace (each field meets those of its kind in turn). */
const BAD_VALUES: Record<'text' | 'day' | 'time' | 'number' | 'other', Array<[string, unknown]>> = {
  text: TEXT,
  // days and times reach date arithmetic: days the calendar lacks, and the edges of what a Date can hold
  day: [
    ...TEXT,
    ['a day the calendar lacks', '2026-02-30'],
    ['the last day of 9999', '9999-12-31'],
    ['year 0', '0000-01-01'],
    // its midnight on an airport's clock east of UTC is in year 0 in UTC
    ['the first day of year 1', '0001-01-01'],
  ],
  time: [
    ...TEXT,
    ['a day the calendar lacks', '2026-02-30T10:00'],
    ['25:61', '2026-11-25T25:61'],
    ['the last minute of 9999', '9999-12-31T23:59'],
    ['the first minutes of year 1', '0001-01-01T00:10'],
    ['past what a Date holds', '+275760-09-14T00:00:00Z'],
  ],
  number: [
    ['text', 'abc'],
    ['an object', { a: 1 }],
    ['an array', [1]],
    ['null', null],
    ['empty text', ''],
    ['-1', -1],
    ['1.5', 1.5],
    ['1e300', 1e300],
    ['2**53', 2 ** 53],
    ['text past integer range', '2147483648'],
  ],
  other: [
    ['a number', 12345],
    ['text', 'abc'],
    ['an object', { a: 1 }],
    ['null', null],
    ['empty text', ''],
    ['100 KB of text', KB100],
  ],
};

/** What a field holds, from its schema: numbers (ids, weights, pages, as numbers or their text), text, or else. */
function kindOf(name: string, schema: Json | undefined): keyof typeof BAD_VALUES {
  const flat = (s: Json | undefined): Json[] => (s ? [s, ...(s.anyOf ?? []).flatMap(flat)] : []);
  const all = flat(schema);
  const types = all.map((s) => s.type);
  if (types.includes('number') || types.includes('integer')) return 'number';
  if (all.some((s) => s.format === 'date')) return 'day';
  // times have no format of their own (a datetime-local or an instant): their names tell them
  if (types.includes('string') && /_(time|at)$/.test(name)) return 'time';
  if (types.includes('string') && !schema?.enum) return 'text';
  return 'other';
}

const BAD_QUERY: Array<[string, string]> = [
  ['abc', 'abc'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e300', '1e300'],
  ['2**53+1', '9007199254740993'],
  ['past integer range', '2147483648'],
  ['empty', ''],
  ['8 KB', KB8],
  ['U+0000', '\u0000'],
  ['a day the calendar lacks', '2026-02-30'],
  ['the last day of 9999', '9999-12-31'],
  ['the first day of year 1', '0001-01-01'],
];
const BAD_PATH = [
  '0',
  '-1',
  'abc',
  '1.5',
  '1e300',
  '2147483648',
  '99999999999999999999',
  ' ',
  '\u0000',
  "1' OR '1'='1",
  'x'.repeat(3000),
];

/** Tables a refused call may still write to, by design. */
const WRITES_WHEN_REFUSED: Record<string, string[]> = {
  // a refused sign-in is counted, to lock out whoever guesses passwords, and is in the audit trail (the one
  // refused change it records: who tried which account from where)
  'POST /login': ['login_attempts', 'audit_log'],
  'auth.login': ['login_attempts', 'audit_log'],
  // a wrong current password counts as a failed sign-in of the account
  'POST /api/profile/password': ['login_attempts'],
  'auth.changePassword': ['login_attempts'],
  // a wrong proof of a passenger's claim is counted against its reference, and every call against its address
  'POST /api/public/claims/lookup': ['login_attempts'],
  'POST /api/public/claims/receipt': ['login_attempts'],
  'passengerClaims.lookup': ['login_attempts'],
  'passengerClaims.receipt': ['login_attempts'],
  'PATCH /api/public/claims/{reference}': ['login_attempts'],
  'passengerClaims.update': ['login_attempts'],
  'POST /api/public/claims': ['login_attempts'],
  'passengerClaims.file': ['login_attempts'],
};

type Call = {
  label: string;
  method: InjectOptions['method'];
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};

describe.each(databases())('Bad input on %s', (kind) => {
  const t = useTestApp(kind);
  let auth: Auth;
  let tables: string[];
  let sample: (key: string, name: string, schema: Json | undefined) => unknown;
  // a sampled value as a query string carries it: scalars as written, nothing for null, structures as JSON
  const queryText = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    if (typeof v === 'string') return v;
    if (typeof v === 'number' || typeof v === 'boolean') return String(v);
    return JSON.stringify(v);
  };
  let pathId: (template: string, name: string) => number;

  beforeAll(async () => {
    // 1. The caller: an admin with an airport (a bag needs one), the role passing every door.
    const airport = await createAirport(t);
    const destination = await createAirport(t);
    const admin = await signedIn(t, { role: 'admin', service: 'admin-and-it', airport_id: airport.id });
    auth = admin.auth;
    const a = api(t, auth);
    // 2. One record of each kind for the path ids and the references of the bodies.
    const flight = await insertFlight(t, { departure_airport: airport.id, arrival_airport: destination.id });
    const passenger = await insertPassenger(t, flight.id);
    const bag = await insertBag(t, passenger.id, { airport_id: airport.id });
    const shipment = expectJson(
      await a.post('/api/freight-shipments', {
        awb_number: newAwb(),
        shipper: 'S',
        consignee: 'C',
        departure_airport_id: airport.id,
        arrival_airport_id: destination.id,
        weight: 100,
      }),
      201,
    );
    const uld = expectJson(
      await a.post('/api/ulds', { type: 'Container', status: 'EMPTY', flight_id: flight.id }),
      201,
    );
    const claim = expectJson(
      await a.post('/api/baggage-claim', {
        status: 'LOST',
        arrival_airport: airport.id,
        contact_name: 'Grace',
        contact_phone: '+243 81',
        contact_address: 'Hotel',
      }),
      201,
    );
    const found = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 1' }), 201);
    const zone = await createZone(t, airport.id);
    const shift = expectJson(
      await a.post('/api/shifts', { started_at: '2030-03-02T06:00', ended_at: '2030-03-02T14:00' }),
      201,
    );
    const [assigned, assignable] = [
      await createUser(t, { service: 'admin-and-it' }),
      await createUser(t, { service: 'admin-and-it' }),
    ];
    const assignment = expectJson(
      await a.post('/api/shift-assignments', { shift_id: shift.id, user_id: assigned.id, zone_id: zone.id }),
      201,
    );
    // edited by PUT /api/users/{id}: never the caller, whose role the edits could take away
    const edited = await createUser(t, { service: 'cargo' });
    const token = await createToken(t, auth);

    const byResource: Record<string, number> = {
      users: edited.id,
      flights: flight.id,
      passengers: passenger.id,
      bags: bag.id,
      'freight-shipments': shipment.id,
      ulds: uld.id,
      shifts: shift.id,
      'shift-assignments': assignment.id,
      'baggage-claims': claim.id,
      'found-bags': found.id,
      tokens: token.id,
    };
    const byName: Record<string, number> = {
      flightId: flight.id,
      uldId: uld.id,
      serviceId: shift.service_id,
      shiftId: shift.id,
    };
    pathId = (template, name) => {
      if (name !== 'id') return byName[name] ?? UNKNOWN_ID;
      const segment = template.split('/{id}')[0]!.split('/').pop()!;
      return byResource[segment] ?? UNKNOWN_ID;
    };

    // 3. Plausible values: by field name, then per operation where the same name means something else.
    const day = localDay(new Date(), t.env.APP_TIMEZONE);
    const byField: Record<string, () => unknown> = {
      name: () => 'Bad Input',
      email: () => `${unique()}@example.test`,
      username: () => unique(),
      password: () => 'a-password-1',
      current_password: () => 'not-the-password-1', // never the caller's: the password must not change
      new_password: () => 'a-new-password-1',
      new_password_confirmation: () => 'a-new-password-1',
      service_id: () => shift.service_id,
      airport_id: () => airport.id,
      airport: () => airport.id,
      departure_airport: () => airport.id,
      arrival_airport: () => destination.id,
      departure_airport_id: () => airport.id,
      arrival_airport_id: () => destination.id,
      flight_number: () => uniqueFlightNumber(),
      departure_time: () => '2030-05-01T08:30',
      arrival_time: () => '2030-05-01T10:45',
      airline_code: () => '8Z',
      pnr: () => uniquePnr(),
      seat: () => '12A',
      flight_id: () => flight.id,
      flight: () => flight.id,
      passenger_id: () => passenger.id,
      bag_tag_number: () => uniqueBagTag(),
      weight: () => 10,
      client_event_id: () => randomUUID(),
      awb_number: () => newAwb(),
      shipper: () => 'Shipper',
      consignee: () => 'Consignee',
      uld_id: () => uld.id,
      shipment_id: () => shipment.id,
      capacity: () => 500,
      tare_kg: () => 80,
      type: () => 'Container',
      started_at: () => '2030-06-01T06:00',
      ended_at: () => '2030-06-01T14:00',
      shift_id: () => shift.id,
      user_id: () => assignable.id,
      zone_id: () => zone.id,
      claim_id: () => claim.id,
      contact_name: () => 'Grace',
      contact_phone: () => '+243 81',
      temporary_address: () => 'Hotel Memling',
      found_location: () => 'Belt 2',
      page: () => 1,
      limit: () => 5,
      tag: () => bag.bag_tag_number,
      flight_date: () => day,
      from: () => '2026-11-01',
      to: () => '2026-11-30',
      search: () => 'belt',
      deadline: () => 'due',
    };
    const byOperation: Record<string, Record<string, () => unknown>> = {
      'POST /api/airports': { code: () => uniqueAirportCode() },
      'PUT /api/flights/{id}': { flight_number: () => flight.flight_number }, // a flight's number cannot change
      'PUT /api/users/{id}': { username: () => edited.username, email: () => edited.email, password: () => '' },
      'POST /api/ulds': { code: () => null, status: () => 'EMPTY' },
      'PUT /api/ulds/{id}': { code: () => null, status: () => 'EMPTY' },
      'PUT /api/freight-shipments/{id}': { awb_number: () => shipment.awb_number },
      // a receiving carrier goes with a TRANSFERRED only, and the plausible type is RECEIVED
      'POST /api/freight-events': { awb_number: () => shipment.awb_number, uld_id: () => null, to_carrier: () => null },
      'POST /api/baggage-events': { bag_tag_number: () => bag.bag_tag_number },
      'POST /api/baggage-claim': {
        status: () => 'LOST',
        flight_number: () => flight.flight_number,
        bag_tag_number: () => null,
      },
      'POST /api/baggage-claims/{id}/status': { status: () => 'FOUND' },
      'GET /api/found-bags': { status: () => 'OPEN' },
      'PUT /api/shift-assignments/{id}': { user_id: () => assigned.id },
      'GET /api/track-by-flight': { flight_number: () => flight.flight_number, flight_date: () => '2026-11-22' },
      'GET /api/services/{serviceId}/shifts/{shiftId}/available-users': { isEdit: () => 'false' },
      // one key or the other: a PNR nothing is held under (404), so that no plausible call erases anyone
      'GET /api/personal-data': { claim: () => '' },
      'GET /api/personal-data/export': { claim: () => '' },
      'POST /api/personal-data/erase': { claim: () => '' },
    };
    sample = (key, name, schema) => {
      const made = byOperation[key]?.[name] ?? byField[name];
      if (made) return made();
      return fromSchema(schema);
    };

    // 4. Every table, to count rows before and after a refused write.
    const rows = await selectRows(
      t,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    tables = rows.map((r) => String(r.name));
  });

  it('covers every documented operation whose procedure takes input', () => {
    // an operation is left out only when the document shows it no input, and its procedure indeed has none
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>;
    const missed = OPERATIONS.filter((o) => !takesInput(o) && procedures[o.procedure]!._def.inputs.length > 0).map(
      (o) => o.key,
    );
    expect(missed).toEqual([]);
  });

  it.each(OPERATIONS.filter(takesInput).map((o) => [o.key, o] as const))(
    '%s refuses bad input with the JSON error body and changes nothing',
    async (key, o) => {
      const problems: string[] = [];
      let counts = await rowCounts(t, tables);
      const ids = (value?: (name: string) => string) =>
        o.template.replace(
          /\{(\w+)\}/g,
          (_m, name: string) => value?.(name) ?? String(o.method === 'DELETE' ? UNKNOWN_ID : pathId(o.template, name)),
        );
      const queryParams = o.op.parameters.filter((p) => p.in === 'query');
      const pathParams = o.op.parameters.filter((p) => p.in === 'path');
      const bodySchema = o.op.requestBody?.content['application/json']?.schema;
      const baseQuery = () =>
        Object.fromEntries(queryParams.map((p) => [p.name, queryText(sample(key, p.name, p.schema))]));
      const baseBody = () =>
        Object.fromEntries(
          Object.entries(bodySchema?.properties ?? {}).map(([name, s]) => [name, sample(key, name, s)]),
        );
      const qs = (q: Record<string, string | string[]>) => {
        const search = new URLSearchParams();
        for (const [k, v] of Object.entries(q)) for (const one of [v].flat()) search.append(k, one);
        const text = search.toString();
        return text ? `?${text}` : '';
      };

      const calls: Call[] = [];
      // paths: unknown and malformed ids, the rest plausible
      for (const p of pathParams) {
        for (const bad of [String(UNKNOWN_ID), ...BAD_PATH]) {
          calls.push({
            label: `path ${p.name}=${JSON.stringify(bad.slice(0, 20))}`,
            method: o.method,
            url: ids((n) => (n === p.name ? encodeURIComponent(bad) : String(pathId(o.template, n)))) + qs(baseQuery()),
            body: bodySchema ? baseBody() : undefined,
          });
        }
      }
      // query strings: each required one missing, each one out of shape, repeated, or nested
      if (queryParams.length) {
        calls.push({ label: 'plausible query', method: o.method, url: ids() + qs(baseQuery()) });
        for (const p of queryParams) {
          const { [p.name]: _, ...rest } = baseQuery();
          if (p.required) calls.push({ label: `query without ${p.name}`, method: o.method, url: ids() + qs(rest) });
          for (const [what, bad] of BAD_QUERY)
            calls.push({
              label: `query ${p.name}: ${what}`,
              method: o.method,
              url: ids() + qs({ ...rest, [p.name]: bad }),
            });
          calls.push({
            label: `query ${p.name} twice`,
            method: o.method,
            url: ids() + qs({ ...rest, [p.name]: ['1', '2'] }),
          });
          calls.push({
            label: `query ${p.name}[a]`,
            method: o.method,
            url: ids() + qs(rest) + `${Object.keys(rest).length ? '&' : '?'}${p.name}%5Ba%5D=1`,
          });
        }
      }
      // JSON bodies: each required field missing, each field bad, then bodies that are not what the route reads
      if (bodySchema) {
        const url = ids();
        calls.push({ label: 'plausible body', method: o.method, url, body: baseBody() });
        for (const name of bodySchema.required ?? []) {
          const { [name]: _, ...rest } = baseBody();
          calls.push({ label: `body without ${name}`, method: o.method, url, body: rest });
        }
        for (const [name, field] of Object.entries(bodySchema.properties ?? {})) {
          for (const [what, bad] of BAD_VALUES[kindOf(name, field)])
            calls.push({ label: `body ${name}: ${what}`, method: o.method, url, body: { ...baseBody(), [name]: bad } });
        }
        const json = JSON.stringify(baseBody());
        const raw = (label: string, body: string, type?: string) =>
          calls.push({ label, method: o.method, url, body, headers: type ? { 'content-type': type } : {} });
        raw('malformed JSON', json.slice(0, -1));
        for (const notObject of ['[]', '"text"', 'null', '12', 'true']) raw(`a JSON ${notObject} body`, notObject);
        raw('an empty JSON body', '', 'application/json');
        raw('the body as text/plain', json, 'text/plain');
        raw(
          'the body as a form',
          new URLSearchParams(Object.entries(baseBody()).map(([k, v]) => [k, String(v)])).toString(),
          'application/x-www-form-urlencoded',
        );
        raw('JSON in another charset', json, 'application/json; charset=utf-16');
        raw(
          '__proto__ and constructor keys',
          '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"role": "admin"}}}',
        );
        raw('arrays nested 10,000 deep', '['.repeat(10_000) + ']'.repeat(10_000));
        const form = multipart(Object.entries(baseBody()).map(([name, v]) => ({ name, value: String(v) })));
        calls.push({
          label: 'the body as multipart',
          method: o.method,
          url,
          body: form.payload,
          headers: form.headers,
        });
      }
      // uploads: no file, another field, an empty or a garbage file, or not multipart at all
      if (o.upload) {
        const url = ids();
        const upload = (label: string, parts: Parameters<typeof multipart>[0]) => {
          const form = multipart(parts);
          calls.push({ label, method: o.method, url, body: form.payload, headers: form.headers });
        };
        upload('multipart without a file', [{ name: 'note', value: 'x' }]);
        upload('the file under another name', [{ name: 'other', filename: 'f.bin', content: Buffer.from('x') }]);
        upload('an empty file', [{ name: o.upload, filename: 'f.bin', content: new Uint8Array() }]);
        upload('a file of garbage', [{ name: o.upload, filename: 'f.pdf', content: Buffer.from(KB100) }]);
        calls.push({
          label: 'multipart never closed',
          method: o.method,
          url,
          body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\nx',
          headers: { 'content-type': 'multipart/form-data; boundary=b' },
        });
        calls.push({
          label: 'multipart without a boundary',
          method: o.method,
          url,
          body: 'x',
          headers: { 'content-type': 'multipart/form-data' },
        });
        calls.push({ label: 'a JSON body', method: o.method, url, body: {} });
        calls.push({
          label: 'a text/plain body',
          method: o.method,
          url,
          body: 'x',
          headers: { 'content-type': 'text/plain' },
        });
        for (const bad of BAD_PATH) {
          const form = multipart([{ name: o.upload, filename: 'f.bin', content: Buffer.from('x') }]);
          calls.push({
            label: `a file, path id ${JSON.stringify(bad.slice(0, 20))}`,
            method: o.method,
            url: ids(() => encodeURIComponent(bad)),
            body: form.payload,
            headers: form.headers,
          });
        }
      }

      // text bodies (messages from other systems): empty, without a message, with U+0000, or not text at all
      if (o.text) {
        const url = ids();
        const text = (label: string, body: string, type = 'text/plain') =>
          calls.push({ label, method: o.method, url, body, headers: { 'content-type': type } });
        text('an empty text body', '');
        text('text without a message', 'hello\r\nworld');
        text('100 KB of text without a message', KB100);
        text('a header and U+0000', 'BSM\n\u0000\nENDBSM');
        text('JSON sent as text', JSON.stringify({ [o.text]: 'x' }));
        text('a JSON body', JSON.stringify({ [o.text]: 'BSM' }), 'application/json');
        text('a form', `${o.text}=BSM`, 'application/x-www-form-urlencoded');
        text('text in another charset', 'BSM', 'text/plain; charset=utf-16');
      }

      const writes = o.method !== 'GET';
      for (const call of calls) {
        const problem = await probe(t, auth, call);
        if (problem.message) problems.push(`${call.label}: ${problem.message}`);
        if (writes) {
          const after = await rowCounts(t, tables);
          if (problem.refused) {
            const changed = tables.filter(
              (name) => after[name] !== counts[name] && !WRITES_WHEN_REFUSED[key]?.includes(name),
            );
            if (changed.length)
              problems.push(
                `${call.label}: refused with ${problem.status}, yet ${changed.map((n) => `${n} ${counts[n]} → ${after[n]}`).join(', ')}`,
              );
          }
          counts = after;
        }
      }
      expect(problems, `${key}: ${calls.length} calls`).toEqual([]);
    },
  );

  // The same input through tRPC, where it is JSON: a query's fields (text in a query string) and a change's path ids
  // (text in a path) arrive as numbers there too, which is how `page: 1e300` reached the database. A change's body
  // is JSON either way, and met its bad values above.
  const procedures = [
    ...new Map(OPERATIONS.filter((o) => takesInput(o) && !o.upload).map((o) => [o.procedure, o])).values(),
  ];
  it.each(procedures.map((o) => [o.procedure, o] as const))(
    '/trpc/%s refuses the same bad fields with its JSON error and changes nothing',
    async (procedure, o) => {
      const mutation = o.method !== 'GET';
      const fields: Record<string, Json | undefined> = Object.fromEntries(
        o.op.parameters.map((p) => [p.name, p.schema]),
      );
      const textBody = o.op.requestBody?.content['text/plain']?.schema;
      const body: Record<string, Json> =
        o.op.requestBody?.content['application/json']?.schema.properties ??
        (o.text && textBody ? { [o.text]: textBody } : {});
      const base = () => ({
        ...Object.fromEntries(Object.entries(body).map(([name, s]) => [name, sample(o.key, name, s)])),
        ...Object.fromEntries(
          o.op.parameters.map((p) => [
            p.name,
            p.in === 'query'
              ? sample(o.key, p.name, p.schema)
              : o.method === 'DELETE'
                ? UNKNOWN_ID
                : pathId(o.template, p.name),
          ]),
        ),
      });
      const inputs: Array<[string, unknown]> = [['plausible input', base()]];
      for (const [name, schema] of Object.entries(fields)) {
        const { [name]: _, ...rest } = base();
        inputs.push([`without ${name}`, rest]);
        for (const [what, bad] of BAD_VALUES[kindOf(name, schema)])
          inputs.push([`${name}: ${what}`, { ...base(), [name]: bad }]);
      }
      const problems: string[] = [];
      let counts = await rowCounts(t, tables);
      for (const [label, input] of inputs) {
        const call: Call = mutation
          ? { label, method: 'POST', url: `/trpc/${procedure}`, body: input }
          : { label, method: 'GET', url: `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}` };
        const problem = await probe(t, auth, call, 'trpc');
        if (problem.message) problems.push(`${label}: ${problem.message}`);
        if (mutation) {
          const after = await rowCounts(t, tables);
          if (problem.refused) {
            const changed = tables.filter(
              (name) => after[name] !== counts[name] && !WRITES_WHEN_REFUSED[procedure]?.includes(name),
            );
            if (changed.length)
              problems.push(
                `${label}: refused with ${problem.status}, yet ${changed.map((n) => `${n} ${counts[n]} → ${after[n]}`).join(', ')}`,
              );
          }
          counts = after;
        }
      }
      expect(problems, `${procedure}: ${inputs.length} calls`).toEqual([]);
    },
  );
});

/** A plausible value of a JSON Schema the test has no better value for. */
function fromSchema(schema: Json | undefined): unknown {
  if (!schema) return 'text';
  if (schema.examples?.length) return schema.examples[0];
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf) return fromSchema(schema.anyOf.find((s) => s.type !== 'null' && s.const !== '') ?? schema.anyOf[0]);
  if (schema.format === 'date') return '2026-11-25';
  if (schema.format === 'email') return `${unique()}@example.test`;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  return 'text';
}

type Probe = { status: number; refused: boolean; message?: string };

/** One call: what is wrong with its answer, if anything. */
async function probe(t: TestApp, auth: Auth, call: Call, door: 'rest' | 'trpc' = 'rest'): Promise<Probe> {
  let res;
  try {
    res = await request(t, call.method, call.url, { auth, body: call.body, headers: call.headers });
  } catch (err) {
    return { status: 0, refused: false, message: (err as Error).message }; // an answer the document does not describe
  }
  const status = res.statusCode;
  const refused = status >= 400 && status < 500;
  const fail = (why: string): Probe => ({ status, refused, message: `${status} ${why}: ${res.body.slice(0, 200)}` });
  if (status >= 500) return fail('a server error');
  if (status < 400) return { status, refused };
  if (!String(res.headers['content-type']).startsWith('application/json')) return fail('not JSON');
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return fail('a body that does not parse');
  }
  // tRPC wraps the same message and field errors in its envelope
  const error = (
    door === 'trpc' ? (body as { error?: { message?: unknown; data?: { errors?: unknown } } }).error : body
  ) as Record<string, unknown> | undefined;
  const fields = door === 'trpc' ? (error?.data as { errors?: unknown } | undefined)?.errors : error?.errors;
  if (typeof error?.message !== 'string' || !error.message) return fail('without a message');
  if (door === 'rest') {
    const extra = Object.keys(error).filter((k) => !['message', 'errors', 'request_id'].includes(k));
    if (extra.length) return fail(`with ${extra.join(', ')} beside message and errors`);
  }
  if (fields !== undefined) {
    const isFieldErrors =
      typeof fields === 'object' &&
      fields !== null &&
      !Array.isArray(fields) &&
      Object.values(fields).every((m) => Array.isArray(m) && m.length > 0 && m.every((s) => typeof s === 'string'));
    if (!isFieldErrors) return fail('with errors that are not lists of text per field');
  }
  return { status, refused };
}

async function selectRows(t: TestApp, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  const result = (await t.database.db.execute(query)) as unknown;
  // postgres.js answers the rows, PGlite an object holding them
  return Array.isArray(result) ? result : (result as { rows: Record<string, unknown>[] }).rows;
}

/** Rows of every table, in one statement. */
async function rowCounts(t: TestApp, tables: string[]): Promise<Record<string, number>> {
  const query = tables.map((name) => `select '${name}' as name, count(*)::int as n from "${name}"`).join(' union all ');
  const rows = await selectRows(t, sql.raw(query));
  return Object.fromEntries(rows.map((r) => [String(r.name), Number(r.n)]));
}
