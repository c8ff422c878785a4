import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/server/rest/routes';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { createAirport, createToken, createZone, signedIn, uniqueAirportCode, unique } from '../helpers/factories';
import {
  flightBody,
  importManifest,
  insertBag,
  multipart,
  insertFlight,
  insertPassenger,
  manifestFixture,
  uniqueBagTag,
  uniquePnr,
} from '../helpers/flights';
import { operationsOf, type Document } from '../helpers/openapi-check';
import { newAwb } from '../helpers/freight';
import { solidPng } from '../helpers/images';
import { localDay } from '../../src/shared/time';

// The document never lies (issue 9). Every answer of the API suite is checked against /api/openapi.json
// by the request helper; this file makes sure that every documented operation is among them, answering
// its documented success, and that the document and the REST table name the same paths.

type Samples = Record<string, () => Promise<LightMyRequestResponse>>;

/** One successful call of each documented operation, keyed `METHOD /path/{template}`. */
async function sampleCalls(t: TestApp): Promise<Samples> {
  const airport = await createAirport(t);
  const admin = await signedIn(t, { role: 'admin', service: 'admin-and-it', airport_id: airport.id });
  const a = api(t, admin.auth);
  const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
  const passenger = await insertPassenger(t, flight.id);
  const bag = await insertBag(t, passenger.id, { airport_id: airport.id });
  const doomed = await insertPassenger(t, flight.id);
  const token = await createToken(t, admin.auth);
  const leaving = await signedIn(t);
  const user = await signedIn(t, { service: 'bagagiste' });
  const { body: newFlight } = await flightBody(t);
  const destination = await createAirport(t);
  const shipmentBody = () => ({
    awb_number: newAwb(),
    shipper: 'Shipper',
    consignee: 'Consignee',
    departure_airport_id: airport.id,
    arrival_airport_id: destination.id,
    weight: 120.5,
  });
  const shipment = expectJson(await a.post('/api/freight-shipments', shipmentBody()), 201);
  const tracked = await insertFlight(t, { departure_time: new Date() }); // other samples edit `flight`'s times
  const claimBody = {
    status: 'LOST',
    arrival_airport: airport.id,
    contact_name: 'Grace',
    contact_phone: '+243 81',
    contact_address: 'Hotel',
  };
  const claim = expectJson(await a.post('/api/baggage-claim', claimBody), 201);
  const openClaim = expectJson(await a.post('/api/baggage-claim', claimBody), 201);
  const found = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 1', bag_color: 'BK' }), 201);
  const toMatch = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 3' }), 201);
  const matched = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 4' }), 201);
  const putPhoto = (id: number) => {
    const { payload, headers } = multipart([
      { name: 'photo', filename: 'bag.png', content: solidPng(8, 8, [20, 60, 200]), contentType: 'image/png' },
    ]);
    return request(t, 'PUT', `/api/found-bags/${id}/photo`, { auth: admin.auth, body: payload, headers });
  };
  const photographed = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 5' }), 201);
  expectJson(await putPhoto(photographed.id), 200);
  expectJson(
    await a.post(`/api/found-bags/${matched.id}/match`, {
      claim_id: expectJson(await a.post('/api/baggage-claim', claimBody), 201).id,
    }),
    200,
  );
  const uld = expectJson(await a.post('/api/ulds', { type: 'Container', status: 'EMPTY', flight_id: flight.id }), 201);
  const zone = await createZone(t, airport.id);
  const shift = expectJson(
    await a.post('/api/shifts', { started_at: '2030-03-02T06:00', ended_at: '2030-03-02T14:00' }),
    201,
  );
  const [staffA, staffB, staffC] = [
    await signedIn(t, { service: 'admin-and-it' }),
    await signedIn(t, { service: 'admin-and-it' }),
    await signedIn(t, { service: 'admin-and-it' }),
  ];
  const assign = (u: { user: { id: number } }) =>
    a.post('/api/shift-assignments', { shift_id: shift.id, user_id: u.user.id, zone_id: zone.id });
  const edited = expectJson(await assign(staffA), 201);
  const removed = expectJson(await assign(staffB), 201);
  return {
    'POST /login': () =>
      request(t, 'POST', '/login', { body: { email: 'admin@example.com', password: 'admin-password-1' } }),
    'POST /logout': () => api(t, leaving.auth).post('/logout'),
    'GET /api/user': () => a.get('/api/user'),
    'GET /api/profile': () => a.get('/api/profile'),
    'POST /api/profile/password': async () => {
      const changing = await signedIn(t);
      return api(t, changing.auth).post('/api/profile/password', {
        current_password: changing.user.password,
        new_password: 'a-new-password-1',
        new_password_confirmation: 'a-new-password-1',
      });
    },
    'PATCH /api/profile/lang': () => a.patch('/api/profile/lang', { lang: 'en' }),
    'POST /api/tokens': () => a.post('/api/tokens', { name: 'Sorter' }),
    'GET /api/tokens': () => a.get('/api/tokens'),
    'DELETE /api/tokens/{id}': () => a.delete(`/api/tokens/${token.id}`),
    'GET /api/services': () => a.get('/api/services'),
    'GET /api/services/users': () => a.get('/api/services/users?page=1'),
    'POST /api/users': () =>
      a.post('/api/users', {
        name: 'Nadia Kabila',
        email: `${unique()}@example.test`,
        username: unique(),
        role: 'agent',
        service_id: user.user.service_id,
        password: 'a-password-1',
      }),
    'GET /api/users/{id}': () => a.get(`/api/users/${user.user.id}`),
    'PUT /api/users/{id}': () =>
      a.put(`/api/users/${user.user.id}`, {
        name: 'Renamed',
        email: user.user.email,
        username: user.user.username,
        role: 'agent',
        service_id: user.user.service_id,
      }),
    'POST /api/users/{id}/disable': async () => a.post(`/api/users/${(await signedIn(t)).user.id}/disable`),
    'POST /api/users/{id}/enable': () => a.post(`/api/users/${user.user.id}/enable`),
    'GET /api/airports': () => a.get('/api/airports'),
    'POST /api/airports': () => a.post('/api/airports', { code: uniqueAirportCode(), name: 'Lubumbashi' }),
    'GET /api/zones': () => a.get(`/api/zones?airport_id=${airport.id}`),
    'POST /api/zones': () => a.post('/api/zones', { name: unique('Zone '), airport_id: airport.id }),
    'GET /api/flights': () => a.get('/api/flights'),
    'GET /api/flights/{id}': () => a.get(`/api/flights/${flight.id}`),
    'POST /api/flights': () => a.post('/api/flights', newFlight),
    'PUT /api/flights/{id}': () =>
      a.put(`/api/flights/${flight.id}`, {
        departure_airport: airport.id,
        departure_time: '2026-11-22T08:30',
        arrival_time: '2026-11-22T10:45',
      }),
    'POST /api/flights/{flightId}/import-manifest': () =>
      importManifest(t, admin.auth, flight.id, manifestFixture('pdflib-en-60.pdf')),
    'POST /api/passengers': () =>
      a.post('/api/passengers', { name: 'KABILA Nadia', pnr: uniquePnr(), seat: '3A', flight_id: flight.id }),
    'GET /api/passengers/{id}': () => a.get(`/api/passengers/${passenger.id}`),
    'DELETE /api/passengers/{id}': () => a.delete(`/api/passengers/${doomed.id}`),
    'POST /api/bags': () =>
      a.post('/api/bags', { bag_tag_number: uniqueBagTag(), weight: 18.5, passenger_id: passenger.id }),
    'POST /api/baggage-events': () =>
      a.post('/api/baggage-events', {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
        remark: 'Strap torn',
      }),
    'GET /api/recent-baggage-events': () => a.get('/api/recent-baggage-events?limit=5'),
    'GET /api/recent-events-paginate': () => a.get('/api/recent-events-paginate'),
    'GET /api/dashboard-stats': () => a.get('/api/dashboard-stats'),
    'GET /api/dashboard/weekly-scans': () => a.get('/api/dashboard/weekly-scans'),
    'GET /api/dashboard/yearly-loaded': () => a.get('/api/dashboard/yearly-loaded'),
    'GET /api/dashboard/yearly-delivered': () => a.get('/api/dashboard/yearly-delivered'),
    'GET /api/bags/{id}/label': () => a.get(`/api/bags/${bag.id}/label`),
    'GET /api/freight-shipments': () => a.get('/api/freight-shipments'),
    'GET /api/freight-shipments/recents': () => a.get('/api/freight-shipments/recents'),
    'GET /api/freight-shipments/unassigned': () => a.get('/api/freight-shipments/unassigned'),
    'GET /api/freight-shipments/{id}': () => a.get(`/api/freight-shipments/${shipment.id}`),
    'POST /api/freight-shipments': () => a.post('/api/freight-shipments', shipmentBody()),
    'GET /api/freight-events/recent': () => a.get('/api/freight-events/recent'),
    'POST /api/freight-events': () =>
      a.post('/api/freight-events', {
        awb_number: shipment.awb_number,
        event_type: 'RECEIVED',
        airport_id: airport.id,
        remarks: 'On time',
      }),
    'GET /api/freight/dashboard': () => a.get('/api/freight/dashboard'),
    'GET /api/freight/dashboard/weekly-scans': () => a.get('/api/freight/dashboard/weekly-scans'),
    'GET /api/freight/dashboard/yearly-loaded': () => a.get('/api/freight/dashboard/yearly-loaded'),
    'GET /api/freight/dashboard/yearly-delivered': () => a.get('/api/freight/dashboard/yearly-delivered'),
    'PUT /api/freight-shipments/{id}': () =>
      a.put(`/api/freight-shipments/${shipment.id}`, { ...shipmentBody(), awb_number: shipment.awb_number }),
    'GET /api/ulds': () => a.get('/api/ulds'),
    'GET /api/ulds/{id}': () => a.get(`/api/ulds/${uld.id}`),
    'POST /api/ulds': () => a.post('/api/ulds', { type: 'Pallet', status: 'Available', flight: flight.id }),
    'PUT /api/ulds/{id}': () =>
      a.put(`/api/ulds/${uld.id}`, { type: 'Container', status: 'Partial', flight_id: flight.id }),
    'GET /api/flights/{id}/ulds': () => a.get(`/api/flights/${flight.id}/ulds`),
    'POST /api/ulds/{id}/assign-shipment': () =>
      a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: shipment.id, weight: 10 }),
    'GET /api/freight-events/by-uld/{uldId}': () => a.get(`/api/freight-events/by-uld/${uld.id}`),
    'GET /api/flights/{id}/load-sheet': () => a.get(`/api/flights/${flight.id}/load-sheet`),
    'GET /api/shifts': () => a.get(`/api/shifts?page=1&service_id=${shift.service_id}&role=admin`),
    'POST /api/shifts': () =>
      a.post('/api/shifts', {
        started_at: '2030-03-03T06:00',
        ended_at: '2030-03-03T14:00',
        service_id: shift.service_id,
        is_active: true,
      }),
    'GET /api/shifts/{id}': () => a.get(`/api/shifts/${shift.id}`),
    'PUT /api/shifts/{id}': () =>
      a.put(`/api/shifts/${shift.id}`, {
        started_at: '2030-03-02T07:00',
        ended_at: '2030-03-02T15:00',
        is_active: true,
      }),
    'GET /api/services/{serviceId}/shifts/{shiftId}/available-users': () =>
      a.get(`/api/services/${shift.service_id}/shifts/${shift.id}/available-users?isEdit=${edited.id}`),
    'POST /api/shift-assignments': () => assign(staffC),
    'PUT /api/shift-assignments/{id}': () =>
      a.put(`/api/shift-assignments/${edited.id}`, {
        shift_id: shift.id,
        user_id: staffA.user.id,
        zone_id: zone.id,
        is_active: false,
      }),
    'DELETE /api/shift-assignments/{id}': () => a.delete(`/api/shift-assignments/${removed.id}`),
    'GET /api/profile/shifts': () => api(t, staffA.auth).get('/api/profile/shifts'),
    'GET /api/baggage-claims/recents': () => a.get('/api/baggage-claims/recents'),
    'GET /api/baggage-claims': () => a.get('/api/baggage-claims?page=1&search=grace&deadline=due'),
    'GET /api/baggage-claims/{id}': () => a.get(`/api/baggage-claims/${claim.id}`),
    'GET /api/found-bags': () => a.get('/api/found-bags?search=belt&status=open'),
    'POST /api/found-bags': () =>
      a.post('/api/found-bags', { found_location: 'Belt 2', bag_color: 'BK', bag_type: '22' }),
    'GET /api/found-bags/{id}': () => a.get(`/api/found-bags/${found.id}`),
    'GET /api/found-bags/{id}/matches': () => a.get(`/api/found-bags/${found.id}/matches`),
    'GET /api/baggage-claims/{id}/matches': () => a.get(`/api/baggage-claims/${claim.id}/matches`),
    'PUT /api/found-bags/{id}/photo': () => putPhoto(found.id),
    'GET /api/found-bags/{id}/photo': () => a.get(`/api/found-bags/${photographed.id}/photo`),
    'DELETE /api/found-bags/{id}/photo': () => a.delete(`/api/found-bags/${photographed.id}/photo`),
    'POST /api/found-bags/{id}/match': () => a.post(`/api/found-bags/${toMatch.id}/match`, { claim_id: openClaim.id }),
    'POST /api/found-bags/{id}/unmatch': () => a.post(`/api/found-bags/${matched.id}/unmatch`),
    'GET /api/baggage-claims/tag-lookup': () =>
      a.get(`/api/baggage-claims/tag-lookup?tag=${bag.bag_tag_number.toLowerCase()}`),
    'GET /api/baggage-claims/{id}/receipt': () => a.get(`/api/baggage-claims/${claim.id}/receipt?lang=fr`),
    'POST /api/baggage-claim': () => a.post('/api/baggage-claim', claimBody),
    'POST /api/baggage-claims/{id}/status': () =>
      a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'FOUND', note: 'At the desk' }),
    'GET /api/baggage-claims/reports': () =>
      a.get(`/api/baggage-claims/reports?from=2026-11-01&to=2026-11-30&airport=${airport.id}`),
    'GET /api/baggage-claims/reports/claims.csv': () =>
      a.get('/api/baggage-claims/reports/claims.csv?from=2026-11-01&to=2026-11-30&figure=open'),
    'GET /api/audit': () => a.get('/api/audit?entity=flight&page=1'),
    'GET /api/audit.csv': () => a.get('/api/audit.csv?action=create'),
    'GET /api/search/tag': () => a.get(`/api/search/tag?tag=${encodeURIComponent(shipment.awb_number)}`),
    'GET /api/track-by-flight': () =>
      a.get(
        `/api/track-by-flight?flight_number=${tracked.flight_number}&flight_date=${localDay(new Date(), t.env.APP_TIMEZONE)}`,
      ),
  };
}

