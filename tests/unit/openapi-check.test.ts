import { describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../src/server/rest/openapi';
import { conformanceChecker, type Answer, type Document } from '../helpers/openapi-check';

// The checker the API suite runs every answer through (tests/helpers/app.ts) must fail on a mismatch:
// shown here once on the real document, with answers made wrong on purpose.

const check = conformanceChecker(buildOpenApi() as unknown as Document);

const flight = {
  id: 12,
  flight_number: '8Z101',
  departure_airport: 1,
  arrival_airport: 2,
  departure_time: '2026-11-22T08:30:00+01:00',
  arrival_time: '2026-11-22T11:45:00+02:00',
  departure_at: '2026-11-22T08:30:00+01:00',
  arrival_at: '2026-11-22T11:45:00+02:00',
  departure_timezone: 'Africa/Kinshasa',
  arrival_timezone: 'Africa/Lubumbashi',
  estimated_off_block_at: null,
  off_block_at: '2026-11-22T08:41:00+01:00',
  estimated_on_block_at: null,
  on_block_at: null,
  airline_code: '8Z',
  status: 'SCHEDULED',
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  departure_airport_code: 'FIH',
  arrival_airport_code: 'FBM',
  departure_code: 'FIH',
  arrival_code: 'FBM',
};
const json = (method: string, url: string, status: number, body: unknown): Answer => ({
  method,
  url,
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

describe('conformanceChecker', () => {
  it('passes an answer that is what the document says', () => {
    expect(check(json('PUT', '/api/flights/12', 200, flight))).toBeNull();
    expect(check(json('GET', '/api/flights/12', 200, { ...flight, passengers: null }))).toBeNull();
    expect(check(json('GET', '/api/flights/12', 404, { message: 'No flight 12.' }))).toBeNull();
  });

  it('names the path and the first field that differs from the schema', () => {
    expect(check(json('PUT', '/api/flights/12', 200, { ...flight, departure_time: 1763800200 }))).toBe(
      'PUT /api/flights/{id} answered 200: /departure_time must be string, got 1763800200',
    );
    expect(check(json('PUT', '/api/flights/12', 200, { ...flight, status: 'LATE' }))).toMatch(
      /^PUT \/api\/flights\/\{id\} answered 200: \/status must be equal to one of the allowed values/,
    );
    const { flight_number: _, ...missing } = flight;
    expect(check(json('PUT', '/api/flights/12', 200, missing))).toMatch(
      /answered 200: \(the body\) must have required property 'flight_number'/,
    );
    expect(check(json('GET', '/api/flights/12', 200, { ...flight, passengers: { data: [{ id: 'x' }] } }))).toMatch(
      /\/passengers/,
    );
  });

  it('refuses a status, a content type or a body the document does not list', () => {
    expect(check(json('GET', '/api/flights/12', 409, { message: 'x' }))).toMatch(
      /answered 409, a status the document does not list \(it lists 200, 401, 403, 404, 422\)/,
    );
    expect(
      check({ method: 'GET', url: '/api/bags/3/label', status: 200, contentType: 'application/json', body: '{}' }),
    ).toMatch(/as application\/json, where the document says application\/pdf/);
    expect(
      check({
        method: 'DELETE',
        url: '/api/tokens/3',
        status: 204,
        contentType: 'application/json',
        body: '{"ok":true}',
      }),
    ).toMatch(/with a body, where the document says no content/);
    expect(check(json('GET', '/api/flights/12', 404, { errors: {} }))).toMatch(/must have required property 'message'/);
  });

  it('leaves paths the document does not name to their own tests', () => {
    expect(check(json('GET', '/api/missing', 404, { message: 'There is no API path GET /api/missing.' }))).toBeNull();
    expect(check(json('GET', '/trpc/auth.me', 200, {}))).toBeNull();
  });
});
