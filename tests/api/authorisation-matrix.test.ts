import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../src/server/router';
import { restRoutes } from '../../src/server/rest/routes';
import type { ProcedureMeta } from '../../src/server/platform/trpc';
import { can, opensScreens, ROLES, SERVICES, type Actor, type Role, type ServiceSlug } from '../../src/shared/roles';
import { createSession, SESSION_COOKIE } from '../../src/server/auth/session';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import {
  adminAuth,
  createAirport,
  createToken,
  createUser,
  createZone,
  serviceId,
  signedIn,
} from '../helpers/factories';
import { insertFlight, insertPassenger, uniqueBagTag } from '../helpers/flights';
import { operationsOf, type Document } from '../helpers/openapi-check';

// Who may call what, as one table. Every documented operation is called by every kind of caller
// (nobody, a session of each role of each service, an API token of each of them, a session that forgets
// X-Requested-With, an admin's session and token while their password must be changed) and must answer exactly
// what the rule its procedure declares (meta.access, the very value the OpenAPI document's 401/403 and "who may
// call" come from) says of that caller, through `can` of src/shared/roles.ts: 401 to nobody, 403 when
// `can[policy]` refuses or the session's password must be changed first (unless meta.beforePasswordChange),
// and anything but 401/403 when it admits.
//
// The door is checked before the input: `allowed(policy)` is a middleware added before `.input()`, and tRPC
// runs a procedure's middlewares in the order they were added, the input parser being one of them. So the
// calls send an empty body and unknown ids (2147483647): an admitted caller meets 422 or 404 and nothing
// changes, a refused one 401 or 403. Were the order ever reversed, every refused caller would get 422 and
// this test would say so.

type Access = NonNullable<ProcedureMeta['access']> | 'public';

/** The only operations open to everybody: an operation whose procedure declares no rule must be listed here. */
const PUBLIC = new Set([
  'POST /login',
  // the passengers' own claim pages: no account; what proves a claim is theirs is in each call
  'POST /api/public/claims',
  'POST /api/public/claims/lookup',
  'POST /api/public/claims/receipt',
  'PATCH /api/public/claims/{reference}',
]);

/** Operations whose admitted call ends the caller's session: each caller gets a session of its own for it. */
const ENDS_SESSION = new Set(['POST /logout']);

const UNKNOWN_ID = 2147483647;
const keyOf = (method: string, path: string) => `${method} ${path.replace(/:(\w+)/g, '{$1}')}`;

type Procedures = Record<string, { _def: { meta?: ProcedureMeta } } | undefined>;
const metaOf = (procedure: string) => (appRouter._def.procedures as unknown as Procedures)[procedure]?._def;
const accessOf = (procedure: string): Access | undefined => {
  const found = metaOf(procedure);
  return found ? (found.meta?.access ?? 'public') : undefined;
};

/** THE table: each operation of the REST table with the rule at its door, read off its procedure. */
const TABLE = restRoutes().map((r) => ({
  key: keyOf(r.method, r.path),
  method: r.method,
  procedure: r.procedure,
  access: accessOf(r.procedure),
  beforePasswordChange: !!metaOf(r.procedure)?.meta?.beforePasswordChange,
}));

type Caller = {
  label: string;
  kind:
    | 'anonymous'
    | 'session'
    | 'token'
    | 'revoked token'
    | 'session without X-Requested-With'
    | 'session of a password to change';
  /** Who the caller acts as; a token acts as its owner. */
  actor?: Actor & { role: Role; id: number };
  auth: Auth;
};

type Outcome = 'admitted' | 401 | 403 | 404;

/** What the rule of an operation says of a caller: the one place expectations come from. */
function expected(access: Access, caller: Caller, mutating: boolean, beforePasswordChange: boolean): Outcome {
  // a Bearer token is checked before any path, a public one too: a bad one is never taken for nobody
  if (caller.kind === 'revoked token') return 401;
  // a cookie call that changes data without X-Requested-With is refused before anything else
  if (caller.kind === 'session without X-Requested-With' && mutating) return 403;
  if (access === 'public') return 'admitted';
  if (!caller.actor) return 401;
  // a password someone else chose opens only the current user, sign-out and the password change (trpc.ts)
  if (caller.kind === 'session of a password to change' && !beforePasswordChange) return 403;
  // "every signed-in user" is every person: an integration account only sends messages (roles.ts)
  if (access === 'signedIn') return beforePasswordChange || opensScreens(caller.actor) ? 'admitted' : 403;
  return can[access](caller.actor) ? 'admitted' : 403;
}

