import { TRPCError } from '@trpc/server';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { violatedUniqueIndex } from '../../src/server/platform/db/unique-violation';
import { fail, invalidField, orConflict, toErrorResponse } from '../../src/server/platform/errors';
import { pickLocale } from '../../src/server/platform/i18n';

describe('pickLocale', () => {
  it('prefers the stored language, then the browser’s, then French', () => {
    expect(pickLocale('en', 'fr-FR')).toBe('en');
    expect(pickLocale('fr', 'en-US')).toBe('fr');
    expect(pickLocale(null, 'de-DE,en-GB;q=0.8')).toBe('en');
    expect(pickLocale(undefined, 'de-DE,es')).toBe('fr');
    expect(pickLocale(null, undefined)).toBe('fr');
  });
});

describe('toErrorResponse', () => {
  it('maps app error codes to their HTTP statuses (404 unknown, 409 duplicate, 403, 429…), with the message in the caller’s language', () => {
    expect(toErrorResponse(fail('NOT_FOUND', 'userNotFound', { id: 9 }), 'en', 'r1')).toEqual({
      status: 404,
      body: { message: 'There is no user 9.' },
    });
    expect(toErrorResponse(fail('NOT_FOUND', 'userNotFound', { id: 9 }), 'fr', 'r1')).toEqual({
      status: 404,
      body: { message: 'L’utilisateur 9 n’existe pas.' },
    });
    expect(toErrorResponse(fail('CONFLICT', 'airportCodeTaken', { code: 'FIH' }), 'en', 'r1').status).toBe(409);
    expect(toErrorResponse(fail('FORBIDDEN', 'forbidden'), 'en', 'r1').status).toBe(403);
    expect(toErrorResponse(fail('TOO_MANY_REQUESTS', 'tooManyRequests', { seconds: 5 }), 'en', 'r1')).toEqual({
      status: 429,
      body: { message: 'Too many attempts. Try again in 5 seconds.' },
    });
  });

  it('answers a one-field 422 with errors keyed by the field', () => {
    expect(toErrorResponse(invalidField('service_id', 'serviceNotFound', { id: 4 }), 'en', 'r1')).toEqual({
      status: 422,
      body: { message: 'Some fields are not valid.', errors: { service_id: ['There is no service 4.'] } },
    });
  });

  it('hides an unexpected error behind a 500 that names the request id, without its text', () => {
    const res = toErrorResponse(new Error('relation "users" does not exist'), 'en', 'req-123');
    expect(res.status).toBe(500);
    expect(res.body.request_id).toBe('req-123');
    expect(res.body.message).toContain('req-123');
    expect(res.body.message).not.toContain('relation');
    expect(toErrorResponse(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'boom' }), 'en', 'r2').status).toBe(
      500,
    );
  });

  it('answers tRPC’s own parse errors with 400', () => {
    expect(toErrorResponse(new TRPCError({ code: 'PARSE_ERROR' }), 'en', 'r1')).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON.' },
    });
  });
});

describe('unique violations (23505) through drizzle and tRPC', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.db.execute(sql`insert into airports (code, name) values ('FIH', 'Kinshasa')`);
  });
  afterAll(() => database?.close());

  const duplicate = () => database.db.execute(sql`insert into airports (code, name) values ('FIH', 'Twin')`);
  // what a driver without drizzle's wrapper throws, as postgres.js names the index
  const postgresJs = Object.assign(new Error('duplicate key value'), {
    code: '23505',
    constraint_name: 'zones_airport_name_key',
  });

  it('names the index behind drizzle’s wrapper (PGlite’s `constraint`) and postgres.js’s `constraint_name`', async () => {
    const err = await duplicate().then(
      () => null,
      (e: unknown) => e,
    );
    expect(violatedUniqueIndex(err)).toBe('airports_code_key');
    expect(violatedUniqueIndex(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err }))).toBe('airports_code_key');
    expect(violatedUniqueIndex(Object.assign(new Error('wrapped'), { cause: postgresJs }))).toBe(
      'zones_airport_name_key',
    );
    expect(violatedUniqueIndex(new Error('relation "users" does not exist'))).toBeNull();
    expect(violatedUniqueIndex(Object.assign(new Error('fk'), { code: '23503' }))).toBeNull();
  });

  it('orConflict answers the 409 of the index, a plain 409 for another index, and lets other errors through', async () => {
    const taken = () => fail('CONFLICT', 'airportCodeTaken', { code: 'FIH' });
    await expect(orConflict(duplicate(), { airports_code_key: taken })).rejects.toMatchObject({
      code: 'CONFLICT',
      msg: { key: 'airportCodeTaken' },
    });
    await expect(orConflict(duplicate(), {})).rejects.toMatchObject({
      code: 'CONFLICT',
      msg: { key: 'duplicateValue' },
    });
    const other = new Error('connection lost');
    await expect(orConflict(Promise.reject(other), { airports_code_key: taken })).rejects.toBe(other);
    expect(await orConflict(Promise.resolve(7), {})).toBe(7);
  });

  it('a duplicate no service expected is still a 409, not a 500', async () => {
    const err = await duplicate().then(
      () => null,
      (e: unknown) => e,
    );
    expect(toErrorResponse(new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err }), 'en', 'r3')).toEqual({
      status: 409,
      body: { message: 'This value is already used by another record.' },
    });
  });
});
