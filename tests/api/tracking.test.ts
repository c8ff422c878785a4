import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bagEvents, bags } from '../../src/server/domains/schema';
import { localToInstant } from '../../src/shared/time';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger, uniqueFlightNumber } from '../helpers/flights';
import { newAwb } from '../helpers/freight';

// Search by tag or AWB and track by flight: every spelling, what other sections see, 404 and 422,
// both event lists, two flights of one number on a day, the Resolution 753 picture and delivery times.

const TZ = 'Africa/Kinshasa';

/** A flight from a new airport with a passenger and a bag of this tag. */
async function bagOnFlight(t: TestApp, tag: string, opts: { flight_number?: string; departure?: Date } = {}) {
  const [from, to] = [await createAirport(t), await createAirport(t)];
  const flight = await insertFlight(t, {
    flight_number: opts.flight_number,
    departure_airport: from.id,
    arrival_airport: to.id,
    departure_time: opts.departure,
  });
  const passenger = await insertPassenger(t, flight.id);
  const bag = await insertBag(t, passenger.id, { bag_tag_number: tag, airport_id: from.id });
  return { from, to, flight, passenger, bag };
}

/** An event written straight to the database at a chosen time. */
async function event(
  t: TestApp,
  bagId: number,
  event_type: 'CHECKIN' | 'LOADED' | 'DELIVERED' | 'TRANSFERRED',
  airport_id: number,
  at: Date,
) {
  await t.database.db.insert(bagEvents).values({ bag_id: bagId, event_type, airport_id, created_at: at });
  await t.database.db.update(bags).set({ status: event_type }).where(eq(bags.id, bagId));
}