/** Whether the door of an operation (its rule alone) refuses a signed-in actor, before any finer rule. */
function refusedAtDoor(key: string, actor: Actor): boolean {
  const access = TABLE.find((r) => r.key === key)?.access;
  if (!access || access === 'public') return false;
  return access === 'signedIn' ? !opensScreens(actor) : !can[access](actor);
}

const outcomeOf = (status: number): Outcome | `${number}` =>
  status === 401 || status === 403 ? status : status >= 500 ? `${status}` : status === 404 ? 404 : 'admitted';

/** Beyond their policy, some procedures look at the record or the body. */
type FinerCase = {
  /** Why the answer differs from the policy alone. */
  why: string;
  /** The call, made for each caller (fresh records where an admitted call would use them up). */
  call: (caller: Caller) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown }>;
  /** The answer for a signed-in caller (nobody gets 401 on all of these). */
  expect: (actor: Actor) => Outcome;
  /** What must still hold once every caller has tried. */
  afterwards?: () => Promise<void>;
};

const ownServiceOrAdmin = (slug: ServiceSlug) => (a: Actor) => a.role === 'admin' || a.service.slug === slug;

describe.each(databases())('The authorisation matrix on %s', (kind) => {
  const t = useTestApp(kind);
  let callers: Caller[];
  let doc: Document;
  /** The finer rules, keyed by operation: the exceptions to "the policy decides". */
  let FINER: Record<string, FinerCase[]>;

  beforeAll(async () => {
    doc = expectJson(await api(t).get('/api/openapi.json'), 200);
    const sessions: Caller[] = [];
    const tokens: Caller[] = [];
    for (const service of SERVICES) {
      for (const role of ROLES) {
        // no airport: see the POST /api/bags case below
        const { user, auth } = await signedIn(t, { role, service: service.slug });
        const actor = { id: user.id, role, service: { slug: service.slug } };
        sessions.push({ label: `${role} of ${service.slug} (session)`, kind: 'session', actor, auth });
        tokens.push({
          label: `${role} of ${service.slug} (token)`,
          kind: 'token',
          actor,
          auth: { token: (await createToken(t, auth)).token },
        });
      }
    }
    const admin = sessions.find((c) => c.actor!.role === 'admin')!;
    const revoked = await createToken(t, admin.auth as { cookie: string });
    expect((await api(t, admin.auth).delete(`/api/tokens/${revoked.id}`)).statusCode).toBe(204);
    // an administrator (who may do the most) whose password must be changed; their token made before still works
    const toChange = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
    const toChangeToken = (await createToken(t, toChange.auth)).token;
    const { name, email, username, role, service_id } = toChange.user;
    expectJson(
      await api(t, admin.auth).put(`/api/users/${toChange.user.id}`, {
        name,
        email,
        username,
        role,
        service_id,
        must_change_password: true,
      }),
      200,
    );
    const toChangeActor = { id: toChange.user.id, role: 'admin' as const, service: { slug: 'admin-and-it' as const } };
    callers = [
      { label: 'nobody', kind: 'anonymous', auth: null },
      { label: 'a revoked token', kind: 'revoked token', auth: { token: revoked.token } },
      ...sessions,
      ...tokens,
      { ...admin, label: `${admin.label} without X-Requested-With`, kind: 'session without X-Requested-With' },
      {
        label: 'an admin whose password must be changed (session)',
        kind: 'session of a password to change',
        actor: toChangeActor,
        auth: toChange.auth,
      },
      {
        label: 'an admin whose password must be changed (token)',
        kind: 'token',
        actor: toChangeActor,
        auth: { token: toChangeToken },
      },
    ];
    FINER = await finerRules(t);
  });

  it('has a row for every documented operation, and every row a declared rule', () => {
    const rows = new Map(TABLE.map((r) => [r.key, r]));
    const missing = operationsOf(doc)
      .map((o) => `${o.method} ${o.template}`)
      .filter((key) => !rows.has(key));
    expect(missing, 'documented operations the REST table does not have').toEqual([]);
    const undeclared = TABLE.filter((r) => r.access === 'public' && !PUBLIC.has(r.key)).map(
      (r) => `${r.key} (${r.procedure})`,
    );
    expect(
      undeclared,
      'procedures without meta.access: build them with authedProcedure or allowed(policy), or add the operation to PUBLIC',
    ).toEqual([]);
    const stalePublic = [...PUBLIC].filter((key) => rows.get(key)?.access !== 'public');
    expect(stalePublic, 'PUBLIC lists operations that are gone or have a rule').toEqual([]);
    const unknownFiner = Object.keys(FINER).filter((key) => !rows.has(key));
    expect(unknownFiner, 'finer rules for operations that are gone').toEqual([]);
  });

  it.each(TABLE.map((r) => [r.key, r] as const))('%s lets in exactly whom its rule admits', async (key, row) => {
    expect(row.access, `${key}: no procedure ${row.procedure}`).toBeDefined();
    const access = row.access!;
    const mutating = row.method !== 'GET';
    const url = key.slice(row.method.length + 1).replace(/\{\w+\}/g, String(UNKNOWN_ID));
    const problems = await Promise.all(
      callers.map(async (caller) => {
        const want = expected(access, caller, mutating, row.beforePasswordChange);
        const auth = ENDS_SESSION.has(key) && caller.kind !== 'token' ? await freshSession(t, caller) : caller.auth;
        return check(t, caller, { method: row.method, url, body: mutating ? {} : undefined }, auth, want);
      }),
    );
    expect(problems.filter(Boolean), `${key} (${access === 'public' ? 'public' : access})`).toEqual([]);
  });

  it('applies each finer rule (record, service, airport) beyond the policy', async () => {
    const problems: string[] = [];
    for (const [key, cases] of Object.entries(FINER)) {
      for (const c of cases) {
        for (const caller of callers) {
          // the policy's matrix covers them: refused before any finer rule is looked at
          if (caller.kind === 'session without X-Requested-With' || caller.kind === 'session of a password to change')
            continue;
          const call = await c.call(caller);
          const want =
            caller.actor && caller.kind !== 'revoked token'
              ? refusedAtDoor(key, caller.actor)
                ? 403
                : c.expect(caller.actor)
              : 401;
          const problem = await check(t, caller, call, caller.auth, want);
          if (problem) problems.push(`${key}, ${c.why}: ${problem}`);
        }
        await c.afterwards?.();
      }
    }
    expect(problems).toEqual([]);
  });
});

