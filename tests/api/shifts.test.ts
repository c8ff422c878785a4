import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServiceSlug } from '../../src/shared/roles';
import { api, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { seedDemo } from '../../src/server/db/demo';
import { adminAuth, createAirport, createUser, createZone, login, serviceId, signedIn } from '../helpers/factories';

// Staff shifts: scoping by role and service (own service unless admin), validation, available users, assignments
// with the overlap rule, assigned_by from the session, coverage of zones, and the caller's own shifts.

const SHIFT_FIELDS = [
  'created_at',
  'created_by',
  'ended_at',
  'id',
  'is_active',
  'label',
  'service_id',
  'service_name',
  'started_at',
  'updated_at',
  'user',
];
const ASSIGNMENT_FIELDS = [
  'assigned_by',
  'id',
  'is_active',
  'name',
  'shift_id',
  'updated_at',
  'user_id',
  'username',
  'zone',
  'zone_id',
];

/** A day of its own far in the future (datetime-local, airport time): tests never share a user's hours. */
let dayCounter = randomInt(0, 3000);
function freshDay() {
  dayCounter += 1;
  const d = new Date(Date.UTC(2031, 0, 1) + dayCounter * 86_400_000);
  return d.toISOString().slice(0, 10);
}

type Shift = {
  id: number;
  label: string;
  service_id: number;
  started_at: string;
  ended_at: string;
  is_active: boolean;
};

async function addShift(t: TestApp, auth: Auth, body: Record<string, unknown> = {}): Promise<Shift> {
  const day = freshDay();
  return expectJson(
    await api(t, auth).post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, ...body }),
    201,
  );
}

/** A supervisor of a service with their airport and a zone there, and an agent of the same service. */
async function team(t: TestApp, service: ServiceSlug = 'passage') {
  const airport = await createAirport(t);
  const zone = await createZone(t, airport.id);
  const supervisor = await signedIn(t, { role: 'supervisor', service, airport_id: airport.id, lang: 'en' });
  const agent = await signedIn(t, { role: 'agent', service, airport_id: airport.id });
  return { airport, zone, supervisor, agent, s: api(t, supervisor.auth) };
}

