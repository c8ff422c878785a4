import { describe, expect, it } from 'vitest';
import { localToInstant } from '../../src/shared/time';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger, uniqueBagTag, uniqueFlightNumber } from '../helpers/flights';

// Lost-baggage claims (issue 14, the API): SPEC §3 shapes, references, links, history, search, access.

const TZ = 'Africa/Kinshasa';

async function desk(t: TestApp, lang: 'en' | 'fr' = 'fr') {
  const airport = await createAirport(t);
  const { auth, user } = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id, lang });
  return { a: api(t, auth), user, airport };
}

const form = (arrival: number, extra: Record<string, unknown> = {}) => ({
  status: 'Delayed',
  arrival_airport: arrival,
  contact_name: 'Grace Mukendi',
  contact_phone: '+243 81 000 0000',
  temporary_address: 'Hotel Memling, Kinshasa',
  bag_brand: 'Samsonite',
  bag_color: 'BK',
  bag_type: 'Suitcase',
  ...extra,
});

describe.each(databases())('Baggage claims on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  it('POST /api/baggage-claim answers 201 with a reference, the first history row, and the reporter from the session', async () => {
    const { a, user, airport } = await desk(t);
    const other = await signedIn(t);
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id, { reported_by: other.user.id, contact_email: 'Grace@Example.com' })), 201);
    expect(claim).toMatchObject({
      reference_number: `${airport.code}8Z00001`,
      status: 'DELAYED',
      bag_brand: 'Samsonite',
      contact_email: 'grace@example.com',
      temporary_address: 'Hotel Memling, Kinshasa',
      bag: null,
      passenger: null,
      user: { id: user.id, name: user.name },
      histories: [{ status: 'DELAYED', note: null, user: { id: user.id } }],
    });
    expect(expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201).reference_number).toBe(`${airport.code}8Z00002`);
  });

  it('links a known tag (any spelling) to its bag, passenger and flight; accepts an unknown one; takes contact_address', async () => {
    const { a, airport } = await desk(t);
    const flight = await insertFlight(t, { flight_number: uniqueFlightNumber('KQ') });
    const passenger = await insertPassenger(t, flight.id);
    const tag = uniqueBagTag();
    const bag = await insertBag(t, passenger.id, { bag_tag_number: tag });
    const linked = expectJson(await a.post('/api/baggage-claim', form(airport.id, { bag_tag_number: tag.toLowerCase(), temporary_address: undefined, contact_address: 'Rue 12' })), 201);
    expect(linked).toMatchObject({
      bag: { id: bag.id, bag_tag_number: tag, tag_number: tag },
      passenger: { id: passenger.id, name: passenger.name },
      flight: { id: flight.id, flight_number: flight.flight_number },
      flight_number: flight.flight_number,
      pnr: passenger.pnr,
      temporary_address: 'Rue 12',
    });
    expect(linked.reference_number).toMatch(new RegExp(`^${airport.code}KQ\\d{5}$`));
    const torn = expectJson(await a.post('/api/baggage-claim', form(airport.id, { bag_tag_number: '8Z-2026-99999995' })), 201);
    expect(torn).toMatchObject({ bag_tag_number: '8Z-2026-99999995', bag: null });
  });

  it('links the flight of that number on that local day when no tag is known', async () => {
    const { a, airport } = await desk(t);
    const number = uniqueFlightNumber();
    const flight = await insertFlight(t, { flight_number: number, departure_time: localToInstant('2026-11-20T23:30', TZ) });
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id, { flight_number: number, flight_date: '2026-11-20' })), 201);
    expect(claim.flight).toEqual({ id: flight.id, flight_number: number });
    expect(claim.flight_date).toBe('2026-11-20');
  });

  it('keeps references unique when desks save at the same instant', async () => {
    const { a, airport } = await desk(t);
    const made = await Promise.all(Array.from({ length: 6 }, () => a.post('/api/baggage-claim', form(airport.id))));
    const refs = made.map((r) => expectJson(r, 201).reference_number as string);
    expect(new Set(refs).size).toBe(6);
  });

  it('refuses what SPEC §5 requires with 422 naming the fields', async () => {
    const { a, airport } = await desk(t);
    const err = expectError(await a.post('/api/baggage-claim', {}), 422);
    expect(Object.keys(err.errors).sort()).toEqual(['arrival_airport', 'contact_name', 'contact_phone', 'status']);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { temporary_address: '' })), 422, ['temporary_address']);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { contact_email: 'not-an-email' })), 422, ['contact_email']);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { flight_date: '20/11/2026' })), 422, ['flight_date']);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { status: 'Stolen' })), 422, ['status']);
    expectError(await a.post('/api/baggage-claim', form(2147483647)), 422, ['arrival_airport']);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { description: 'x'.repeat(5000) })), 422, ['description']);
  });

  it('updates the status (any to any) with a history row each time; 404 for an unknown claim', async () => {
    const { a, user, airport } = await desk(t, 'en');
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201);
    const found = expectJson(await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'found', note: 'At the FBM desk' }), 200);
    expect(found).toMatchObject({ status: 'FOUND', message: 'Status updated.', history: { status: 'FOUND', note: 'At the FBM desk', user: { id: user.id } } });
    expectJson(await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'LOST' }), 200);
    const detail = expectJson(await a.get(`/api/baggage-claims/${claim.id}`), 200);
    expect(detail.status).toBe('LOST');
    expect(detail.histories.map((h: { status: string }) => h.status)).toEqual(['DELAYED', 'FOUND', 'LOST']);
    expectError(await a.post(`/api/baggage-claims/${claim.id}/status`, {}), 422, ['status']);
    expectError(await a.post('/api/baggage-claims/2147483647/status', { status: 'LOST' }), 404);
    expectError(await a.get('/api/baggage-claims/2147483647'), 404);
  });

  it('lists newest first, searches by tag, passenger or reference in any case and in part; recents holds 10', async () => {
    const { a, airport } = await desk(t);
    const tag = uniqueBagTag();
    const mine = expectJson(await a.post('/api/baggage-claim', form(airport.id, { bag_tag_number: tag, contact_name: 'Zacharie Tshibangu' })), 201);
    for (const term of [tag.slice(-6), mine.reference_number.toLowerCase(), 'zacharie tshib']) {
      const page = expectJson(await a.get(`/api/baggage-claims?search=${encodeURIComponent(term)}&page=1`), 200);
      expect(page.data.map((c: { id: number }) => c.id)).toContain(mine.id);
    }
    const all = expectJson(await a.get('/api/baggage-claims'), 200);
    expect(all).toMatchObject({ current_page: 1, per_page: 20 });
    expect(all.data[0].id).toBe(mine.id);
    expect(expectJson(await a.get('/api/baggage-claims?search=%25'), 200).data.every((c: { reference_number: string }) => c.reference_number.includes('%'))).toBe(true);
    for (let i = 0; i < 10; i++) await a.post('/api/baggage-claim', form(airport.id));
    expect(expectJson(await a.get('/api/baggage-claims/recents'), 200)).toHaveLength(10);
  });

  it('refuses other services with 403 and anonymous callers with 401; admins pass', async () => {
    const { a, airport } = await desk(t);
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201);
    const cargo = api(t, (await signedIn(t, { service: 'cargo' })).auth);
    expectError(await cargo.get('/api/baggage-claims'), 403);
    expectError(await cargo.get(`/api/baggage-claims/${claim.id}`), 403);
    expectError(await cargo.post('/api/baggage-claim', form(airport.id)), 403);
    expectError(await cargo.post(`/api/baggage-claims/${claim.id}/status`, { status: 'LOST' }), 403);
    expectError(await api(t).get('/api/baggage-claims/recents'), 401);
    expectJson(await api(t, (await signedIn(t, { role: 'admin', service: 'admin-and-it' })).auth).get(`/api/baggage-claims/${claim.id}`), 200);
  });
});
