import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bagEvents,
  baggageClaims,
  claimHistories,
  foundBagPhotos,
  foundBags,
  passengers,
} from '../../src/server/domains/schema';
import { ERASED } from '../../src/server/domains/personal-data/retention';
import { ROLES, SERVICES } from '../../src/shared/roles';
import { localDay } from '../../src/shared/time';
import { api, request, useTestApp, type Auth, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { createAirport, createToken, signedIn } from '../helpers/factories';
import { insertFlight, multipart, uniqueBagTag, uniquePnr } from '../helpers/flights';
import { solidPng } from '../helpers/images';

// A passenger's data on request: an administrator exports everything Tarmac holds about the
// passenger of a PNR or a claim, or erases it ahead of the retention periods with a reason. The data is made the
// way the desks make it, through the API, so that the audit rows are the real ones.

type Desk = Awaited<ReturnType<typeof deskOf>>;

/** An administrator based at a new airport, as the desks' calls need one. */
async function deskOf(t: TestApp) {
  const airport = await createAirport(t);
  const admin = await signedIn(t, { role: 'admin', service: 'admin-and-it', airport_id: airport.id });
  return { airport, auth: admin.auth, a: api(t, admin.auth) };
}

/**
 * One traveller's file as the desks build it: two passengers booked under one PNR (a couple), a bag with a scan
 * remark, a claim filed from the bag's tag with a note in its history, and a found bag with a photo matched to it.
 */
async function travellerOf(t: TestApp, desk: Desk, who: { name: string; contact: string; email: string }) {
  const { a, airport } = desk;
  const pnr = uniquePnr();
  const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
  const passenger = expectJson(
    await a.post('/api/passengers', { name: who.name, pnr, seat: '14C', flight_id: flight.id }),
    201,
  );
  const companion = expectJson(
    await a.post('/api/passengers', { name: `${who.name} JR`, pnr, seat: '14D', flight_id: flight.id }),
    201,
  );
  const tag = uniqueBagTag();
  const bag = expectJson(
    await a.post('/api/bags', { bag_tag_number: tag, weight: 21.5, passenger_id: passenger.id }),
    201,
  );
  expectJson(
    await a.post('/api/baggage-events', {
      bag_tag_number: tag,
      event_type: 'CHECKIN',
      airport_id: airport.id,
      remark: `${who.contact} asked for fragile handling`,
    }),
    201,
  );
  const claim = expectJson(
    await a.post('/api/baggage-claim', {
      status: 'DELAYED',
      bag_tag_number: tag,
      arrival_airport: airport.id,
      contact_name: who.contact,
      contact_email: who.email,
      contact_phone: '+243 81 000 0000',
      temporary_address: `Hotel Memling, room for ${who.contact}`,
    }),
    201,
  );
  expectJson(
    await a.post(`/api/baggage-claims/${claim.id}/status`, { status: 'DELAYED', note: `called ${who.contact}` }),
    200,
  );
  // the location of the bag the passenger shared (their page checks its host: here the row is written as it is)
  await t.database.db
    .update(baggageClaims)
    .set({
      tracker_url: `https://share.tracker.test/${claim.id}`,
      tracker_expires_at: new Date(Date.now() + 2 * 24 * 3600_000),
    })
    .where(eq(baggageClaims.id, claim.id));
  const found = expectJson(
    await a.post('/api/found-bags', {
      found_location: 'Belt 3',
      contents: `clothes, a letter to ${who.contact}`,
      name_on_label: who.contact.toUpperCase(),
    }),
    201,
  );
  const { payload, headers } = multipart([
    { name: 'photo', filename: 'bag.png', content: solidPng(8, 8, [20, 60, 200]), contentType: 'image/png' },
  ]);
  expectJson(
    await request(t, 'PUT', `/api/found-bags/${found.id}/photo`, { auth: desk.auth, body: payload, headers }),
    200,
  );
  expectJson(await a.post(`/api/found-bags/${found.id}/match`, { claim_id: claim.id }), 200);
  return { pnr, flight, passenger, companion, bag, claim, found };
}

/** The request rows of the trail (`personal_data`), newest first. */
const requestRows = (t: TestApp) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'personal_data')).orderBy(desc(auditLog.id));

