import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baggageClaims, flights } from '../../src/server/domains/schema';
import { addDays, localDay, localToInstant } from '../../src/shared/time';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger, uniqueBagTag, uniqueFlightNumber } from '../helpers/flights';
import { pdfText } from '../helpers/pdf';
import { qrOfPdf } from '../helpers/pdf-qr';
import { qrMatrix } from '../../src/server/platform/pdf-qr';
import { filingPageUrl, statusPageUrl } from '../../src/server/domains/lost-and-found/passenger-claims/status-link';

// Lost-baggage claims (the API): the claim's fields, references, links, history, search, access.

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

/**
 * The claims due read only the candidates that two partial indexes hold (domains/lost-and-found/claims/service.ts, dueCandidates): this
 * checks none is missed at the edges of the windows, every claim's own clocks being the judge.
 */
async function dueAtTheEdges(t: TestApp, tz: string) {
  const { a, airport } = await desk(t);
  const today = localDay(new Date(), tz);
  const who = `Edge ${randomInt(1e9)}`;
  const save = async (extra: Record<string, unknown>) =>
    expectJson(await a.post('/api/baggage-claim', form(airport.id, { contact_name: who, ...extra })), 201) as {
      id: number;
    };
  const at = (daysAgo: number, time: string) => localToInstant(`${addDays(today, -daysAgo)}T${time}`, tz);
  const ids: number[] = [];
  for (let d = 0; d <= 24; d++)
    for (const time of ['00:00', '23:59:59']) {
      const c = await save({ status: 'DELIVERED' });
      await t.database.db
        .update(baggageClaims)
        .set({ updated_at: at(d, time) })
        .where(eq(baggageClaims.id, c.id));
      ids.push(c.id);
    }
  // missing bags: the clock starts on the flight's day, or without one on the local day the claim was made
  for (let d = 15; d <= 23; d++) ids.push((await save({ flight_date: addDays(today, -d) })).id);
  for (let d = 17; d <= 21; d++)
    for (const time of ['00:00', '23:59:59']) {
      const c = await save({});
      await t.database.db
        .update(baggageClaims)
        .set({ created_at: at(d, time), updated_at: at(d, time) })
        .where(eq(baggageClaims.id, c.id));
      ids.push(c.id);
    }
  // what each claim's own clocks say, one by one
  const expected: number[] = [];
  for (const id of ids) {
    const { deadline_state } = expectJson(await a.get(`/api/baggage-claims/${id}`), 200);
    if (deadline_state === 'DUE_SOON' || deadline_state === 'PAST_DUE') expected.push(id);
  }
  const listed: number[] = [];
  let url: string | null = `/api/baggage-claims?deadline=due&search=${encodeURIComponent(who)}`;
  while (url) {
    const page = expectJson(await a.get(url), 200);
    expect(page.total).toBe(expected.length);
    listed.push(...page.data.map((c: { id: number }) => c.id));
    url = page.next_page_url;
  }
  expect(listed.sort((x, y) => x - y)).toEqual(expected.sort((x, y) => x - y));
  // damage window closing (delivered 5 to 7 days ago), delay window closing (19 to 21), two instants a day;
  // missing bags of 19 days or more by flight day (5), and by the day the claim was made (3 days, two instants)
  expect(expected).toHaveLength(6 + 6 + 5 + 6);
}

