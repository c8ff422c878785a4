import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { flights } from '../../src/server/domains/schema';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createAirport } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import {
  FLIGHT_DAY,
  createFlightViaApi,
  flightBody,
  insertFlight,
  insertPassenger,
  readPassengersViaApi,
  sharedUser,
  uniqueFlightNumber,
} from '../helpers/flights';

const FLIGHT_FIELDS = [
  'id',
  'flight_number',
  'departure_airport',
  'arrival_airport',
  'departure_time',
  'arrival_time',
  'airline_code',
  'status',
  'departure_airport_code',
  'arrival_airport_code',
  'departure_code',
  'arrival_code',
];
const ENVELOPE_FIELDS = [
  'current_page',
  'data',
  'last_page',
  'links',
  'next_page_url',
  'per_page',
  'prev_page_url',
  'total',
];

const flightCount = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(flights))[0]!.n;
const flightRow = async (t: TestApp, id: number) =>
  (await t.database.db.select().from(flights).where(eq(flights.id, id)))[0]!;

describe.each(databases())('Flights on %s', (kind) => {
  const t = useTestApp(kind);

  describe('GET /api/flights', () => {
    it('pages flights ten at a time in the page envelope, and next_page_url is a GET-able path to the rest', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
      for (let i = 0; i < 12; i++) await insertFlight(t);
      const total = await flightCount(t);

      const first = expectJson(await api(t, auth).get('/api/flights'), 200);
      expect(Object.keys(first).sort()).toEqual(ENVELOPE_FIELDS);
      expect(first).toMatchObject({
        current_page: 1,
        per_page: 10,
        total,
        last_page: Math.ceil(total / 10),
        prev_page_url: null,
        // the next page is read after the last flight of this one
        next_page_url: expect.stringMatching(/^\/api\/flights\?page=2&after=[\w-]+$/),
      });
      expect(first.data).toHaveLength(10);
      expect(first.links[0]).toEqual({ url: null, label: 'previous', active: false });
      expect(first.links[1]).toEqual({ url: '/api/flights?page=1', label: '1', active: true });
      expect(first.links.at(-1)).toEqual({ url: first.next_page_url, label: 'next', active: false });

      const seen: number[] = first.data.map((f: { id: number }) => f.id);
      let url: string | null = first.next_page_url;
      let page = 1;
      while (url) {
        const next = expectJson(await api(t, auth).get(url), 200);
        page += 1;
        expect(next.current_page).toBe(page);
        expect(next.prev_page_url).toMatch(new RegExp(`^/api/flights\\?page=${page - 1}&before=[\\w-]+$`));
        seen.push(...next.data.map((f: { id: number }) => f.id));
        url = next.next_page_url;
      }
      expect(page).toBe(first.last_page);
      expect(new Set(seen).size).toBe(total);
      expect(seen).toHaveLength(total);
    });

    it('lists each flight with both airport codes and its times in the airport zone with offset', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'cargo' });
      const dep = await createAirport(t);
      const arr = await createAirport(t);
      const made = await insertFlight(t, {
        departure_airport: dep.id,
        arrival_airport: arr.id,
        departure_time: new Date('2026-11-22T07:30:00Z'),
        arrival_time: new Date('2026-11-22T09:45:00Z'),
        status: 'BOARDING',
      });
      const list = expectJson(await api(t, auth).get('/api/flights'), 200);
      const flight = list.data[0];
      for (const field of FLIGHT_FIELDS) expect(flight, field).toHaveProperty(field);
      expect(flight).toMatchObject({
        id: made.id,
        flight_number: made.flight_number,
        departure_airport: dep.id,
        arrival_airport: arr.id,
        departure_airport_code: dep.code,
        arrival_airport_code: arr.code,
        departure_time: '2026-11-22T08:30:00+01:00',
        arrival_time: '2026-11-22T10:45:00+01:00',
        airline_code: '8Z',
        status: 'BOARDING',
      });
    });

    it('puts a newly created flight at the top, and an edited one back at the top', async () => {
      const admin = await adminAuth(t);
      const a = await createFlightViaApi(t);
      const b = await createFlightViaApi(t);
      let top = expectJson(await api(t, admin).get('/api/flights'), 200).data;
      expect(top.slice(0, 2).map((f: { id: number }) => f.id)).toEqual([b.id, a.id]);

      const { body } = await flightBody(t, { status: 'CHECKIN-OPEN' });
      expectJson(await api(t, admin).put(`/api/flights/${a.id}`, { ...body, flight_number: undefined }), 200);
      top = expectJson(await api(t, admin).get('/api/flights?page=1'), 200).data;
      expect(top.slice(0, 2).map((f: { id: number }) => f.id)).toEqual([a.id, b.id]);
      expect(top[0].status).toBe('CHECKIN-OPEN');
    });

    it('answers an empty page past the last one rather than an error', async () => {
      const { auth } = await sharedUser(t);
      const page = expectJson(await api(t, auth).get('/api/flights?page=9999'), 200);
      expect(page.data).toEqual([]);
      expect(page.current_page).toBe(9999);
      expect(page.next_page_url).toBeNull();
    });

    it.each(['0', '-1', 'abc', '1.5', '9999999'])('answers 422 naming page for page=%s', async (page) => {
      const { auth } = await sharedUser(t);
      const body = expectError(await api(t, auth).get(`/api/flights?page=${page}`), 422, ['page']);
      expect(body.message).toBe('Certains champs ne sont pas valides.');
    });

    it('answers 401 without authentication', async () => {
      expectError(await api(t).get('/api/flights'), 401);
    });

    // a day of its own: no other test flies then (Kinshasa is UTC+1, so local and UTC days differ around midnight)
    const DAY = '2031-05-17';
    const at = (local: string) => new Date(`${local}:00+01:00`);

    it('keeps the flights leaving or landing on a local day, in departure order, and with an airport those leaving it or landing there that day', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'cargo' });
      const [here, there, elsewhere] = [await createAirport(t), await createAirport(t), await createAirport(t)];
      const fly = (dep: number, arr: number, departure: string, arrival: string) =>
        insertFlight(t, {
          departure_airport: dep,
          arrival_airport: arr,
          departure_time: at(departure),
          arrival_time: at(arrival),
        });
      const late = await fly(there.id, here.id, `${DAY}T21:00`, `${DAY}T23:30`);
      const early = await fly(here.id, there.id, `${DAY}T00:10`, `${DAY}T02:00`); // the day before in UTC
      const overnight = await fly(elsewhere.id, here.id, '2031-05-16T22:00', `${DAY}T01:00`); // lands that day
      const between = await fly(there.id, elsewhere.id, `${DAY}T12:00`, `${DAY}T14:00`);
      const nextDay = await fly(here.id, there.id, '2031-05-18T00:30', '2031-05-18T03:00'); // the same day in UTC
      const mine = new Set([late, early, overnight, between, nextDay].map((f) => f.id));
      const ids = (page: { data: { id: number }[] }) => page.data.map((f) => f.id).filter((id) => mine.has(id));

      const atHere = expectJson(await api(t, auth).get(`/api/flights?date=${DAY}&airport=${here.id}`), 200);
      expect(ids(atHere)).toEqual([overnight.id, early.id, late.id]);
      expect(atHere).toMatchObject({ total: 3, next_page_url: null });
      expect(atHere.links[1].url).toBe(`/api/flights?date=${DAY}&airport=${here.id}&page=1`);
      expect(atHere.data[1]).toMatchObject({
        departure_code: here.code,
        arrival_code: there.code,
        departure_time: `${DAY}T00:10:00+01:00`,
      });

      const thatDay = expectJson(await api(t, auth).get(`/api/flights?date=${DAY}`), 200);
      expect(ids(thatDay)).toEqual([overnight.id, early.id, between.id, late.id]);
      const anyDay = expectJson(await api(t, auth).get(`/api/flights?airport=${here.id}`), 200);
      expect(ids(anyDay).sort()).toEqual([late.id, early.id, overnight.id, nextDay.id].sort());
    });

    it("pages a day's flights ten at a time, the links keeping the day and the airport", async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'cargo' });
      const here = await createAirport(t);
      for (let i = 0; i < 11; i++)
        await insertFlight(t, {
          departure_airport: here.id,
          departure_time: at(`${DAY}T${String(6 + i).padStart(2, '0')}:00`),
        });
      const first = expectJson(await api(t, auth).get(`/api/flights?date=${DAY}&airport=${here.id}`), 200);
      expect(first).toMatchObject({
        total: 11,
        last_page: 2,
        next_page_url: expect.stringMatching(
          new RegExp(`^/api/flights\\?date=${DAY}&airport=${here.id}&page=2&after=`),
        ),
      });
      expect(first.data.map((f: { departure_time: string }) => f.departure_time.slice(11, 16))).toEqual([
        '06:00',
        '07:00',
        '08:00',
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
      ]);
      const second = expectJson(await api(t, auth).get(first.next_page_url), 200);
      expect(second.data.map((f: { departure_time: string }) => f.departure_time.slice(11, 16))).toEqual(['16:00']);
    });

    it('takes an empty date or airport as none', async () => {
      const { auth } = await sharedUser(t);
      const page = expectJson(await api(t, auth).get('/api/flights?date=&airport='), 200);
      expect(page.links[1].url).toBe('/api/flights?page=1');
    });

    it.each(['2026-02-30', '22/11/2026', 'today'])('answers 422 naming date for date=%s', async (date) => {
      const { auth } = await sharedUser(t);
      expectError(await api(t, auth).get(`/api/flights?date=${encodeURIComponent(date)}`), 422, ['date']);
    });

    it('answers 422 naming airport for an airport that is not an id', async () => {
      const { auth } = await sharedUser(t);
      expectError(await api(t, auth).get('/api/flights?airport=FIH'), 422, ['airport']);
    });
  });

  describe('GET /api/flights/{id}', () => {
    it('returns the flight with departure_code, arrival_code and its passengers as an envelope of {id, name, pnr, seat, flight_id}, 20 a page', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'bagagiste' });
      const dep = await createAirport(t);
      const arr = await createAirport(t);
      const flight = await insertFlight(t, { departure_airport: dep.id, arrival_airport: arr.id });
      const made = [];
      for (let i = 0; i < 23; i++)
        made.push(
          await insertPassenger(t, flight.id, { name: `PAX/${String.fromCharCode(65 + i)} MR`, seat: `${i + 1}C` }),
        );
      const other = await insertFlight(t);
      await insertPassenger(t, other.id);

      const detail = expectJson(await api(t, auth).get(`/api/flights/${flight.id}`), 200);
      expect(detail).toMatchObject({
        id: flight.id,
        flight_number: flight.flight_number,
        departure_code: dep.code,
        arrival_code: arr.code,
        departure_time: `${FLIGHT_DAY}T08:30:00+01:00`,
        arrival_time: `${FLIGHT_DAY}T10:30:00+01:00`,
        status: 'SCHEDULED',
      });
      const page = detail.passengers;
      expect(Object.keys(page).sort()).toEqual(ENVELOPE_FIELDS);
      expect(page).toMatchObject({
        current_page: 1,
        last_page: 2,
        per_page: 20,
        total: 23,
        prev_page_url: null,
        next_page_url: expect.stringMatching(new RegExp(`^/api/flights/${flight.id}\\?page=2&after=[\\w-]+$`)),
      });
      expect(page.data).toHaveLength(20);
      for (const p of page.data) expect(Object.keys(p).sort()).toEqual(['flight_id', 'id', 'name', 'pnr', 'seat']);

      const second = expectJson(await api(t, auth).get(page.next_page_url), 200);
      expect(second.id).toBe(flight.id);
      expect(second.passengers).toMatchObject({
        current_page: 2,
        next_page_url: null,
        prev_page_url: expect.stringMatching(new RegExp(`^/api/flights/${flight.id}\\?page=1&before=[\\w-]+$`)),
      });
      expect(second.passengers.data).toHaveLength(3);

      const all = await readPassengersViaApi(t, auth, flight.id);
      expect(all.map((p) => p.id).sort((x, y) => x - y)).toEqual(made.map((p) => p.id).sort((x, y) => x - y));
      expect(all).toContainEqual(made[7]);
    });

    it('answers an empty passenger envelope for a flight without passengers', async () => {
      const admin = await adminAuth(t);
      const flight = await insertFlight(t);
      const detail = expectJson(await api(t, admin).get(`/api/flights/${flight.id}`), 200);
      expect(detail.passengers).toMatchObject({
        data: [],
        total: 0,
        current_page: 1,
        last_page: 1,
        next_page_url: null,
        prev_page_url: null,
      });
    });

    it.each([
      ['agent', 'cargo'],
      ['supervisor', 'lost-and-found'],
      ['agent', 'surete'],
    ] as const)('gives a %s of %s the flight with passengers null', async (role, service) => {
      const { auth } = await sharedUser(t, { role, service });
      const flight = await insertFlight(t);
      await insertPassenger(t, flight.id);
      const detail = expectJson(await api(t, auth).get(`/api/flights/${flight.id}`), 200);
      expect(detail.id).toBe(flight.id);
      expect(detail.flight_number).toBe(flight.flight_number);
      expect(detail.passengers).toBeNull();
    });

    it.each([
      ['agent', 'passage'],
      ['supervisor', 'passenger'],
      ['agent', 'bagagiste'],
      ['admin', 'admin-and-it'],
    ] as const)('gives a %s of %s the passengers', async (role, service) => {
      const { auth } = await sharedUser(t, { role, service });
      const flight = await insertFlight(t);
      const pax = await insertPassenger(t, flight.id);
      const detail = expectJson(await api(t, auth).get(`/api/flights/${flight.id}`), 200);
      expect(detail.passengers.data).toEqual([pax]);
    });

    it.each(['0', 'abc', '1&page=2'])('answers 422 naming page for the passengers page=%s', async (page) => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
      const flight = await insertFlight(t);
      expectError(await api(t, auth).get(`/api/flights/${flight.id}?page=${page}`), 422, ['page']);
    });

    it('answers 404 with a message naming an unknown flight', async () => {
      const { auth } = await sharedUser(t);
      const body = expectError(await api(t, auth).get('/api/flights/2147483647'), 404);
      expect(body.message).toBe('Le vol 2147483647 n’existe pas.');
    });

    it.each(['abc', '0', '-3', '2147483648', '99999999999', '1e3'])(
      'answers 422 naming id for the path id %s',
      async (id) => {
        const { auth } = await sharedUser(t);
        expectError(await api(t, auth).get(`/api/flights/${id}`), 422, ['id']);
      },
    );
  });

  describe('POST /api/flights', () => {
    it('creates a flight (201) with the datetime-local values read as the Kinshasa wall clock and answered with +01:00', async () => {
      const admin = await adminAuth(t);
      const { body, dep, arr } = await flightBody(t);
      const created = expectJson(await api(t, admin).post('/api/flights', body), 201);
      expect(created).toMatchObject({
        id: expect.any(Number),
        flight_number: body.flight_number,
        departure_airport: dep.id,
        arrival_airport: arr.id,
        departure_code: dep.code,
        arrival_code: arr.code,
        departure_airport_code: dep.code,
        arrival_airport_code: arr.code,
        departure_time: `${FLIGHT_DAY}T08:30:00+01:00`,
        arrival_time: `${FLIGHT_DAY}T10:45:00+01:00`,
        airline_code: '8Z',
        status: 'SCHEDULED',
      });
      const row = await flightRow(t, created.id);
      expect(row.departure_time.toISOString()).toBe(`${FLIGHT_DAY}T07:30:00.000Z`);
      expect(row.arrival_time.toISOString()).toBe(`${FLIGHT_DAY}T09:45:00.000Z`);
      expect(row.status).toBe('SCHEDULED');
      const again = expectJson(await api(t, admin).get(`/api/flights/${created.id}`), 200);
      expect(again).toMatchObject({
        departure_time: `${FLIGHT_DAY}T08:30:00+01:00`,
        arrival_time: `${FLIGHT_DAY}T10:45:00+01:00`,
      });
    });

    it('stores the flight number upper-case without spaces and takes the airline code from it when none is sent', async () => {
      const admin = await adminAuth(t);
      const number = uniqueFlightNumber('KQ');
      const { body } = await flightBody(t, {
        flight_number: ` ${number.slice(0, 2).toLowerCase()} ${number.slice(2)} `,
        airline_code: undefined,
      });
      const created = expectJson(await api(t, admin).post('/api/flights', body), 201);
      expect(created.flight_number).toBe(number);
      expect(created.airline_code).toBe('KQ');
      expect((await flightRow(t, created.id)).flight_number).toBe(number);
    });

    it('takes an ISO time with an offset as that instant', async () => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, {
        departure_time: '2026-11-22T09:30:00+02:00',
        arrival_time: '2026-11-22T11:00:00Z',
      });
      const created = expectJson(await api(t, admin).post('/api/flights', body), 201);
      expect(created.departure_time).toBe('2026-11-22T08:30:00+01:00');
      expect(created.arrival_time).toBe('2026-11-22T12:00:00+01:00');
    });

    it('accepts a flight that lands the next day', async () => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { departure_time: '2026-12-31T23:30', arrival_time: '2027-01-01T01:10' });
      const created = expectJson(await api(t, admin).post('/api/flights', body), 201);
      expect(created.arrival_time).toBe('2027-01-01T01:10:00+01:00');
    });

    it('lets a supervisor of any service, here cargo, create a flight', async () => {
      const { auth } = await sharedUser(t, { role: 'supervisor', service: 'cargo' });
      const { body } = await flightBody(t);
      expect(expectJson(await api(t, auth).post('/api/flights', body), 201).flight_number).toBe(body.flight_number);
    });

    it.each(['passage', 'admin-and-it'] as const)(
      'refuses an agent of %s with 403 and creates nothing',
      async (service) => {
        const { auth } = await sharedUser(t, { role: 'agent', service });
        const { body } = await flightBody(t);
        const before = await flightCount(t);
        const res = expectError(await api(t, auth).post('/api/flights', body), 403);
        expect(res.message).toBe('Vous n’êtes pas autorisé à faire cela.');
        expect(await flightCount(t)).toBe(before);
      },
    );

    it('answers 401 without authentication', async () => {
      const { body } = await flightBody(t);
      expectError(await api(t).post('/api/flights', body), 401);
    });

    it.each([
      ['before', `${FLIGHT_DAY}T08:29`],
      ['at the same time as', `${FLIGHT_DAY}T08:30`],
    ])('answers 422 on arrival_time for an arrival %s the departure, and creates nothing', async (_, arrival) => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { arrival_time: arrival });
      const before = await flightCount(t);
      const res = expectError(await api(t, admin).post('/api/flights', body), 422, ['arrival_time']);
      expect(res.errors.arrival_time).toEqual(['L’arrivée doit être postérieure au départ.']);
      expect(await flightCount(t)).toBe(before);
    });

    it.each(['departure_airport', 'arrival_airport'])('answers 422 on %s for an unknown airport', async (field) => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { [field]: 2147483000 });
      const res = expectError(await api(t, admin).post('/api/flights', body), 422, [field]);
      expect(res.errors[field]).toEqual(['L’aéroport 2147483000 n’existe pas.']);
    });

    it('answers 422 on arrival_airport when it is the departure airport', async () => {
      const admin = await adminAuth(t);
      const { body, dep } = await flightBody(t);
      const res = expectError(await api(t, admin).post('/api/flights', { ...body, arrival_airport: dep.id }), 422, [
        'arrival_airport',
      ]);
      expect(res.errors.arrival_airport).toEqual(['L’aéroport d’arrivée doit être différent de celui de départ.']);
    });

    it('answers 422 naming flight_number, departure_time and arrival_time when they are missing', async () => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/flights', {}), 422, [
        'arrival_time',
        'departure_time',
        'flight_number',
      ]);
    });

    it('answers 422 starting with "Ce champ est obligatoire." for a blank flight number and times', async () => {
      const admin = await adminAuth(t);
      const res = expectError(
        await api(t, admin).post('/api/flights', { flight_number: ' ', departure_time: '', arrival_time: '  ' }),
        422,
        ['arrival_time', 'departure_time', 'flight_number'],
      );
      for (const field of ['flight_number', 'departure_time', 'arrival_time'])
        expect(res.errors[field][0], field).toBe('Ce champ est obligatoire.');
    });

    it.each([
      ['HELLO', 'HELLO'],
      ['8Z', '8Z'],
      ['8Z12345', '8Z12345'],
      ['8Z-101', '8Z-101'],
      ['100,000 characters', '8'.repeat(100_000)],
    ])('answers 422 on flight_number for %s', async (_, flightNumber) => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { flight_number: flightNumber });
      const res = expectError(await api(t, admin).post('/api/flights', body), 422, ['flight_number']);
      expect(res.errors.flight_number).toEqual([
        'Un numéro de vol est le code compagnie suivi de 1 à 4 chiffres, par ex. 8Z101.',
      ]);
    });

    it.each([
      '22/11/2026 08:30',
      '2026-11-22',
      '2026-13-01T08:30',
      '2026-02-30T08:30', // no 30 February: must not roll over to 2 March
      '2026-04-31T08:30',
      '2026-11-22T25:00',
      '2026-11-22T08:30:00+0100',
      'tomorrow',
    ])('answers 422 on departure_time for %s', async (value) => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { departure_time: value });
      const res = expectError(await api(t, admin).post('/api/flights', body), 422, ['departure_time']);
      expect(res.errors.departure_time).toEqual(['Saisissez une date et une heure, par ex. 2026-11-22T14:30.']);
    });

    it('answers 422 on departure_time for a value of 100,000 characters', async () => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { departure_time: `2026-11-22T08:30${'0'.repeat(100_000)}` });
      expectError(await api(t, admin).post('/api/flights', body), 422, ['departure_time']);
    });

    it.each([
      [{ status: 'LANDED' }, 'status'],
      [{ airline_code: '8ZZ' }, 'airline_code'],
      [{ departure_airport: 'FIH' }, 'departure_airport'],
      [{ arrival_airport: 1.5 }, 'arrival_airport'],
      [{ arrival_airport: 2147483648 }, 'arrival_airport'],
      [{ flight_number: 101 }, 'flight_number'],
      [{ departure_time: 1795336200000 }, 'departure_time'],
    ])('answers 422 for the wrong value %j', async (override, field) => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, override);
      expectError(await api(t, admin).post('/api/flights', body), 422, [field]);
    });

    it('answers 422 and not 5xx for a JSON array or a string as the body, 400 for malformed JSON', async () => {
      const admin = await adminAuth(t);
      expectError(await api(t, admin).post('/api/flights', '[1,2]'), 422);
      expectError(await api(t, admin).post('/api/flights', '"8Z101"'), 422);
      expectError(await api(t, admin).post('/api/flights', '{"flight_number":'), 400);
    });
  });

  describe('PUT /api/flights/{id}', () => {
    it('updates times, airports and status (200) and answers the updated flight', async () => {
      const admin = await adminAuth(t);
      const created = await createFlightViaApi(t);
      const { body, dep, arr } = await flightBody(t, {
        departure_time: '2026-11-23T14:00',
        arrival_time: '2026-11-23T15:20',
        status: 'BOARDING',
      });
      const updated = expectJson(
        await api(t, admin).put(`/api/flights/${created.id}`, { ...body, flight_number: created.flight_number }),
        200,
      );
      expect(updated).toMatchObject({
        id: created.id,
        flight_number: created.flight_number,
        departure_airport: dep.id,
        arrival_airport: arr.id,
        departure_code: dep.code,
        arrival_code: arr.code,
        departure_time: '2026-11-23T14:00:00+01:00',
        arrival_time: '2026-11-23T15:20:00+01:00',
        status: 'BOARDING',
      });
      const row = await flightRow(t, created.id);
      expect(row.status).toBe('BOARDING');
      expect(row.departure_time.toISOString()).toBe('2026-11-23T13:00:00.000Z');
    });

    it.each(['SCHEDULED', 'CHECKIN-OPEN', 'CHECKIN', 'BOARDING', 'CLOSED', 'CANCELLED'])(
      'accepts the status %s',
      async (status) => {
        const { auth } = await sharedUser(t, { role: 'supervisor', service: 'passage' });
        const created = await createFlightViaApi(t);
        const { body } = await flightBody(t, { status, flight_number: undefined });
        expect(expectJson(await api(t, auth).put(`/api/flights/${created.id}`, body), 200).status).toBe(status);
      },
    );

    it('keeps the status when none is sent', async () => {
      const admin = await adminAuth(t);
      const flight = await insertFlight(t, { status: 'CLOSED' });
      const { body } = await flightBody(t, { flight_number: undefined });
      expect(expectJson(await api(t, admin).put(`/api/flights/${flight.id}`, body), 200).status).toBe('CLOSED');
    });

    it('accepts the same flight number written another way', async () => {
      const admin = await adminAuth(t);
      const created = await createFlightViaApi(t);
      const spelled = `${created.flight_number.slice(0, 2).toLowerCase()} ${created.flight_number.slice(2)}`;
      const { body } = await flightBody(t, { flight_number: spelled });
      expect(expectJson(await api(t, admin).put(`/api/flights/${created.id}`, body), 200).flight_number).toBe(
        created.flight_number,
      );
    });

    it('answers 422 on flight_number for a different flight number, and changes nothing', async () => {
      const admin = await adminAuth(t);
      const created = await createFlightViaApi(t);
      const { body } = await flightBody(t, { flight_number: uniqueFlightNumber(), status: 'CANCELLED' });
      const res = expectError(await api(t, admin).put(`/api/flights/${created.id}`, body), 422, ['flight_number']);
      expect(res.errors.flight_number).toEqual(['Le numéro de vol ne peut plus être modifié une fois le vol créé.']);
      const row = await flightRow(t, created.id);
      expect(row.flight_number).toBe(created.flight_number);
      expect(row.status).toBe('SCHEDULED');
    });

    it('answers 422 on arrival_time when the edit puts the arrival before the departure', async () => {
      const admin = await adminAuth(t);
      const created = await createFlightViaApi(t);
      const { body } = await flightBody(t, {
        flight_number: undefined,
        departure_time: '2026-11-23T14:00',
        arrival_time: '2026-11-23T13:00',
      });
      expectError(await api(t, admin).put(`/api/flights/${created.id}`, body), 422, ['arrival_time']);
    });

    it('answers 422 on status for an unknown status', async () => {
      const admin = await adminAuth(t);
      const created = await createFlightViaApi(t);
      const { body } = await flightBody(t, { flight_number: undefined, status: 'boarding' });
      const res = expectError(await api(t, admin).put(`/api/flights/${created.id}`, body), 422, ['status']);
      expect(res.errors.status).toEqual([
        'Choisissez un statut : SCHEDULED, CHECKIN-OPEN, CHECKIN, BOARDING, CLOSED ou CANCELLED.',
      ]);
    });

    it('answers 404 naming an unknown flight', async () => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { flight_number: undefined });
      expect(expectError(await api(t, admin).put('/api/flights/2147483600', body), 404).message).toBe(
        'Le vol 2147483600 n’existe pas.',
      );
    });

    it('answers 422 naming id for a non-numeric or out-of-range id', async () => {
      const admin = await adminAuth(t);
      const { body } = await flightBody(t, { flight_number: undefined });
      expectError(await api(t, admin).put('/api/flights/abc', body), 422, ['id']);
      expectError(await api(t, admin).put('/api/flights/4294967296', body), 422, ['id']);
    });

    it('refuses an agent with 403 and changes nothing', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passenger' });
      const created = await createFlightViaApi(t);
      const { body } = await flightBody(t, { flight_number: undefined, status: 'CANCELLED' });
      expect(expectError(await api(t, auth).put(`/api/flights/${created.id}`, body), 403).message).toBe(
        'Vous n’êtes pas autorisé à faire cela.',
      );
      expect((await flightRow(t, created.id)).status).toBe('SCHEDULED');
    });
  });
});
