import { describe, expect, it } from 'vitest';
import { api, ADMIN, freshIp, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import {
  adminAuth,
  createAirport,
  createToken,
  createUser,
  sessionCookieOf,
  signedIn,
  serviceId,
  unique,
  uniqueAirportCode,
  withCheapHash,
} from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { flightBody, importManifest, insertFlight, manifestFixture, readPassengersViaApi } from '../helpers/flights';
import { newAwb } from '../helpers/freight';

// Which changes write an audit row, and what the row says: each change is made through the REST API as an
// integrator would, then read back through GET /api/audit. A refused change writes none, except a refused sign-in.

async function trail(t: TestApp, entity: string, id?: number | null) {
  const query = id === undefined ? `entity=${entity}` : `entity=${entity}&entity_id=${id}`;
  return expectJson(await api(t, await adminAuth(t)).get(`/api/audit?${query}`), 200) as {
    total: number;
    data: Array<{
      actor: { kind: string; user_id: number | null; name: string; token_name: string | null };
      ip: string | null;
      action: string;
      entity_id: number | null;
      changes: Record<string, { old: unknown; new: unknown }> | null;
      note: string | null;
    }>;
  };
}

const newest = async (t: TestApp, entity: string, id: number) => (await trail(t, entity, id)).data[0]!;
const countOf = async (t: TestApp, entity: string) => (await trail(t, entity)).total;

describe.each(databases())('audit rows of changes on %s', (kind) => {
  const t = useTestApp(kind);
  const admin = { kind: 'user', user_id: 1, name: ADMIN.username };

  it('flights: create and update, by a session and by an API token; a refused update writes nothing', async () => {
    const auth = await adminAuth(t);
    const { body } = await flightBody(t);
    const flight = expectJson(await api(t, auth).post('/api/flights', body), 201);
    const created = await newest(t, 'flight', flight.id);
    expect(created).toMatchObject({ actor: admin, action: 'create' });
    expect(created.ip).toBeTruthy();
    expect(created.changes!.flight_number).toEqual({ old: null, new: body.flight_number });

    const token = await createToken(t, auth, 'ops-feed');
    const update = { ...body, flight_number: undefined, status: 'BOARDING' };
    expectJson(await api(t, { token: token.token }).put(`/api/flights/${flight.id}`, update), 200);
    const updated = await newest(t, 'flight', flight.id);
    expect(updated).toMatchObject({ actor: { kind: 'token', user_id: 1, token_name: 'ops-feed' }, action: 'update' });
    expect(updated.changes).toEqual({ status: { old: 'SCHEDULED', new: 'BOARDING' } });

    // the same values again: nothing changed, no row
    expectJson(await api(t, auth).put(`/api/flights/${flight.id}`, update), 200);
    expect((await trail(t, 'flight', flight.id)).total).toBe(2);
    const before = await countOf(t, 'flight');
    const late = { ...update, arrival_time: '2026-11-22T07:00' };
    expectError(await api(t, auth).put(`/api/flights/${flight.id}`, late), 422, ['arrival_time']);
    expect(await countOf(t, 'flight')).toBe(before);
  });

  it('passengers and bags: create and delete, by an agent of an airport; a refused one writes nothing', async () => {
    const { body } = await flightBody(t);
    const flight = expectJson(await api(t, await adminAuth(t)).post('/api/flights', body), 201);
    const airport = await createAirport(t);
    const { auth } = await signedIn(t, { service: 'passage', airport_id: airport.id });
    const passenger = expectJson(
      await api(t, auth).post('/api/passengers', {
        name: 'Amani Kabila',
        pnr: 'ABC123',
        seat: '12A',
        flight_id: flight.id,
      }),
      201,
    );
    expect((await newest(t, 'passenger', passenger.id)).changes!.name).toEqual({ old: null, new: 'Amani Kabila' });

    const tag = `0125${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    const bag = expectJson(
      await api(t, auth).post('/api/bags', {
        bag_tag_number: tag,
        weight: 20,
        passenger_id: passenger.id,
        airport_id: airport.id,
      }),
      201,
    );
    expect(await newest(t, 'bag', bag.id)).toMatchObject({ actor: { kind: 'user' }, action: 'create' });
    const bags = await countOf(t, 'bag');
    const again = { bag_tag_number: tag, weight: 20, passenger_id: passenger.id, airport_id: airport.id };
    expectError(await api(t, auth).post('/api/bags', again), 409);
    expect(await countOf(t, 'bag')).toBe(bags);

    const passengers = await countOf(t, 'passenger');
    const twin = { name: 'Amani Kabila', pnr: 'ABC123', seat: '12A', flight_id: flight.id };
    expectError(await api(t, auth).post('/api/passengers', twin), 409);
    expect(await countOf(t, 'passenger')).toBe(passengers);

    const other = expectJson(
      await api(t, auth).post('/api/passengers', { name: 'Bea Lumu', pnr: 'XYZ789', seat: '3C', flight_id: flight.id }),
      201,
    );
    expect((await api(t, auth).delete(`/api/passengers/${other.id}`)).statusCode).toBeLessThan(300);
    const gone = await newest(t, 'passenger', other.id);
    expect(gone).toMatchObject({ action: 'delete', changes: { name: { old: 'Bea Lumu', new: null } } });
    expectError(await api(t, auth).delete(`/api/passengers/${other.id}`), 404);
    expect((await trail(t, 'passenger', other.id)).total).toBe(2);
  });

  it('manifest import: one create row per passenger added, by the importing user; none for those already there', async () => {
    const auth = await adminAuth(t);
    const flight = await insertFlight(t);
    const manifest = manifestFixture('pdflib-en-60.pdf');
    const before = await countOf(t, 'passenger');
    expect(expectJson(await importManifest(t, auth, flight.id, manifest), 200)).toMatchObject({ imported: 60 });
    expect(await countOf(t, 'passenger')).toBe(before + 60);
    const [first] = await readPassengersViaApi(t, auth, flight.id);
    expect(await newest(t, 'passenger', first!.id)).toMatchObject({
      actor: admin,
      action: 'create',
      changes: { name: { old: null, new: first!.name } },
    });
    expect(expectJson(await importManifest(t, auth, flight.id, manifest), 200)).toMatchObject({ imported: 0 });
    expect(await countOf(t, 'passenger')).toBe(before + 60);
  });

  it('reference data: airports and zones; a duplicate writes nothing', async () => {
    const auth = await adminAuth(t);
    const code = uniqueAirportCode();
    const airport = expectJson(await api(t, auth).post('/api/airports', { code, name: 'Kisangani' }), 201);
    expect((await newest(t, 'airport', airport.id)).changes!.code).toEqual({ old: null, new: code });
    const airports = await countOf(t, 'airport');
    expectError(await api(t, auth).post('/api/airports', { code, name: 'Again' }), 409);
    expect(await countOf(t, 'airport')).toBe(airports);

    const zone = expectJson(await api(t, auth).post('/api/zones', { name: 'Hall B', airport_id: airport.id }), 201);
    expect(await newest(t, 'zone', zone.id)).toMatchObject({ actor: admin, action: 'create' });
    const zones = await countOf(t, 'zone');
    expectError(await api(t, auth).post('/api/zones', { name: 'hall b', airport_id: airport.id }), 409);
    expect(await countOf(t, 'zone')).toBe(zones);
  });

  it('shipments and ULDs: create, update and attach; refused ones write nothing', async () => {
    const auth = await adminAuth(t);
    const post = (path: string, body: unknown) => api(t, auth).post(path, body);
    const [dep, arr] = [
      expectJson(await post('/api/airports', { code: uniqueAirportCode(), name: 'A' }), 201),
      expectJson(await post('/api/airports', { code: uniqueAirportCode(), name: 'B' }), 201),
    ];
    const body = {
      awb_number: newAwb(),
      shipper: 'Kinshasa Textiles SARL',
      consignee: 'Lubumbashi Retail Ltd',
      departure_airport_id: dep.id,
      arrival_airport_id: arr.id,
      weight: 400,
    };
    const shipment = expectJson(await post('/api/freight-shipments', body), 201);
    expect(await newest(t, 'shipment', shipment.id)).toMatchObject({ action: 'create' });
    expectJson(await api(t, auth).put(`/api/freight-shipments/${shipment.id}`, { ...body, weight: 500 }), 200);
    expect((await newest(t, 'shipment', shipment.id)).changes).toEqual({ weight: { old: 400, new: 500 } });

    const uld = expectJson(await post('/api/ulds', { type: 'CONTAINER', status: 'AVAILABLE', capacity: 1000 }), 201);
    expect(await newest(t, 'uld', uld.id)).toMatchObject({ action: 'create' });
    expectJson(
      await api(t, auth).put(`/api/ulds/${uld.id}`, { type: 'CONTAINER', status: 'AVAILABLE', capacity: 900 }),
      200,
    );
    expect((await newest(t, 'uld', uld.id)).changes).toEqual({ capacity: { old: 1000, new: 900 } });

    const attachments = await countOf(t, 'uld_shipment');
    expectJson(await post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: shipment.id, weight: 300 }), 200);
    const [attached] = (await trail(t, 'uld_shipment')).data;
    expect(attached).toMatchObject({ action: 'create', changes: { weight: { old: null, new: 300 } } });
    expectJson(await post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: shipment.id, weight: 100 }), 200);
    expect(await newest(t, 'uld_shipment', attached!.entity_id!)).toMatchObject({
      action: 'update',
      changes: { weight: { old: 300, new: 400 } },
    });
    expectError(await post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: shipment.id, weight: 700 }), 422);
    expect(await countOf(t, 'uld_shipment')).toBe(attachments + 2);

    const ulds = await countOf(t, 'uld');
    const shipments = await countOf(t, 'shipment');
    expectError(
      await api(t, auth).put(`/api/ulds/${uld.id}`, { type: 'CONTAINER', status: 'AVAILABLE', capacity: 100 }),
      422,
    );
    expectError(await api(t, auth).put(`/api/freight-shipments/${shipment.id}`, { ...body, weight: 10 }), 422);
    expect([await countOf(t, 'uld'), await countOf(t, 'shipment')]).toEqual([ulds, shipments]);
  });

  it('users: create, update, a password set by an admin, disable and enable; tokens; never a secret', async () => {
    const auth = await adminAuth(t);
    const username = unique('audited');
    const body = {
      name: 'Grace Mbuyi',
      email: `${username}@example.test`,
      username,
      password: 'first-password',
      role: 'agent',
      service_id: await serviceId(t, 'lost-and-found'),
    };
    const user = expectJson(await api(t, auth).post('/api/users', body), 201);
    expect(await newest(t, 'user', user.id)).toMatchObject({ action: 'create', actor: admin });
    const users = await countOf(t, 'user');
    expectError(await api(t, auth).post('/api/users', { ...body, name: 'Twin' }), 409);
    expect(await countOf(t, 'user')).toBe(users);

    const { password: _, ...fields } = body;
    expectJson(
      await api(t, auth).put(`/api/users/${user.id}`, { ...fields, role: 'supervisor', password: 'second-password' }),
      200,
    );
    const rows = (await trail(t, 'user', user.id)).data;
    expect(rows.map((r) => r.action)).toEqual(['password_change', 'update', 'create']);
    expect(rows[0]!.changes).toBeNull();
    expect(rows[1]!.changes).toEqual({ role: { old: 'agent', new: 'supervisor' } });

    expectJson(await api(t, auth).post(`/api/users/${user.id}/disable`, {}), 200);
    expect(await newest(t, 'user', user.id)).toMatchObject({ action: 'disable' });
    expectJson(await api(t, auth).post(`/api/users/${user.id}/enable`, {}), 200);
    expect(await newest(t, 'user', user.id)).toMatchObject({ action: 'enable' });
    expectError(await api(t, auth).post('/api/users/2147483647/disable', {}), 404);
    expect(await countOf(t, 'user')).toBe(users + 4);

    const token = await createToken(t, auth, 'erp-link');
    expect(await newest(t, 'api_token', token.id)).toMatchObject({
      action: 'create',
      changes: { name: { old: null, new: 'erp-link' } },
    });
    expect((await api(t, auth).delete(`/api/tokens/${token.id}`)).statusCode).toBeLessThan(300);
    expect(await newest(t, 'api_token', token.id)).toMatchObject({ action: 'delete' });
    expectError(await api(t, auth).delete(`/api/tokens/${token.id}`), 404);
    expect((await trail(t, 'api_token', token.id)).total).toBe(2);

    const everything =
      JSON.stringify((await trail(t, 'user', user.id)).data) + JSON.stringify((await trail(t, 'api_token')).data);
    expect(everything).not.toContain(token.token);
    expect(everything).not.toMatch(/scrypt|password_hash|token_hash|first-password|second-password/);
  });

  it('sign-ins: a success, a wrong password, an unknown login and a locked account; a user’s own password', async () => {
    const user = await withCheapHash(t, await createUser(t, { service: 'lost-and-found' }));
    const ok = await request(t, 'POST', '/login', { body: { email: user.username, password: user.password } });
    expect(ok.statusCode).toBe(200);
    expect(await newest(t, 'user', user.id)).toMatchObject({
      action: 'sign_in',
      actor: { kind: 'user', user_id: user.id, name: user.username },
    });

    expectError(await request(t, 'POST', '/login', { body: { email: user.email, password: 'wrong-guess' } }), 422);
    const refused = await newest(t, 'user', user.id);
    expect(refused).toMatchObject({
      action: 'sign_in_refused',
      actor: { kind: 'anonymous', user_id: null, name: user.email },
    });
    expect(refused.note).toMatch(/password/);
    expect(refused.ip).toBeTruthy();

    const nobody = `nobody-${unique()}`;
    expectError(await request(t, 'POST', '/login', { body: { email: nobody, password: 'x-password' } }), 422);
    const mine = (await trail(t, 'user')).data.find((r) => r.actor.name === nobody);
    expect(mine).toMatchObject({ action: 'sign_in_refused', entity_id: null });

    // ten failures from one address lock the account there: the eleventh try, right password or not, is refused
    const ip = freshIp();
    for (let i = 0; i < 10; i++)
      expectError(
        await request(t, 'POST', '/login', { ip, body: { email: user.email, password: `guess-${i}-xx` } }),
        422,
      );
    expectError(await request(t, 'POST', '/login', { ip, body: { email: user.email, password: user.password } }), 429);
    const locked = await newest(t, 'user', user.id);
    expect(locked).toMatchObject({ action: 'sign_in_refused', actor: { kind: 'anonymous', user_id: null } });
    expect(locked.note).toMatch(/locked/);

    const cookie = sessionCookieOf(ok);
    const own: Auth = { cookie };
    const change = {
      current_password: user.password,
      new_password: 'my-own-new-password',
      new_password_confirmation: 'my-own-new-password',
    };
    expect((await api(t, own).post('/api/profile/password', change)).statusCode).toBe(200);
    expect(await newest(t, 'user', user.id)).toMatchObject({ action: 'password_change', changes: null });
  });
});
