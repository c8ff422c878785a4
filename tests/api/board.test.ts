import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bags, flights } from '../../src/server/domains/schema';
import { addDays, localDay, localToInstant } from '../../src/shared/time';
import { api, useTestApp } from '../helpers/app';
import { insertEventAt } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger, sharedUser } from '../helpers/flights';
import { testCall } from '../helpers/call';
import { readBoard } from '../../src/server/domains/board/snapshot';

// The operations board (GET /api/board): an airport's flights of its local day with their bags, what needs attention
// first and why, on both databases. Each test makes its own airports.

const TZ = 'Africa/Kinshasa'; // the test app's APP_TIMEZONE: the airports made here have no zone of their own
const MINUTE = 60_000;

/** An instant `ms` from now, kept within today's local day (a test run just before midnight stays on one day). */
function today(ms: number) {
  const day = localDay(new Date(), TZ);
  const start = localToInstant(`${day}T00:00`, TZ).getTime() + MINUTE;
  const end = localToInstant(`${addDays(day, 1)}T00:00`, TZ).getTime() - MINUTE;
  return new Date(Math.min(end, Math.max(start, Date.now() + ms)));
}

describe.each(databases())('The operations board on %s', (kind) => {
  const t = useTestApp(kind);

  /** An airport with a departure about to leave (bags in every state), a quiet one, and an arrival on block. */
  async function airportOfTheDay() {
    const airport = await createAirport(t);
    const elsewhere = await createAirport(t);
    const leaving = await insertFlight(t, {
      departure_airport: airport.id,
      arrival_airport: elsewhere.id,
      departure_time: today(30 * MINUTE),
      arrival_time: today(150 * MINUTE),
    });
    const quiet = await insertFlight(t, {
      departure_airport: airport.id,
      arrival_airport: elsewhere.id,
      departure_time: today(20 * MINUTE),
      arrival_time: today(140 * MINUTE),
    });
    const landing = await insertFlight(t, {
      departure_airport: elsewhere.id,
      arrival_airport: airport.id,
      departure_time: today(-180 * MINUTE),
      arrival_time: today(-60 * MINUTE),
    });
    const onBlock = new Date(Date.now() - 50 * MINUTE);
    await t.database.db.update(flights).set({ on_block_at: onBlock }).where(eq(flights.id, landing.id));
    // a flight of another airport and one of tomorrow stay off the board
    const other = await createAirport(t);
    await insertFlight(t, { departure_airport: other.id, departure_time: today(0) });
    await insertFlight(t, { departure_airport: airport.id, departure_time: new Date(Date.now() + 2 * 86_400_000) });

    const cargo = await sharedUser(t, { role: 'agent', service: 'cargo', lang: 'en' });
    const uldOf = async (flightId: number) =>
      expectJson(
        await api(t, cargo.auth).post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', flight_id: flightId }),
        201,
      ) as { id: number; code: string };
    const ownUld = await uldOf(leaving.id);
    const quietUld = await uldOf(quiet.id);

    const pax = await insertPassenger(t, leaving.id);
    const bag = (status: 'CREATED' | 'CHECKIN' | 'LOADED', extra: Partial<typeof bags.$inferInsert> = {}) =>
      insertBag(t, pax.id, { airport_id: airport.id, status, weight: 20 }).then(async (b) => {
        if (Object.keys(extra).length) await t.database.db.update(bags).set(extra).where(eq(bags.id, b.id));
        return b;
      });
    await bag('CREATED');
    const checkedIn = await bag('CHECKIN');
    await insertEventAt(t, { bagId: checkedIn.id, airportId: airport.id, type: 'CHECKIN', at: new Date() });
    // loaded in its own flight's ULD, after its check-in
    const loaded = await bag('LOADED', { uld_id: ownUld.id, hold_position: '12L' });
    await insertEventAt(t, { bagId: loaded.id, airportId: airport.id, type: 'CHECKIN', at: new Date() });
    await insertEventAt(t, { bagId: loaded.id, airportId: airport.id, type: 'LOADED', at: new Date() });
    // loaded into the other flight's ULD, never checked in
    const astray = await bag('LOADED', { uld_id: quietUld.id });
    await insertEventAt(t, { bagId: astray.id, airportId: airport.id, type: 'LOADED', at: new Date() });
    // its passenger did not board
    await bag('CHECKIN', { offload_at: new Date() });
    // withdrawn by a DEL: counted nowhere
    await bag('CHECKIN', { deleted_at: new Date() });

    const arriving = await insertPassenger(t, landing.id);
    const first = await insertBag(t, arriving.id, { airport_id: elsewhere.id, status: 'DELIVERED' });
    await insertEventAt(t, {
      bagId: first.id,
      airportId: airport.id,
      type: 'DELIVERED',
      at: new Date(onBlock.getTime() + 5 * MINUTE),
    });
    await insertBag(t, arriving.id, { airport_id: elsewhere.id, status: 'LOADED' });
    return { airport, elsewhere, leaving, quiet, landing, ownUld, quietUld };
  }

  it('lists the day’s departures and arrivals with their bags, the most urgent first, each reason in words', async () => {
    const { airport, elsewhere, leaving, quiet, landing, ownUld, quietUld } = await airportOfTheDay();
    const { auth } = await sharedUser(t, { role: 'supervisor', service: 'passage', lang: 'en' });
    const board = expectJson(await api(t, auth).get(`/api/board?airport_id=${airport.id}`), 200);
    expect(board.airport).toMatchObject({ id: airport.id, code: airport.code, timezone: TZ });
    expect(board.day).toBe(localDay(new Date(), TZ));
    expect(board.attention_minutes).toBe(45);
    expect(board.flights.map((f: { id: number }) => f.id)).toEqual([leaving.id, landing.id, quiet.id]);

    const [first, arrival, last] = board.flights;
    expect(first).toMatchObject({
      flight_number: leaving.flight_number,
      direction: 'departure',
      other_airport: elsewhere.code,
      bags: { total: 5, not_scanned: 1, checked_in: 2, loaded: 2, transferred: 0, delivered: 0 },
      not_loaded: 3,
      to_offload: 1,
      wrong_flight: 1,
      loaded_without_checkin: 1,
      delivery: null,
      ulds: [{ id: ownUld.id, code: ownUld.code, bag_count: 1, bags_kg: 20 }],
    });
    expect(first.attention.map((a: { kind: string }) => a.kind)).toEqual([
      'wrong_flight',
      'offload',
      'not_loaded',
      'no_checkin',
    ]);
    expect(first.attention[0].text).toBe("1 bag loaded into another flight's ULD");
    expect(first.attention[2].text).toMatch(/^3 bags not loaded, off-block (in \d+ min|\d+ min ago)$/);

    expect(arrival).toMatchObject({
      direction: 'arrival',
      other_airport: elsewhere.code,
      bags: { total: 2, delivered: 1, loaded: 1 },
      not_loaded: 0,
      delivery: {
        measured_from: 'ON_BLOCK',
        first_bag_minutes: 5,
        last_bag_minutes: null,
        target_first_minutes: 10,
        target_last_minutes: 30,
      },
      attention: [{ kind: 'last_bag_late', text: 'Last bag later than its 30 min target' }],
    });
    // nothing to say of a flight whose bags are all where they should be
    expect(last).toMatchObject({ id: quiet.id, attention: [], bags: { total: 0 } });
    expect(last.ulds).toEqual([{ id: quietUld.id, code: quietUld.code, bag_count: 1, bags_kg: 20 }]);
    expect(board.freight).toEqual({ received: 0, loaded: 0, delivered: 0 });
  });

  it('warns of bags not loaded from 45 min before off-block to 45 min after, then of those left behind, never for a cancelled flight', async () => {
    // read at local noon, so every flight here is of the same day whenever the test runs
    const now = localToInstant(`${localDay(new Date(), TZ)}T12:00`, TZ);
    const at = (minutes: number) => new Date(now.getTime() + minutes * MINUTE);
    const airport = await createAirport(t);
    const departure = async (minutes: number, set: Partial<typeof flights.$inferInsert> = {}) => {
      const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: at(minutes) });
      if (Object.keys(set).length) await t.database.db.update(flights).set(set).where(eq(flights.id, flight.id));
      const pax = await insertPassenger(t, flight.id);
      await insertBag(t, pax.id, { airport_id: airport.id, status: 'CHECKIN' });
      const offloaded = await insertBag(t, pax.id, { airport_id: airport.id, status: 'CHECKIN' });
      await t.database.db.update(bags).set({ offload_at: now }).where(eq(bags.id, offloaded.id));
      return flight.id;
    };
    const early = await departure(60);
    const nearing = await departure(30);
    const justGone = await departure(-40);
    const longGone = await departure(-50);
    const cancelled = await departure(10, { status: 'CANCELLED' });
    const offBlock = await departure(-10, { off_block_at: at(-5) });

    const board = await readBoard(testCall(t.database.db), { ...airport, timezone: TZ }, now);
    const kinds = (id: number) => board.flights.find((f) => f.id === id)!.attention.map((a) => a.kind);
    const notLoaded = (id: number) =>
      board.flights.find((f) => f.id === id)!.attention.find((a) => a.kind === 'not_loaded');
    expect(kinds(early)).toEqual(['offload']);
    expect(notLoaded(nearing)?.msg).toEqual({ key: 'boardNotLoaded', params: { count: 2, minutes: 30 } });
    expect(notLoaded(justGone)?.msg).toEqual({ key: 'boardNotLoadedLate', params: { count: 2, minutes: 40 } });
    // gone (off block, or past the window with no block time): the bag meant to fly is left behind, the one whose
    // passenger did not board rightly not
    const leftBehind = (id: number) =>
      board.flights.find((f) => f.id === id)!.attention.find((a) => a.kind === 'left_behind')?.msg;
    expect(kinds(longGone)).toEqual(['offload', 'left_behind']);
    expect(leftBehind(longGone)).toEqual({ key: 'boardLeftBehind', params: { count: 1 } });
    expect(kinds(offBlock)).toEqual(['offload', 'left_behind']);
    expect(kinds(cancelled)).toEqual([]);
  });

  it('says why in the reader’s language', async () => {
    const { airport } = await airportOfTheDay();
    const { auth } = await signedIn(t, { role: 'supervisor', service: 'passage', lang: 'fr', airport_id: airport.id });
    const board = expectJson(await api(t, auth).get('/api/board', { headers: { 'accept-language': 'fr' } }), 200);
    expect(board.flights[0].attention[0].text).toBe('1 bagage chargé dans l’ULD d’un autre vol');
    expect(board.flights[0].attention[1].text).toBe('1 bagage à débarquer : passager non embarqué');
  });

  it('shows the caller’s own airport unless they name another; one without an airport names one', async () => {
    const mine = await createAirport(t);
    const theirs = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'agent', service: 'passage', lang: 'en', airport_id: mine.id });
    expect(expectJson(await api(t, auth).get('/api/board'), 200).airport.id).toBe(mine.id);
    expect(expectJson(await api(t, auth).get(`/api/board?airport_id=${theirs.id}`), 200).airport.id).toBe(theirs.id);
    const admin = api(t, await adminAuth(t));
    expectError(await admin.get('/api/board?airport_id=2147483647'), 422, ['airport_id']);
    expectError(await admin.get('/api/board?airport_id=FIH'), 422, ['airport_id']);
    const nowhere = await signedIn(t, { role: 'agent', service: 'passage', lang: 'en' });
    expectError(await api(t, nowhere.auth).get('/api/board'), 422, ['airport_id']);
  });
});