/** Null when the caller got what the rule says, else what happened. */
async function check(
  t: TestApp,
  caller: Caller,
  call: { method: string; url: string; body?: unknown },
  auth: Auth,
  want: Outcome,
): Promise<string | null> {
  try {
    const res = await request(t, call.method, call.url, {
      auth,
      body: call.body,
      xhr: caller.kind !== 'session without X-Requested-With',
      headers: { 'accept-language': 'en' },
    });
    const got = outcomeOf(res.statusCode);
    // admitted: any answer but 401, 403 and 5xx (an unknown id's 404 included); 404 alone when a case expects it
    const matches = got === want || (want === 'admitted' && got === 404);
    if (!matches) return `${caller.label}: expected ${want}, got ${res.statusCode} ${res.body.slice(0, 160)}`;
    if (typeof got === 'number' && typeof JSON.parse(res.body).message !== 'string')
      return `${caller.label}: ${res.statusCode} without a message`;
    return null;
  } catch (err) {
    return `${caller.label}: ${(err as Error).message}`; // an answer the document does not describe
  }
}

/** A new session of the caller's user, for calls that end it. */
async function freshSession(t: TestApp, caller: Caller): Promise<Auth> {
  if (!caller.actor) return null;
  const { token } = await createSession(t.database.db, caller.actor.id);
  return { cookie: `${SESSION_COOKIE}=${token}` };
}

/**
 * The exceptions to "the policy decides", each with why. Scoping that changes what an answer holds rather than
 * whether it is given (a flight's or a tag search's passengers are null outside the passenger-side services)
 * is no door and is tested with its data (flights.test.ts, tracking.test.ts).
 */