describe.each(databases())('Baggage claims on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  it('POST /api/baggage-claim answers 201 with a reference, the first history row, and the reporter from the session', async () => {
    const { a, user, airport } = await desk(t);
    const other = await signedIn(t);
    const claim = expectJson(
      await a.post(
        '/api/baggage-claim',
        form(airport.id, { reported_by: other.user.id, contact_email: 'Grace@Example.com' }),
      ),
      201,
    );
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
    expect(expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201).reference_number).toBe(
      `${airport.code}8Z00002`,
    );
  });

  it('links a known tag (any spelling) to its bag, passenger and flight; accepts an unknown one; takes contact_address', async () => {
    const { a, airport } = await desk(t);
    const flight = await insertFlight(t, { flight_number: uniqueFlightNumber('KQ') });
    const passenger = await insertPassenger(t, flight.id);
    const tag = uniqueBagTag();
    const bag = await insertBag(t, passenger.id, { bag_tag_number: tag });
    const linked = expectJson(
      await a.post(
        '/api/baggage-claim',
        form(airport.id, {
          bag_tag_number: tag.toLowerCase(),
          temporary_address: undefined,
          contact_address: 'Rue 12',
        }),
      ),
      201,
    );
    expect(linked).toMatchObject({
      bag: { id: bag.id, bag_tag_number: tag, tag_number: tag },
      passenger: { id: passenger.id, name: passenger.name },
      flight: { id: flight.id, flight_number: flight.flight_number },
      flight_number: flight.flight_number,
      pnr: passenger.pnr,
      temporary_address: 'Rue 12',
    });
    expect(linked.reference_number).toMatch(new RegExp(`^${airport.code}KQ\\d{5}$`));
    const torn = expectJson(
      await a.post('/api/baggage-claim', form(airport.id, { bag_tag_number: '8Z-2026-99999995' })),
      201,
    );
    expect(torn).toMatchObject({ bag_tag_number: '8Z-2026-99999995', bag: null });
  });

  it('links the flight of that number on that local day when no tag is known', async () => {
    const { a, airport } = await desk(t);
    const number = uniqueFlightNumber();
    const flight = await insertFlight(t, {
      flight_number: number,
      departure_time: localToInstant('2026-11-20T23:30', TZ),
    });
    const claim = expectJson(
      await a.post('/api/baggage-claim', form(airport.id, { flight_number: number, flight_date: '2026-11-20' })),
      201,
    );
    expect(claim.flight).toEqual({ id: flight.id, flight_number: number });
    expect(claim.flight_date).toBe('2026-11-20');
  });

  it('keeps references unique when desks save at the same instant', async () => {
    const { a, airport } = await desk(t);
    const made = await Promise.all(Array.from({ length: 6 }, () => a.post('/api/baggage-claim', form(airport.id))));
    const refs = made.map((r) => expectJson(r, 201).reference_number as string);
    expect(new Set(refs).size).toBe(6);
  });

  it('refuses a claim missing its required fields with 422 naming them', async () => {
    const { a, airport } = await desk(t);
    const err = expectError(await a.post('/api/baggage-claim', {}), 422);
    expect(Object.keys(err.errors).sort()).toEqual([
      'arrival_airport',
      'contact_name',
      'contact_phone',
      'status',
      'temporary_address',
    ]);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { temporary_address: '' })), 422, [
      'temporary_address',
    ]);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { contact_email: 'not-an-email' })), 422, [
      'contact_email',
    ]);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { flight_date: '20/11/2026' })), 422, [
      'flight_date',
    ]);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { status: 'Stolen' })), 422, ['status']);
    expectError(await a.post('/api/baggage-claim', form(2147483647)), 422, ['arrival_airport']);
    expectError(await a.post('/api/baggage-claim', form(airport.id, { description: 'x'.repeat(5000) })), 422, [
      'description',
    ]);
  });

  it('updates the status (any to any) with a history row each time; 404 for an unknown claim', async () => {
    const { a, user, airport } = await desk(t, 'en');
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201);
    const found = expectJson(
      await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'found', note: 'At the FBM desk' }),
      200,
    );
    expect(found).toMatchObject({
      status: 'FOUND',
      message: 'Status updated.',
      history: { status: 'FOUND', note: 'At the FBM desk', user: { id: user.id } },
    });
    expectJson(await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'LOST' }), 200);
    const detail = expectJson(await a.get(`/api/baggage-claims/${claim.id}`), 200);
    expect(detail.status).toBe('LOST');
    expect(detail.histories.map((h: { status: string }) => h.status)).toEqual(['DELAYED', 'FOUND', 'LOST']);
    expect(detail.liability_limit_sdr).toBe(1519); // the limit since 28 December 2024, unless configured
    expectError(await a.post(`/api/baggage-claims/${claim.id}/status`, {}), 422, ['status']);
    expectError(await a.post('/api/baggage-claims/2147483647/status', { status: 'LOST' }), 404);
    expectError(await a.get('/api/baggage-claims/2147483647'), 404);
  });

  it('lists newest first, searches by tag, passenger or reference in any case and in part; recents holds 10', async () => {
    const { a, airport } = await desk(t);
    const tag = uniqueBagTag();
    const mine = expectJson(
      await a.post('/api/baggage-claim', form(airport.id, { bag_tag_number: tag, contact_name: 'Zacharie Tshibangu' })),
      201,
    );
    for (const term of [tag.slice(-6), mine.reference_number.toLowerCase(), 'zacharie tshib']) {
      const page = expectJson(await a.get(`/api/baggage-claims?search=${encodeURIComponent(term)}&page=1`), 200);
      expect(page.data.map((c: { id: number }) => c.id)).toContain(mine.id);
    }
    const all = expectJson(await a.get('/api/baggage-claims'), 200);
    expect(all).toMatchObject({ current_page: 1, per_page: 20 });
    expect(all.data[0].id).toBe(mine.id);
    expect(
      expectJson(await a.get('/api/baggage-claims?search=%25'), 200).data.every((c: { reference_number: string }) =>
        c.reference_number.includes('%'),
      ),
    ).toBe(true);
    for (let i = 0; i < 10; i++) await a.post('/api/baggage-claim', form(airport.id));
    expect(expectJson(await a.get('/api/baggage-claims/recents'), 200)).toHaveLength(10);
  });

  it('refuses other services with 403 and anonymous callers with 401; admins pass', async () => {
    const { a, airport } = await desk(t);
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201);
    const cargo = api(t, (await signedIn(t, { service: 'cargo', role: 'supervisor' })).auth);
    expectError(await cargo.get('/api/baggage-claims'), 403);
    expectError(await cargo.get('/api/baggage-claims/recents'), 403);
    expectError(await cargo.get('/api/baggage-claims/tag-lookup?tag=8Z-2026-00000001'), 403);
    expectError(await cargo.get(`/api/baggage-claims/${claim.id}/receipt`), 403);
    expectError(await cargo.get(`/api/baggage-claims/${claim.id}`), 403);
    expectError(await cargo.post('/api/baggage-claim', form(airport.id)), 403);
    expectError(await cargo.post(`/api/baggage-claims/${claim.id}/status`, { status: 'LOST' }), 403);
    expectError(await api(t).get('/api/baggage-claims/recents'), 401);
    expectJson(
      await api(t, (await signedIn(t, { role: 'admin', service: 'admin-and-it' })).auth).get(
        `/api/baggage-claims/${claim.id}`,
      ),
      200,
    );
  });

  it('stores the colour and bag-type codes: any case, the SPEC\'s "Suitecase", one-digit codes; refuses other types', async () => {
    const { a, airport } = await desk(t);
    const save = (extra: Record<string, unknown>) => a.post('/api/baggage-claim', form(airport.id, extra));
    expect(expectJson(await save({ bag_color: 'bu', bag_type: 'suitecase' }), 201)).toMatchObject({
      bag_color: 'BU',
      bag_type: 'Suitcase',
    });
    expect(expectJson(await save({ bag_color: ' navy blue ', bag_type: '9' }), 201)).toMatchObject({
      bag_color: 'navy blue',
      bag_type: '09',
    });
    expect(expectJson(await save({ bag_color: 'MC', bag_type: 'BACKPACK' }), 201)).toMatchObject({
      bag_color: 'MC',
      bag_type: 'Backpack',
    });
    expect(expectJson(await save({ bag_color: '', bag_type: '' }), 201)).toMatchObject({
      bag_color: '',
      bag_type: null,
    });
    expect(expectJson(await save({ bag_type: '29' }), 201).bag_type).toBe('29');
    expectError(await save({ bag_type: 'Trolley' }), 422, ['bag_type']);
    expectError(await save({ bag_type: 22 }), 422, ['bag_type']);
    expectError(await save({ bag_color: 'x'.repeat(41) }), 422, ['bag_color']);
  });

  it('GET /api/baggage-claims/tag-lookup gives the passenger and flight of a tag in any spelling, 404 naming an unknown one', async () => {
    const { a } = await desk(t, 'en');
    const arrival = await createAirport(t);
    const flight = await insertFlight(t, {
      flight_number: uniqueFlightNumber('KQ'),
      departure_time: localToInstant('2026-11-20T23:30', TZ),
      arrival_airport: arrival.id,
    });
    const passenger = await insertPassenger(t, flight.id);
    const tag = uniqueBagTag();
    await insertBag(t, passenger.id, { bag_tag_number: tag });
    expect(
      expectJson(
        await a.get(`/api/baggage-claims/tag-lookup?tag=${encodeURIComponent(` ${tag.toLowerCase()} `)}`),
        200,
      ),
    ).toEqual({
      bag_tag_number: tag,
      pnr: passenger.pnr,
      passenger: { id: passenger.id, name: passenger.name },
      flight: {
        id: flight.id,
        flight_number: flight.flight_number,
        flight_date: '2026-11-20',
        arrival_airport: arrival.id,
      },
    });
    const missing = expectError(await a.get('/api/baggage-claims/tag-lookup?tag=8Z-2026-99999991'), 404);
    expect(missing.message).toContain('8Z-2026-99999991');
    expectError(await a.get('/api/baggage-claims/tag-lookup?tag='), 422, ['tag']);
    expectError(await a.get('/api/baggage-claims/tag-lookup'), 422);
    expectError(await a.get(`/api/baggage-claims/tag-lookup?tag=${'9'.repeat(40)}`), 422, ['tag']);
  });

  it('counts the Montreal Convention clocks on claims dated in the past; deadline=due lists what is due or past, most urgent first', async () => {
    const { a, airport } = await desk(t);
    const today = localDay(new Date(), TZ);
    const who = `Clock ${randomInt(1e9)}`;
    const save = async (extra: Record<string, unknown>) =>
      expectJson(await a.post('/api/baggage-claim', form(airport.id, { contact_name: who, ...extra })), 201);
    const setDates = (id: number, dates: { created_at?: Date; updated_at?: Date }) =>
      t.database.db.update(baggageClaims).set(dates).where(eq(baggageClaims.id, id));
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

    const missing25 = await save({ flight_date: addDays(today, -25) });
    expect(missing25).toMatchObject({
      deadlines: [{ kind: 'LOST_AFTER', due_on: addDays(today, -4), days_left: -4 }],
      deadline_state: 'PAST_DUE',
      propose_lost: true,
    });
    const missing20 = await save({ flight_date: addDays(today, -20) });
    expect(missing20).toMatchObject({
      deadlines: [{ kind: 'LOST_AFTER', days_left: 1 }],
      deadline_state: 'DUE_SOON',
      propose_lost: false,
    });
    const missing3 = await save({ flight_date: addDays(today, -3) });
    expect(missing3).toMatchObject({
      deadlines: [{ kind: 'LOST_AFTER', days_left: 18 }],
      deadline_state: 'OPEN',
      propose_lost: false,
    });
    // no flight date: counted from the day the claim was made
    const noDate = await save({});
    await setDates(noDate.id, { created_at: daysAgo(30), updated_at: daysAgo(30) });
    const read = async (id: number) => expectJson(await a.get(`/api/baggage-claims/${id}`), 200);
    expect(await read(noDate.id)).toMatchObject({
      deadlines: [{ kind: 'LOST_AFTER', days_left: -9 }],
      deadline_state: 'PAST_DUE',
      propose_lost: true,
    });
    // delivered: 7 days to complain of damage, 21 of the delay, from the day of delivery
    const delivered6 = await save({ status: 'DELIVERED' });
    await setDates(delivered6.id, { updated_at: daysAgo(6) });
    expect(await read(delivered6.id)).toMatchObject({
      deadlines: [
        { kind: 'DAMAGE_COMPLAINT', due_on: addDays(localDay(daysAgo(6), TZ), 7), days_left: 1 },
        { kind: 'DELAY_COMPLAINT', days_left: 15 },
      ],
      deadline_state: 'DUE_SOON',
      propose_lost: false,
    });
    const delivered10 = await save({ status: 'DELIVERED' });
    await setDates(delivered10.id, { updated_at: daysAgo(10) });
    expect(await read(delivered10.id)).toMatchObject({
      deadlines: [{ days_left: -3 }, { days_left: 11 }],
      next_deadline: { kind: 'DELAY_COMPLAINT', days_left: 11 },
      deadline_state: 'OPEN',
    });
    const delivered30 = await save({ status: 'DELIVERED' });
    await setDates(delivered30.id, { updated_at: daysAgo(30) });
    expect(await read(delivered30.id)).toMatchObject({ deadline_state: null, propose_lost: false });
    expect(await save({ status: 'LOST', flight_date: addDays(today, -40) })).toMatchObject({
      deadlines: [],
      deadline_state: null,
      propose_lost: false,
    });
    expect(await save({ status: 'FOUND', flight_date: addDays(today, -40) })).toMatchObject({
      deadlines: [],
      deadline_state: null,
    });

    const due = expectJson(await a.get(`/api/baggage-claims?deadline=due&search=${encodeURIComponent(who)}`), 200);
    expect(due.data.map((c: { id: number }) => c.id)).toEqual([noDate.id, missing25.id, delivered6.id, missing20.id]);
    expect(due.total).toBe(4);
    expect(expectJson(await a.get(`/api/baggage-claims?search=${encodeURIComponent(who)}`), 200).total).toBe(9);
    expectError(await a.get('/api/baggage-claims?deadline=soon'), 422, ['deadline']);
    // moving a past-due claim to LOST is the desk's decision: nothing changed it
    expect((await read(missing25.id)).status).toBe('DELAYED');
  });

  it("counts a delayed bag's days from the day its flight came on block on the arrival airport's clock, not the day it left (art. 17(3))", async () => {
    const { a } = await desk(t, 'en');
    // leaves Kinshasa at 17:30, lands at 22:30 UTC: still that day on the desk's clock, the next one in Dubai's
    const dubai = await createAirport(t, { timezone: 'Asia/Dubai' });
    const today = localDay(new Date(), TZ);
    const who = `Overnight ${randomInt(1e9)}`;
    const fileFor = async (daysAgo: number, onBlock?: string) => {
      const day = addDays(today, -daysAgo);
      const departure = localToInstant(`${day}T17:30`, TZ);
      const flight = await insertFlight(t, {
        flight_number: uniqueFlightNumber('EK'),
        departure_time: departure,
        arrival_time: new Date(departure.getTime() + 6 * 3600_000),
        arrival_airport: dubai.id,
      });
      if (onBlock)
        await t.database.db
          .update(flights)
          .set({ on_block_at: localToInstant(onBlock, 'Asia/Dubai') })
          .where(eq(flights.id, flight.id));
      const body = form(dubai.id, { contact_name: who, flight_number: flight.flight_number, flight_date: day });
      const claim = expectJson(await a.post('/api/baggage-claim', body), 201);
      expect(claim).toMatchObject({ flight: { id: flight.id }, flight_date: day });
      return claim as { id: number; deadlines: unknown; deadline_state: string; propose_lost: boolean };
    };
    const left21 = await fileFor(21);
    expect(left21).toMatchObject({
      deadlines: [{ kind: 'LOST_AFTER', due_on: addDays(today, 1), days_left: 1 }],
      deadline_state: 'DUE_SOON',
      propose_lost: false,
    });
    // on block the morning after it was due: counted from that day
    const late = await fileFor(21, `${addDays(today, -19)}T07:15`);
    expect(late.deadlines).toEqual([{ kind: 'LOST_AFTER', due_on: addDays(today, 2), days_left: 2 }]);
    // its departure day would put it within the due days; its arrival does not
    const left19 = await fileFor(19);
    const left22 = await fileFor(22);
    expect(left22).toMatchObject({ deadlines: [{ due_on: today, days_left: 0 }], deadline_state: 'DUE_SOON' });
    const due = expectJson(await a.get(`/api/baggage-claims?deadline=due&search=${encodeURIComponent(who)}`), 200);
    expect(due.data.map((c: { id: number }) => c.id)).toEqual([left22.id, left21.id, late.id]);
    expect(due.data.map((c: { id: number }) => c.id)).not.toContain(left19.id);
    // none is past due: the one that left 22 days ago has its last day today
    const report = expectJson(
      await a.get(`/api/baggage-claims/reports?from=${today}&to=${today}&airport=${dubai.id}`),
      200,
    );
    expect(report).toMatchObject({ claims: 4, past_due: 0 });
  });

  it('deadline=due misses no claim at the edges of its windows: every delivery day and clock start around them, at both ends of the day', () =>
    dueAtTheEdges(t, TZ));

  it("GET /api/baggage-claims/{id}/receipt prints the passenger's receipt in the language asked, the caller's when none is", async () => {
    const { a, user, airport } = await desk(t, 'en');
    const today = localDay(new Date(), TZ);
    const claim = expectJson(
      await a.post(
        '/api/baggage-claim',
        form(airport.id, {
          flight_number: '8Z202',
          flight_date: today,
          description: 'Hard shell, four wheels, a red ribbon on the handle',
          bag_type: '22',
        }),
      ),
      201,
    );
    const fr = await pdfText(await a.get(`/api/baggage-claims/${claim.id}/receipt?lang=fr`));
    for (const text of [
      'Reçu de déclaration de bagage',
      claim.reference_number,
      'Retardé',
      'Grace Mukendi',
      '+243 81 000 0000',
      'Hotel Memling, Kinshasa',
      '8Z202',
      'Samsonite',
      'Noir (BK)',
      'Valise souple verticale (22)',
      'a red ribbon',
      `${airport.name} (${airport.code})`,
      `par ${user.name}`,
      'La suite',
      addDays(today, 21),
      'Convention de Montréal',
      'DTS',
    ]) {
      expect(fr).toContain(text);
    }
    // the status page, reference and check code filled in: as text, and as a QR code a phone reads
    const statusPage = statusPageUrl(t.env, claim.reference_number, claim.check_code, 'fr');
    expect(statusPage).toMatch(
      new RegExp(`/claim-status\\?lang=fr#ref=${claim.reference_number}&code=${claim.check_code}$`),
    );
    expect(fr).toMatch(/Suivez votre dossier en ligne : scannez le code ci-dessous ou allez sur\s+http/);
    expect(fr).toContain(statusPage);
    const qr = await qrOfPdf((await a.get(`/api/baggage-claims/${claim.id}/receipt?lang=fr`)).rawPayload);
    expect(qr.text).toBe(statusPage);
    expect(qr.modules).toEqual(qrMatrix(statusPage));
    const en = await pdfText(await a.get(`/api/baggage-claims/${claim.id}/receipt`));
    for (const text of [
      'Baggage claim receipt',
      'Delayed',
      'Black (BK)',
      'Upright soft suitcase (22)',
      'What happens next',
      `by ${user.name}`,
      'Montreal Convention',
      '1,519',
      'Follow your claim online',
      statusPageUrl(t.env, claim.reference_number, claim.check_code, 'en'),
    ])
      expect(en).toContain(text);
    expectError(await a.get(`/api/baggage-claims/${claim.id}/receipt?lang=de`), 422, ['lang']);
    expectError(await a.get('/api/baggage-claims/2147483647/receipt'), 404);
  });

  it("GET /api/airports/{code}/claim-poster.pdf prints the reclaim hall's poster, both languages, the QR code of the filing page", async () => {
    const { a, airport } = await desk(t, 'en');
    const res = await a.get(`/api/airports/${airport.code.toLowerCase()}/claim-poster.pdf?lang=fr`);
    const text = await pdfText(res);
    const filing = filingPageUrl(t.env, airport.code, 'fr');
    expect(filing).toMatch(new RegExp(`/claim\\?airport=${airport.code}&lang=fr$`));
    for (const line of [
      `${airport.name} (${airport.code})`,
      'Votre bagage n’est pas arrivé ?',
      'Your bag did not arrive?',
      `Ou allez sur ${filing}`,
      `Or visit ${filingPageUrl(t.env, airport.code, 'en')}`,
      'Scannez ce code',
      'Scan this code',
    ])
      expect(text).toContain(line);
    // French first: the title comes before the English one
    expect(text.indexOf('Votre bagage')).toBeLessThan(text.indexOf('Your bag'));
    const qr = await qrOfPdf(res.rawPayload);
    expect(qr.text).toBe(filing);
    expect(qr.modules).toEqual(qrMatrix(filing));

    // the caller's language when none is asked
    const en = await a.get(`/api/airports/${airport.code}/claim-poster.pdf`);
    expect((await qrOfPdf(en.rawPayload)).text).toBe(filingPageUrl(t.env, airport.code, 'en'));
    const unknown = await a.get('/api/airports/QQZ/claim-poster.pdf', undefined, {
      headers: { 'accept-language': 'en' },
    });
    expect(expectError(unknown, 404).message).toBe('Tarmac has no airport QQZ: check the code in the airports list.');
    expectError(await a.get('/api/airports/F1H/claim-poster.pdf'), 422, ['code']);
    expectError(await a.get(`/api/airports/${airport.code}/claim-poster.pdf?lang=de`), 422, ['lang']);
  });
});

