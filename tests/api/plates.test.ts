import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { createAirport, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { insertFlight, insertPassenger } from '../helpers/flights';
import { scan } from '../helpers/baggage';
import { localDay } from '../../src/shared/time';

// A licence plate comes round again: it names one bag within the plate window (14 days between the flights'
// departures by default), and a new bag beyond it. Registration, scans and search follow that rule.

const DAY = 86_400_000;
const serial = () => String(randomInt(1_000_000)).padStart(6, '0');

describe.each(databases())('Licence plates that recur, on %s', (kind) => {
  const t = useTestApp(kind);

  let desk: Promise<{ airport: { id: number; code: string }; auth: { cookie: string } }> | undefined;
  /** A passage agent at their own airport (registers bags, scans them and searches). */
  const agent = () =>
    (desk ??= (async () => {
      const airport = await createAirport(t);
      const { auth } = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
      return { airport, auth };
    })());

  /** A passenger on a flight departing at `departure` from the agent's airport. */
  async function passengerOn(departure: Date) {
    const { airport } = await agent();
    const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: departure });
    return { flight, pax: await insertPassenger(t, flight.id) };
  }
  const register = async (tag: string, paxId: number) =>
    api(t, (await agent()).auth).post('/api/bags', { bag_tag_number: tag, weight: 15, passenger_id: paxId });

  it('takes the same plate on flights 60 days apart as two bags; search and scans reach the newest', async () => {
    const { auth, airport } = await agent();
    const plate = `0125${serial()}`;
    const old = await passengerOn(new Date(Date.now() - 60 * DAY));
    const now = await passengerOn(new Date());
    const first = expectJson(await register(plate, old.pax.id), 201);
    const second = expectJson(await register(plate, now.pax.id), 201);
    expect(second.id).not.toBe(first.id);

    const found = expectJson(await api(t, auth).get(`/api/search/tag?tag=${plate}`), 200);
    expect(found.type).toBe('bag');
    expect(found.data.id).toBe(second.id);
    expect(found.data.flight.flight_number).toBe(now.flight.flight_number);
    expect(found.data.plate_history).toEqual([
      {
        id: first.id,
        bag_tag_number: plate,
        status: 'CREATED',
        flight: { id: old.flight.id, flight_number: old.flight.flight_number, departure_time: expect.any(String) },
      },
    ]);
    // its short form names the same bags
    const short = expectJson(await api(t, auth).get(`/api/search/tag?tag=BA${plate.slice(4)}`), 200);
    expect(short.data.id).toBe(second.id);

    const scanned = expectJson(
      await scan(t, auth, { bag_tag_number: plate, event_type: 'CHECKIN', airport_id: airport.id }),
      201,
    );
    expect(scanned.event.flight_number).toBe(now.flight.flight_number);
    const after = expectJson(await api(t, auth).get(`/api/search/tag?tag=${plate}`), 200);
    expect(after.data.status).toBe('CHECKIN');
    expect(after.data.events).toHaveLength(1);
    expect(after.data.plate_history[0].status).toBe('CREATED');
  });

  it('answers 409 within the window, naming the flight that has the plate, and 201 a minute beyond it', async () => {
    const start = new Date(Date.now() - 20 * DAY);
    const plate = `3125${serial()}`;
    const a = await passengerOn(start);
    expectJson(await register(plate, a.pax.id), 201);

    const atEdge = await passengerOn(new Date(start.getTime() + 14 * DAY));
    const refused = expectError(await register(plate, atEdge.pax.id), 409);
    expect(refused.message).toBe(
      `L’étiquette ${plate} est déjà enregistrée sur le vol ${a.flight.flight_number} du ${localDay(start, t.env.APP_TIMEZONE)} : une plaque désigne un seul bagage sur 14 jours.`,
    );
    const before = await passengerOn(new Date(start.getTime() - 14 * DAY + 60_000));
    expectError(await register(plate, before.pax.id), 409);

    const beyond = await passengerOn(new Date(start.getTime() + 14 * DAY + 60_000));
    expectJson(await register(plate, beyond.pax.id), 201);
  });

  it('never attaches a scan to a bag of a flight outside the window: a 404 saying when the plate was last used', async () => {
    const { auth, airport } = await agent();
    const plate = `4125${serial()}`;
    const departure = new Date(Date.now() - 60 * DAY);
    const old = await passengerOn(departure);
    expectJson(await register(plate, old.pax.id), 201);
    const res = expectError(
      await scan(t, auth, { bag_tag_number: plate, event_type: 'LOADED', airport_id: airport.id }),
      404,
    );
    expect(res.message).toBe(
      `Aucun bagage portant l’étiquette ${plate} ne voyage à moins de 14 jours d’aujourd’hui : elle a servi en dernier sur le vol ${old.flight.flight_number} du ${localDay(departure, t.env.APP_TIMEZONE)} ; c’est donc un nouveau bagage, pas encore enregistré.`,
    );
    const found = expectJson(await api(t, auth).get(`/api/search/tag?tag=${plate}`), 200);
    expect(found.data.events).toEqual([]);
  });

  it('finds the bag of the flight nearest to now, past or future', async () => {
    const { auth } = await agent();
    const plate = `5125${serial()}`;
    const past = await passengerOn(new Date(Date.now() - 20 * DAY));
    const future = await passengerOn(new Date(Date.now() + 16 * DAY));
    expectJson(await register(plate, past.pax.id), 201);
    const nearest = expectJson(await register(plate, future.pax.id), 201);
    const found = expectJson(await api(t, auth).get(`/api/search/tag?tag=${plate}`), 200);
    expect(found.data.id).toBe(nearest.id);
    expect(found.data.plate_history.map((b: { id: number }) => b.id)).not.toContain(nearest.id);
  });

  it.each([
    ['1', 'fallback'],
    ['2', 'rush'],
    ['0', null],
    ['7', null],
  ])('labels a plate with the leading digit %s as %s', async (digit, label) => {
    const { auth } = await agent();
    const plate = `${digit}125${serial()}`;
    const { pax } = await passengerOn(new Date());
    expectJson(await register(plate, pax.id), 201);
    const found = expectJson(await api(t, auth).get(`/api/search/tag?tag=${plate}`), 200);
    expect(found.data.tag_kind).toBe(label);
  });
});

describe.each(databases())('A plate window of 30 days (BAG_PLATE_WINDOW_DAYS), on %s', (kind) => {
  const t: TestApp = useTestApp(kind, { BAG_PLATE_WINDOW_DAYS: '30' });

  it('refuses the plate on a flight 20 days later and takes it 31 days later', async () => {
    const airport = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage', airport_id: airport.id });
    const plate = `6125${serial()}`;
    const on = async (days: number) => {
      const flight = await insertFlight(t, { departure_time: new Date(Date.now() + days * DAY) });
      const pax = await insertPassenger(t, flight.id);
      return api(t, auth).post('/api/bags', { bag_tag_number: plate, weight: 15, passenger_id: pax.id });
    };
    expectJson(await on(0), 201);
    expect(expectError(await on(20), 409).message).toMatch(/sur 30 jours\.$/);
    expectJson(await on(31), 201);
  });
});