async function finerRules(t: TestApp): Promise<Record<string, FinerCase[]>> {
  const admin = api(t, await adminAuth(t));
  const cargo = await serviceId(t, 'cargo');
  const airport = await createAirport(t);
  const zone = await createZone(t, airport.id);
  const shift = expectJson(
    await admin.post('/api/shifts', {
      started_at: '2031-01-10T06:00',
      ended_at: '2031-01-10T14:00',
      service_id: cargo,
    }),
    201,
  );
  const worker = await createUser(t, { service: 'cargo' });
  const kept = expectJson(
    await admin.post('/api/shift-assignments', { shift_id: shift.id, user_id: worker.id, zone_id: zone.id }),
    201,
  );
  /** A new assignment in the cargo shift, for each DELETE: an admitted one removes it. */
  const freshAssignment = async () => {
    const user = await createUser(t, { service: 'cargo' });
    return expectJson(
      await admin.post('/api/shift-assignments', { shift_id: shift.id, user_id: user.id, zone_id: zone.id }),
      201,
    ).id as number;
  };
  const flight = await insertFlight(t);
  const passenger = await insertPassenger(t, flight.id);
  const stranger = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
  const strangersToken = await createToken(t, stranger.auth);
  const editsCargoShifts = (a: Actor) => can.editShifts(a) && ownServiceOrAdmin('cargo')(a);
  const admitsIf =
    (rule: (a: Actor) => boolean) =>
    (a: Actor): Outcome =>
      rule(a) ? 'admitted' : 403;
  let day = 0;

  return {
    'GET /api/services/users': [
      {
        why: "another service's users: only an admin (a user reads their own service)",
        call: async () => ({ method: 'GET', url: `/api/services/users?service_id=${cargo}` }),
        expect: admitsIf(ownServiceOrAdmin('cargo')),
      },
    ],
    'GET /api/shifts': [
      {
        why: "another service's shifts are not refused: a non-admin gets their own whatever service_id says",
        call: async () => ({ method: 'GET', url: `/api/shifts?service_id=${cargo}` }),
        expect: () => 'admitted',
      },
    ],
    'GET /api/shifts/{id}': [
      {
        why: 'a cargo shift: its service or an admin',
        call: async () => ({ method: 'GET', url: `/api/shifts/${shift.id}` }),
        expect: admitsIf(ownServiceOrAdmin('cargo')),
      },
    ],
    'PUT /api/shifts/{id}': [
      {
        why: 'a cargo shift, same times: supervisors of cargo and admins',
        call: async () => ({
          method: 'PUT',
          url: `/api/shifts/${shift.id}`,
          body: { started_at: '2031-01-10T06:00', ended_at: '2031-01-10T14:00' },
        }),
        expect: admitsIf(editsCargoShifts),
      },
    ],
    'POST /api/shifts': [
      {
        why: 'a shift of cargo: supervisors of cargo and admins',
        call: async () => {
          day += 1; // each admitted call adds a shift: a day of its own keeps them apart
          const d = `2032-02-${String((day % 28) + 1).padStart(2, '0')}`;
          return {
            method: 'POST',
            url: '/api/shifts',
            body: { started_at: `${d}T06:00`, ended_at: `${d}T14:00`, service_id: cargo },
          };
        },
        expect: admitsIf(editsCargoShifts),
      },
    ],
    'GET /api/services/{serviceId}/shifts/{shiftId}/available-users': [
      {
        why: 'a cargo shift: supervisors of cargo and admins',
        call: async () => ({ method: 'GET', url: `/api/services/${cargo}/shifts/${shift.id}/available-users` }),
        expect: admitsIf(editsCargoShifts),
      },
    ],
    'POST /api/shift-assignments': [
      {
        why: 'into a cargo shift: supervisors of cargo and admins (once admitted, the same person again is a 409)',
        call: async () => ({
          method: 'POST',
          url: '/api/shift-assignments',
          body: { shift_id: shift.id, user_id: worker.id, zone_id: zone.id },
        }),
        expect: admitsIf(editsCargoShifts),
      },
    ],
    'PUT /api/shift-assignments/{id}': [
      {
        why: 'an assignment of a cargo shift, unchanged: supervisors of cargo and admins',
        call: async () => ({
          method: 'PUT',
          url: `/api/shift-assignments/${kept.id}`,
          body: { user_id: worker.id, zone_id: zone.id },
        }),
        expect: admitsIf(editsCargoShifts),
      },
    ],
    'DELETE /api/shift-assignments/{id}': [
      {
        why: 'an assignment of a cargo shift: supervisors of cargo and admins',
        call: async () => ({ method: 'DELETE', url: `/api/shift-assignments/${await freshAssignment()}` }),
        expect: admitsIf(editsCargoShifts),
      },
    ],
    'POST /api/bags': [
      {
        why: 'a bag is added at an airport, so no airport no bag: the callers here have none, so even those the policy admits get 403',
        call: async () => ({
          method: 'POST',
          url: '/api/bags',
          body: { bag_tag_number: uniqueBagTag(), weight: 12, passenger_id: passenger.id, airport_id: airport.id },
        }),
        expect: () => 403,
      },
    ],
    'DELETE /api/tokens/{id}': [
      {
        why: "another user's token: a token is its owner's alone, so it is unknown (404) to everyone else, admins too",
        call: async () => ({ method: 'DELETE', url: `/api/tokens/${strangersToken.id}` }),
        expect: () => 404,
        afterwards: async () => void expectJson(await api(t, { token: strangersToken.token }).get('/api/user'), 200),
      },
    ],
  };
}
