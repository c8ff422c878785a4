import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { BATCH_APPLICATION_NAME } from '../../src/server/platform/db/client';
import { describe, expect, it } from 'vitest';
import { bagEventDaily, bagEvents } from '../../src/server/domains/schema';
import { recordScan } from '../../src/server/domains/baggage/service';
import { addDays, localDay, localToInstant } from '../../src/shared/time';
import { api, request, useTestApp } from '../helpers/app';
import { dailyTotal, EVENT_FIELDS, eventCount, insertEventAt, scan, scannableBag } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { adminAuth, createAirport, createToken, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { bagRow, sharedUser, uniqueBagTag } from '../helpers/flights';
import { testCall } from '../helpers/call';
import { findCurrentUser } from '../../src/server/auth/current-user';

const SCAN_FIELDS = [...EVENT_FIELDS, 'warnings'].sort();

describe.each(databases())('POST /api/baggage-events on %s', (kind) => {
  const t = useTestApp(kind);
  /** A passage agent (French, the default language). */
  const agent = () => sharedUser(t, { role: 'agent', service: 'passage' });
  /** The warnings kept on an event for its retries (null: none kept). */
  const storedWarnings = async (eventId: number) =>
    (await t.database.db.select({ warnings: bagEvents.warnings }).from(bagEvents).where(eq(bagEvents.id, eventId)))[0]!
      .warnings;

  it('records the scan (201) and answers {event, message} with every field of a bag event and no warnings', async () => {
    const { user, auth } = await agent();
    const { airport, flight, passenger, bag } = await scannableBag(t);
    const before = Date.now();
    const body = expectJson(
      await scan(t, auth, {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
        remark: 'Comptoir 4',
      }),
      201,
    );
    expect(Object.keys(body).sort()).toEqual(['event', 'message']);
    expect(body.message).toBe('Bagage scanné avec succès');
    const e = body.event;
    expect(Object.keys(e).sort()).toEqual(SCAN_FIELDS);
    expect(e).toEqual({
      id: expect.any(Number),
      bag_tag_number: bag.bag_tag_number,
      event_type: 'CHECKIN',
      airport_id: airport.id,
      remark: 'Comptoir 4',
      passenger_name: passenger.name,
      flight_number: flight.flight_number,
      airport_code: airport.code,
      user_name: user.name,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      bag: { bag_tag_number: bag.bag_tag_number },
      uld: null,
      hold_position: null,
      warnings: [],
    });
    expect(new Date(e.created_at).toISOString()).toBe(e.created_at);
    expect(Date.parse(e.created_at)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(e.created_at)).toBeLessThanOrEqual(Date.now() + 5_000);

    const [row] = await t.database.db.select().from(bagEvents).where(eq(bagEvents.id, e.id));
    expect(row).toMatchObject({
      bag_id: bag.id,
      event_type: 'CHECKIN',
      airport_id: airport.id,
      user_id: user.id,
      remark: 'Comptoir 4',
    });
  });

  it('answers "Bag scanned successfully" to a user whose language is English', async () => {
    const { auth } = await sharedUser(t, { role: 'agent', service: 'bagagiste', lang: 'en' });
    const { airport, bag } = await scannableBag(t);
    const body = expectJson(
      await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id }),
      201,
    );
    expect(body.message).toBe('Bag scanned successfully');
    expect(body.event.remark).toBeNull();
  });

  it('sets the bag’s status to the event type, as the passenger screen shows', async () => {
    const { auth } = await agent();
    const { airport, passenger, bag } = await scannableBag(t);
    const statusOnScreen = async () =>
      expectJson(await api(t, auth).get(`/api/passengers/${passenger.id}`), 200).bags.find((b: any) => b.id === bag.id)
        .status;
    expect(await statusOnScreen()).toBe('CREATED');
    for (const type of ['CHECKIN', 'LOADED', 'TRANSFERRED', 'DELIVERED']) {
      expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: type, airport_id: airport.id }),
        201,
      );
      expect(await statusOnScreen()).toBe(type);
    }
    expect(await eventCount(t, bag.id)).toBe(4);
  });

  it('finds the bag whatever the case and surrounding spaces of the scanned tag', async () => {
    const { auth } = await agent();
    const { airport, bag } = await scannableBag(t);
    const body = expectJson(
      await scan(t, auth, {
        bag_tag_number: `  ${bag.bag_tag_number.toLowerCase()} `,
        event_type: 'CHECKIN',
        airport_id: airport.id,
      }),
      201,
    );
    expect(body.event.bag_tag_number).toBe(bag.bag_tag_number);
    expect(await eventCount(t, bag.id)).toBe(1);
  });

  it('adds one to the day’s counter in bag_event_daily for each scan', async () => {
    const { auth } = await agent();
    const { airport, bag } = await scannableBag(t);
    for (const type of ['CHECKIN', 'LOADED']) {
      const e = expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: type, airport_id: airport.id }),
        201,
      ).event;
      const day = localDay(new Date(e.created_at), t.env.APP_TIMEZONE);
      expect(await dailyTotal(t, { day, airportId: airport.id })).toBe(type === 'CHECKIN' ? 1 : 2);
    }
  });

  it('answers 404 naming the tag for an unknown tag, in French and in English, and records nothing', async () => {
    const { auth } = await agent();
    const { auth: enAuth } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
    const airport = await createAirport(t);
    const tag = uniqueBagTag();
    const fr = expectError(
      await scan(t, auth, { bag_tag_number: tag.toLowerCase(), event_type: 'CHECKIN', airport_id: airport.id }),
      404,
    );
    expect(fr.message).toBe(`Aucun bagage ne porte l’étiquette ${tag}.`);
    const en = expectError(
      await scan(t, enAuth, {
        bag_tag_number: tag,
        event_type: 'LOADED',
        airport_id: airport.id,
        client_event_id: randomUUID(),
      }),
      404,
    );
    expect(en.message).toBe(`No bag has the tag ${tag}.`);
    expect(await dailyTotal(t, { airportId: airport.id })).toBe(0);
  });

  it('answers 422 naming bag_tag_number, event_type and airport_id when they are missing', async () => {
    const { auth } = await agent();
    const body = expectError(await scan(t, auth, {}), 422, ['airport_id', 'bag_tag_number', 'event_type']);
    for (const field of ['airport_id', 'bag_tag_number', 'event_type'])
      expect(body.errors[field]).toEqual(['Ce champ est obligatoire.']);
  });

  it('answers 422 on bag_tag_number for a blank tag', async () => {
    const { auth } = await agent();
    const airport = await createAirport(t);
    const body = expectError(
      await scan(t, auth, { bag_tag_number: '   ', event_type: 'CHECKIN', airport_id: airport.id }),
      422,
      ['bag_tag_number'],
    );
    expect(body.errors.bag_tag_number).toEqual(['Ce champ est obligatoire.']);
  });

  it.each(['ARRIVED', 'checkin', '', 42, null])(
    'answers 422 on event_type for %j and records nothing',
    async (eventType) => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const body = expectError(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: eventType, airport_id: airport.id }),
        422,
        ['event_type'],
      );
      expect(body.errors.event_type).toEqual([
        'Choisissez un type d’événement : CHECKIN, LOADED, DELIVERED ou TRANSFERRED.',
      ]);
      expect(await eventCount(t, bag.id)).toBe(0);
    },
  );

  it.each(['not-a-uuid', '12345', 'g0000000-0000-4000-8000-000000000000', 7])(
    'answers 422 on client_event_id for %j',
    async (id) => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const body = expectError(
        await scan(t, auth, {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: airport.id,
          client_event_id: id,
        }),
        422,
        ['client_event_id'],
      );
      expect(body.errors.client_event_id).toEqual(['client_event_id doit être un UUID.']);
      expect(await eventCount(t, bag.id)).toBe(0);
    },
  );

  it('answers 422 on airport_id naming an unknown airport, and records nothing', async () => {
    const { auth } = await agent();
    const { bag } = await scannableBag(t);
    const body = expectError(
      await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: 2_000_000_000 }),
      422,
      ['airport_id'],
    );
    expect(body.errors.airport_id).toEqual(['L’aéroport 2000000000 n’existe pas.']);
    expect(await eventCount(t, bag.id)).toBe(0);
    expect((await bagRow(t, bag.id))!.status).toBe('CREATED');
  });

  it.each([0, -1, 1.5, 'abc', 2_147_483_648, '99999999999', true])(
    'answers 422 on airport_id for %j',
    async (airportId) => {
      const { auth } = await agent();
      const { bag } = await scannableBag(t);
      expectError(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airportId }),
        422,
        ['airport_id'],
      );
      expect(await eventCount(t, bag.id)).toBe(0);
    },
  );

  it.each([
    ['a tag of 100,000 characters', { bag_tag_number: 'A'.repeat(100_000) }, 'bag_tag_number'],
    ['a remark of 100,000 characters', { remark: 'x'.repeat(100_000) }, 'remark'],
    ['an event type of 100,000 characters', { event_type: 'L'.repeat(100_000) }, 'event_type'],
    ['a client_event_id of 100,000 characters', { client_event_id: 'f'.repeat(100_000) }, 'client_event_id'],
    ['a remark holding a NUL character', { remark: 'a\u0000b' }, 'remark'],
    ['a tag holding a NUL character', { bag_tag_number: '8Z-2026-0000\u00000001' }, 'bag_tag_number'],
    ['a remark that is an object', { remark: { text: 'x' } }, 'remark'],
  ])('answers 422 (never 5xx) for %s', async (_, override, field) => {
    const { auth } = await agent();
    const { airport, bag } = await scannableBag(t);
    const res = await scan(t, auth, {
      bag_tag_number: bag.bag_tag_number,
      event_type: 'CHECKIN',
      airport_id: airport.id,
      ...override,
    });
    expectError(res, 422, [field]);
    expect(await eventCount(t, bag.id)).toBe(0);
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"8Z-2026-00000001"'],
    ['a number', '42'],
    ['broken JSON', '{"bag_tag_number":'],
  ])('answers a 4xx JSON error, never a 5xx, to a body that is %s', async (_, raw) => {
    const { auth } = await agent();
    const res = await scan(t, auth, raw);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expectError(res, res.statusCode);
  });

  describe('client_event_id (kiosk retries)', () => {
    it('stores one event for a repeated client_event_id, counts it once and answers the same event again', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const body = {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
        remark: 'kiosk',
        client_event_id: randomUUID(),
      };
      const first = expectJson(await scan(t, auth, body), 201);
      const day = localDay(new Date(first.event.created_at), t.env.APP_TIMEZONE);
      const dayTotal = await dailyTotal(t, { day });

      const second = expectJson(await scan(t, auth, body), 201);
      const third = expectJson(
        await scan(t, auth, { ...body, client_event_id: body.client_event_id.toUpperCase() }),
        201,
      );
      for (const again of [second, third]) {
        expect(again.event.id).toBe(first.event.id);
        expect(again.event).toMatchObject({
          bag_tag_number: bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: airport.id,
          remark: 'kiosk',
          created_at: first.event.created_at,
        });
        expect(again.message).toBe('Bagage scanné avec succès');
      }
      expect(await eventCount(t, bag.id)).toBe(1);
      expect(await dailyTotal(t, { day })).toBe(dayTotal);
      expect(await dailyTotal(t, { airportId: airport.id })).toBe(1);
      // the same id with another scan is no retry: answered with the first, the new scan would be lost unseen
      const other = expectError(await scan(t, auth, { ...body, event_type: 'LOADED' }), 409);
      expect(other.message).toContain('client_event_id');
      expect(await eventCount(t, bag.id)).toBe(1);
      // a retry is not a second scan of the same type: no "scanned twice" warning
      expect(second.event.warnings).toEqual([]);
    });

    it('records two events for two different client_event_ids', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const a = expectJson(
        await scan(t, auth, {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: airport.id,
          client_event_id: randomUUID(),
        }),
        201,
      );
      const b = expectJson(
        await scan(t, auth, {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'LOADED',
          airport_id: airport.id,
          client_event_id: randomUUID(),
        }),
        201,
      );
      expect(b.event.id).not.toBe(a.event.id);
      expect(await eventCount(t, bag.id)).toBe(2);
      expect(await dailyTotal(t, { airportId: airport.id })).toBe(2);
    });

    it('records one event when the same client_event_id arrives twice at once', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const body = {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
        client_event_id: randomUUID(),
      };
      const answers = await Promise.all([scan(t, auth, body), scan(t, auth, body), scan(t, auth, body)]);
      const ids = answers.map((res) => expectJson(res, 201).event.id);
      expect(new Set(ids).size).toBe(1);
      expect(await eventCount(t, bag.id)).toBe(1);
      expect(await dailyTotal(t, { airportId: airport.id })).toBe(1);
    });
  });

  describe('warnings: the event is recorded and the scanner is told what looks wrong', () => {
    /** Scans and returns the event, checking it was stored. */
    async function scanned(auth: { cookie: string }, body: Record<string, unknown>, bagId: number) {
      const before = await eventCount(t, bagId);
      const event = expectJson(await scan(t, auth, body), 201).event;
      expect(await eventCount(t, bagId)).toBe(before + 1);
      expect((await bagRow(t, bagId))!.status).toBe(body.event_type);
      return event;
    }

    it('warns that the bag was already DELIVERED', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const delivered = await scanned(
        auth,
        { bag_tag_number: bag.bag_tag_number, event_type: 'DELIVERED', airport_id: airport.id },
        bag.id,
      );
      expect(delivered.warnings).toEqual([]);
      const after = await scanned(
        auth,
        { bag_tag_number: bag.bag_tag_number, event_type: 'TRANSFERRED', airport_id: airport.id },
        bag.id,
      );
      expect(after.warnings).toEqual(['Ce bagage a déjà été livré (DELIVERED).']);
    });

    it('warns in English to an English-speaking user', async () => {
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
      const { airport, bag } = await scannableBag(t, { status: 'DELIVERED' });
      const event = await scanned(
        auth,
        { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id },
        bag.id,
      );
      expect(event.warnings).toEqual(['This bag was already DELIVERED.']);
    });

    it('warns about LOADED at an airport that is not the flight’s departure, naming both', async () => {
      const { auth } = await agent();
      const { airport: departure, bag } = await scannableBag(t);
      const elsewhere = await createAirport(t);
      const event = await scanned(
        auth,
        { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: elsewhere.id },
        bag.id,
      );
      expect(event.warnings).toEqual([`LOADED à ${elsewhere.code}, mais le vol part de ${departure.code}.`]);
      expect(event.airport_code).toBe(elsewhere.code);
    });

    it('does not warn about the airport for LOADED at the departure airport, nor for another type elsewhere', async () => {
      const { auth } = await agent();
      const { airport: departure, bag } = await scannableBag(t);
      const elsewhere = await createAirport(t);
      expect(
        (
          await scanned(
            auth,
            { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: elsewhere.id },
            bag.id,
          )
        ).warnings,
      ).toEqual([]);
      expect(
        (
          await scanned(
            auth,
            { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: departure.id },
            bag.id,
          )
        ).warnings,
      ).toEqual([]);
    });

    it.each([
      ['tomorrow', 1],
      ['yesterday', -1],
      ['in ten days', 10],
    ])(
      'warns about LOADED for a flight that departs %s (local day), naming the flight and its day',
      async (_, days) => {
        const { auth } = await agent();
        const tz = t.env.APP_TIMEZONE;
        const departureDay = addDays(localDay(new Date(), tz), days);
        const { airport, flight, bag } = await scannableBag(t, {
          departure_time: localToInstant(`${departureDay}T12:00`, tz),
        });
        const event = await scanned(
          auth,
          { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id },
          bag.id,
        );
        expect(event.warnings).toEqual([
          `LOADED pour ${flight.flight_number}, qui ne vole pas aujourd’hui (${departureDay}).`,
        ]);
      },
    );

    it('takes a flight leaving at 00:30 or 23:30 local time today as today’s, whatever the UTC date', async () => {
      const { auth } = await agent();
      const tz = t.env.APP_TIMEZONE;
      const today = localDay(new Date(), tz);
      for (const time of ['00:30', '23:30']) {
        const { airport, bag } = await scannableBag(t, { departure_time: localToInstant(`${today}T${time}`, tz) });
        const event = await scanned(
          auth,
          { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id },
          bag.id,
        );
        expect(event.warnings, time).toEqual([]);
      }
    });

    it('does not warn about the day for other event types on a flight of another day', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t, { departure_time: new Date(Date.now() + 3 * 86_400_000) });
      const event = await scanned(
        auth,
        { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id },
        bag.id,
      );
      expect(event.warnings).toEqual([]);
    });

    it('warns when the same event type is scanned twice for a bag within a minute, and not for another type', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const body = { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id };
      expect((await scanned(auth, body, bag.id)).warnings).toEqual([]);
      expect((await scanned(auth, body, bag.id)).warnings).toEqual([
        'CHECKIN a déjà été scanné pour ce bagage il y a moins d’une minute.',
      ]);
      expect((await scanned(auth, { ...body, event_type: 'LOADED' }, bag.id)).warnings).toEqual([]);
    });

    it('does not warn about a repeat when the same type was scanned more than a minute ago, or for another bag', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      await insertEventAt(t, {
        bagId: bag.id,
        airportId: airport.id,
        type: 'CHECKIN',
        at: new Date(Date.now() - 90_000),
      });
      const other = await scannableBag(t);
      expectJson(
        await scan(t, auth, {
          bag_tag_number: other.bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: other.airport.id,
        }),
        201,
      );
      expect(
        (
          await scanned(
            auth,
            { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id },
            bag.id,
          )
        ).warnings,
      ).toEqual([]);
    });

    it('gives every warning that applies, together', async () => {
      const { auth } = await agent();
      const tz = t.env.APP_TIMEZONE;
      const tomorrow = addDays(localDay(new Date(), tz), 1);
      const {
        airport: departure,
        flight,
        bag,
      } = await scannableBag(t, { departure_time: localToInstant(`${tomorrow}T09:00`, tz), status: 'DELIVERED' });
      const elsewhere = await createAirport(t);
      const body = { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: elsewhere.id };
      await scanned(auth, body, bag.id);
      const event = await scanned(auth, body, bag.id);
      expect(event.warnings).toEqual([
        `LOADED à ${elsewhere.code}, mais le vol part de ${departure.code}.`,
        `LOADED pour ${flight.flight_number}, qui ne vole pas aujourd’hui (${tomorrow}).`,
        'LOADED a déjà été scanné pour ce bagage il y a moins d’une minute.',
      ]);
    });
  });

  describe('scans arriving together (group commit: one statement for many scans)', () => {
    const types = ['CHECKIN', 'LOADED', 'DELIVERED', 'TRANSFERRED'] as const;

    it('records each of many simultaneous scans once, with its own answer, and counts every one', async () => {
      const { auth } = await agent();
      const bags = await Promise.all(Array.from({ length: 12 }, () => scannableBag(t)));
      const answers = await Promise.all(
        bags.map(({ airport, bag }, i) =>
          scan(t, auth, {
            bag_tag_number: bag.bag_tag_number,
            event_type: types[i % 4],
            airport_id: airport.id,
            remark: `r${i}`,
          }),
        ),
      );
      const events = answers.map((res) => expectJson(res, 201).event);
      expect(new Set(events.map((e) => e.id)).size).toBe(12);
      // scans sent together share a statement, hence its transaction time: grouping did happen
      expect(new Set(events.map((e) => e.created_at)).size).toBeLessThan(12);
      for (const [i, { airport, bag, passenger, flight }] of bags.entries()) {
        expect(events[i]).toMatchObject({
          bag_tag_number: bag.bag_tag_number,
          event_type: types[i % 4],
          airport_id: airport.id,
          airport_code: airport.code,
          remark: `r${i}`,
          passenger_name: passenger.name,
          flight_number: flight.flight_number,
          warnings: [],
        });
        expect(await eventCount(t, bag.id)).toBe(1);
        expect((await bagRow(t, bag.id))!.status).toBe(types[i % 4]);
        expect(await dailyTotal(t, { airportId: airport.id })).toBe(1);
      }
      // each answer names the event stored for it
      const stored = await t.database.db.select().from(bagEvents).where(eq(bagEvents.id, events[5].id));
      expect(stored[0]).toMatchObject({ bag_id: bags[5]!.bag.id, event_type: types[1], remark: 'r5' });
    });

    // the batches keep their plan on connections of their own (db/client.ts): planning the statement at every
    // batch, as the pool does for its statements, cost PostgreSQL twice the time of the scans themselves
    it.runIf(kind === 'postgres')('sends the batches on the connections that keep their plan', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id }),
        201,
      );
      const rows = (await t.database.db.execute(
        sql`select query from pg_stat_activity where datname = current_database() and application_name = ${BATCH_APPLICATION_NAME}`,
      )) as unknown as Array<{ query: string }>;
      expect(rows.some((r) => r.query.includes('jsonb_to_recordset'))).toBe(true);
    });

    it('reads scans of one bag sent together in order: the last sets the status, later ones see the earlier ones', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const body = (event_type: string) => ({ bag_tag_number: bag.bag_tag_number, event_type, airport_id: airport.id });
      const answers = await Promise.all(['DELIVERED', 'CHECKIN', 'CHECKIN'].map((type) => scan(t, auth, body(type))));
      const [delivered, checkin, again] = answers.map((res) => expectJson(res, 201).event);
      expect(delivered.warnings).toEqual([]);
      expect(checkin.warnings).toEqual(['Ce bagage a déjà été livré (DELIVERED).']);
      expect(again.warnings).toEqual(['CHECKIN a déjà été scanné pour ce bagage il y a moins d’une minute.']);
      expect(await eventCount(t, bag.id)).toBe(3);
      expect((await bagRow(t, bag.id))!.status).toBe('CHECKIN');
      expect(await dailyTotal(t, { airportId: airport.id })).toBe(3);
    });

    it('refuses only the bad scans of a group: unknown tag 404, unknown airport 422, the others recorded', async () => {
      const { auth } = await agent();
      const good = await scannableBag(t);
      const other = await scannableBag(t);
      const unknownTag = uniqueBagTag();
      const [ok, missing, badAirport, ok2] = await Promise.all([
        scan(t, auth, { bag_tag_number: good.bag.bag_tag_number, event_type: 'CHECKIN', airport_id: good.airport.id }),
        scan(t, auth, { bag_tag_number: unknownTag, event_type: 'CHECKIN', airport_id: good.airport.id }),
        scan(t, auth, { bag_tag_number: other.bag.bag_tag_number, event_type: 'LOADED', airport_id: 999_999 }),
        scan(t, auth, {
          bag_tag_number: other.bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: other.airport.id,
        }),
      ]);
      expectJson(ok, 201);
      expect(expectError(missing, 404).message).toContain(unknownTag);
      expectError(badAirport, 422, ['airport_id']);
      expect(expectJson(ok2, 201).event.warnings).toEqual([]);
      expect(await eventCount(t, good.bag.id)).toBe(1);
      expect(await eventCount(t, other.bag.id)).toBe(1);
      expect((await bagRow(t, other.bag.id))!.status).toBe('CHECKIN');
    });

    it('answers a kiosk retry sent in the same group with the first copy’s event', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const id = randomUUID();
      const body = {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'LOADED',
        airport_id: airport.id,
        client_event_id: id,
      };
      const [first, retry, upper] = await Promise.all([
        scan(t, auth, body),
        scan(t, auth, body),
        scan(t, auth, { ...body, client_event_id: id.toUpperCase() }),
      ]);
      const events = [first, retry, upper].map((res) => expectJson(res, 201).event);
      expect(new Set(events.map((e) => e.id)).size).toBe(1);
      expect(events.map((e) => e.warnings)).toEqual([[], [], []]);
      expect(await eventCount(t, bag.id)).toBe(1);
      expect(await dailyTotal(t, { airportId: airport.id })).toBe(1);
    });

    it('warns a retry as it warned the first scan, in the retrying user’s language, stored as keys', async () => {
      const { auth } = await agent();
      const { auth: english } = await sharedUser(t, { role: 'agent', service: 'passage', lang: 'en' });
      const { airport: departure, bag } = await scannableBag(t);
      const elsewhere = await createAirport(t);
      const body = {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'LOADED',
        airport_id: elsewhere.id,
        client_event_id: randomUUID(),
      };
      const said = [`LOADED à ${elsewhere.code}, mais le vol part de ${departure.code}.`];
      const first = expectJson(await scan(t, auth, body), 201).event;
      expect(first.warnings).toEqual(said);
      // the kiosk's answer was cut off: it sends the same scan again, later
      const retry = expectJson(await scan(t, auth, body), 201).event;
      expect(retry.id).toBe(first.id);
      expect(retry.warnings).toEqual(said);
      const retryInEnglish = expectJson(await scan(t, english, body), 201).event;
      expect(retryInEnglish.warnings).toEqual([
        `LOADED at ${elsewhere.code}, but the flight departs from ${departure.code}.`,
      ]);
      expect(await eventCount(t, bag.id)).toBe(1);
      expect(await storedWarnings(first.id)).toEqual([
        { key: 'warnWrongAirport', params: { airport: elsewhere.code, expected: departure.code } },
      ]);
    });

    it('warns every copy of a warned scan sent again in the same group', async () => {
      const { auth } = await agent();
      const { airport: departure, bag } = await scannableBag(t);
      const elsewhere = await createAirport(t);
      const body = {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'LOADED',
        airport_id: elsewhere.id,
        client_event_id: randomUUID(),
      };
      const answers = await Promise.all([scan(t, auth, body), scan(t, auth, body), scan(t, auth, body)]);
      const events = answers.map((res) => expectJson(res, 201).event);
      expect(new Set(events.map((e) => e.id)).size).toBe(1);
      for (const e of events)
        expect(e.warnings).toEqual([`LOADED à ${elsewhere.code}, mais le vol part de ${departure.code}.`]);
      // the same id in capitals, sent with them, is the same scan and is warned alike
      const again = await Promise.all([
        scan(t, auth, { ...body, client_event_id: body.client_event_id.toUpperCase() }),
        scan(t, auth, body),
      ]);
      for (const res of again)
        expect(expectJson(res, 201).event.warnings).toEqual([
          `LOADED à ${elsewhere.code}, mais le vol part de ${departure.code}.`,
        ]);
    });

    it('stores no warnings for a scan without warnings, nor for one without a client_event_id', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t, { status: 'DELIVERED' });
      const warned = expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id }),
        201,
      ).event;
      expect(warned.warnings).toHaveLength(1);
      const calm = expectJson(
        await scan(t, auth, {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'LOADED',
          airport_id: airport.id,
          client_event_id: randomUUID(),
        }),
        201,
      ).event;
      expect(calm.warnings).toEqual([]);
      expect(await storedWarnings(calm.id)).toBeNull();
      expect(await storedWarnings(warned.id)).toBeNull();
    });

    it('keeps text the database cannot hold as JSON (a lone surrogate) as the replacement character', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const res = await scan(t, auth, {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
        remark: 'torn \ud800 label',
      });
      expect(expectJson(res, 201).event.remark).toBe('torn \ufffd label');
      const [row] = await t.database.db.select().from(bagEvents).where(eq(bagEvents.bag_id, bag.id));
      expect(row!.remark).toBe('torn \ufffd label');
    });
  });

  describe('who may scan', () => {
    async function expectScanRefused(auth: { cookie: string } | { token: string } | null, status: number) {
      const { airport, bag } = await scannableBag(t);
      const res = await scan(t, auth, {
        bag_tag_number: bag.bag_tag_number,
        event_type: 'CHECKIN',
        airport_id: airport.id,
      });
      expectError(res, status);
      expect(await eventCount(t, bag.id)).toBe(0);
      expect((await bagRow(t, bag.id))!.status).toBe('CREATED');
      return res;
    }

    it.each([
      ['cargo', 'agent'],
      ['cargo', 'supervisor'],
      ['lost-and-found', 'agent'],
      ['lost-and-found', 'supervisor'],
      ['surete', 'agent'],
    ] as const)('refuses a %s %s (403) and records nothing', async (service, role) => {
      const { auth } = await sharedUser(t, { role, service });
      const res = await expectScanRefused(auth, 403);
      expect(res.json().message).toBe('Vous n’êtes pas autorisé à faire cela.');
    });

    it('refuses a caller who is not signed in (401)', async () => {
      await expectScanRefused(null, 401);
    });

    it.each([
      ['passage', 'agent'],
      ['passenger', 'agent'],
      ['bagagiste', 'supervisor'],
      ['cargo', 'admin'],
    ] as const)('lets a %s %s scan', async (service, role) => {
      const { auth } = await sharedUser(t, { role, service });
      const { airport, bag } = await scannableBag(t);
      expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id }),
        201,
      );
      expect(await eventCount(t, bag.id)).toBe(1);
    });

    it('lets the bootstrap admin scan', async () => {
      const { airport, bag } = await scannableBag(t);
      const body = expectJson(
        await scan(t, await adminAuth(t), {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: airport.id,
        }),
        201,
      );
      expect(body.event.user_name).toBeTruthy();
    });

    it('accepts a Bearer token of a passage agent (no CSRF header needed) and records the scan as the token’s owner', async () => {
      const { user, auth } = await signedIn(t, { role: 'agent', service: 'passage', lang: 'en' });
      const { token } = await createToken(t, auth);
      const { airport, bag } = await scannableBag(t);
      const res = await request(t, 'POST', '/api/baggage-events', {
        auth: { token },
        xhr: false,
        body: { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id },
      });
      const body = expectJson(res, 201);
      expect(body.event.user_name).toBe(user.name);
      expect(body.message).toBe('Bag scanned successfully');
      const [row] = await t.database.db
        .select({ user_id: bagEvents.user_id })
        .from(bagEvents)
        .where(eq(bagEvents.id, body.event.id));
      expect(row!.user_id).toBe(user.id);
    });

    it('refuses a Bearer token of a cargo agent (403)', async () => {
      const { auth } = await signedIn(t, { role: 'agent', service: 'cargo' });
      const { token } = await createToken(t, auth);
      await expectScanRefused({ token }, 403);
    });

    it('refuses an unknown Bearer token (401)', async () => {
      await expectScanRefused({ token: 'not-a-real-token' }, 401);
    });

    it('refuses a cookie-authenticated scan without X-Requested-With (403 CSRF)', async () => {
      const { auth } = await agent();
      const { airport, bag } = await scannableBag(t);
      const res = await request(t, 'POST', '/api/baggage-events', {
        auth,
        xhr: false,
        body: { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id },
      });
      expectError(res, 403);
      expect(await eventCount(t, bag.id)).toBe(0);
    });
  });

  describe('the daily counter follows the local day of APP_TIMEZONE (live scan path)', () => {
    // Kiritimati is UTC+14 and Pago Pago UTC−11: at any instant at least one of them is on another
    // calendar day than UTC, so a counter keyed by the UTC (or server) day fails one of these.
    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Africa/Kinshasa'])(
      'counts a scan under the local day in %s',
      async (tz) => {
        const user = (await findCurrentUser(t.database.db, (await agent()).user.id))!;
        const { airport, bag } = await scannableBag(t);
        const { event } = await recordScan(testCall(t.database.db, { tz, user }), {
          bag_tag_number: bag.bag_tag_number,
          event_type: 'CHECKIN',
          airport_id: airport.id,
        });
        const rows = await t.database.db.select().from(bagEventDaily).where(eq(bagEventDaily.airport_id, airport.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]!.day).toBe(localDay(event.created_at, tz));
        expect(rows[0]!.total).toBe(1);
        expect(rows[0]!.day).toBe(localDay(new Date(), tz));
      },
    );
  });
});
