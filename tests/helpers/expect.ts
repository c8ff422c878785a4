import { expect } from 'vitest';

type Res = { statusCode: number; headers: Record<string, unknown>; body: string; json: () => any };

/** The answer is JSON with this status; returns the parsed body. */
export function expectJson(res: Res, status: number): any {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  return res.json();
}

/** An error body as every failing answer has it: `{message}` and, on 422, `errors: {field: [text]}` naming exactly these fields. */
export function expectError(res: Res, status: number, fields?: string[]): any {
  const body = expectJson(res, status);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body).not.toHaveProperty('stack');
  if (fields) {
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
    for (const messages of Object.values(body.errors as Record<string, unknown>)) {
      expect(Array.isArray(messages)).toBe(true);
      for (const m of messages as unknown[]) expect(typeof m).toBe('string');
    }
  }
  return body;
}

/** The fields the API gives of the current user, and never any password material. */
export const USER_FIELDS = [
  'id',
  'name',
  'email',
  'username',
  'role',
  'service',
  'airport',
  'lang',
  'avatar_url',
  'email_verified_at',
  'updated_at',
  'disabled_at',
  'must_change_password',
];

export function expectCurrentUser(user: any) {
  for (const field of USER_FIELDS) expect(user, `field ${field}`).toHaveProperty(field);
  expect(Number.isInteger(user.id)).toBe(true);
  expect(['admin', 'supervisor', 'agent']).toContain(user.role);
  expect(['en', 'fr']).toContain(user.lang);
  expect(Object.keys(user.service).sort()).toEqual(['id', 'name', 'slug']);
  if (user.airport !== null) expect(Object.keys(user.airport).sort()).toEqual(['code', 'id', 'name']);
  expect(new Date(user.updated_at).toISOString()).toBe(user.updated_at);
  for (const secret of ['password', 'password_hash', 'passwordHash']) expect(user).not.toHaveProperty(secret);
}
