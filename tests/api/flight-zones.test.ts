import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { api, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { adminAuth, createAirport } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { sharedUser, uniqueFlightNumber } from '../helpers/flights';
import { flights } from '../../src/server/domains/schema';

// Each airport's own clock: a flight's departure is typed and answered in its departure airport's zone, its
// arrival in its arrival airport's; the instants stored never depend on a zone. This Tarmac's zone in tests is
// Africa/Kinshasa (UTC+1); Goma and Lubumbashi are an hour ahead (UTC+2), Paris changes clocks.

describe.each(databases())('Flights in their airports’ zones on %s', (kind) => {
  const t = useTestApp(kind);

  async function route() {
    const fih = await createAirport(t, { timezone: 'Africa/Kinshasa' });
    const gom = await createAirport(t, { timezone: 'Africa/Lubumbashi' });
    return { fih, gom };
  }

  it('a flight FIH → GOM typed 10:00 and 13:00 local lasts two hours; its answer carries both zones', async () => {
    const admin = await adminAuth(t);
    const { fih, gom } = await route();
    const body = {
      flight_number: uniqueFlightNumber(),
      departure_airport: fih.id,
      arrival_airport: gom.id,
      departure_time: '2026-11-22T10:00',
      arrival_time: '2026-11-22T13:00',
    };
    const flight = expectJson(await api(t, admin).post('/api/flights', body), 201);
    expect(flight).toMatchObject({
      departure_time: '2026-11-22T10:00:00+01:00',
      arrival_time: '2026-11-22T13:00:00+02:00',
      departure_at: '2026-11-22T10:00:00+01:00',
      arrival_at: '2026-11-22T13:00:00+02:00',
      departure_timezone: 'Africa/Kinshasa',
      arrival_timezone: 'Africa/Lubumbashi',
    });
    expect(Date.parse(flight.arrival_at) - Date.parse(flight.departure_at)).toBe(2 * 3_600_000);
    const [row] = await t.database.db.select().from(flights).where(eq(flights.id, flight.id));
    expect(row!.departure_time.toISOString()).toBe('2026-11-22T09:00:00.000Z');
    expect(row!.arrival_time.toISOString()).toBe('2026-11-22T11:00:00.000Z');

    // the detail and the list read the same
    const detail = expectJson(await api(t, admin).get(`/api/flights/${flight.id}`), 200);
    expect(detail).toMatchObject({ arrival_time: '2026-11-22T13:00:00+02:00', arrival_timezone: 'Africa/Lubumbashi' });
    const list = expectJson(await api(t, admin).get(`/api/flights?date=2026-11-22&airport=${gom.id}`), 200);
    expect(list.data.find((f: { id: number }) => f.id === flight.id)).toMatchObject({
      departure_at: '2026-11-22T10:00:00+01:00',
      arrival_at: '2026-11-22T13:00:00+02:00',
    });
  });

  it('the way back GOM → FIH typed 14:00 and 15:00 local lasts two hours; arrival is compared as an instant', async () => {
    const admin = await adminAuth(t);
    const { fih, gom } = await route();
    const base = { flight_number: uniqueFlightNumber(), departure_airport: gom.id, arrival_airport: fih.id };
    const flight = expectJson(
      await api(t, admin).post('/api/flights', {
        ...base,
        departure_time: '2026-11-22T14:00',
        arrival_time: '2026-11-22T15:00',
      }),
      201,
    );
    expect(Date.parse(flight.arrival_at) - Date.parse(flight.departure_at)).toBe(2 * 3_600_000);
    // 13:30 in Kinshasa reads earlier than 14:00 in Goma but is half an hour after it: a short hop, accepted
    const hop = await api(t, admin).post('/api/flights', {
      ...base,
      flight_number: uniqueFlightNumber(),
      departure_time: '2026-11-22T14:00',
      arrival_time: '2026-11-22T13:30',
    });
    expect(Date.parse(expectJson(hop, 201).arrival_at) - Date.parse('2026-11-22T12:00:00Z')).toBe(1_800_000);
    // 12:30 in Kinshasa is 13:30 in Goma: before it left
    const early = await api(t, admin).post('/api/flights', {
      ...base,
      flight_number: uniqueFlightNumber(),
      departure_time: '2026-11-22T14:00',
      arrival_time: '2026-11-22T12:30',
    });
    expectError(early, 422, ['arrival_time']);
  });

  it('a time sent with an offset is taken as it is, whatever the airport', async () => {
    const admin = await adminAuth(t);
    const { fih, gom } = await route();
    const flight = expectJson(
      await api(t, admin).post('/api/flights', {
        flight_number: uniqueFlightNumber(),
        departure_airport: fih.id,
        arrival_airport: gom.id,
        departure_time: '2026-11-22T09:00:00Z',
        arrival_time: '2026-11-22T11:00:00Z',
      }),
      201,
    );
    expect(flight).toMatchObject({
      departure_at: '2026-11-22T10:00:00+01:00',
      arrival_at: '2026-11-22T13:00:00+02:00',
    });
  });

  it('an edit reads its times in the airports it names, and a flight without airports keeps this Tarmac’s zone', async () => {
    const admin = await adminAuth(t);
    const { fih, gom } = await route();
    const created = expectJson(
      await api(t, admin).post('/api/flights', {
        flight_number: uniqueFlightNumber(),
        departure_time: '2026-11-22T10:00',
        arrival_time: '2026-11-22T13:00',
      }),
      201,
    );
    expect(created).toMatchObject({ departure_timezone: 'Africa/Kinshasa', arrival_timezone: 'Africa/Kinshasa' });
    const edited = expectJson(
      await api(t, admin).put(`/api/flights/${created.id}`, {
        departure_airport: gom.id,
        arrival_airport: fih.id,
        departure_time: '2026-11-22T10:00',
        arrival_time: '2026-11-22T13:00',
      }),
      200,
    );
    // 10:00 in Goma is 09:00 in Kinshasa: four hours to 13:00 in Kinshasa
    expect(Date.parse(edited.arrival_at) - Date.parse(edited.departure_at)).toBe(4 * 3_600_000);
  });

  it('across a change of clocks at the arrival: Kinshasa → Paris on the last Sunday of March', async () => {
    const admin = await adminAuth(t);
    const fih = await createAirport(t, { timezone: 'Africa/Kinshasa' });
    const cdg = await createAirport(t, { timezone: 'Europe/Paris' });
    // Paris moves from UTC+1 to UTC+2 at 02:00 on 28 March 2027; an overnight flight lands after it
    const flight = expectJson(
      await api(t, admin).post('/api/flights', {
        flight_number: uniqueFlightNumber(),
        departure_airport: fih.id,
        arrival_airport: cdg.id,
        departure_time: '2027-03-27T23:00',
        arrival_time: '2027-03-28T07:00',
      }),
      201,
    );
    expect(flight.arrival_at).toBe('2027-03-28T07:00:00+02:00');
    expect(Date.parse(flight.arrival_at) - Date.parse(flight.departure_at)).toBe(7 * 3_600_000);
  });

  it('setting an airport’s zone changes how its flights read, never when they happen', async () => {
    const admin = await adminAuth(t);
    const gom = await createAirport(t);
    const flight = expectJson(
      await api(t, admin).post('/api/flights', {
        flight_number: uniqueFlightNumber(),
        departure_airport: gom.id,
        departure_time: '2026-11-22T10:00',
        arrival_time: '2026-11-22T12:00',
      }),
      201,
    );
    expect(flight.departure_at).toBe('2026-11-22T10:00:00+01:00');
    expectJson(
      await api(t, admin).put(`/api/airports/${gom.id}`, { name: gom.name, timezone: 'Africa/Lubumbashi' }),
      200,
    );
    const after = expectJson(await api(t, admin).get(`/api/flights/${flight.id}`), 200);
    expect(after.departure_at).toBe('2026-11-22T11:00:00+02:00');
    expect(Date.parse(after.departure_at)).toBe(Date.parse(flight.departure_at));
  });

  it('track by flight takes the flight’s date on its departure airport’s clock', async () => {
    const admin = await adminAuth(t);
    const { fih, gom } = await route();
    const { auth } = await sharedUser(t, { role: 'supervisor', service: 'bagagiste' });
    const number = uniqueFlightNumber();
    // 00:30 on the 23rd in Goma is still 23:30 on the 22nd in Kinshasa, this Tarmac's zone
    expectJson(
      await api(t, admin).post('/api/flights', {
        flight_number: number,
        departure_airport: gom.id,
        arrival_airport: fih.id,
        departure_time: '2026-11-23T00:30',
        arrival_time: '2026-11-23T01:30',
      }),
      201,
    );
    const tracked = expectJson(
      await api(t, auth).get(`/api/track-by-flight?flight_number=${number}&flight_date=2026-11-23`),
      200,
    );
    expect(tracked.flight).toMatchObject({
      departure_time: '2026-11-23T00:30:00+02:00',
      departure_timezone: 'Africa/Lubumbashi',
      arrival_time: '2026-11-23T01:30:00+01:00',
    });
    expect(tracked.delivery.arrival_time).toBe('2026-11-23T01:30:00+01:00');
    const wrongDay = await api(t, auth).get(`/api/track-by-flight?flight_number=${number}&flight_date=2026-11-22`);
    expectError(wrongDay, 404);
  });
});