const plate = () => `0125${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;

describe.each(databases())('Search and tracking on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  describe('GET /api/search/tag', () => {
    it('finds a bag by its generated tag, in any case, with its passenger, flight and timeline', async () => {
      const tag = `8Z-2026-${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      const { bag, from, flight, passenger } = await bagOnFlight(t, tag);
      await event(t, bag.id, 'CHECKIN', from.id, new Date(Date.now() - 3_600_000));
      await event(t, bag.id, 'LOADED', from.id, new Date(Date.now() - 1_800_000));
      const { auth } = await signedIn(t, { service: 'passage', lang: 'en' });
      const found = expectJson(
        await api(t, auth).get(`/api/search/tag?tag=${encodeURIComponent(` ${tag.toLowerCase()} `)}`),
        200,
      );
      expect(found.type).toBe('bag');
      expect(found.data).toMatchObject({
        bag_tag_number: tag,
        status: 'LOADED',
        passenger: { id: passenger.id, name: passenger.name },
        flight: { id: flight.id, flight_number: flight.flight_number, departure_code: from.code },
      });
      expect(found.data.events.map((e: { event_type: string }) => e.event_type)).toEqual(['CHECKIN', 'LOADED']);
      expect(found.data.events[0]).toMatchObject({ airport: { code: from.code }, warnings: [] });
    });

    it('finds a plate by its short form and a short form by its plate', async () => {
      const p = plate();
      await bagOnFlight(t, p);
      const { auth } = await signedIn(t, { service: 'bagagiste' });
      const short = `BA${p.slice(4)}`;
      expect(expectJson(await api(t, auth).get(`/api/search/tag?tag=${short}`), 200).data.bag_tag_number).toBe(p);
      const s2 = `BA${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
      await bagOnFlight(t, s2);
      expect(
        expectJson(await api(t, auth).get(`/api/search/tag?tag=3125${s2.slice(2)}`), 200).data.bag_tag_number,
      ).toBe(s2);
    });

    it('shows what looked wrong at each step of the timeline', async () => {
      const p = plate();
      const { bag, from, to } = await bagOnFlight(t, p);
      const t0 = Date.now() - 3_600_000;
      await event(t, bag.id, 'LOADED', to.id, new Date(t0));
      await event(t, bag.id, 'DELIVERED', to.id, new Date(t0 + 600_000));
      await event(t, bag.id, 'DELIVERED', to.id, new Date(t0 + 620_000));
      const { auth } = await signedIn(t, { service: 'passage', lang: 'en' });
      const events = expectJson(await api(t, auth).get(`/api/search/tag?tag=${p}`), 200).data.events as {
        warnings: string[];
      }[];
      expect(events[0]!.warnings).toEqual([`LOADED at ${to.code}, but the flight departs from ${from.code}.`]);
      expect(events[1]!.warnings).toEqual([]);
      expect(events[2]!.warnings).toEqual([
        'This bag was already DELIVERED.',
        'DELIVERED was already scanned for this bag less than a minute ago.',
      ]);
    });

    it('hides the passenger from other services: a cargo agent sees the tag, flight and events', async () => {
      const p = plate();
      const { bag, from, passenger } = await bagOnFlight(t, p);
      await event(t, bag.id, 'CHECKIN', from.id, new Date());
      const { auth } = await signedIn(t, { service: 'cargo' });
      const found = expectJson(await api(t, auth).get(`/api/search/tag?tag=${p}`), 200);
      expect(found.data.passenger).toBeNull();
      expect(found.data.events).toHaveLength(1);
      expect(JSON.stringify(found)).not.toContain(passenger.name);
    });

    it('finds a shipment by each spelling of its AWB, with its events and the ULDs it is on', async () => {
      const { auth } = await signedIn(t, { service: 'cargo' });
      const a = api(t, auth);
      const [dep, arr] = [await createAirport(t), await createAirport(t)];
      const awb = newAwb();
      const shipment = expectJson(
        await a.post('/api/freight-shipments', {
          awb_number: awb,
          shipper: 'S',
          consignee: 'C',
          departure_airport_id: dep.id,
          arrival_airport_id: arr.id,
          weight: 100,
        }),
        201,
      );
      const flight = await insertFlight(t);
      const uld = expectJson(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container', flight_id: flight.id }),
        201,
      );
      expectJson(await a.post(`/api/ulds/${uld.id}/assign-shipment`, { shipment_id: shipment.id, weight: 100 }), 200);
      expectJson(
        await a.post('/api/freight-events', { awb_number: awb, event_type: 'RECEIVED', airport_id: dep.id }),
        201,
      );
      const reader = api(t, (await signedIn(t, { service: 'surete' })).auth);
      for (const spelling of [
        awb,
        awb.replace('-', ''),
        `${awb.slice(0, 11)}-${awb.slice(11)}`,
        `${awb.slice(0, 3)} ${awb.slice(4)}`,
      ]) {
        const found = expectJson(await reader.get(`/api/search/tag?tag=${encodeURIComponent(spelling)}`), 200);
        expect(found.type).toBe('freight');
        expect(found.data).toMatchObject({
          id: shipment.id,
          awb_number: awb,
          consignee: 'C',
          ulds: [{ id: uld.id, code: uld.code, weight: 100, flight: { id: flight.id } }],
        });
        expect(found.data.events).toHaveLength(1);
      }
    });

    it('answers 404 naming the tag, 422 without one, 401 without a session', async () => {
      const { auth } = await signedIn(t, { lang: 'en' });
      const err = expectError(await api(t, auth).get('/api/search/tag?tag=8Z-2026-99999998'), 404);
      expect(err.message).toBe('No bag or shipment has the tag 8Z-2026-99999998.');
      expectError(await api(t, auth).get('/api/search/tag'), 422, ['tag']);
      expectError(await api(t, auth).get(`/api/search/tag?tag=${'x'.repeat(500)}`), 422, ['tag']);
      expectError(await api(t).get('/api/search/tag?tag=X'), 401);
    });
  });

  describe('GET /api/track-by-flight', () => {
    it('answers the flight with its bag and freight events, by its local departure date', async () => {
      const number = uniqueFlightNumber();
      // 23:30 in Kinshasa on the 24th is the 24th there, though the 24th 22:30 UTC
      const departure = localToInstant('2026-11-24T23:30', TZ);
      const p = plate();
      const { bag, from, flight } = await bagOnFlight(t, p, { flight_number: number, departure });
      await event(t, bag.id, 'CHECKIN', from.id, new Date(departure.getTime() - 3_600_000));
      const { auth } = await signedIn(t, { service: 'cargo' });
      const a = api(t, auth);
      const [dep, arr] = [await createAirport(t), await createAirport(t)];
      const awb = newAwb();
      expectJson(
        await a.post('/api/freight-shipments', {
          awb_number: awb,
          shipper: 'S',
          consignee: 'C',
          departure_airport_id: dep.id,
          arrival_airport_id: arr.id,
          weight: 10,
        }),
        201,
      );
      const uld = expectJson(
        await a.post('/api/ulds', { status: 'AVAILABLE', type: 'Container', flight_id: flight.id }),
        201,
      );
      expectJson(
        await a.post('/api/freight-events', {
          awb_number: awb,
          event_type: 'LOADED',
          airport_id: dep.id,
          uld_id: uld.id,
        }),
        201,
      );

      const tracked = expectJson(
        await a.get(`/api/track-by-flight?flight_number=${number.toLowerCase()}&flight_date=2026-11-24`),
        200,
      );
      expect(tracked.flight).toMatchObject({
        id: flight.id,
        flight_number: number,
        departure_airport: { code: from.code },
      });
      expect(tracked.flight.departure_time).toBe('2026-11-24T23:30:00+01:00');
      expect(tracked.baggage_events).toEqual([
        expect.objectContaining({ bag_tag_number: p, event_type: 'CHECKIN', passenger_name: null }),
      ]);
      expect(tracked.freight_events).toEqual([
        expect.objectContaining({
          event_type: 'LOADED',
          shipment: expect.objectContaining({ awb_number: awb }),
          uld: expect.objectContaining({ id: uld.id }),
        }),
      ]);
      expect(tracked.baggage_events_total).toBe(1);
      expect(tracked.other_flights).toEqual([]);
      expectError(await a.get(`/api/track-by-flight?flight_number=${number}&flight_date=2026-11-25`), 404);
    });

    it('answers every flight of that number that day, each once', async () => {
      const number = uniqueFlightNumber();
      await bagOnFlight(t, plate(), { flight_number: number, departure: localToInstant('2026-10-01T07:00', TZ) });
      await bagOnFlight(t, plate(), { flight_number: number, departure: localToInstant('2026-10-01T18:00', TZ) });
      const { auth } = await signedIn(t);
      const tracked = expectJson(
        await api(t, auth).get(`/api/track-by-flight?flight_number=${number}&flight_date=2026-10-01`),
        200,
      );
      expect(tracked.flight.departure_time).toBe('2026-10-01T07:00:00+01:00');
      expect(tracked.other_flights.map((f: { flight: { departure_time: string } }) => f.flight.departure_time)).toEqual(
        ['2026-10-01T18:00:00+01:00'],
      );
    });

    it('draws the Resolution 753 picture: shares, the bags left behind first, the unmatched ones next', async () => {
      const number = uniqueFlightNumber();
      const departure = localToInstant('2026-09-10T10:00', TZ);
      const [from, to] = [await createAirport(t), await createAirport(t)];
      const flight = await insertFlight(t, {
        flight_number: number,
        departure_airport: from.id,
        arrival_airport: to.id,
        departure_time: departure,
      });
      const pax = await insertPassenger(t, flight.id);
      const [full, leftBehind, unmatched, none] = await Promise.all(
        [plate(), plate(), plate(), plate()].map((tag) =>
          insertBag(t, pax.id, { bag_tag_number: tag, airport_id: from.id }),
        ),
      );
      const at = (m: number) => new Date(departure.getTime() + m * 60_000);
      await event(t, full!.id, 'CHECKIN', from.id, at(-90));
      await event(t, full!.id, 'LOADED', from.id, at(-30));
      await event(t, leftBehind!.id, 'CHECKIN', from.id, at(-80));
      await event(t, unmatched!.id, 'LOADED', from.id, at(-20));
      const { auth } = await signedIn(t, { service: 'passage' });
      const r = expectJson(
        await api(t, auth).get(`/api/track-by-flight?flight_number=${number}&flight_date=2026-09-10`),
        200,
      ).resolution_753;
      expect(r.bags_total).toBe(4);
      expect(r.checkin_share).toBe(50);
      expect(r.loaded_share).toBe(50);
      expect(r.bags[0]).toMatchObject({ bag_tag_number: leftBehind!.bag_tag_number, checkin: true, loaded: false });
      expect(r.bags[1]).toMatchObject({ bag_tag_number: unmatched!.bag_tag_number, checkin: false, loaded: true });
      expect(
        r.bags
          .slice(2)
          .map((b: { bag_tag_number: string }) => b.bag_tag_number)
          .sort(),
      ).toEqual([full!.bag_tag_number, none!.bag_tag_number].sort());
      expect(r.bags[0].passenger_name).toBe(pax.name);
    });

    it('measures the first and last bag delivered from the arrival time against the targets', async () => {
      const number = uniqueFlightNumber();
      const departure = localToInstant('2026-08-05T06:00', TZ);
      const [from, to] = [await createAirport(t), await createAirport(t)];
      const flight = await insertFlight(t, {
        flight_number: number,
        departure_airport: from.id,
        arrival_airport: to.id,
        departure_time: departure,
        arrival_time: new Date(departure.getTime() + 2 * 3_600_000),
      });
      const pax = await insertPassenger(t, flight.id);
      const [a, b] = await Promise.all(
        [plate(), plate()].map((tag) => insertBag(t, pax.id, { bag_tag_number: tag, airport_id: from.id })),
      );
      const arrival = departure.getTime() + 2 * 3_600_000;
      for (const bag of [a!, b!]) await event(t, bag.id, 'LOADED', from.id, new Date(departure.getTime() - 1_800_000));
      await event(t, a!.id, 'DELIVERED', to.id, new Date(arrival + 8 * 60_000));
      const { auth } = await signedIn(t);
      const url = `/api/track-by-flight?flight_number=${number}&flight_date=2026-08-05`;
      let d = expectJson(await api(t, auth).get(url), 200).delivery;
      expect(d).toMatchObject({
        target_first_minutes: 10,
        target_last_minutes: 30,
        first_bag_minutes: 8,
        first_on_time: true,
        last_bag_minutes: null,
        last_on_time: null,
        undelivered: [b!.bag_tag_number],
      });
      await event(t, b!.id, 'DELIVERED', to.id, new Date(arrival + 41 * 60_000));
      d = expectJson(await api(t, auth).get(url), 200).delivery;
      expect(d).toMatchObject({ first_bag_minutes: 8, last_bag_minutes: 41, last_on_time: false, undelivered: [] });
    });

    it('measures delivery from on-block once it is known, and says which it measured from', async () => {
      const number = uniqueFlightNumber();
      const departure = localToInstant('2026-08-06T06:00', TZ);
      const [from, to] = [await createAirport(t), await createAirport(t, { timezone: 'Africa/Lubumbashi' })];
      const flight = await insertFlight(t, {
        flight_number: number,
        departure_airport: from.id,
        arrival_airport: to.id,
        departure_time: departure,
        arrival_time: new Date(departure.getTime() + 2 * 3_600_000),
      });
      const pax = await insertPassenger(t, flight.id);
      const [a, b] = await Promise.all(
        [plate(), plate()].map((tag) => insertBag(t, pax.id, { bag_tag_number: tag, airport_id: from.id })),
      );
      // the aircraft is 25 minutes late at the gate; the bags come out 20 and 40 minutes after it
      const scheduled = departure.getTime() + 2 * 3_600_000;
      const onBlock = scheduled + 25 * 60_000;
      for (const bag of [a!, b!]) await event(t, bag.id, 'LOADED', from.id, new Date(departure.getTime() - 1_800_000));
      await event(t, a!.id, 'DELIVERED', to.id, new Date(onBlock + 20 * 60_000));
      await event(t, b!.id, 'DELIVERED', to.id, new Date(onBlock + 40 * 60_000));
      const { auth } = await signedIn(t);
      const url = `/api/track-by-flight?flight_number=${number}&flight_date=2026-08-06`;
      const before = expectJson(await api(t, auth).get(url), 200).delivery;
      expect(before).toMatchObject({
        measured_from: 'SCHEDULED_ARRIVAL',
        from_time: '2026-08-06T09:00:00+02:00',
        first_bag_minutes: 45,
        last_bag_minutes: 65,
        first_on_time: false,
        last_on_time: false,
      });
      const admin = await adminAuth(t);
      expectJson(
        await api(t, admin).patch(`/api/flights/${flight.id}/block-times`, {
          off_block_at: '2026-08-06T06:20',
          on_block_at: '2026-08-06T09:25',
        }),
        200,
      );
      const tracked = expectJson(await api(t, auth).get(url), 200);
      expect(tracked.flight).toMatchObject({
        off_block_at: '2026-08-06T06:20:00+01:00',
        on_block_at: '2026-08-06T09:25:00+02:00',
        estimated_off_block_at: null,
      });
      expect(tracked.delivery).toMatchObject({
        measured_from: 'ON_BLOCK',
        from_time: '2026-08-06T09:25:00+02:00',
        first_bag_minutes: 20,
        last_bag_minutes: 40,
        first_on_time: false,
        last_on_time: false,
      });
    });

    it('lists the newest events of a busy flight and counts them all; its picture still reads every event', async () => {
      const number = uniqueFlightNumber();
      const departure = localToInstant('2026-08-05T10:00', TZ);
      const { bag, from, flight } = await bagOnFlight(t, plate(), { flight_number: number, departure });
      // an early bag checked in once, long before a second bag's 120 scans: it must still count as checked in
      await event(t, bag.id, 'CHECKIN', from.id, new Date(departure.getTime() - 7_200_000));
      const second = await insertBag(t, (await insertPassenger(t, flight.id)).id, {
        bag_tag_number: plate(),
        airport_id: from.id,
      });
      const rows = Array.from({ length: 120 }, (_, i) => ({
        bag_id: second.id,
        event_type: i % 2 ? ('LOADED' as const) : ('CHECKIN' as const),
        airport_id: from.id,
        created_at: new Date(departure.getTime() - 3_600_000 + i * 1000),
      }));
      await t.database.db.insert(bagEvents).values(rows);
      const { auth } = await signedIn(t);
      const tracked = expectJson(
        await api(t, auth).get(`/api/track-by-flight?flight_number=${number}&flight_date=2026-08-05`),
        200,
      );
      expect(tracked.baggage_events_total).toBe(121);
      expect(tracked.baggage_events).toHaveLength(100);
      const times = tracked.baggage_events.map((e: { created_at: string }) => Date.parse(e.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a)); // newest first
      expect(times[0]).toBe(departure.getTime() - 3_600_000 + 119_000);
      expect(tracked.resolution_753.checkin_share).toBe(100);
      expect(tracked.resolution_753.loaded_share).toBe(50);
      expect(tracked.resolution_753.bags[0]).toMatchObject({
        bag_tag_number: bag.bag_tag_number,
        checkin: true,
        loaded: false,
      });
    });

    it('refuses missing or malformed input with 422 and names it', async () => {
      const { auth } = await signedIn(t);
      expectError(await api(t, auth).get('/api/track-by-flight'), 422, ['flight_date', 'flight_number']);
      expectError(await api(t, auth).get('/api/track-by-flight?flight_number=8Z101&flight_date=25/11/2026'), 422, [
        'flight_date',
      ]);
      const err = expectError(
        await api(t, (await signedIn(t, { lang: 'en' })).auth).get(
          '/api/track-by-flight?flight_number=8Z999&flight_date=2026-01-01',
        ),
        404,
      );
      expect(err.message).toBe('No flight 8Z999 departs on 2026-01-01.');
    });
  });
});
