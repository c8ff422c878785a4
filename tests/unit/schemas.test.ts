import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  CreateAirportSchema,
  CreateUserSchema,
  UpdateUserSchema,
  ZonesQuerySchema,
} from '../../src/shared/schemas/admin';
import { ChangePasswordSchema, LangSchema, LoginSchema } from '../../src/shared/schemas/auth';
import { DateTimeSchema, IdParamSchema, IdSchema, LocalDaySchema, PageSchema } from '../../src/shared/schemas/common';
import { TrackSchema } from '../../src/shared/schemas/tracking';
import { ClaimReportSchema } from '../../src/shared/schemas/claim-reports';

/** Issues as `{ 'dot.path': ['errors.key'] }`, the shape the server translates. */
function issues(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.issues) (out[v.getDotPath(issue) ?? 'body'] ??= []).push(issue.message);
  return out;
}

const validUser = {
  name: 'Grace Mbuyi',
  email: 'grace@example.test',
  username: 'grace',
  password: 'first-password',
  role: 'agent',
  service_id: 3,
};

describe('ChangePasswordSchema', () => {
  const base = {
    current_password: 'old-password',
    new_password: 'new-password',
    new_password_confirmation: 'new-password',
  };

  it('accepts a matching confirmation', () => {
    expect(v.parse(ChangePasswordSchema, base)).toEqual(base);
  });

  it('puts a mismatch on new_password_confirmation', () => {
    expect(issues(ChangePasswordSchema, { ...base, new_password_confirmation: 'new-passworD' })).toEqual({
      new_password_confirmation: ['errors.passwordMismatch'],
    });
  });

  it('refuses a new password under 8 characters on new_password', () => {
    expect(
      issues(ChangePasswordSchema, { ...base, new_password: 'short77', new_password_confirmation: 'short77' }),
    ).toEqual({
      new_password: ['errors.passwordTooShort'],
    });
  });

  it('requires every field', () => {
    expect(Object.keys(issues(ChangePasswordSchema, {})).sort()).toEqual([
      'current_password',
      'new_password',
      'new_password_confirmation',
    ]);
  });
});

describe('CreateUserSchema', () => {
  it('trims and lower-cases the e-mail and username', () => {
    const parsed = v.parse(CreateUserSchema, {
      ...validUser,
      email: '  Grace.Mbuyi@Example.TEST ',
      username: ' Grace_M ',
    });
    expect(parsed.email).toBe('grace.mbuyi@example.test');
    expect(parsed.username).toBe('grace_m');
  });

  it('trims the name but keeps the password exactly as typed', () => {
    const parsed = v.parse(CreateUserSchema, { ...validUser, name: '  Grace  ', password: '  spaced pass  ' });
    expect(parsed.name).toBe('Grace');
    expect(parsed.password).toBe('  spaced pass  ');
  });

  it.each([
    ['email', { email: 'grace@' }, 'errors.invalidEmail'],
    ['username', { username: 'grace m' }, 'errors.invalidUsername'],
    ['role', { role: 'root' }, 'errors.invalidRole'],
    ['password', { password: '1234567' }, 'errors.passwordTooShort'],
    ['service_id', { service_id: '3' }, 'errors.invalidNumber'],
    ['service_id', { service_id: 0 }, 'errors.invalidNumber'],
    ['service_id', { service_id: 2 ** 31 }, 'errors.invalidNumber'],
    ['name', { name: 'x'.repeat(121) }, 'errors.tooLong'],
    ['lang', { lang: 'de' }, 'errors.invalidLang'],
  ])('refuses a bad %s', (field, override, key) => {
    expect(issues(CreateUserSchema, { ...validUser, ...override })[field]).toContain(key);
  });

  it('accepts a null or missing airport_id', () => {
    expect(v.parse(CreateUserSchema, { ...validUser, airport_id: null }).airport_id).toBeNull();
    expect(v.parse(CreateUserSchema, validUser).airport_id).toBeUndefined();
  });
});

describe('UpdateUserSchema', () => {
  it('takes the id as a number (tRPC) or as the text of a URL path (REST)', () => {
    expect(v.parse(UpdateUserSchema, { ...validUser, id: 7 }).id).toBe(7);
    expect(v.parse(UpdateUserSchema, { ...validUser, id: '7' }).id).toBe(7);
    expect(issues(UpdateUserSchema, { ...validUser, id: 'seven' }).id).toBeDefined();
  });

  it('lets the password be left out or empty, but not short', () => {
    expect(issues(UpdateUserSchema, { ...validUser, id: 1, password: undefined })).toEqual({});
    expect(issues(UpdateUserSchema, { ...validUser, id: 1, password: '' })).toEqual({});
    expect(Object.keys(issues(UpdateUserSchema, { ...validUser, id: 1, password: 'short' }))).toEqual(['password']);
  });
});