describe.each(databases())('Shifts on %s', (kind) => {
  const t = useTestApp(kind);

  describe('POST /api/shifts', () => {
    it('answers 201 with the shift’s fields; the service is the supervisor’s own, created_by the session’s user, the label made from service and times', async () => {
      const { supervisor, s } = await team(t);
      const day = freshDay();
      const shift = expectJson(
        await s.post('/api/shifts', {
          started_at: `${day}T06:00`,
          ended_at: `${day}T14:00`,
          is_active: true,
          created_by: 1,
        }),
        201,
      );
      expect(Object.keys(shift).sort()).toEqual(SHIFT_FIELDS);
      expect(shift).toMatchObject({
        label: `Passage ${day} 06:00–14:00`,
        started_at: `${day}T06:00:00+01:00`,
        ended_at: `${day}T14:00:00+01:00`,
        service_id: supervisor.user.service_id,
        service_name: 'Passage',
        is_active: true,
        created_by: supervisor.user.id,
        user: { id: supervisor.user.id, name: supervisor.user.name },
      });
    });

    it('keeps a label given; a night shift’s made label reads its start day and hours; is_active may be false', async () => {
      const { s, supervisor } = await team(t);
      const day = freshDay();
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      expect((await addShift(t, supervisor.auth, { label: '  Morning ramp  ' })).label).toBe('Morning ramp');
      const night = expectJson(
        await s.post('/api/shifts', { started_at: `${day}T22:00`, ended_at: `${next}T06:00`, is_active: 'false' }),
        201,
      );
      expect(night.label).toBe(`Passage ${day} 22:00–06:00`);
      expect(night.is_active).toBe(false);
    });

    it('lets an admin plan any service; refuses a supervisor another service than their own (403) and an agent (403)', async () => {
      const { agent, s } = await team(t);
      const cargo = await serviceId(t, 'cargo');
      const day = freshDay();
      const body = { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, service_id: cargo };
      expect(expectJson(await api(t, await adminAuth(t)).post('/api/shifts', body), 201)).toMatchObject({
        service_id: cargo,
        service_name: 'Cargo',
      });
      expect(expectError(await s.post('/api/shifts', body), 403).message).toBe(
        'A supervisor plans the shifts of their own service only: choose your service.',
      );
      expectError(
        await api(t, agent.auth).post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${day}T14:00` }),
        403,
      );
    });

    it('names bad fields with 422: end before start, missing or impossible times, over 24 hours, unknown service', async () => {
      const { s } = await team(t);
      const day = freshDay();
      const end = expectError(
        await s.post('/api/shifts', { started_at: `${day}T14:00`, ended_at: `${day}T06:00` }),
        422,
        ['ended_at'],
      );
      expect(end.errors.ended_at[0]).toBe('The end must be after the start.');
      expectError(await s.post('/api/shifts', { started_at: `${day}T14:00`, ended_at: `${day}T14:00` }), 422, [
        'ended_at',
      ]);
      expectError(await s.post('/api/shifts', { ended_at: `${day}T14:00` }), 422, ['started_at']);
      expectError(await s.post('/api/shifts', { started_at: `${day}T25:00`, ended_at: `${day}T14:00` }), 422, [
        'started_at',
      ]);
      expectError(
        await s.post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, label: 'x'.repeat(500) }),
        422,
        ['label'],
      );
      expectError(
        await s.post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${day}T14:00`, is_active: 'maybe' }),
        422,
        ['is_active'],
      );
      const next = new Date(Date.parse(`${day}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
      expectError(await s.post('/api/shifts', { started_at: `${day}T06:00`, ended_at: `${next}T06:00` }), 422, [
        'ended_at',
      ]);
      expectError(
        await api(t, await adminAuth(t)).post('/api/shifts', {
          started_at: `${day}T06:00`,
          ended_at: `${day}T14:00`,
          service_id: 2147483647,
        }),
        422,
        ['service_id'],
      );
    });
  });

  describe('GET /api/shifts', () => {
    it('shows a supervisor and an agent their own service’s shifts only, whatever service_id and role say; an admin all, or one service', async () => {
      const passage = await team(t, 'passage');
      const cargo = await team(t, 'cargo');
      const mine = await addShift(t, passage.supervisor.auth);
      const theirs = await addShift(t, cargo.supervisor.auth);
      const cargoId = await serviceId(t, 'cargo');
      for (const auth of [passage.supervisor.auth, passage.agent.auth]) {
        for (const url of ['/api/shifts', `/api/shifts?service_id=${cargoId}&role=admin`]) {
          const page = expectJson(await api(t, auth).get(url), 200);
          const ids = page.data.map((x: Shift) => x.id);
          expect(ids).toContain(mine.id);
          expect(ids).not.toContain(theirs.id);
          for (const x of page.data) expect(x.service_id).toBe(passage.supervisor.user.service_id);
        }
      }
      const admin = api(t, await adminAuth(t));
      const all = expectJson(await admin.get('/api/shifts'), 200);
      expect(all.per_page).toBe(20);
      const allIds = all.data.map((x: Shift) => x.id);
      expect(allIds).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      const onlyCargo = expectJson(await admin.get(`/api/shifts?service_id=${cargoId}`), 200);
      expect(onlyCargo.data.map((x: Shift) => x.id)).toContain(theirs.id);
      expect(onlyCargo.data.every((x: Shift) => x.service_id === cargoId)).toBe(true);
    });

    it('pages 20 at a time, the latest start first, with links a GET follows', async () => {
      const { supervisor } = await team(t, 'surete');
      for (let i = 0; i < 21; i++) await addShift(t, supervisor.auth);
      const first = expectJson(await api(t, supervisor.auth).get('/api/shifts'), 200);
      expect(first.data).toHaveLength(20);
      const starts = first.data.map((x: Shift) => Date.parse(x.started_at));
      expect([...starts].sort((a, b) => b - a)).toEqual(starts);
      // the link names the service the list is scoped to
      expect(first.next_page_url).toMatch(
        new RegExp(`^/api/shifts\\?service_id=${supervisor.user.service_id}&page=2&after=[\\w-]+$`),
      );
      const second = expectJson(await api(t, supervisor.auth).get(first.next_page_url), 200);
      expect(second.current_page).toBe(2);
      expect(second.data.length).toBeGreaterThan(0);
    });
  });

  describe('GET and PUT /api/shifts/{id}', () => {
    it('lets the service’s agent read a shift, refuses another service’s supervisor (403), and answers 404 for no shift', async () => {
      const { agent, supervisor } = await team(t);
      const other = await team(t, 'bagagiste');
      const shift = await addShift(t, supervisor.auth);
      const detail = expectJson(await api(t, agent.auth).get(`/api/shifts/${shift.id}`), 200);
      expect(detail).toMatchObject({ id: shift.id, assignments: [] });
      expect(expectError(await api(t, other.supervisor.auth).get(`/api/shifts/${shift.id}`), 403).message).toMatch(
        /another service/,
      );
      expectError(await api(t, supervisor.auth).get('/api/shifts/2147483647'), 404);
    });

    it('edits times and status; a made label follows the times, a written one stays; other services and agents are refused', async () => {
      const { agent, supervisor, s } = await team(t);
      const other = await team(t, 'bagagiste');
      const made = await addShift(t, supervisor.auth);
      const day = made.started_at.slice(0, 10);
      const edited = expectJson(
        await s.put(`/api/shifts/${made.id}`, {
          label: made.label,
          started_at: `${day}T07:00`,
          ended_at: `${day}T15:00`,
          is_active: false,
        }),
        200,
      );
      expect(edited).toMatchObject({
        id: made.id,
        label: `Passage ${day} 07:00–15:00`,
        started_at: `${day}T07:00:00+01:00`,
        is_active: false,
      });
      const named = await addShift(t, supervisor.auth, { label: 'Apron' });
      const nd = named.started_at.slice(0, 10);
      expect(
        expectJson(
          await s.put(`/api/shifts/${named.id}`, {
            label: 'Apron',
            started_at: `${nd}T08:00`,
            ended_at: `${nd}T12:00`,
          }),
          200,
        ).label,
      ).toBe('Apron');
      const body = { started_at: `${nd}T08:00`, ended_at: `${nd}T12:00` };
      expectError(await api(t, other.supervisor.auth).put(`/api/shifts/${named.id}`, body), 403);
      expectError(await api(t, agent.auth).put(`/api/shifts/${named.id}`, body), 403);
      expectError(await s.put(`/api/shifts/${named.id}`, { ...body, service_id: await serviceId(t, 'cargo') }), 403);
      expectError(await s.put(`/api/shifts/${named.id}`, { started_at: `${nd}T12:00`, ended_at: `${nd}T08:00` }), 422, [
        'ended_at',
      ]);
      expectError(await s.put('/api/shifts/2147483647', body), 404);
      // an admin's edit without a service keeps the shift's own
      expect(
        expectJson(await api(t, await adminAuth(t)).put(`/api/shifts/${named.id}`, { label: 'Apron', ...body }), 200)
          .service_id,
      ).toBe(supervisor.user.service_id);
      // nothing of the refused calls stuck
      expect(expectJson(await s.get(`/api/shifts/${named.id}`), 200)).toMatchObject({
        label: 'Apron',
        service_id: supervisor.user.service_id,
        started_at: `${nd}T08:00:00+01:00`,
      });
    });
  });

  describe('available users', () => {
    it('offers the users of the shift’s service not yet in it; with isEdit, the edited assignment’s user too', async () => {
      const { agent, supervisor, zone, s } = await team(t, 'anti-fraude');
      const colleague = await createUser(t, { service: 'anti-fraude' });
      const outsider = await createUser(t, { service: 'cargo' });
      const shift = await addShift(t, supervisor.auth);
      const url = `/api/services/${shift.service_id}/shifts/${shift.id}/available-users`;
      const before = expectJson(await s.get(url), 200) as {
        id: number;
        name: string;
        role: string;
        username: string;
      }[];
      const ids = before.map((u) => u.id);
      expect(ids).toEqual(expect.arrayContaining([agent.user.id, colleague.id, supervisor.user.id]));
      expect(ids).not.toContain(outsider.id);
      expect(Object.keys(before[0]!).sort()).toEqual(['id', 'name', 'role', 'username']);
      const assigned = expectJson(
        await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
        201,
      );
      const after = (expectJson(await s.get(url), 200) as { id: number }[]).map((u) => u.id);
      expect(after).not.toContain(agent.user.id);
      expect(after).toContain(colleague.id);
      const editing = (expectJson(await s.get(`${url}?isEdit=${assigned.id}`), 200) as { id: number }[]).map(
        (u) => u.id,
      );
      expect(editing).toContain(agent.user.id);
      expect(editing).toContain(colleague.id);
    });

    it('reads isEdit as the seed’s client sends it: false/0 lists those not in the shift, true/1 all of them, an id that assignment’s user too', async () => {
      const { agent, supervisor, zone, s } = await team(t, 'bagagiste');
      const colleague = await createUser(t, { service: 'bagagiste' });
      const third = await createUser(t, { service: 'bagagiste' });
      const shift = await addShift(t, supervisor.auth);
      const url = `/api/services/${shift.service_id}/shifts/${shift.id}/available-users`;
      expectJson(
        await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
        201,
      );
      const second = expectJson(
        await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: colleague.id, zone_id: zone.id }),
        201,
      );
      expect(second.id).toBeGreaterThan(1);
      const ids = async (query: string) =>
        (expectJson(await s.get(`${url}?isEdit=${query}`), 200) as { id: number }[]).map((u) => u.id);
      for (const no of ['false', '0']) {
        const list = await ids(no);
        expect(list).toContain(third.id);
        expect(list).not.toContain(agent.user.id);
        expect(list).not.toContain(colleague.id);
      }
      for (const yes of ['true', '1'])
        expect(await ids(yes)).toEqual(
          expect.arrayContaining([agent.user.id, colleague.id, third.id, supervisor.user.id]),
        );
      const editing = await ids(String(second.id));
      expect(editing).toEqual(expect.arrayContaining([colleague.id, third.id]));
      expect(editing).not.toContain(agent.user.id);
      const refused = expectError(await s.get(`${url}?isEdit=maybe`), 422, ['isEdit']);
      expect(refused.errors.isEdit[0]).toMatch(/true or false/);
    });

    it('answers 404 when the path’s service is not the shift’s, 403 to another service’s supervisor and to an agent', async () => {
      const { agent, supervisor, s } = await team(t);
      const other = await team(t, 'cargo');
      const shift = await addShift(t, supervisor.auth);
      expectError(await s.get(`/api/services/${await serviceId(t, 'cargo')}/shifts/${shift.id}/available-users`), 404);
      expectError(
        await api(t, other.supervisor.auth).get(`/api/services/${shift.service_id}/shifts/${shift.id}/available-users`),
        403,
      );
      expectError(
        await api(t, agent.auth).get(`/api/services/${shift.service_id}/shifts/${shift.id}/available-users`),
        403,
      );
      expectError(await s.get(`/api/services/${shift.service_id}/shifts/${shift.id}/available-users?isEdit=abc`), 422, [
        'isEdit',
      ]);
    });
  });

  describe('assignments', () => {
    it('creates, edits and deletes an assignment; assigned_by is always the signed-in user', async () => {
      const { agent, supervisor, zone, airport, s } = await team(t);
      const boss = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
      const shift = await addShift(t, supervisor.auth);
      const created = expectJson(
        await s.post('/api/shift-assignments', {
          shift_id: shift.id,
          user_id: agent.user.id,
          zone_id: zone.id,
          is_active: true,
          assigned_by: boss.user.id,
        }),
        201,
      );
      expect(Object.keys(created).sort()).toEqual(ASSIGNMENT_FIELDS);
      expect(created).toMatchObject({
        shift_id: shift.id,
        user_id: agent.user.id,
        zone_id: zone.id,
        is_active: true,
        assigned_by: supervisor.user.id,
        username: agent.user.username,
        name: agent.user.name,
        zone: { id: zone.id, name: zone.name, airport_id: airport.id, airport: { code: airport.code } },
      });
      const zone2 = await createZone(t, airport.id);
      const edited = expectJson(
        await api(t, boss.auth).put(`/api/shift-assignments/${created.id}`, {
          shift_id: shift.id,
          user_id: agent.user.id,
          zone_id: zone2.id,
          is_active: false,
          assigned_by: agent.user.id,
        }),
        200,
      );
      expect(edited).toMatchObject({ id: created.id, zone_id: zone2.id, is_active: false, assigned_by: boss.user.id });
      const detail = expectJson(await s.get(`/api/shifts/${shift.id}`), 200);
      expect(detail.assignments).toEqual([edited]);
      const gone = expectJson(await s.delete(`/api/shift-assignments/${created.id}`), 200);
      expect(gone).toEqual({ message: 'Assignment deleted.' });
      expectError(await s.delete(`/api/shift-assignments/${created.id}`), 404);
      expect(expectJson(await s.get(`/api/shifts/${shift.id}`), 200).assignments).toEqual([]);
    });

    it('refuses a user in two overlapping shifts (409 naming the other shift); an inactive or a touching one is fine', async () => {
      const { agent, supervisor, zone, s } = await team(t);
      const day = freshDay();
      const morning = await addShift(t, supervisor.auth, {
        started_at: `${day}T06:00`,
        ended_at: `${day}T14:00`,
        label: 'Morning',
      });
      const midday = await addShift(t, supervisor.auth, { started_at: `${day}T10:00`, ended_at: `${day}T18:00` });
      const afternoon = await addShift(t, supervisor.auth, { started_at: `${day}T14:00`, ended_at: `${day}T22:00` });
      expectJson(
        await s.post('/api/shift-assignments', { shift_id: morning.id, user_id: agent.user.id, zone_id: zone.id }),
        201,
      );
      const clash = expectError(
        await s.post('/api/shift-assignments', { shift_id: midday.id, user_id: agent.user.id, zone_id: zone.id }),
        409,
      );
      expect(clash.message).toBe(
        `${agent.user.name} is already assigned to Morning (${day} 06:00 – ${day} 14:00), which overlaps this shift: deactivate or delete that assignment first.`,
      );
      expectJson(
        await s.post('/api/shift-assignments', { shift_id: afternoon.id, user_id: agent.user.id, zone_id: zone.id }),
        201,
      );
      // inactive: kept aside, allowed; made active: the same refusal
      const standby = expectJson(
        await s.post('/api/shift-assignments', {
          shift_id: midday.id,
          user_id: agent.user.id,
          zone_id: zone.id,
          is_active: false,
        }),
        201,
      );
      expectError(
        await s.put(`/api/shift-assignments/${standby.id}`, {
          user_id: agent.user.id,
          zone_id: zone.id,
          is_active: true,
        }),
        409,
      );
      // moving the afternoon shift's times onto the morning is refused too
      expectError(
        await s.put(`/api/shifts/${afternoon.id}`, { started_at: `${day}T12:00`, ended_at: `${day}T20:00` }),
        409,
      );
      // the same user twice in one shift
      expect(
        expectError(
          await s.post('/api/shift-assignments', { shift_id: morning.id, user_id: agent.user.id, zone_id: zone.id }),
          409,
        ).message,
      ).toMatch(/already in this shift/);
    });

    // Each change alone keeps the person in one shift at a time; both together would not. Three rounds, so that
    // requests racing one another (PostgreSQL runs them side by side) would be caught letting both through.
    it('two shifts of one person moved at once so that together they would overlap: one move is refused (409)', async () => {
      const { agent, supervisor, zone, s } = await team(t);
      for (let round = 0; round < 3; round++) {
        const day = freshDay();
        const early = await addShift(t, supervisor.auth, { started_at: `${day}T06:00`, ended_at: `${day}T10:00` });
        const late = await addShift(t, supervisor.auth, { started_at: `${day}T14:00`, ended_at: `${day}T18:00` });
        for (const shift of [early, late])
          expectJson(
            await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
            201,
          );
        const answers = await Promise.all([
          s.put(`/api/shifts/${early.id}`, { started_at: `${day}T09:00`, ended_at: `${day}T13:00` }),
          s.put(`/api/shifts/${late.id}`, { started_at: `${day}T12:00`, ended_at: `${day}T16:00` }),
        ]);
        expect(answers.map((r) => r.statusCode).sort(), answers.map((r) => r.body).join('\n')).toEqual([200, 409]);
      }
    });

    it('a shift moved while one of its people is assigned to another shift the new times overlap: one of the two is refused (409)', async () => {
      const { agent, supervisor, zone, s } = await team(t);
      for (let round = 0; round < 3; round++) {
        const day = freshDay();
        const early = await addShift(t, supervisor.auth, { started_at: `${day}T06:00`, ended_at: `${day}T10:00` });
        const late = await addShift(t, supervisor.auth, { started_at: `${day}T14:00`, ended_at: `${day}T18:00` });
        expectJson(
          await s.post('/api/shift-assignments', { shift_id: early.id, user_id: agent.user.id, zone_id: zone.id }),
          201,
        );
        const [move, assign] = await Promise.all([
          s.put(`/api/shifts/${early.id}`, { started_at: `${day}T11:00`, ended_at: `${day}T15:00` }),
          s.post('/api/shift-assignments', { shift_id: late.id, user_id: agent.user.id, zone_id: zone.id }),
        ]);
        expect(
          [
            [200, 409],
            [409, 201],
          ],
          `${move.body}\n${assign.body}`,
        ).toContainEqual([move.statusCode, assign.statusCode]);
      }
    });

    it('names bad references with 422: unknown shift, user or zone, a user of another service; refuses another service (403) and agents (403)', async () => {
      const { agent, supervisor, zone, s } = await team(t);
      const other = await team(t, 'cargo');
      const outsider = await createUser(t, { service: 'cargo' });
      const shift = await addShift(t, supervisor.auth);
      const ok = { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id };
      expectError(await s.post('/api/shift-assignments', { ...ok, shift_id: 2147483647 }), 422, ['shift_id']);
      expectError(await s.post('/api/shift-assignments', { ...ok, user_id: 2147483647 }), 422, ['user_id']);
      expectError(await s.post('/api/shift-assignments', { ...ok, zone_id: 2147483647 }), 422, ['zone_id']);
      const foreign = expectError(await s.post('/api/shift-assignments', { ...ok, user_id: outsider.id }), 422, [
        'user_id',
      ]);
      expect(foreign.errors.user_id[0]).toContain(outsider.name);
      expectError(await s.post('/api/shift-assignments', { shift_id: shift.id }), 422, ['user_id', 'zone_id']);
      expectError(await api(t, other.supervisor.auth).post('/api/shift-assignments', ok), 403);
      expectError(await api(t, agent.auth).post('/api/shift-assignments', ok), 403);
      const created = expectJson(await s.post('/api/shift-assignments', ok), 201);
      expectError(await api(t, other.supervisor.auth).put(`/api/shift-assignments/${created.id}`, ok), 403);
      expectError(await api(t, agent.auth).delete(`/api/shift-assignments/${created.id}`), 403);
      expectError(await api(t, other.supervisor.auth).delete(`/api/shift-assignments/${created.id}`), 403);
      const elsewhere = await addShift(t, supervisor.auth);
      expectError(await s.put(`/api/shift-assignments/${created.id}`, { ...ok, shift_id: elsewhere.id }), 422, [
        'shift_id',
      ]);
      expectError(await s.put('/api/shift-assignments/2147483647', ok), 404);
    });
  });

  describe('coverage and my shifts', () => {
    it('lists the zones of the shift’s airports with their head count, zones with nobody first', async () => {
      const { agent, supervisor, airport, zone, s } = await team(t, 'surete');
      const [z2, z3] = [await createZone(t, airport.id), await createZone(t, airport.id)];
      const colleague = await createUser(t, { service: 'surete', airport_id: airport.id });
      const shift = await addShift(t, supervisor.auth);
      for (const [user, z] of [
        [agent.user.id, zone.id],
        [colleague.id, zone.id],
        [supervisor.user.id, z2.id],
      ] as const) {
        expectJson(await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: user, zone_id: z }), 201);
      }
      const { coverage } = expectJson(await s.get(`/api/shifts/${shift.id}`), 200) as {
        coverage: { zone: { id: number; airport: { code: string } }; assigned: number }[];
      };
      const count = (id: number) => coverage.find((c) => c.zone.id === id)?.assigned;
      expect([count(zone.id), count(z2.id), count(z3.id)]).toEqual([2, 1, 0]);
      const counts = coverage.map((c) => c.assigned);
      expect([...counts].sort((a, b) => a - b)).toEqual(counts);
      expect(coverage.find((c) => c.zone.id === z3.id)!.zone.airport.code).toBe(airport.code);
    });

    it('answers the caller’s assignment under way and the next ones, leaving out inactive ones', async () => {
      const { agent, supervisor, zone, airport, s } = await team(t);
      const now = Date.now();
      const iso = (ms: number) => new Date(now + ms).toISOString();
      const hour = 3_600_000;
      const current = await addShift(t, supervisor.auth, { started_at: iso(-hour), ended_at: iso(3 * hour) });
      const later = await addShift(t, supervisor.auth, { started_at: iso(20 * hour), ended_at: iso(28 * hour) });
      const off = await addShift(t, supervisor.auth, {
        started_at: iso(40 * hour),
        ended_at: iso(44 * hour),
        is_active: false,
      });
      const past = await addShift(t, supervisor.auth, { started_at: iso(-30 * hour), ended_at: iso(-22 * hour) });
      for (const shift of [current, later, off, past])
        expectJson(
          await s.post('/api/shift-assignments', { shift_id: shift.id, user_id: agent.user.id, zone_id: zone.id }),
          201,
        );
      const mine = expectJson(await api(t, agent.auth).get('/api/profile/shifts'), 200);
      expect(mine.map((m: { shift_id: number }) => m.shift_id)).toEqual([current.id, later.id]);
      expect(mine[0]).toMatchObject({
        is_current: true,
        label: current.label,
        zone: { id: zone.id, airport: { code: airport.code } },
      });
      expect(mine[1].is_current).toBe(false);
      expect(expectJson(await api(t, (await signedIn(t)).auth).get('/api/profile/shifts'), 200)).toEqual([]);
    });
  });
});

describe.each(databases())('Demo shifts on %s', (kind) => {
  const t = useTestApp(kind);

  it('gives every service a week of shifts, and each demo agent an assignment under way or coming, never two at once', async () => {
    await seedDemo(t.database.db, () => {}, t.env.APP_TIMEZONE);
    for (const slug of ['passage', 'cargo', 'lost-and-found'] as const) {
      const supervisor = { cookie: await login(t, `supervisor.${slug}`, 'tarmac-demo') };
      const page = expectJson(await api(t, supervisor).get('/api/shifts'), 200);
      expect(page.total).toBe(21); // 7 days, morning, afternoon and night
      const agent = { cookie: await login(t, `agent.${slug}`, 'tarmac-demo') };
      const mine = expectJson(await api(t, agent).get('/api/profile/shifts'), 200) as {
        started_at: string;
        ended_at: string;
        zone: { airport: { code: string } };
      }[];
      expect(mine.length).toBeGreaterThan(0);
      expect(Date.parse(mine[0]!.started_at) - Date.now()).toBeLessThan(86_400_000);
      expect(mine[0]!.zone.airport.code).toBe('FIH');
      for (let i = 1; i < mine.length; i++)
        expect(Date.parse(mine[i]!.started_at)).toBeGreaterThanOrEqual(Date.parse(mine[i - 1]!.ended_at));
      const night = page.data.find((s: Shift) => s.started_at.includes('T22:00'));
      const detail = expectJson(await api(t, supervisor).get(`/api/shifts/${night.id}`), 200);
      expect(detail.coverage[0].assigned).toBe(0); // zones nobody covers come first
    }
  }, 120_000); // the whole demo is seeded first (flights, bags, claims, freight, shifts): seconds, more on a busy machine
});