// West of UTC a day's last hours are already the next day in UTC, the day baggage_claims_delayed_since_idx holds
describe.each(databases())('Claims due west of UTC on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: 'America/Sao_Paulo' });
  it('deadline=due misses no claim at the edges of its windows, in São Paulo', () =>
    dueAtTheEdges(t, 'America/Sao_Paulo'));
});

// An airport may give more days to complain of damage than of the delay: each claim's next window is then its
// delay one, and the list must agree with the claims themselves
describe.each(databases())('Claims due with the damage window the longer on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ, CLAIM_DAMAGE_COMPLAINT_DAYS: '21', CLAIM_DELAY_COMPLAINT_DAYS: '7' });
  it('deadline=due lists the claims whose delay window, the shorter, closes first', () => dueAtTheEdges(t, TZ));
});

// Santiago's clocks went from 00:00 to 01:00 on 7 September 2025: that local day began at 01:00, 04:00 UTC, and
// the day before ended an hour later than the midnight its date names
describe.each(databases())('Claims due across a change of time on %s', (kind) => {
  const tz = 'America/Santiago';
  const t = useTestApp(kind, { APP_TIMEZONE: tz });
  afterEach(() => vi.useRealTimers());

  it('deadline=due keeps the bags delivered in the last hour before the change, in Santiago', async () => {
    const { a, airport } = await desk(t);
    const who = `Change ${randomInt(1e9)}`;
    // delivered on 3 to 7 September, local time: around the days' ends and starts, and in the hour before the change
    // (the first and the last still have their delay window open, 21 days)
    const instants = [
      '2025-09-04T03:30:00Z', // 3 Sept 23:30
      '2025-09-04T04:30:00Z', // 4 Sept 00:30
      '2025-09-07T02:30:00Z', // 6 Sept 22:30
      '2025-09-07T03:30:00Z', // 6 Sept 23:30, after what midnight of the 7th would have been
      '2025-09-07T04:30:00Z', // 7 Sept 01:30, summer time
    ];
    const ids: number[] = [];
    for (const at of instants) {
      const c = expectJson(await a.post('/api/baggage-claim', form(airport.id, { contact_name: who })), 201) as {
        id: number;
      };
      await t.database.db
        .update(baggageClaims)
        .set({ status: 'DELIVERED', updated_at: new Date(at) })
        .where(eq(baggageClaims.id, c.id));
      ids.push(c.id);
    }
    // 11 September: the damage window (7 days) of a bag delivered on 4 to 6 September closes within 2 days
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2025-09-11T15:00:00Z') });
    const states = [];
    for (const id of ids) states.push(expectJson(await a.get(`/api/baggage-claims/${id}`), 200).deadline_state);
    expect(states).toEqual(['OPEN', 'DUE_SOON', 'DUE_SOON', 'DUE_SOON', 'OPEN']);
    const page = expectJson(await a.get(`/api/baggage-claims?deadline=due&search=${encodeURIComponent(who)}`), 200);
    expect(page.data.map((c: { id: number }) => c.id).sort((x: number, y: number) => x - y)).toEqual(ids.slice(1, 4));
    expect(page.total).toBe(3);
  });
});

// The carrier's liability for baggage (Montreal Convention, art. 22(2)) is a figure the convention revises every
// five years: a setting, shown to the desk with the claim and to the passenger on the receipt
describe.each(databases())('The baggage liability limit on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ, BAGGAGE_LIABILITY_SDR: '2000' });

  it('GET /api/baggage-claims/{id} and the receipt give the configured limit in SDR', async () => {
    const { a, airport } = await desk(t, 'en');
    const claim = expectJson(await a.post('/api/baggage-claim', form(airport.id)), 201);
    expect(expectJson(await a.get(`/api/baggage-claims/${claim.id}`), 200).liability_limit_sdr).toBe(2000);
    const en = await pdfText(await a.get(`/api/baggage-claims/${claim.id}/receipt`));
    expect(en).toContain('2,000');
    expect(en).not.toContain('1,519');
  });
});
