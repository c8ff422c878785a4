import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, request, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport } from '../helpers/factories';
import { FLIGHT_DAY, insertBag, insertFlight, insertPassenger, sharedUser } from '../helpers/flights';
import { baggageClaims } from '../../src/server/domains/schema';
import { pdfText } from '../helpers/pdf';

// The passengers' own claims (/api/public/claims): filed from a phone, confirmed at the desk, followed and changed
// on proof (reference, last name, check code), with one generic answer for anything wrong and limits counted in the
// database; on both databases.

describe.each(databases())('Passengers’ own claims on %s', (kind) => {
  // the hosts of the tracker links are the airport's configuration: these tests name their own
  const t = useTestApp(kind, {
    PUBLIC_CLAIMS_PER_HOUR: '3',
    CLAIM_PROOF_FAILURES_PER_DAY: '4',
    TRACKER_LINK_HOSTS: 'share.tracker.test, Hub.Tracker.test',
  });

  /** A flight arriving at a new airport today with a passenger and a bag whose plate the receipt carries. */
  async function arrivalWithBag() {
    const airport = await createAirport(t);
    const flight = await insertFlight(t, { arrival_airport: airport.id });
    const pax = await insertPassenger(t, flight.id, { name: 'MBUYI/GRACE MRS' });
    const bag = await insertBag(t, pax.id, { bag_tag_number: `0${String(Date.now()).slice(-9)}` });
    return { airport, flight, pax, bag };
  }

  const filing = (airport: string, flightNumber: string, extra: Record<string, unknown> = {}) => ({
    airport,
    flight_number: flightNumber,
    flight_date: FLIGHT_DAY,
    contact_name: 'Grace Mbuyi',
    contact_phone: '+243 81 000 0000',
    contact_email: 'grace@example.com',
    temporary_address: 'Hôtel Memling, Kinshasa',
    lang: 'fr',
    bags: [{ bag_type: 'Suitcase', bag_color: 'BU', bag_brand: 'Samsonite', contents: 'Clothes, a camera' }],
    ...extra,
  });

  it('files a claim that the desk sees as the passenger’s, confirms, and the passenger follows', async () => {
    const { airport, flight, bag } = await arrivalWithBag();
    const filed = expectJson(
      await api(t).post(
        '/api/public/claims',
        filing(airport.code, flight.flight_number, {
          bags: [
            { bag_tag_number: bag.bag_tag_number, bag_type: 'Suitcase', bag_color: 'bu' },
            { bag_tag_number: null, bag_type: 'Backpack', bag_color: 'BK', contents: 'Books' },
          ],
        }),
      ),
      201,
    );
    expect(filed.claims).toHaveLength(2);
    const [mine, other] = filed.claims;
    expect(mine.reference_number).toMatch(new RegExp(`^${airport.code}8Z\\d{5}$`));
    expect(mine.check_code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
    expect(other.check_code).not.toBe(mine.check_code);

    // the desk: filed by the passenger, its plate found on the flight, waiting for an agent; linked once confirmed
    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    const desk = api(t, auth);
    const [row] = await t.database.db
      .select({ id: baggageClaims.id })
      .from(baggageClaims)
      .where(eq(baggageClaims.reference_number, mine.reference_number));
    const claim = expectJson(await desk.get(`/api/baggage-claims/${row!.id}`), 200);
    expect(claim).toMatchObject({
      filed_by: 'passenger',
      filing_check: 'plate',
      confirmed_at: null,
      check_code: mine.check_code,
      status: 'DELAYED',
      user: null,
      bag: null,
      passenger: null,
      flight: { id: flight.id },
      description: null,
      contact_name: 'Grace Mbuyi',
    });
    expect(claim.histories).toEqual([expect.objectContaining({ status: 'DELAYED', user: null })]);

    const proof = { reference: mine.reference_number.toLowerCase(), last_name: 'MBUYI', code: mine.check_code };
    const waiting = expectJson(await api(t).post('/api/public/claims/lookup', proof), 200);
    expect(waiting).toMatchObject({
      reference_number: mine.reference_number,
      stage: 'awaiting_confirmation',
      stage_text: 'Reçue : le bureau des bagages la confirmera sous peu.',
      bag_tag_number: bag.bag_tag_number,
      temporary_address: 'Hôtel Memling, Kinshasa',
      desk: { airport: `${airport.name} (${airport.code})`, phone: null, email: null },
    });
    expect(waiting.history).toEqual([{ status: 'DELAYED', at: expect.any(String) }]);
    // nothing of the desk's people or notes
    expect(JSON.stringify(waiting)).not.toMatch(/user|note|check_code/);

    const confirmed = expectJson(await desk.post(`/api/baggage-claims/${row!.id}/confirm`), 200);
    expect(confirmed.confirmed_at).toEqual(expect.any(String));
    expect(confirmed).toMatchObject({ bag: { id: bag.id }, passenger: { name: 'MBUYI/GRACE MRS' } });
    await desk.post(`/api/baggage-claims/${row!.id}/status`, { status: 'FOUND', note: 'At GOM, agent Kabila' });
    const found = expectJson(await api(t).post('/api/public/claims/lookup', proof), 200);
    expect(found).toMatchObject({ stage: 'located', stage_text: 'Votre bagage a été retrouvé.' });
    expect(found.history.map((h: { status: string }) => h.status)).toEqual(['DELAYED', 'FOUND']);

    // the receipt the desk would print, on the same proofs, in the language asked
    const receipt = await pdfText(await api(t).post('/api/public/claims/receipt', { ...proof, lang: 'en' }));
    expect(receipt).toContain('Baggage claim receipt');
    expect(receipt).toContain(mine.reference_number);
    expect(receipt).toContain(mine.check_code);
    const refused = await api(t).post('/api/public/claims/receipt', { ...proof, last_name: 'Kabila' });
    expectError(refused, 404);
    expect(refused.json().message).toMatch(/^Aucun dossier ne correspond à ces informations/);
    expect(JSON.stringify(found)).not.toContain('Kabila');
  });

  it('keeps what the flight’s lists say for the desk, and tells the passenger nothing of it', async () => {
    const { airport, flight } = await arrivalWithBag();
    const byName = expectJson(await api(t).post('/api/public/claims', filing(airport.code, flight.flight_number)), 201);
    const stranger = expectJson(
      await api(t).post(
        '/api/public/claims',
        filing(airport.code, flight.flight_number, { contact_name: 'Jean Ilunga' }),
      ),
      201,
    );
    const unknownFlight = expectJson(await api(t).post('/api/public/claims', filing(airport.code, '8Z9999')), 201);
    const checkOf = async (ref: string) =>
      (
        await t.database.db
          .select({ check: baggageClaims.filing_check })
          .from(baggageClaims)
          .where(eq(baggageClaims.reference_number, ref))
      )[0]!.check;
    expect(await checkOf(byName.claims[0].reference_number)).toBe('name');
    expect(await checkOf(stranger.claims[0].reference_number)).toBe('unmatched');
    expect(await checkOf(unknownFlight.claims[0].reference_number)).toBe('flight_unknown');
    // the answers say the same whatever the lists said
    expect(Object.keys(stranger.claims[0])).toEqual(Object.keys(byName.claims[0]));
  });

  it('gives a stranger who typed someone’s tag nothing of its passenger, and tells the desk the names differ', async () => {
    const { airport, flight, bag } = await arrivalWithBag();
    const [claim] = expectJson(
      await api(t).post(
        '/api/public/claims',
        filing(airport.code, flight.flight_number, {
          contact_name: 'Eve Intruder',
          bags: [{ bag_tag_number: bag.bag_tag_number, bag_type: 'Suitcase' }],
        }),
      ),
      201,
    ).claims;
    const [row] = await t.database.db
      .select({
        id: baggageClaims.id,
        check: baggageClaims.filing_check,
        bag_id: baggageClaims.bag_id,
        passenger_id: baggageClaims.passenger_id,
        passenger_name: baggageClaims.passenger_name,
      })
      .from(baggageClaims)
      .where(eq(baggageClaims.reference_number, claim.reference_number));
    expect(row).toMatchObject({ check: 'plate_other_name', bag_id: null, passenger_id: null, passenger_name: null });
    const proof = { reference: claim.reference_number, last_name: 'Intruder', code: claim.check_code, lang: 'en' };
    const receipt = await pdfText(await api(t).post('/api/public/claims/receipt', proof));
    expect(receipt).toContain('Eve Intruder');
    expect(receipt).not.toMatch(/MBUYI|GRACE/);

    // an agent who confirms it (a relative may file for the passenger) vouches for it: the desk's claim is linked,
    // while the passenger's own receipt still prints only what they typed
    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    const confirmed = expectJson(await api(t, auth).post(`/api/baggage-claims/${row!.id}/confirm`), 200);
    expect(confirmed).toMatchObject({ bag: { id: bag.id }, passenger: { name: 'MBUYI/GRACE MRS' } });
    const after = await pdfText(await api(t).post('/api/public/claims/receipt', proof));
    expect(after).toContain('Eve Intruder');
    expect(after).not.toMatch(/MBUYI|GRACE/);
  });

  it('checks each bag of a filing on its own: the filer’s own plate does not vouch for another’s', async () => {
    const { airport, flight, bag: mine } = await arrivalWithBag();
    const other = await insertPassenger(t, flight.id, { name: 'KABILA/JEAN MR' });
    const theirs = await insertBag(t, other.id, { bag_tag_number: `1${String(Date.now()).slice(-9)}` });
    const filed = expectJson(
      await api(t).post(
        '/api/public/claims',
        filing(airport.code, flight.flight_number, {
          bags: [
            { bag_tag_number: mine.bag_tag_number, bag_type: 'Suitcase' },
            { bag_tag_number: theirs.bag_tag_number, bag_type: 'Suitcase' },
            { bag_tag_number: null, bag_type: 'Backpack' },
          ],
        }),
      ),
      201,
    ).claims;
    const checks = await t.database.db
      .select({ ref: baggageClaims.reference_number, check: baggageClaims.filing_check })
      .from(baggageClaims)
      .where(
        inArray(
          baggageClaims.reference_number,
          filed.map((c: { reference_number: string }) => c.reference_number),
        ),
      );
    const checkOf = (i: number) => checks.find((c) => c.ref === filed[i].reference_number)!.check;
    // Grace's own bag; Jean's bag, whose plate she gave too; a bag without a plate, her name on the list
    expect([checkOf(0), checkOf(1), checkOf(2)]).toEqual(['plate', 'plate_other_name', 'name']);
  });

  it('answers one generic 404 for a wrong reference, name or code, and counts wrong proofs per reference', async () => {
    const { airport, flight } = await arrivalWithBag();
    const [claim] = expectJson(
      await api(t).post('/api/public/claims', filing(airport.code, flight.flight_number)),
      201,
    ).claims;
    const right = { reference: claim.reference_number, last_name: 'mbuyi', code: claim.check_code };
    const wrongs = [
      { ...right, reference: `${airport.code}8Z99999` },
      { ...right, last_name: 'Mbu' },
      { ...right, code: claim.check_code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' },
    ];
    // one guesser's address (each call of these tests comes from a new one unless named)
    const ip = '198.51.100.77';
    const bodies = [];
    for (const wrong of wrongs) {
      const res = await api(t).post('/api/public/claims/lookup', wrong, { ip });
      expectError(res, 404);
      bodies.push(res.json());
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0].message).toMatch(/^Aucun dossier ne correspond à ces informations/);
    // accents and case of the name do not matter
    expectJson(await api(t).post('/api/public/claims/lookup', { ...right, last_name: 'MBÚYI' }), 200);

    // two wrong proofs of this reference from this address so far (the third was another reference's): two more
    // spend this address's day on it…
    for (let i = 0; i < 2; i++) expectError(await api(t).post('/api/public/claims/lookup', wrongs[1], { ip }), 404);
    // …and then even the right proofs wait, from this address
    const refused = await api(t).post('/api/public/claims/lookup', right, { ip });
    expectError(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    // the passenger on another connection still gets in: one address cannot lock a claim for everyone
    expectJson(await api(t).post('/api/public/claims/lookup', right), 200);
    // a guess spread over many addresses meets the reference's own limit, ten times one address's: 4 so far
    for (let a = 1; a <= 9; a++)
      for (let i = 0; i < 4; i++)
        expectError(await api(t).post('/api/public/claims/lookup', wrongs[1], { ip: `203.0.113.${a}` }), 404);
    expectError(await api(t).post('/api/public/claims/lookup', wrongs[1]), 429);
    expectError(await api(t).post('/api/public/claims/lookup', right), 429);
  });

  it('limits filings per address and calls per address', async () => {
    const airport = await createAirport(t);
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++)
      expectJson(await api(t).post('/api/public/claims', filing(airport.code, '8Z0001'), { ip }), 201);
    expectError(await api(t).post('/api/public/claims', filing(airport.code, '8Z0001'), { ip }), 429);
    // another address files
    expectJson(await api(t).post('/api/public/claims', filing(airport.code, '8Z0001')), 201);
    // look-ups from one address: 10 a minute
    const lookups = '198.51.100.8';
    const proof = { reference: 'XXX8Z00001', last_name: 'Nobody', code: 'AAAAAA' };
    for (let i = 0; i < 10; i++) await api(t).post('/api/public/claims/lookup', proof, { ip: lookups });
    expectError(await api(t).post('/api/public/claims/lookup', proof, { ip: lookups }), 429);
  });

  it('refuses bad input by field', async () => {
    const airport = await createAirport(t);
    expectError(await api(t).post('/api/public/claims', filing('ZZ9', '8Z1')), 422, ['airport']);
    expectError(await api(t).post('/api/public/claims', filing('QQQ', '8Z1')), 422, ['airport']);
    expectError(await api(t).post('/api/public/claims', filing(airport.code, 'not a flight')), 422, ['flight_number']);
    expectError(await api(t).post('/api/public/claims', filing(airport.code, '8Z1', { bags: [] })), 422, ['bags']);
    const six = Array.from({ length: 6 }, () => ({ bag_type: 'Suitcase' }));
    expectError(await api(t).post('/api/public/claims', filing(airport.code, '8Z1', { bags: six })), 422, ['bags']);
    expectError(
      await api(t).post(
        '/api/public/claims',
        filing(airport.code, '8Z1', { address_from: '2026-12-10', address_until: '2026-12-09' }),
      ),
      422,
      ['address_until'],
    );
    expectError(
      await api(t).post('/api/public/claims', filing(airport.code, '8Z1', { contact_email: 'not an e-mail' })),
      422,
      ['contact_email'],
    );
  });

  it('lets the passenger change how to reach them; the desk sees it as theirs, in the history and the trail', async () => {
    const { airport, flight } = await arrivalWithBag();
    const [claim] = expectJson(
      await api(t).post('/api/public/claims', filing(airport.code, flight.flight_number)),
      201,
    ).claims;
    const proof = { reference: claim.reference_number, last_name: 'Mbuyi', code: claim.check_code };
    const changed = expectJson(
      await api(t).patch(`/api/public/claims/${claim.reference_number}`, {
        ...proof,
        contact_phone: '+243 99 111 2222',
        temporary_address: 'Pullman, Kinshasa',
        address_from: '2026-12-03',
        address_until: '2026-12-09',
        contact_email: '',
      }),
      200,
    );
    expect(changed).toMatchObject({
      contact_phone: '+243 99 111 2222',
      temporary_address: 'Pullman, Kinshasa',
      address_from: '2026-12-03',
      address_until: '2026-12-09',
      contact_email: null,
    });
    const [row] = await t.database.db
      .select({ id: baggageClaims.id })
      .from(baggageClaims)
      .where(eq(baggageClaims.reference_number, claim.reference_number));
    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    const seen = expectJson(await api(t, auth).get(`/api/baggage-claims/${row!.id}`), 200);
    expect(seen).toMatchObject({ contact_phone: '+243 99 111 2222', address_until: '2026-12-09' });
    expect(seen.histories.at(-1)).toMatchObject({
      by_passenger: true,
      user: null,
      note: 'contact_phone, contact_email, temporary_address, address_from, address_until',
    });
    const trail = expectJson(
      await api(t, await adminAuth(t)).get(`/api/audit?entity=claim&entity_id=${row!.id}&action=update`),
      200,
    );
    expect(trail.data[0]).toMatchObject({
      actor: { kind: 'anonymous', user_id: null },
      note: 'by the passenger',
      changes: { contact_phone: { old: '+243 81 000 0000', new: '+243 99 111 2222' } },
    });
    // the path's reference and the body's proofs: a wrong one changes nothing
    expectError(
      await api(t).patch(`/api/public/claims/${claim.reference_number}`, {
        ...proof,
        code: 'ZZZZZZ',
        contact_phone: '1',
      }),
      404,
    );
    expectError(
      await api(t).patch(`/api/public/claims/${claim.reference_number}`, {
        ...proof,
        address_from: '2026-12-10',
      }),
      422,
      ['address_until'],
    );
  });

  /** A claim filed by the passenger, its proofs, and its id at the desk. */
  async function filedClaim() {
    const { airport, flight } = await arrivalWithBag();
    const [claim] = expectJson(
      await api(t).post('/api/public/claims', filing(airport.code, flight.flight_number)),
      201,
    ).claims;
    const [row] = await t.database.db
      .select({ id: baggageClaims.id })
      .from(baggageClaims)
      .where(eq(baggageClaims.reference_number, claim.reference_number));
    const proof = { reference: claim.reference_number, last_name: 'Mbuyi', code: claim.check_code };
    return { reference: claim.reference_number as string, proof, id: row!.id };
  }

  const DAY = 24 * 3600_000;
  /** How far from now an instant is, in ms. */
  const fromNow = (at: string) => new Date(at).getTime() - Date.now();

  it('takes a tracker link from a configured host, ending in seven days unless told; the desk sees it as the passenger’s', async () => {
    const { reference, proof, id } = await filedClaim();
    const patch = (body: Record<string, unknown>) =>
      api(t).patch(`/api/public/claims/${reference}`, { ...proof, ...body });
    const before = expectJson(await api(t).post('/api/public/claims/lookup', proof), 200);
    expect(before).toMatchObject({ tracker_url: null, tracker_expires_at: null, tracker_links: true });

    // the host in any case, the default port: stored as the URL parser writes it
    const added = expectJson(await patch({ tracker_url: ' https://SHARE.tracker.test:443/item#k=Ab1 ' }), 200);
    expect(added.tracker_url).toBe('https://share.tracker.test/item#k=Ab1');
    expect(fromNow(added.tracker_expires_at)).toBeGreaterThan(7 * DAY - 60_000);
    expect(fromNow(added.tracker_expires_at)).toBeLessThanOrEqual(7 * DAY);

    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    const desk = api(t, auth);
    const seen = expectJson(await desk.get(`/api/baggage-claims/${id}`), 200);
    expect(seen).toMatchObject({ tracker_url: added.tracker_url, tracker_expires_at: added.tracker_expires_at });
    expect(seen.histories.at(-1)).toMatchObject({
      by_passenger: true,
      user: null,
      note: 'tracker_url, tracker_expires_at',
    });
    const trail = expectJson(
      await api(t, await adminAuth(t)).get(`/api/audit?entity=claim&entity_id=${id}&action=update`),
      200,
    );
    expect(trail.data[0]).toMatchObject({
      actor: { kind: 'anonymous' },
      note: 'by the passenger',
      changes: { tracker_url: { old: null, new: added.tracker_url } },
    });

    // the same link again keeps its end; an end given moves it; another host of the list is taken
    const same = expectJson(await patch({ tracker_url: added.tracker_url }), 200);
    expect(same.tracker_expires_at).toBe(added.tracker_expires_at);
    const end = new Date(Date.now() + 2 * DAY).toISOString();
    const moved = expectJson(await patch({ tracker_expires_at: end }), 200);
    expect(new Date(moved.tracker_expires_at).getTime()).toBe(new Date(end).getTime());
    const other = expectJson(
      await patch({ tracker_url: 'https://hub.tracker.test/s/xyz', tracker_expires_at: end }),
      200,
    );
    expect(other).toMatchObject({ tracker_url: 'https://hub.tracker.test/s/xyz' });
    const histories = expectJson(await desk.get(`/api/baggage-claims/${id}`), 200).histories;
    expect(histories.map((h: { note: string | null }) => h.note).slice(1)).toEqual([
      'tracker_url, tracker_expires_at',
      'tracker_expires_at',
      'tracker_url',
    ]);

    // removed with an empty text (or null): both go
    const removed = expectJson(await patch({ tracker_url: '' }), 200);
    expect(removed).toMatchObject({ tracker_url: null, tracker_expires_at: null });
    expect(expectJson(await desk.get(`/api/baggage-claims/${id}`), 200)).toMatchObject({
      tracker_url: null,
      tracker_expires_at: null,
    });
  });

  it('refuses by field a tracker link that is not https, not exactly a configured host, or an end out of its week', async () => {
    const { reference, proof } = await filedClaim();
    const patch = (body: Record<string, unknown>) =>
      api(t).patch(`/api/public/claims/${reference}`, { ...proof, ...body }, { headers: { 'accept-language': 'en' } });
    const refusals: Array<[string, RegExp]> = [
      ['http://share.tracker.test/item', /https:\/\//],
      ['ftp://share.tracker.test/item', /https:\/\//],
      ['share.tracker.test/item', /whole link/],
      ['not a link', /whole link/],
      ['https://evil.example/?x=share.tracker.test', /share\.tracker\.test, hub\.tracker\.test only/],
      ['https://evil.example/share.tracker.test', /not a location link/],
      ['https://share.tracker.test.evil.example/item', /not a location link/],
      ['https://evilshare.tracker.test/item', /not a location link/],
      ['https://tracker.test/item', /not a location link/],
      ['https://share.tracker.test.:443/item', /not a location link/],
      ['https://share.tracker.test@evil.example/item', /not a location link/],
      ['https://someone@share.tracker.test/item', /not a location link/],
      ['https://share.tracker.test:8443/item', /not a location link/],
      [`https://share.tracker.test/${'a'.repeat(2040)}`, /too long|at most/i],
    ];
    for (const [url, message] of refusals) {
      const res = await patch({ tracker_url: url });
      expectError(res, 422, ['tracker_url']);
      expect(res.json().errors.tracker_url[0], url).toMatch(message);
    }
    const link = 'https://share.tracker.test/item';
    const ends: Array<[string, RegExp]> = [
      [new Date(Date.now() - 60_000).toISOString(), /ahead of now/],
      [new Date(Date.now() + 7 * DAY + 3600_000).toISOString(), /7 days/],
      ['2026-12-10T18:00', /with its zone/],
      ['next week', /with its zone/],
    ];
    for (const [end, message] of ends) {
      const res = await patch({ tracker_url: link, tracker_expires_at: end });
      expectError(res, 422, ['tracker_expires_at']);
      expect(res.json().errors.tracker_expires_at[0], end).toMatch(message);
    }
    // an end with no link to end
    expectError(await patch({ tracker_expires_at: new Date(Date.now() + DAY).toISOString() }), 422, [
      'tracker_expires_at',
    ]);
    // nothing of it was kept
    expect(expectJson(await api(t).post('/api/public/claims/lookup', proof), 200).tracker_url).toBeNull();
  });

  it('hides a link past its end before the hourly purge erases it', async () => {
    const { reference, proof, id } = await filedClaim();
    expectJson(
      await api(t).patch(`/api/public/claims/${reference}`, { ...proof, tracker_url: 'https://share.tracker.test/x' }),
      200,
    );
    await t.database.db
      .update(baggageClaims)
      .set({ tracker_expires_at: new Date(Date.now() - 1000) })
      .where(eq(baggageClaims.id, id));
    expect(expectJson(await api(t).post('/api/public/claims/lookup', proof), 200)).toMatchObject({
      tracker_url: null,
      tracker_expires_at: null,
    });
    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    expect(expectJson(await api(t, auth).get(`/api/baggage-claims/${id}`), 200).tracker_url).toBeNull();
    // it counts as none: an end alone has no link to end, and the same link sent again is shared seven days anew
    const patch = (body: Record<string, unknown>) =>
      api(t).patch(`/api/public/claims/${reference}`, { ...proof, ...body });
    expectError(await patch({ tracker_expires_at: new Date(Date.now() + DAY).toISOString() }), 422, [
      'tracker_expires_at',
    ]);
    const again = expectJson(await patch({ tracker_url: 'https://share.tracker.test/x' }), 200);
    expect(fromNow(again.tracker_expires_at)).toBeGreaterThan(7 * DAY - 60_000);
  });

  it('lets the desk send a found bag out: the passenger reads it is on its way, until its status changes', async () => {
    const { proof, id } = await filedClaim();
    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    const desk = api(t, auth);
    expectJson(await desk.post(`/api/baggage-claims/${id}/confirm`), 200);

    // a bag still searched for cannot be on its way
    const refused = await request(t, 'POST', `/api/baggage-claims/${id}/out-for-delivery`, {
      auth,
      headers: { 'accept-language': 'en' },
    });
    expectError(refused, 409);
    expect(refused.json().message).toBe(
      'Only a found bag goes out to its passenger: this claim is DELAYED. Change its status to FOUND first.',
    );
    expectJson(await desk.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND' }), 200);
    expect(expectJson(await desk.get(`/api/baggage-claims/${id}`), 200).out_for_delivery_at).toBeNull();

    const sent = expectJson(await desk.post(`/api/baggage-claims/${id}/out-for-delivery`), 200);
    expect(Math.abs(new Date(sent.out_for_delivery_at).getTime() - Date.now())).toBeLessThan(60_000);
    expect(sent.histories.at(-1)).toMatchObject({
      status: 'FOUND',
      note: 'Sent out to the passenger',
      by_passenger: false,
    });
    expect(sent.histories.at(-1).user).not.toBeNull();
    const trail = expectJson(
      await api(t, await adminAuth(t)).get(`/api/audit?entity=claim&entity_id=${id}&action=update`),
      200,
    );
    expect(trail.data[0].changes).toEqual({ out_for_delivery_at: { old: null, new: expect.any(String) } });

    const onItsWay = expectJson(await api(t).post('/api/public/claims/lookup', proof), 200);
    expect(onItsWay).toMatchObject({
      stage: 'on_its_way',
      stage_text: 'Votre bagage est en route vers vous.',
      next_step: expect.stringMatching(/^Restez joignable/),
    });
    // the passenger's dates are the changes of status only: being sent out is not one
    expect(onItsWay.history.map((h: { status: string }) => h.status)).toEqual(['DELAYED', 'FOUND']);

    // a note on the same status keeps it; delivered, it is no longer on its way
    expectJson(await desk.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND', note: 'Courier called' }), 200);
    expect(expectJson(await desk.get(`/api/baggage-claims/${id}`), 200).out_for_delivery_at).not.toBeNull();
    expectJson(await desk.post(`/api/baggage-claims/${id}/status`, { status: 'DELIVERED' }), 200);
    expect(expectJson(await desk.get(`/api/baggage-claims/${id}`), 200).out_for_delivery_at).toBeNull();
    expect(expectJson(await api(t).post('/api/public/claims/lookup', proof), 200).stage).toBe('delivered');
    expectError(await desk.post(`/api/baggage-claims/${id}/out-for-delivery`), 409);
    expectError(await desk.post('/api/baggage-claims/2147483647/out-for-delivery'), 404);
  });

  it('says a bag found or sent out even when no agent confirmed the filing; the passenger’s changes move no complaint window', async () => {
    const { proof, id } = await filedClaim();
    const { auth } = await sharedUser(t, { role: 'agent', service: 'lost-and-found', lang: 'en' });
    const desk = api(t, auth);
    // never confirmed, but the desk found the bag: that is the passenger's news
    expectJson(await desk.post(`/api/baggage-claims/${id}/status`, { status: 'FOUND' }), 200);
    expect(expectJson(await api(t).post('/api/public/claims/lookup', proof), 200).stage).toBe('located');
    expectJson(await desk.post(`/api/baggage-claims/${id}/out-for-delivery`), 200);
    expect(expectJson(await api(t).post('/api/public/claims/lookup', proof), 200).stage).toBe('on_its_way');

    // delivered ten days ago: its complaint windows count from that day, whatever the passenger changes today
    expectJson(await desk.post(`/api/baggage-claims/${id}/status`, { status: 'DELIVERED' }), 200);
    await t.database.db
      .update(baggageClaims)
      .set({ updated_at: new Date(Date.now() - 10 * 86_400_000) })
      .where(eq(baggageClaims.id, id));
    const before = expectJson(await desk.get(`/api/baggage-claims/${id}`), 200).deadlines;
    expect(before.map((d: { kind: string }) => d.kind)).toEqual(['DAMAGE_COMPLAINT', 'DELAY_COMPLAINT']);
    expectJson(
      await api(t).patch(`/api/public/claims/${proof.reference}`, { ...proof, contact_phone: '+243 82' }),
      200,
    );
    const after = expectJson(await desk.get(`/api/baggage-claims/${id}`), 200);
    expect(after.contact_phone).toBe('+243 82');
    expect(after.deadlines).toEqual(before);
  });
});

describe.each(databases())('An airport that configured no tracker hosts, on %s', (kind) => {
  const t = useTestApp(kind);

  it('refuses every tracker link, saying so, and tells the passenger’s page to hide the field', async () => {
    const airport = await createAirport(t);
    const [claim] = expectJson(
      await api(t).post('/api/public/claims', {
        airport: airport.code,
        flight_number: '8Z0001',
        flight_date: FLIGHT_DAY,
        contact_name: 'Grace Mbuyi',
        contact_phone: '+243 81',
        temporary_address: 'Hotel',
        bags: [{ bag_type: 'Suitcase' }],
      }),
      201,
    ).claims;
    const proof = { reference: claim.reference_number, last_name: 'Mbuyi', code: claim.check_code };
    expect(expectJson(await api(t).post('/api/public/claims/lookup', proof), 200).tracker_links).toBe(false);
    const res = await api(t).patch(
      `/api/public/claims/${claim.reference_number}`,
      { ...proof, tracker_url: 'https://share.tracker.test/item' },
      { headers: { 'accept-language': 'fr' } },
    );
    expectError(res, 422, ['tracker_url']);
    expect(res.json().errors.tracker_url[0]).toMatch(/^Cet aéroport ne prend pas de lien de localisation/);
    // removing one is always possible
    expectJson(
      await api(t).patch(`/api/public/claims/${claim.reference_number}`, { ...proof, tracker_url: null }),
      200,
    );
  });
});

describe.each(databases())('Refusals of a passenger’s proofs, timed, on %s', (kind) => {
  // limits out of the way: this measures the refusals themselves
  const t = useTestApp(kind, { PUBLIC_CLAIM_CALLS_PER_MINUTE: '9999', CLAIM_PROOF_FAILURES_PER_DAY: '999' });

  it('takes the same time to refuse a reference nobody has as a wrong name or code of one that exists', async () => {
    const airport = await createAirport(t);
    const [claim] = expectJson(
      await api(t).post('/api/public/claims', {
        airport: airport.code,
        flight_number: '8Z9999',
        flight_date: FLIGHT_DAY,
        contact_name: 'Grace Mbuyi',
        contact_phone: '+243 81 000 0000',
        temporary_address: 'Hôtel Memling, Kinshasa',
        bags: [{ bag_type: 'Suitcase' }],
      }),
      201,
    ).claims;
    const right = { reference: claim.reference_number, last_name: 'Mbuyi', code: claim.check_code };
    const kinds = {
      unknownReference: (i: number) => ({ ...right, reference: `${airport.code}8Z${String(90000 + i)}` }),
      wrongName: () => ({ ...right, last_name: 'Kabila' }),
      wrongCode: () => ({ ...right, code: claim.check_code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA' }),
    };
    // interleaved, so that a slower moment of the machine falls on every kind alike; the first rounds warm up
    const band = async (offset: number) => {
      const times: Record<keyof typeof kinds, number[]> = { unknownReference: [], wrongName: [], wrongCode: [] };
      for (let i = 0; i < 45; i++) {
        for (const [name, proof] of Object.entries(kinds) as [keyof typeof kinds, (i: number) => object][]) {
          const start = performance.now();
          const res = await api(t).post('/api/public/claims/lookup', proof(offset + i));
          const took = performance.now() - start;
          expectError(res, 404);
          if (i >= 5) times[name].push(took);
        }
      }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const medians = Object.values(times).map(median);
      const [fastest, slowest] = [Math.min(...medians), Math.max(...medians)];
      return { spread: slowest - fastest, allowed: Math.max(1.5, 0.25 * slowest), medians };
    };
    // one band: the refusals make the same reads and writes, so their time does not tell a reference that exists from
    // one that does not (a quarter of the slowest: the machine's own noise between kinds measured up to a fifth). A
    // busy machine may push one measure out of it; a real difference of cost pushes the next one out too.
    let measured = await band(0);
    if (measured.spread > measured.allowed) measured = await band(1000);
    expect(measured.spread, `medians ${measured.medians.map((m) => m.toFixed(2)).join(', ')} ms`).toBeLessThanOrEqual(
      measured.allowed,
    );
  });
});
