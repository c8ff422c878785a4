import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, createToken, createZone, signedIn } from '../helpers/factories';
import { multipart } from '../helpers/flights';
import { solidPng, webpSized } from '../helpers/images';

// The audit rows written by lost and found (claims, found bags, their photos, matches) and by shifts and their
// assignments, as an integrator sees them: the change through the REST API, then the record's rows in GET /api/audit.

type AuditRow = {
  actor: { kind: string; user_id: number | null; name: string; token_name: string | null };
  ip: string | null;
  entity: string;
  entity_id: number;
  action: string;
  changes: Record<string, { old: unknown; new: unknown }> | null;
};

/** The rows of one record, newest first, as the admin reads them. */
async function rowsOf(t: TestApp, entity: string, id: number): Promise<AuditRow[]> {
  return expectJson(await api(t, await adminAuth(t)).get(`/api/audit?entity=${entity}&entity_id=${id}`), 200).data;
}
/** How many rows an entity has in all: a refused change must leave it as it was. */
async function countOf(t: TestApp, entity: string): Promise<number> {
  return expectJson(await api(t, await adminAuth(t)).get(`/api/audit?entity=${entity}`), 200).total;
}

const claimForm = (arrival: number, extra: Record<string, unknown> = {}) => ({
  status: 'DELAYED',
  arrival_airport: arrival,
  contact_name: `Contact ${randomInt(1e9)}`,
  contact_phone: '+243 81 000 0000',
  temporary_address: 'Hotel Memling, Kinshasa',
  ...extra,
});

const uploadPhoto = (t: TestApp, auth: Auth, id: number, content: Uint8Array) => {
  const { payload, headers } = multipart([{ name: 'photo', filename: 'bag.png', content, contentType: 'image/png' }]);
  return request(t, 'PUT', `/api/found-bags/${id}/photo`, { auth, body: payload, headers });
};

let dayCounter = randomInt(0, 3000);
function freshDay() {
  dayCounter += 1;
  return new Date(Date.UTC(2033, 0, 1) + dayCounter * 86_400_000).toISOString().slice(0, 10);
}

