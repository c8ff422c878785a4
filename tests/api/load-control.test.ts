import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bagEvents, bags } from '../../src/server/domains/schema';
import { localDay } from '../../src/shared/time';
import { api, request, useTestApp, type Auth } from '../helpers/app';
import { scan } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, createToken, signedIn } from '../helpers/factories';
import {
  FLIGHT_DAY,
  insertBag,
  insertFlight,
  insertPassenger,
  sharedUser,
  uniqueFlightNumber,
} from '../helpers/flights';

// Load control at the scan (issue 42, item 7): a LOADED scan names the ULD and the hold position; Tarmac warns of a
// bag of another flight, withdrawn by a DEL, offloaded by a BUM or without authority to load (.S N), counts the bags
// in their ULD and lists them on track by flight. Each test makes its own airport, flights and bags.

describe.each(databases())('Load control on %s', (kind) => {
  const t = useTestApp(kind);
  const agent = (lang: 'en' | 'fr' = 'en') => sharedUser(t, { role: 'agent', service: 'passage', lang });
  const cargo = () => sharedUser(t, { role: 'agent', service: 'cargo', lang: 'en' });

  /** Two flights from one airport today, a ULD built up for the first, a bag of the second. */
  async function twoFlights() {
    const airport = await createAirport(t);
    const uldFlight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
    const bagFlight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
    const passenger = await insertPassenger(t, bagFlight.id);
    const bag = await insertBag(t, passenger.id, { airport_id: airport.id, weight: 23 });
    const { auth } = await cargo();
    const uld = expectJson(
      await api(t, auth).post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', flight_id: uldFlight.id }),
      201,
    );
    return { airport, uldFlight, bagFlight, passenger, bag, uld };
  }

  it('warns of the wrong flight, naming both, when a bag is LOADED into another flight’s ULD, and records it there', async () => {
    const { airport, uldFlight, bagFlight, bag, uld } = await twoFlights();
    const { auth } = await agent();
    const body = expectJson(
      await scan(t, auth, {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'LOADED',
        airport_id: airport.id,
        uld_id: uld.id,
        hold_position: ' 12l ',
      }),
      201,
    );
    expect(body.event.uld).toEqual({ id: uld.id, code: uld.code });
    expect(body.event.hold_position).toBe('12L');
    expect(body.event.warnings).toEqual([
      `WRONG FLIGHT: this bag belongs to ${bagFlight.flight_number}, ULD ${uld.code} to ${uldFlight.flight_number}.`,
    ]);
    const [event] = await t.database.db.select().from(bagEvents).where(eq(bagEvents.id, body.event.id));
    expect(event).toMatchObject({ uld_id: uld.id, hold_position: '12L' });
    const [row] = await t.database.db.select().from(bags).where(eq(bags.id, bag.id));
    expect(row).toMatchObject({ status: 'LOADED', uld_id: uld.id, hold_position: '12L' });

    // in French for a French agent
    const fr = await agent('fr');
    const again = expectJson(
      await scan(t, fr.auth, {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'LOADED',
        airport_id: airport.id,
        uld_id: uld.id,
      }),
      201,
    );
    expect(again.event.warnings).toContain(
      `MAUVAIS VOL : ce bagage est du vol ${bagFlight.flight_number}, l’ULD ${uld.code} du vol ${uldFlight.flight_number}.`,
    );

    // the ULD by the code on its tag, as the desk scans it
    const byCode = expectJson(
      await scan(t, auth, {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'LOADED',
        airport_id: airport.id,
        uld_code: uld.code.toLowerCase(),
      }),
      201,
    );
    expect(byCode.event.uld).toEqual({ id: uld.id, code: uld.code });
    expect(byCode.event.warnings[0]).toMatch(/^WRONG FLIGHT/);

    // the BPM of the first scan names the ULD and the position (.U), before the bag; the second names no position
    const admin = api(t, await adminAuth(t));
    const bpms: string[] = [];
    for (let i = 0; i < 50 && bpms.length < 2; i++) {
      const res = await admin.get(`/api/baggage-messages/bpm?after=${body.event.id - 1}`);
      expect(res.statusCode, res.body).toBe(200);
      bpms.splice(0, bpms.length, ...res.body.split(/(?<=ENDBPM\n)/).filter((m) => m.includes(bag.bag_tag_number)));
      if (bpms.length < 2) await new Promise((r) => setTimeout(r, 100));
    }
    expect(bpms[0]).toContain(`\n.U/${uld.code}/12L\n.N/${bag.bag_tag_number}001\n`);
    expect(bpms[1]).toContain(`\n.U/${uld.code}\n`);
  });

  it('says nothing of the flight when the ULD is the bag’s flight’s, or is built up for no flight yet', async () => {
    const { airport, bag, bagFlight } = await twoFlights();
    const { auth } = await cargo();
    const own = expectJson(
      await api(t, auth).post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', flight_id: bagFlight.id }),
      201,
    );
    const none = expectJson(await api(t, auth).post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER' }), 201);
    const a = await agent();
    for (const uld of [own, none]) {
      const body = expectJson(
        await scan(t, a.auth, {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'LOADED',
          airport_id: airport.id,
          uld_id: uld.id,
        }),
        201,
      );
      expect(body.event.warnings.filter((w: string) => w.startsWith('WRONG'))).toEqual([]);
    }
  });

  it('warns at a LOADED scan of a bag withdrawn by a DEL, offloaded by a BUM, or without authority to load', async () => {
    const airport = await createAirport(t);
    const flight = await insertFlight(t, { departure_airport: airport.id, departure_time: new Date() });
    const passenger = await insertPassenger(t, flight.id);
    const { auth } = await agent();
    const cases = [
      {
        set: { deleted_at: new Date() },
        warning: `The airline withdrew this bag from flight ${flight.flight_number}.`,
      },
      {
        set: { offload_at: new Date() },
        warning: `Its passenger did not board flight ${flight.flight_number}: OFFLOAD this bag.`,
      },
      {
        set: { authority_to_load: false },
        warning: `The airline gave no authority to load this bag on flight ${flight.flight_number} (.S N): do not load it.`,
      },
    ];
    for (const c of cases) {
      const bag = await insertBag(t, passenger.id, { airport_id: airport.id });
      await t.database.db.update(bags).set(c.set).where(eq(bags.id, bag.id));
      const body = expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id }),
        201,
      );
      expect(body.event.warnings).toEqual([c.warning]);
      // a check-in of the same bag is not a loading: no warning
      const checkin = expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id }),
        201,
      );
      expect(checkin.event.warnings).toEqual([]);
    }
    // authority Y (or never said): nothing
    const fine = await insertBag(t, passenger.id, { airport_id: airport.id });
    await t.database.db.update(bags).set({ authority_to_load: true }).where(eq(bags.id, fine.id));
    const body = expectJson(
      await scan(t, auth, { bag_tag_number: fine.bag_tag_number, event_type: 'LOADED', airport_id: airport.id }),
      201,
    );
    expect(body.event.warnings).toEqual([]);
  });

  it('stores a BSM’s .S authority to load on its bags, and a CHG saying N turns it off', async () => {
    const station = await createAirport(t);
    const { auth } = await signedIn(t, { role: 'integration', service: 'passage', lang: 'en' });
    const token = { token: (await createToken(t, auth)).token } as Auth;
    const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
    const today = localDay(new Date(), 'Africa/Kinshasa');
    const day = `${today.slice(8, 10)}${MONTHS[Number(today.slice(5, 7)) - 1]}`;
    const plate = `0888${String(randomInt(0, 999_000)).padStart(6, '0')}`;
    const flight = `8Z${randomInt(1000, 9999)}`;
    const message = (header: string, authority: string) =>
      [
        ...header.split('\n'),
        `.V/1L${station.code}`,
        `.F/${flight}/${day}/TOS/Y`,
        `.N/${plate}001`,
        '.W/K/1/20',
        '.P/HANSEN/OLAMR',
        '.L/X7K2QP',
        `.S/${authority}/12C/C`,
        'ENDBSM',
      ].join('\r\n');
    const send = (text: string) =>
      request(t, 'POST', '/api/baggage-messages', {
        auth: token,
        body: text,
        headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
      });
    const authorityOf = async () =>
      (await t.database.db.select({ a: bags.authority_to_load }).from(bags).where(eq(bags.bag_tag_number, plate)))[0]
        ?.a;
    expectJson(await send(message('BSM', 'Y')), 200);
    expect(await authorityOf()).toBe(true);
    expectJson(await send(message('BSM\nCHG', 'N')), 200);
    expect(await authorityOf()).toBe(false);
    // a CHG with .S left empty keeps what was said
    expectJson(await send(message('BSM\nCHG', '')), 200);
    expect(await authorityOf()).toBe(false);
  });

  it('answers 422 on uld_id for an unknown ULD, and on a ULD or hold position with a scan other than LOADED', async () => {
    const { airport, bag, uld } = await twoFlights();
    const { auth } = await agent();
    const base = { bag_tag_number: bag.bag_tag_number, airport_id: airport.id };
    expectError(await scan(t, auth, { ...base, event_type: 'LOADED', uld_id: 2_000_000_000 }), 422, ['uld_id']);
    expectError(await scan(t, auth, { ...base, event_type: 'CHECKIN', uld_id: uld.id }), 422, ['uld_id']);
    expectError(await scan(t, auth, { ...base, event_type: 'LOADED', uld_code: 'AKE99999ZZ' }), 422, ['uld_code']);
    expectError(await scan(t, auth, { ...base, event_type: 'LOADED', uld_code: 'not a uld' }), 422, ['uld_code']);
    expectError(await scan(t, auth, { ...base, event_type: 'CHECKIN', hold_position: '5' }), 422, ['hold_position']);
    for (const bad of ['', 'L12', '123', '12LRX', 7])
      expectError(await scan(t, auth, { ...base, event_type: 'LOADED', hold_position: bad }), 422, ['hold_position']);
    expect(await t.database.db.select().from(bagEvents).where(eq(bagEvents.bag_id, bag.id))).toEqual([]);
  });

  it('counts the bags loaded into a ULD in its contents, beside its shipments, until a later scan takes them out', async () => {
    const { airport, bag, uld, passenger } = await twoFlights();
    const second = await insertBag(t, passenger.id, { airport_id: airport.id, weight: 12.5 });
    const { auth } = await agent();
    for (const b of [bag, second])
      expectJson(
        await scan(t, auth, {
          bag_tag_number: b.bag_tag_number,
          event_type: 'LOADED',
          airport_id: airport.id,
          uld_id: uld.id,
          hold_position: '41R',
        }),
        201,
      );
    const c = await cargo();
    const detail = expectJson(await api(t, c.auth).get(`/api/ulds/${uld.id}`), 200);
    expect(detail).toMatchObject({ bag_count: 2, bags_kg: 35.5, load_kg: 35.5, net_kg: 35.5 });
    expect(detail.bags.map((b: { bag_tag_number: string }) => b.bag_tag_number).sort()).toEqual(
      [bag.bag_tag_number, second.bag_tag_number].sort(),
    );
    expect(detail.bags[0]).toMatchObject({ hold_position: '41R', flight_number: expect.any(String) });
    // delivered (or any later scan): out of the ULD
    expectJson(
      await scan(t, auth, { bag_tag_number: second.bag_tag_number, event_type: 'DELIVERED', airport_id: airport.id }),
      201,
    );
    expect(expectJson(await api(t, c.auth).get(`/api/ulds/${uld.id}`), 200)).toMatchObject({
      bag_count: 1,
      bags_kg: 23,
    });
    // the ULD contents list PDF of the flight still prints
    const admin = await adminAuth(t);
    const pdf = await api(t, admin).get(`/api/flights/${uld.flight_id}/uld-contents-list`);
    expect(pdf.statusCode).toBe(200);
  });

  it('lists on track by flight the bags per ULD, to offload, not loaded and loaded without a check-in', async () => {
    const airport = await createAirport(t);
    const number = uniqueFlightNumber();
    const flight = await insertFlight(t, { flight_number: number, departure_airport: airport.id });
    const other = await insertFlight(t, { departure_airport: airport.id });
    const passenger = await insertPassenger(t, flight.id);
    const stranger = await insertPassenger(t, other.id);
    const [inUld, offloaded, waiting, unmatched, withdrawn, refused, foreign] = [
      await insertBag(t, passenger.id, { airport_id: airport.id }),
      await insertBag(t, passenger.id, { airport_id: airport.id }),
      await insertBag(t, passenger.id, { airport_id: airport.id }),
      await insertBag(t, passenger.id, { airport_id: airport.id }),
      await insertBag(t, passenger.id, { airport_id: airport.id }),
      await insertBag(t, passenger.id, { airport_id: airport.id }),
      await insertBag(t, stranger.id, { airport_id: airport.id }),
    ];
    await t.database.db.update(bags).set({ offload_at: new Date() }).where(eq(bags.id, offloaded.id));
    await t.database.db.update(bags).set({ deleted_at: new Date() }).where(eq(bags.id, withdrawn.id));
    await t.database.db.update(bags).set({ authority_to_load: false }).where(eq(bags.id, refused.id));
    const c = await cargo();
    const uld = expectJson(
      await api(t, c.auth).post('/api/ulds', { status: 'AVAILABLE', type: 'CONTAINER', flight_id: flight.id }),
      201,
    );
    const { auth } = await agent();
    const s = (tag: string, event_type: string, more: object = {}) =>
      scan(t, auth, { bag_tag_number: tag, event_type, airport_id: airport.id, ...more });
    for (const b of [inUld, offloaded, waiting]) expectJson(await s(b.bag_tag_number, 'CHECKIN'), 201);
    expectJson(await s(inUld.bag_tag_number, 'LOADED', { uld_id: uld.id, hold_position: '11P' }), 201);
    expectJson(await s(offloaded.bag_tag_number, 'LOADED', { uld_id: uld.id }), 201);
    expectJson(await s(unmatched.bag_tag_number, 'LOADED'), 201);
    expectJson(await s(foreign.bag_tag_number, 'LOADED', { uld_id: uld.id }), 201);

    const admin = await adminAuth(t);
    const tracked = expectJson(
      await api(t, admin).get(`/api/track-by-flight?flight_number=${number}&flight_date=${FLIGHT_DAY}`),
      200,
    );
    const lc = tracked.load_control;
    const tags = (list: Array<{ bag_tag_number: string }>) => list.map((b) => b.bag_tag_number).sort();
    expect(lc.ulds).toHaveLength(1);
    expect(lc.ulds[0]).toMatchObject({ id: uld.id, code: uld.code, flight_number: number });
    expect(tags(lc.ulds[0].bags)).toEqual(tags([inUld, offloaded, foreign]));
    const byTag = new Map(lc.ulds[0].bags.map((b: { bag_tag_number: string }) => [b.bag_tag_number, b]));
    expect(byTag.get(inUld.bag_tag_number)).toMatchObject({ hold_position: '11P', flight_number: number });
    // a bag of another flight shows with its own flight number: loaded on the wrong flight
    expect(byTag.get(foreign.bag_tag_number)).toMatchObject({ flight_number: other.flight_number });
    expect(lc.to_offload).toEqual([
      expect.objectContaining({ bag_tag_number: offloaded.bag_tag_number, loaded: true }),
    ]);
    expect(tags(lc.not_loaded)).toEqual([waiting.bag_tag_number]);
    expect(tags(lc.loaded_without_checkin)).toEqual([unmatched.bag_tag_number]);

    // the other flight's load control shows the ULD its bag went into, though that ULD is this flight's
    const theirs = expectJson(
      await api(t, admin).get(`/api/track-by-flight?flight_number=${other.flight_number}&flight_date=${FLIGHT_DAY}`),
      200,
    ).load_control;
    expect(theirs.ulds).toHaveLength(1);
    expect(theirs.ulds[0]).toMatchObject({ id: uld.id, flight_number: number });
    expect(tags(theirs.ulds[0].bags)).toEqual(tags([inUld, offloaded, foreign]));
  });
});