describe('Ids and pages', () => {
  it.each([[1], [2_147_483_647]])('IdSchema accepts %s', (id) => {
    expect(v.parse(IdSchema, id)).toBe(id);
  });

  it.each([[0], [-1], [1.5], [2_147_483_648], [Number.NaN], ['1']])('IdSchema refuses %s', (id) => {
    expect(v.safeParse(IdSchema, id).success).toBe(false);
  });

  it('IdParamSchema turns path text into a number and refuses what is not a positive integer', () => {
    expect(v.parse(IdParamSchema, '42')).toBe(42);
    for (const bad of ['', 'abc', '1.5', '-1', '0', '1e3', '99999999999', ' 1'])
      expect(v.safeParse(IdParamSchema, bad).success, bad).toBe(false);
  });

  it('PageSchema defaults to 1 and reads page numbers from the query string', () => {
    expect(v.parse(PageSchema, undefined)).toBe(1);
    expect(v.parse(PageSchema, '3')).toBe(3);
    for (const bad of ['0', 'abc', '1.5', '-2', 0])
      expect(v.safeParse(PageSchema, bad).success, String(bad)).toBe(false);
    // a number as well as text: a page past PostgreSQL's OFFSET range failed the query
    expect(v.parse(PageSchema, 999_999)).toBe(999_999);
    for (const bad of [1_000_000, 1e300, 2 ** 53, Number.POSITIVE_INFINITY])
      expect(v.safeParse(PageSchema, bad).success, String(bad)).toBe(false);
  });

  it('ZonesQuerySchema reads airport_id from the query string and refuses 0', () => {
    expect(v.parse(ZonesQuerySchema, { airport_id: '12' })).toEqual({ airport_id: 12 });
    expect(v.parse(ZonesQuerySchema, {})).toEqual({});
    expect(v.safeParse(ZonesQuerySchema, { airport_id: '0' }).success).toBe(false);
  });
});

describe('Other auth and admin schemas', () => {
  it('LoginSchema trims the login but not the password', () => {
    expect(v.parse(LoginSchema, { email: ' grace ', password: ' pw ' })).toEqual({ email: 'grace', password: ' pw ' });
    expect(Object.keys(issues(LoginSchema, { email: ' ', password: '' })).sort()).toEqual(['email', 'password']);
  });

  it('LangSchema accepts en and fr only', () => {
    expect(v.parse(LangSchema, { lang: 'en' })).toEqual({ lang: 'en' });
    expect(issues(LangSchema, { lang: 'EN' })).toEqual({ lang: ['errors.invalidLang'] });
  });

  it('CreateAirportSchema upper-cases a three-letter code and refuses others', () => {
    expect(v.parse(CreateAirportSchema, { code: ' fih ', name: 'Kinshasa' }).code).toBe('FIH');
    for (const code of ['FI', 'FIHH', 'F1H', 'ÉIH'])
      expect(issues(CreateAirportSchema, { code, name: 'x' }).code, code).toEqual(['errors.invalidAirportCode']);
  });
});

describe('Track by flight', () => {
  it('TrackSchema refuses a flight number holding U+0000, which PostgreSQL text cannot hold', () => {
    expect(v.parse(TrackSchema, { flight_number: ' 8z101 ', flight_date: '2026-11-25' })).toEqual({
      flight_number: '8Z101',
      flight_date: '2026-11-25',
    });
    expect(v.safeParse(TrackSchema, { flight_number: '8Z\u0000', flight_date: '2026-11-25' }).success).toBe(false);
  });
});

describe('Local days', () => {
  it('LocalDaySchema takes a day the calendar has, trimmed', () => {
    expect(v.parse(LocalDaySchema, ' 2028-02-29 ')).toBe('2028-02-29');
  });

  // text that is no date reached the date arithmetic, which threw: 400 "not JSON" instead of a 422 naming the field;
  // the last day of 9999 has no next midnight to read up to (a 500)
  it.each([
    ['2026-02-30'],
    ['2026-13-01'],
    ['abc'],
    ['-1'],
    ['1e300'],
    [''],
    ['0000-01-01'],
    ['9999-12-31'],
    ['2026-1-5'],
  ])('LocalDaySchema refuses %j without throwing', (day) => {
    expect(v.safeParse(LocalDaySchema, day).success).toBe(false);
  });

  // year 0 does not exist for PostgreSQL (a 500 once it reached the database); years 1 to 99 are years, not 19xx
  it('takes the years 1 to 99 as they are written and refuses year 0, as days and as date-times', () => {
    expect(v.parse(LocalDaySchema, '0026-11-22')).toBe('0026-11-22');
    expect(v.safeParse(DateTimeSchema, '0026-11-22T08:30').success).toBe(true);
    expect(v.safeParse(DateTimeSchema, '0000-01-01T00:00').success).toBe(false);
    expect(v.safeParse(DateTimeSchema, '0026-02-29T08:30').success).toBe(false);
  });
});

describe('Report periods', () => {
  it('ClaimReportSchema names only `from` when it is no date, not a reversed period as well', () => {
    const result = v.safeParse(ClaimReportSchema, { from: 'abc', to: '2026-11-30' });
    expect(result.success).toBe(false);
    expect(Object.keys(v.flatten(result.issues!).nested ?? {})).toEqual(['from']);
    const reversed = v.safeParse(ClaimReportSchema, { from: '2026-12-01', to: '2026-11-30' });
    expect(Object.keys(v.flatten(reversed.issues!).nested ?? {})).toEqual(['to']);
  });
});