describe.each(databases())("A passenger's data on request on %s", (kind) => {
  const t = useTestApp(kind);

  it('exports everything held under a PNR as one JSON file, and nothing of another passenger', async () => {
    const desk = await deskOf(t);
    const mine = await travellerOf(t, desk, {
      name: 'MUKENDI/GRACE MRS',
      contact: 'Grace Mukendi',
      email: 'grace@example.com',
    });
    const other = await travellerOf(t, desk, {
      name: 'KABILA/JOSEPH MR',
      contact: 'Joseph Kabila',
      email: 'jk@example.com',
    });
    const before = (await requestRows(t)).length;

    const res = await desk.a.get(`/api/personal-data/export?pnr=${mine.pnr.toLowerCase()}`);
    const doc = expectJson(res, 200);
    const day = localDay(new Date(), t.env.APP_TIMEZONE);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="tarmac-personal-data-${mine.pnr}-${day}.json"`,
    );
    expect(res.headers['cache-control']).toBe('no-store');

    expect(doc.request).toEqual({ pnr: mine.pnr, claim: null });
    expect(doc.passengers.map((p: { name: string }) => p.name).sort()).toEqual([
      'MUKENDI/GRACE MRS',
      'MUKENDI/GRACE MRS JR',
    ]);
    const grace = doc.passengers.find((p: { id: number }) => p.id === mine.passenger.id);
    expect(grace).toMatchObject({
      pnr: mine.pnr,
      seat: '14C',
      flight: { id: mine.flight.id },
      personal_data_erased_at: null,
    });
    expect(grace.bags).toHaveLength(1);
    expect(grace.bags[0]).toMatchObject({ bag_tag_number: mine.bag.bag_tag_number, weight: 21.5, status: 'CHECKIN' });
    expect(grace.bags[0].events).toEqual([
      expect.objectContaining({ event_type: 'CHECKIN', remark: 'Grace Mukendi asked for fragile handling' }),
    ]);
    expect(doc.claims).toHaveLength(1);
    expect(doc.claims[0]).toMatchObject({
      reference_number: mine.claim.reference_number,
      passenger_id: mine.passenger.id,
      pnr: mine.pnr,
      contact_name: 'Grace Mukendi',
      contact_email: 'grace@example.com',
      temporary_address: 'Hotel Memling, room for Grace Mukendi',
      tracker_url: `https://share.tracker.test/${mine.claim.id}`,
      tracker_expires_at: expect.any(String),
      status: 'FOUND',
    });
    expect(doc.claims[0].history.map((h: { note: string | null }) => h.note)).toContain('called Grace Mukendi');
    expect(doc.found_bags).toHaveLength(1);
    expect(doc.found_bags[0]).toMatchObject({
      id: mine.found.id,
      claim_id: mine.claim.id,
      contents: 'clothes, a letter to Grace Mukendi',
      name_on_label: 'GRACE MUKENDI',
      photo: { content_type: 'image/png' },
    });
    expect(Buffer.from(doc.found_bags[0].photo.base64, 'base64').subarray(1, 4).toString()).toBe('PNG');
    // the trail of each record: the passengers' and the bag's creation, the claim's, its changes, the found bag's
    const about = new Set(doc.audit.map((r: { entity: string; entity_id: number }) => `${r.entity} ${r.entity_id}`));
    for (const record of [
      `passenger ${mine.passenger.id}`,
      `passenger ${mine.companion.id}`,
      `bag ${mine.bag.id}`,
      `claim ${mine.claim.id}`,
      `found_bag ${mine.found.id}`,
      `found_bag_photo ${mine.found.id}`,
    ])
      expect(about, record).toContain(record);

    const text = JSON.stringify(doc);
    for (const theirs of [
      'KABILA',
      'Joseph Kabila',
      'jk@example.com',
      other.pnr,
      other.bag.bag_tag_number,
      other.claim.reference_number,
    ])
      expect(text).not.toContain(theirs);
    for (const record of [`passenger ${other.passenger.id}`, `claim ${other.claim.id}`, `found_bag ${other.found.id}`])
      expect(about, record).not.toContain(record);

    // one row says who took a copy of which records, by id: never the PNR, which an erasure would take away
    const rows = await requestRows(t);
    expect(rows).toHaveLength(before + 1);
    expect(rows[0]).toMatchObject({ action: 'export', entity_id: null, actor_kind: 'user' });
    expect(rows[0]!.note).not.toContain(mine.pnr);
    expect(JSON.parse(rows[0]!.note!)).toEqual({
      request: 'pnr',
      records: {
        passenger: [mine.passenger.id, mine.companion.id].sort((x, y) => x - y),
        bag: [mine.bag.id],
        claim: [mine.claim.id],
        found_bag: [mine.found.id],
        baggage_message: [],
      },
    });
  });

  it('finds the same passenger by claim reference, in any case, or by claim id, and sums up what is held', async () => {
    const desk = await deskOf(t);
    const mine = await travellerOf(t, desk, {
      name: 'ILUNGA/MARIE MS',
      contact: 'Marie Ilunga',
      email: 'marie@example.com',
    });
    const ref = mine.claim.reference_number as string;

    const byRef = expectJson(await desk.a.get(`/api/personal-data?claim=${ref.toLowerCase()}`), 200);
    const byId = expectJson(await desk.a.get(`/api/personal-data?claim=${mine.claim.id}`), 200);
    expect(byId).toEqual(byRef);
    expect(byRef.request).toEqual({ pnr: null, claim: ref });
    // the claim names one passenger (by its bag's tag): the companion under the same PNR is another person
    expect(byRef.passengers).toEqual([
      expect.objectContaining({
        id: mine.passenger.id,
        name: 'ILUNGA/MARIE MS',
        pnr: mine.pnr,
        bags: 1,
        erased_at: null,
      }),
    ]);
    expect(byRef.claims).toEqual([
      expect.objectContaining({
        reference_number: ref,
        contact_name: 'Marie Ilunga',
        status: 'FOUND',
        erased_at: null,
      }),
    ]);
    expect(byRef.counts).toMatchObject({ passengers: 1, bags: 1, bag_events: 1, claims: 1, found_bags: 1 });
    expect(byRef.counts.audit_rows).toBeGreaterThanOrEqual(5);
    expect(byRef.erasable).toEqual({ passengers: 1, claims: 1, found_bags: 1, baggage_messages: 0 });

    const byPnr = expectJson(await desk.a.get(`/api/personal-data?pnr=${mine.pnr}`), 200);
    expect(byPnr.counts).toMatchObject({ passengers: 2, bags: 1, claims: 1, found_bags: 1 });

    const doc = expectJson(await desk.a.get(`/api/personal-data/export?claim=${mine.claim.id}`), 200);
    expect(doc.request).toEqual({ pnr: null, claim: ref });
    expect(doc.passengers.map((p: { id: number }) => p.id)).toEqual([mine.passenger.id]);
  });

  it('erases in place with a reason: the marker in every personal field, rows and counts kept, one audit row', async () => {
    const desk = await deskOf(t);
    const mine = await travellerOf(t, desk, {
      name: 'TSHISEKEDI/ANNE MRS',
      contact: 'Anne Tshisekedi',
      email: 'anne@example.com',
    });
    const other = await travellerOf(t, desk, {
      name: 'LUMUMBA/PAUL MR',
      contact: 'Paul Lumumba',
      email: 'paul@example.com',
    });
    const day = localDay(new Date(), t.env.APP_TIMEZONE);
    const figures = async () => ({
      stats: expectJson(await desk.a.get('/api/dashboard-stats'), 200),
      reports: expectJson(
        await desk.a.get(`/api/baggage-claims/reports?from=${day}&to=${day}&airport_id=${desk.airport.id}`),
        200,
      ),
      flight: expectJson(await desk.a.get(`/api/flights/${mine.flight.id}`), 200).passengers.total,
    });
    const figuresBefore = await figures();
    const auditBefore = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.entity, ['passenger', 'claim', 'found_bag', 'bag', 'found_bag_photo']));

    const reason = 'Request by e-mail of 3 March, ticket DPO-2026-014';
    const answer = expectJson(await desk.a.post('/api/personal-data/erase', { pnr: mine.pnr, reason }), 200);
    expect(answer.erased).toEqual({ passengers: 2, claims: 1, found_bags: 1, baggage_messages: 0 });

    const people = await t.database.db
      .select()
      .from(passengers)
      .where(inArray(passengers.id, [mine.passenger.id, mine.companion.id]));
    expect(people).toHaveLength(2);
    for (const p of people) {
      expect(p).toMatchObject({ name: ERASED, pnr: ERASED, seat: ERASED, flight_id: mine.flight.id });
      expect(p.personal_data_erased_at).not.toBeNull();
    }
    const [scan] = await t.database.db.select().from(bagEvents).where(eq(bagEvents.bag_id, mine.bag.id));
    expect(scan).toMatchObject({ event_type: 'CHECKIN', remark: null });
    const [claim] = await t.database.db.select().from(baggageClaims).where(eq(baggageClaims.id, mine.claim.id));
    expect(claim).toMatchObject({
      reference_number: mine.claim.reference_number,
      status: 'FOUND',
      contact_name: ERASED,
      contact_email: null,
      contact_phone: ERASED,
      temporary_address: ERASED,
      pnr: null,
      tracker_url: null,
      tracker_expires_at: null,
      bag_tag_number: mine.bag.bag_tag_number,
    });
    const notes = await t.database.db
      .select({ note: claimHistories.note })
      .from(claimHistories)
      .where(eq(claimHistories.claim_id, mine.claim.id));
    expect(notes.length).toBeGreaterThanOrEqual(3);
    expect(notes.every((n) => n.note === null)).toBe(true);
    const [found] = await t.database.db.select().from(foundBags).where(eq(foundBags.id, mine.found.id));
    expect(found).toMatchObject({ status: 'MATCHED', contents: null, name_on_label: null, found_location: 'Belt 3' });
    expect(
      await t.database.db.select().from(foundBagPhotos).where(eq(foundBagPhotos.found_bag_id, mine.found.id)),
    ).toEqual([]);

    // the trail keeps who changed what and when; the values of the erased fields are the marker
    const [created] = await t.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'passenger'), eq(auditLog.entity_id, mine.passenger.id), eq(auditLog.action, 'create')),
      );
    expect(created!.changes).toMatchObject({
      name: { old: null, new: ERASED },
      pnr: { old: null, new: ERASED },
      seat: { old: null, new: ERASED },
    });
    const auditAfter = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(inArray(auditLog.entity, ['passenger', 'claim', 'found_bag', 'bag', 'found_bag_photo']));
    expect(auditAfter).toHaveLength(auditBefore.length);
    // nothing of theirs is left in the claim's trail either: neither the copy of the passenger's name the claim
    // carries (a field of the passenger, not the claim) nor the check code, the passenger's proof
    expect(mine.claim.check_code).toMatch(/^[A-Z2-9]{6}$/);
    const claimTrail = JSON.stringify(
      await t.database.db
        .select({ changes: auditLog.changes })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'claim'), eq(auditLog.entity_id, mine.claim.id))),
    );
    expect(claimTrail).toContain('bag_tag_number');
    expect(claimTrail).not.toMatch(/tshisekedi|anne@example/i);
    expect(claimTrail).not.toContain(mine.claim.check_code);

    // one row: the request, the reason and what was erased, by an administrator
    const [row] = await requestRows(t);
    expect(row).toMatchObject({ action: 'erase', entity: 'personal_data', entity_id: null, actor_kind: 'user' });
    const note = JSON.parse(row!.note!);
    expect(note).toMatchObject({
      request: 'pnr',
      reason,
      erased: { passengers: 2, claims: 1, found_bags: 1, baggage_messages: 0 },
    });
    expect(note.records.claim).toEqual([mine.claim.id]);
    expect(row!.note).not.toContain(mine.pnr);

    // every figure of the dashboards and reports is the same
    expect(await figures()).toEqual(figuresBefore);

    // the other traveller is untouched
    const [theirs] = await t.database.db.select().from(passengers).where(eq(passengers.id, other.passenger.id));
    expect(theirs).toMatchObject({ name: 'LUMUMBA/PAUL MR', personal_data_erased_at: null });
    const [theirClaim] = await t.database.db.select().from(baggageClaims).where(eq(baggageClaims.id, other.claim.id));
    expect(theirClaim).toMatchObject({ contact_name: 'Paul Lumumba', personal_data_erased_at: null });

    // nothing is held under the PNR any more; the claim is still found by its reference, with nothing left to erase
    expectError(await desk.a.get(`/api/personal-data?pnr=${mine.pnr}`), 404);
    const summary = expectJson(await desk.a.get(`/api/personal-data?claim=${mine.claim.reference_number}`), 200);
    expect(summary.erasable).toEqual({ passengers: 0, claims: 0, found_bags: 0, baggage_messages: 0 });
    expect(summary.passengers[0]).toMatchObject({ name: ERASED, erased_at: expect.any(String) });
    const again = expectJson(
      await desk.a.post('/api/personal-data/erase', { claim: mine.claim.reference_number, reason: 'asked again' }),
      200,
    );
    expect(again.erased).toEqual({ passengers: 0, claims: 0, found_bags: 0, baggage_messages: 0 });
  });

  it.runIf(kind === 'postgres')(
    'counts each record once when two administrators erase the same passenger at the same moment',
    async () => {
      const desk = await deskOf(t);
      const mine = await travellerOf(t, desk, {
        name: 'NZUZI/ROSE MS',
        contact: 'Rose Nzuzi',
        email: 'rose@example.com',
      });
      const other = api(t, (await signedIn(t, { role: 'admin', service: 'admin-and-it' })).auth);
      const answers = await Promise.all(
        [desk.a, other].map((a) => a.post('/api/personal-data/erase', { pnr: mine.pnr, reason: 'asked twice' })),
      );
      // the later one waits for the first, then finds nothing left to erase, or nothing under the PNR at all
      const erased = answers.filter((r) => r.statusCode === 200).map((r) => r.json().erased);
      expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 404)).toBe(true);
      expect(erased.reduce((n, e) => n + e.passengers, 0)).toBe(2);
      expect(erased.reduce((n, e) => n + e.claims, 0)).toBe(1);
      expect(erased.reduce((n, e) => n + e.found_bags, 0)).toBe(1);
    },
  );

  it('is for administrators only: 401 for nobody, 403 for every other role, by session or token', async () => {
    const desk = await deskOf(t);
    const mine = await travellerOf(t, desk, { name: 'MBEKI/LIA MS', contact: 'Lia Mbeki', email: 'lia@example.com' });
    const calls = (auth: Auth) => [
      () => api(t, auth).get(`/api/personal-data?pnr=${mine.pnr}`),
      () => api(t, auth).get(`/api/personal-data/export?pnr=${mine.pnr}`),
      () => api(t, auth).post('/api/personal-data/erase', { pnr: mine.pnr, reason: 'not theirs to do' }),
    ];
    for (const call of calls(null)) expectError(await call(), 401);
    for (const service of SERVICES)
      for (const role of ROLES.filter((r) => r !== 'admin')) {
        const { auth } = await signedIn(t, { role, service: service.slug });
        for (const call of [...calls(auth), ...calls({ token: (await createToken(t, auth)).token })])
          expectError(await call(), 403);
      }
    const [kept] = await t.database.db.select().from(passengers).where(eq(passengers.id, mine.passenger.id));
    expect(kept!.personal_data_erased_at).toBeNull();
  });

  it('refuses a request without its reason, with both keys or neither, or out of shape (422), changing nothing', async () => {
    const desk = await deskOf(t);
    const mine = await travellerOf(t, desk, {
      name: 'KASA/ODETTE MS',
      contact: 'Odette Kasa',
      email: 'odette@example.com',
    });
    const rows = (await requestRows(t)).length;
    const erase = (body: unknown) => desk.a.post('/api/personal-data/erase', body);
    expectError(await erase({ pnr: mine.pnr }), 422, ['reason']);
    expectError(await erase({ pnr: mine.pnr, reason: '   ' }), 422, ['reason']);
    const long = expectError(await erase({ pnr: mine.pnr, reason: 'x'.repeat(501) }), 422, ['reason']);
    expect(long.errors.reason[0]).toMatch(/500/);
    expectError(await erase({ reason: 'asked' }), 422, ['pnr']);
    expectError(await erase({ pnr: mine.pnr, claim: mine.claim.reference_number, reason: 'asked' }), 422, ['pnr']);
    expectError(await erase({ pnr: 'ABC', reason: 'asked' }), 422, ['pnr']);
    expectError(await desk.a.get('/api/personal-data'), 422, ['pnr']);
    expectError(await desk.a.get('/api/personal-data/export?claim=FIH%208Z'), 422, ['claim']);
    expectError(await desk.a.get('/api/personal-data?claim=0'), 422, ['claim']);
    // digits alone are an id, past what the database's integers hold too (it answered 500)
    expectError(await desk.a.get('/api/personal-data?claim=12345678901'), 422, ['claim']);
    expectError(await desk.a.get('/api/personal-data/export?claim=99999999999'), 422, ['claim']);
    expectError(await erase({ claim: '99999999999', reason: 'asked' }), 422, ['claim']);
    const french = expectError(
      await desk.a.post('/api/personal-data/erase', { pnr: mine.pnr }, { headers: { 'accept-language': 'fr' } }),
      422,
      ['reason'],
    );
    expect(french.errors.reason[0]).toBe('Ce champ est obligatoire.');

    expect((await requestRows(t)).length).toBe(rows);
    const [kept] = await t.database.db.select().from(passengers).where(eq(passengers.id, mine.passenger.id));
    expect(kept).toMatchObject({ name: 'KASA/ODETTE MS', personal_data_erased_at: null });
  });

  it('answers 404, naming what was asked, for a PNR nothing is held under or a claim that does not exist', async () => {
    const desk = await deskOf(t);
    const rows = (await requestRows(t)).length;
    const pnr = uniquePnr();
    const en = { headers: { 'accept-language': 'en' } };
    expect(expectError(await desk.a.get(`/api/personal-data?pnr=${pnr}`, undefined, en), 404).message).toContain(pnr);
    expectError(await desk.a.get(`/api/personal-data/export?pnr=${pnr}`), 404);
    expectError(await desk.a.post('/api/personal-data/erase', { pnr, reason: 'asked' }), 404);
    const missing = expectError(await desk.a.get('/api/personal-data?claim=zzz8z99999', undefined, en), 404);
    expect(missing.message).toContain('ZZZ8Z99999');
    expectError(await desk.a.get('/api/personal-data/export?claim=2147483647'), 404);
    expectError(await desk.a.post('/api/personal-data/erase', { claim: '2147483647', reason: 'asked' }), 404);
    // a refused request is not one: no row in the trail
    expect((await requestRows(t)).length).toBe(rows);
  });
});
