import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays, localDay } from '../../src/shared/time';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger, uniqueBagTag, uniqueFlightNumber } from '../helpers/flights';

// Found bags: the register, the matching with open claims (best first, with reasons), the
// confirmation that moves the claim to FOUND and closes the bag, and its undoing.

const TZ = 'Africa/Kinshasa';

async function desk(t: TestApp) {
  const airport = await createAirport(t);
  const { auth, user } = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id, lang: 'en' });
  return { a: api(t, auth), user, airport };
}

const claimForm = (arrival: number, extra: Record<string, unknown> = {}) => ({
  status: 'DELAYED',
  arrival_airport: arrival,
  contact_name: `Contact ${randomInt(1e9)}`,
  contact_phone: '+243 81 000 0000',
  temporary_address: 'Hotel Memling, Kinshasa',
  ...extra,
});

type Match = {
  score: number;
  reasons: { reason: string; points: number; detail: string | null }[];
  claim: { id: number };
};

describe.each(databases())('Found bags on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  it("POST /api/found-bags registers a bag at the user's airport, now when no time is given; validates like the claim form", async () => {
    const { a, user, airport } = await desk(t);
    const bag = expectJson(
      await a.post('/api/found-bags', {
        found_location: 'Belt 3',
        bag_color: 'bk',
        bag_type: 'suitecase',
        contents: 'Books, a red scarf',
        name_on_label: 'Ilunga',
      }),
      201,
    );
    expect(bag).toMatchObject({
      status: 'OPEN',
      bag_color: 'BK',
      bag_type: 'Suitcase',
      found_location: 'Belt 3',
      airport: { id: airport.id, code: airport.code },
      claim: null,
      user: { id: user.id },
    });
    expect(Date.now() - Date.parse(bag.found_at)).toBeLessThan(60_000);
    const timed = expectJson(
      await a.post('/api/found-bags', { found_location: 'Gate 4', found_at: '2026-11-20T08:15' }),
      201,
    );
    expect(timed.found_at).toBe('2026-11-20T08:15:00+01:00');
    expect(expectJson(await a.get(`/api/found-bags/${timed.id}`), 200)).toEqual(timed);
    expectError(await a.post('/api/found-bags', {}), 422, ['found_location']);
    expectError(await a.post('/api/found-bags', { found_location: 'Belt 3', bag_type: 'Trolley' }), 422, ['bag_type']);
    expectError(await a.post('/api/found-bags', { found_location: 'Belt 3', found_at: '2999-01-01T10:00' }), 422, [
      'found_at',
    ]);
    expectError(await a.post('/api/found-bags', { found_location: 'Belt 3', airport_id: 2147483647 }), 422, [
      'airport_id',
    ]);
    expectError(await a.post('/api/found-bags', { found_location: 'x'.repeat(121) }), 422, ['found_location']);
    expectError(await a.get('/api/found-bags/2147483647'), 404);
  });

  it("a found bag with a claim's tag ranks that claim first; flight, colour and type rank above unrelated claims, which are not proposed", async () => {
    const { a, airport } = await desk(t);
    const flight = uniqueFlightNumber('KQ');
    const tag = uniqueBagTag();
    const today = localDay(new Date(), TZ);
    const byTag = expectJson(
      await a.post(
        '/api/baggage-claim',
        claimForm(airport.id, { bag_tag_number: tag, bag_color: 'RD', bag_type: 'Backpack' }),
      ),
      201,
    );
    const alike = expectJson(
      await a.post(
        '/api/baggage-claim',
        claimForm(airport.id, {
          flight_number: flight,
          flight_date: today,
          bag_color: 'BK',
          bag_type: '22',
          description: 'Grey ribbon on the handle, camera tripod',
        }),
      ),
      201,
    );
    const typeOnly = expectJson(
      await a.post('/api/baggage-claim', claimForm(airport.id, { bag_color: 'BK', bag_type: '22' })),
      201,
    );
    const unrelated = expectJson(
      await a.post(
        '/api/baggage-claim',
        claimForm(airport.id, { bag_color: 'YW', bag_type: '50', flight_number: 'ZZ999' }),
      ),
      201,
    );
    const found = expectJson(
      await a.post('/api/found-bags', {
        found_location: 'Belt 3',
        bag_tag_number: tag.toLowerCase(),
        flight_number: flight,
        bag_color: 'BK',
        bag_type: '22',
        contents: 'A tripod and a ribbon',
      }),
      201,
    );
    const matches = expectJson(await a.get(`/api/found-bags/${found.id}/matches`), 200) as Match[];
    const ids = matches.map((m) => m.claim.id);
    expect(ids[0]).toBe(byTag.id);
    expect(ids[1]).toBe(alike.id);
    expect(ids.indexOf(typeOnly.id)).toBeGreaterThan(1);
    expect(ids).not.toContain(unrelated.id);
    expect(matches[0]!.reasons).toContainEqual({ reason: 'TAG', points: 60, detail: tag });
    expect(matches[1]!.reasons.map((r) => r.reason)).toEqual(['FLIGHT', 'COLOUR', 'TYPE', 'WORDS']);
    expect(matches[1]!.reasons.find((r) => r.reason === 'WORDS')!.detail).toBe('ribbon, tripod');
    expect(matches[1]!.score).toBe(20 + 15 + 10 + 8);
    // the same the other way round: the claim proposes the found bag
    const back = expectJson(await a.get(`/api/baggage-claims/${alike.id}/matches`), 200) as {
      score: number;
      found_bag: { id: number };
    }[];
    expect(back.map((m) => m.found_bag.id)).toContain(found.id);
    expect(back.find((m) => m.found_bag.id === found.id)!.score).toBe(53);
  });

  it("matches the name on a label with the passenger of a claim's tag, and the airport and date without a flight", async () => {
    const { a, airport } = await desk(t);
    const flightRow = await insertFlight(t, { flight_number: uniqueFlightNumber('KQ') });
    const surname = `Zz${randomInt(1e9).toString(36).replace(/\d/g, 'q')}`.toUpperCase();
    const passenger = await insertPassenger(t, flightRow.id, { name: `${surname}/GRACE MRS` });
    const tag = uniqueBagTag();
    await insertBag(t, passenger.id, { bag_tag_number: tag });
    const claim = expectJson(
      await a.post(
        '/api/baggage-claim',
        claimForm(airport.id, { bag_tag_number: tag, flight_date: localDay(new Date(), TZ) }),
      ),
      201,
    );
    const found = expectJson(
      await a.post('/api/found-bags', {
        found_location: 'Arrivals hall',
        name_on_label: `Grace ${surname.toLowerCase()}`,
      }),
      201,
    );
    const matches = expectJson(await a.get(`/api/found-bags/${found.id}/matches`), 200) as Match[];
    const mine = matches.find((m) => m.claim.id === claim.id)!;
    expect(mine.reasons).toEqual([
      { reason: 'NAME', points: 25, detail: expect.stringContaining(surname) },
      { reason: 'AIRPORT_DATE', points: 10, detail: expect.any(String) },
    ]);
  });

  it('confirming moves the claim to FOUND with a history row naming the bag and closes the bag; undo puts both back, with history', async () => {
    const { a, user, airport } = await desk(t);
    const claim = expectJson(
      await a.post(
        '/api/baggage-claim',
        claimForm(airport.id, { status: 'LOST', bag_color: 'GN', bag_type: '29', bag_brand: 'Eastpak' }),
      ),
      201,
    );
    const found = expectJson(
      await a.post('/api/found-bags', {
        found_location: 'Belt 5',
        bag_color: 'GN',
        bag_type: 'Backpack',
        bag_brand: 'eastpak',
      }),
      201,
    );
    const matched = expectJson(await a.post(`/api/found-bags/${found.id}/match`, { claim_id: claim.id }), 200);
    expect(matched).toMatchObject({
      message: 'Matched: the claim is FOUND.',
      found_bag: { status: 'MATCHED', claim: { id: claim.id, reference_number: claim.reference_number } },
    });
    const read = expectJson(await a.get(`/api/baggage-claims/${claim.id}`), 200);
    expect(read.status).toBe('FOUND');
    expect(read.histories.at(-1)).toMatchObject({
      status: 'FOUND',
      note: `Found bag #${found.id} (Belt 5, ${airport.code}) confirmed as this bag`,
      user: { id: user.id },
    });
    // closed: proposed no more, and cannot be matched twice
    const other = expectJson(
      await a.post('/api/baggage-claim', claimForm(airport.id, { bag_color: 'GN', bag_type: '29' })),
      201,
    );
    expect(
      (expectJson(await a.get(`/api/baggage-claims/${other.id}/matches`), 200) as { found_bag: { id: number } }[]).map(
        (m) => m.found_bag.id,
      ),
    ).not.toContain(found.id);
    expect(
      expectError(await a.post(`/api/found-bags/${found.id}/match`, { claim_id: other.id }), 409).message,
    ).toContain(claim.reference_number);
    // a claim already found is not matched again
    const second = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 6' }), 201);
    expect(
      expectError(await a.post(`/api/found-bags/${second.id}/match`, { claim_id: claim.id }), 409).message,
    ).toContain('FOUND');
    expectError(await a.post(`/api/found-bags/${second.id}/match`, { claim_id: 2147483647 }), 422, ['claim_id']);
    expectError(await a.post(`/api/found-bags/${second.id}/match`, {}), 422, ['claim_id']);
    expectError(await a.post('/api/found-bags/2147483647/match', { claim_id: claim.id }), 404);

    const undone = expectJson(await a.post(`/api/found-bags/${found.id}/unmatch`), 200);
    expect(undone).toMatchObject({ message: 'Match undone.', found_bag: { status: 'OPEN', claim: null } });
    const after = expectJson(await a.get(`/api/baggage-claims/${claim.id}`), 200);
    expect(after.status).toBe('LOST');
    expect(after.histories.map((h: { status: string }) => h.status)).toEqual(['LOST', 'FOUND', 'LOST']);
    expect(after.histories.at(-1).note).toBe(`Match with found bag #${found.id} undone`);
    expectError(await a.post(`/api/found-bags/${found.id}/unmatch`), 409);
    // once the claim has moved on, undoing is refused rather than rewinding a delivery
    expectJson(await a.post(`/api/found-bags/${found.id}/match`, { claim_id: claim.id }), 200);
    expectJson(await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'DELIVERED' }), 200);
    expect(expectError(await a.post(`/api/found-bags/${found.id}/unmatch`), 409).message).toContain('DELIVERED');
  });

  it('lists newest found first, searches any field in any case, filters by status', async () => {
    const { a } = await desk(t);
    const word = `Ukulele${randomInt(1e9)}`;
    const first = expectJson(
      await a.post('/api/found-bags', {
        found_location: 'Belt 1',
        contents: `A ${word} case`,
        found_at: `${addDays(localDay(new Date(), TZ), -2)}T10:00`,
      }),
      201,
    );
    const second = expectJson(await a.post('/api/found-bags', { found_location: `Gate ${word}` }), 201);
    const page = expectJson(await a.get(`/api/found-bags?search=${word.toLowerCase()}`), 200);
    expect(page.data.map((b: { id: number }) => b.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(2);
    expect(expectJson(await a.get(`/api/found-bags?search=${word}&status=matched`), 200).total).toBe(0);
    expect(expectJson(await a.get(`/api/found-bags?search=${word}&status=OPEN`), 200).total).toBe(2);
    expectError(await a.get('/api/found-bags?status=LOST'), 422, ['status']);
  });

  it('refuses other services with 403 (a cargo supervisor) and anonymous callers with 401', async () => {
    const { a, airport } = await desk(t);
    const found = expectJson(await a.post('/api/found-bags', { found_location: 'Belt 1' }), 201);
    const claim = expectJson(await a.post('/api/baggage-claim', claimForm(airport.id)), 201);
    const cargo = api(t, (await signedIn(t, { service: 'cargo', role: 'supervisor' })).auth);
    expectError(await cargo.get('/api/found-bags'), 403);
    expectError(await cargo.post('/api/found-bags', { found_location: 'Belt 1' }), 403);
    expectError(await cargo.get(`/api/found-bags/${found.id}`), 403);
    expectError(await cargo.get(`/api/found-bags/${found.id}/matches`), 403);
    expectError(await cargo.get(`/api/baggage-claims/${claim.id}/matches`), 403);
    expectError(await cargo.post(`/api/found-bags/${found.id}/match`, { claim_id: claim.id }), 403);
    expectError(await cargo.post(`/api/found-bags/${found.id}/unmatch`), 403);
    expectError(await api(t).get('/api/found-bags'), 401);
    expectJson(
      await api(t, (await signedIn(t, { role: 'admin', service: 'admin-and-it' })).auth).get(
        `/api/found-bags/${found.id}`,
      ),
      200,
    );
  });
});