describe.each(databases())('The OpenAPI document on %s', (kind) => {
  const t = useTestApp(kind);
  let doc: Document;
  beforeAll(async () => {
    doc = expectJson(await api(t).get('/api/openapi.json'), 200);
  });

  it('names every row of the REST table with its method, and nothing else', () => {
    const documented = operationsOf(doc)
      .map((o) => `${o.method} ${o.template}`)
      .sort();
    const table = restRoutes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort();
    expect(documented).toEqual([...new Set(table)]);
  });

  it("files every operation under a named tag (the document's sections)", () => {
    for (const o of operationsOf(doc)) {
      const tags = (o.op as { tags?: unknown[] }).tags;
      expect(tags, `${o.method} ${o.template}`).toEqual([expect.any(String)]);
    }
  });

  it('answers each documented operation with its documented success, the body matching its schema', async () => {
    const samples = await sampleCalls(t);
    for (const o of operationsOf(doc)) {
      const key = `${o.method} ${o.template}`;
      const call = samples[key];
      expect(call, `no sample call for ${key}: add one to this file`).toBeDefined();
      const res = await call!(); // request() fails here on any difference from the document
      const success = Object.keys(o.op.responses).filter((s) => s.startsWith('2'));
      expect(success, key).toHaveLength(1);
      expect(String(res.statusCode), `${key}: ${res.body.slice(0, 300)}`).toBe(success[0]);
    }
  });

  it('has no documented path that only the catch-all 404 answers', async () => {
    const { auth } = await signedIn(t, { role: 'admin', service: 'admin-and-it' });
    const anyone: Auth = auth;
    for (const o of operationsOf(doc)) {
      if (o.template === '/logout') continue; // would end the session the loop runs on
      const url = o.template.replace(/\{\w+\}/g, '2147483647');
      const res = await request(t, o.method, url, {
        auth: anyone,
        body: o.method === 'GET' || o.method === 'DELETE' ? undefined : {},
        headers: { 'accept-language': 'en' },
      });
      expect(res.body, `${o.method} ${url}`).not.toContain('There is no API path');
    }
  });
});