describe.each(databases())('audit rows of lost and found, shifts and assignments on %s', (kind) => {
  const t = useTestApp(kind);

  async function desk() {
    const airport = await createAirport(t);
    const agent = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id, lang: 'en' });
    return { airport, agent, a: api(t, agent.auth) };
  }

  it('a claim made through an API token: create names the token; a status change has the old and new status', async () => {
    const { airport, agent } = await desk();
    const token = await createToken(t, agent.auth, 'desk tablet');
    const a = api(t, { token: token.token });
    const claim = expectJson(await a.post('/api/baggage-claim', claimForm(airport.id, { bag_color: 'RD' })), 201);
    const [created] = await rowsOf(t, 'claim', claim.id);
    expect(created).toMatchObject({
      actor: { kind: 'token', user_id: agent.user.id, name: agent.user.username, token_name: 'desk tablet' },
      entity: 'claim',
      entity_id: claim.id,
      action: 'create',
      changes: { status: { old: null, new: 'DELAYED' }, bag_color: { old: null, new: 'RD' } },
    });
    expect(created!.ip).toBeTruthy();

    expectJson(await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'LOST', note: 'Two weeks' }), 200);
    const [changed] = await rowsOf(t, 'claim', claim.id);
    expect(changed).toMatchObject({ action: 'status_change', changes: { status: { old: 'DELAYED', new: 'LOST' } } });
    // the same status again changes nothing of the claim: no row
    expectJson(await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'LOST' }), 200);
    expect(await rowsOf(t, 'claim', claim.id)).toHaveLength(2);
    // the token's name is written down, never the token itself
    const csv = (await api(t, await adminAuth(t)).get('/api/audit.csv')).body;
    expect(csv).toContain('desk tablet');
    expect(csv).not.toContain(token.token);
  });

  it('refused claim changes write no row', async () => {
    const { airport, a } = await desk();
    const before = await countOf(t, 'claim');
    expectError(await a.post('/api/baggage-claim', claimForm(airport.id, { status: 'Stolen' })), 422, ['status']);
    expectError(await a.post('/api/baggage-claim', claimForm(2147483647)), 422, ['arrival_airport']);
    expectError(await a.post('/api/baggage-claims/2147483647/status', { status: 'LOST' }), 404);
    expect(await countOf(t, 'claim')).toBe(before);
  });

  it('a found bag: create by a session user, with who and where', async () => {
    const { agent, a } = await desk();
    const bag = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 2', bag_color: 'BU' }), 201);
    const [row] = await rowsOf(t, 'found_bag', bag.id);
    expect(row).toMatchObject({
      actor: { kind: 'user', user_id: agent.user.id, name: agent.user.username, token_name: null },
      action: 'create',
      changes: { found_location: { old: null, new: 'Belt 2' }, bag_color: { old: null, new: 'BU' } },
    });
    expect(row!.ip).toBeTruthy();
    const before = await countOf(t, 'found_bag');
    expectError(await a.post('/api/found-bags', { found_location: 'Belt 3', found_at: '2999-01-01T10:00' }), 422);
    expect(await countOf(t, 'found_bag')).toBe(before);
  });

  it("a found bag's photo: saved, replaced and deleted, with its type and size, never its bytes", async () => {
    const { agent, a } = await desk();
    const bag = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 4' }), 201);
    const png = solidPng(40, 30, [200, 30, 30]);
    expectJson(await uploadPhoto(t, agent.auth, bag.id, png), 200);
    const webp = webpSized(5000);
    expectJson(await uploadPhoto(t, agent.auth, bag.id, webp), 200);
    expect((await a.delete(`/api/found-bags/${bag.id}/photo`)).statusCode).toBeLessThan(300);
    const [deleted, replaced, saved] = await rowsOf(t, 'found_bag_photo', bag.id);
    expect(saved).toMatchObject({
      action: 'create',
      changes: { content_type: { old: null, new: 'image/png' }, size: { old: null, new: png.byteLength } },
    });
    expect(replaced).toMatchObject({
      action: 'update',
      changes: { content_type: { old: 'image/png', new: 'image/webp' }, size: { old: png.byteLength, new: 5000 } },
    });
    expect(deleted).toMatchObject({ action: 'delete', changes: { size: { old: 5000, new: null } } });
    expect(JSON.stringify([saved, replaced, deleted])).not.toMatch(/bytes/);

    const before = await countOf(t, 'found_bag_photo');
    expectError(await uploadPhoto(t, agent.auth, bag.id, new TextEncoder().encode('not a picture')), 422);
    expectError(await uploadPhoto(t, agent.auth, 2147483647, png), 404);
    expect(await countOf(t, 'found_bag_photo')).toBe(before);
  });

  it("a match confirmed and undone writes the claim's status change and the found bag's update; a refused one none", async () => {
    const { airport, a } = await desk();
    const claim = expectJson(await a.post('/api/baggage-claim', claimForm(airport.id, { status: 'LOST' })), 201);
    const bag = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 5' }), 201);
    expectJson(await a.post(`/api/found-bags/${bag.id}/match`, { claim_id: claim.id }), 200);
    expect((await rowsOf(t, 'claim', claim.id))[0]).toMatchObject({
      action: 'status_change',
      changes: { status: { old: 'LOST', new: 'FOUND' } },
    });
    expect((await rowsOf(t, 'found_bag', bag.id))[0]).toMatchObject({
      action: 'update',
      changes: { status: { old: 'OPEN', new: 'MATCHED' }, claim_id: { old: null, new: claim.id } },
    });

    const claims = await countOf(t, 'claim');
    const bags = await countOf(t, 'found_bag');
    const other = expectJson(await a.post('/api/baggage-claim', claimForm(airport.id)), 201);
    expectError(await a.post(`/api/found-bags/${bag.id}/match`, { claim_id: other.id }), 409);
    expect(await countOf(t, 'claim')).toBe(claims + 1); // the other claim's creation only
    expect(await countOf(t, 'found_bag')).toBe(bags);

    expectJson(await a.post(`/api/found-bags/${bag.id}/unmatch`), 200);
    expect((await rowsOf(t, 'claim', claim.id))[0]).toMatchObject({
      action: 'status_change',
      changes: { status: { old: 'FOUND', new: 'LOST' } },
    });
    expect((await rowsOf(t, 'found_bag', bag.id))[0]).toMatchObject({
      action: 'update',
      changes: { status: { old: 'MATCHED', new: 'OPEN' }, claim_id: { old: claim.id, new: null } },
    });
    expectError(await a.post(`/api/found-bags/${bag.id}/unmatch`), 409);
    expect(await countOf(t, 'found_bag')).toBe(bags + 1);
  });

  it('a shift: create and update with old and new values; refused changes write none', async () => {
    const airport = await createAirport(t);
    const boss = await signedIn(t, { role: 'supervisor', service: 'passage', airport_id: airport.id, lang: 'en' });
    const s = api(t, boss.auth);
    const day = freshDay();
    const shift = expectJson(
      await s.post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, label: 'Morning' }),
      201,
    );
    const [created] = await rowsOf(t, 'shift', shift.id);
    expect(created).toMatchObject({
      actor: { kind: 'user', user_id: boss.user.id },
      action: 'create',
      changes: { label: { old: null, new: 'Morning' } },
    });
    expectJson(
      await s.put(`/api/shifts/${shift.id}`, { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, label: 'Early' }),
      200,
    );
    const [updated] = await rowsOf(t, 'shift', shift.id);
    expect(updated).toMatchObject({ action: 'update', changes: { label: { old: 'Morning', new: 'Early' } } });
    expect(Object.keys(updated!.changes!)).toEqual(['label']);
    // the same values again: nothing changed, no row
    expectJson(
      await s.put(`/api/shifts/${shift.id}`, { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, label: 'Early' }),
      200,
    );
    expect(await rowsOf(t, 'shift', shift.id)).toHaveLength(2);

    const before = await countOf(t, 'shift');
    expectError(await s.post('/api/shifts', { started_at: `${day}T14:00`, ended_at: `${day}T06:00` }), 422);
    expectError(await s.put(`/api/shifts/${shift.id}`, { started_at: `${day}T12:00`, ended_at: `${day}T08:00` }), 422);
    expectError(await s.put('/api/shifts/2147483647', { started_at: `${day}T06:00`, ended_at: `${day}T14:00` }), 404);
    const agent = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
    expectError(
      await api(t, agent.auth).put(`/api/shifts/${shift.id}`, { started_at: `${day}T06:00`, ended_at: `${day}T15:00` }),
      403,
    );
    expect(await countOf(t, 'shift')).toBe(before);
  });

  it('an assignment: create, update and delete; refused ones write none', async () => {
    const airport = await createAirport(t);
    const zone = await createZone(t, airport.id);
    const other = await createZone(t, airport.id);
    const boss = await signedIn(t, { role: 'supervisor', service: 'passage', airport_id: airport.id, lang: 'en' });
    const agent = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
    const s = api(t, boss.auth);
    const day = freshDay();
    const shift = expectJson(
      await s.post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${day}T14:00` }),
      201,
    );
    const made = expectJson(
      await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
      201,
    );
    expect((await rowsOf(t, 'assignment', made.id))[0]).toMatchObject({
      action: 'create',
      changes: { user_id: { old: null, new: agent.user.id }, zone_id: { old: null, new: zone.id } },
    });
    expectJson(
      await s.put(`/api/shift-assignments/${made.id}`, { user_id: agent.user.id, zone_id: other.id, is_active: true }),
      200,
    );
    expect((await rowsOf(t, 'assignment', made.id))[0]).toMatchObject({
      action: 'update',
      changes: { zone_id: { old: zone.id, new: other.id } },
    });

    const before = await countOf(t, 'assignment');
    expectError(
      await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
      409,
    );
    expectError(
      await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: 2147483647 }),
      422,
    );
    expectError(await api(t, agent.auth).delete(`/api/shift-assignments/${made.id}`), 403);
    expect(await countOf(t, 'assignment')).toBe(before);

    expect((await s.delete(`/api/shift-assignments/${made.id}`)).statusCode).toBeLessThan(300);
    expect((await rowsOf(t, 'assignment', made.id))[0]).toMatchObject({
      action: 'delete',
      changes: { zone_id: { old: other.id, new: null } },
    });
    expectError(await s.delete(`/api/shift-assignments/${made.id}`), 404);
    expect(await countOf(t, 'assignment')).toBe(before + 1);
  });

  it('never holds a password hash or a token in any row', async () => {
    const res = await api(t, await adminAuth(t)).get('/api/audit.csv');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password_hash|token_hash|\$argon2|\$2[aby]\$|\$scrypt/i);
  });
});
