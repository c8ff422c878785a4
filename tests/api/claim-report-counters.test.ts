import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  baggageClaims,
  claimDaily,
  claimHistories,
  flights,
  passengerArrivalDaily,
  passengers,
} from '../../src/server/domains/schema';
import { parseEnv } from '../../src/server/platform/env';
import { clocksOf } from '../../src/server/domains/lost-and-found/claims/deadlines';
import { pastDue } from '../../src/server/domains/lost-and-found/claims/service';
import type { DailyCounts } from '../../src/server/platform/db/columns';
import { keepDailyCountsInZone, rebuildDailyCounts } from '../../src/server/platform/daily-counts';
import { systemCall } from '../../src/server/platform/call';
import type { ClaimStatus } from '../../src/shared/claim-codes';
import { CLAIM_STATUSES } from '../../src/shared/claim-codes';
import { addDays, localDay, localToInstant } from '../../src/shared/time';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { adminAuth, createAirport } from '../helpers/factories';
import { importManifest, insertFlight, manifestFixture, uniqueFlightNumber, uniquePnr } from '../helpers/flights';

// The reports read counters kept as claims, histories and passengers are written (claim_daily, the claims' first
// delivery, the flights' passenger counts). Whatever the way a row is written (the API, or straight to the database
// as a bulk load would), the report must say what the rows say: here every figure is computed again from the rows,
// as the reports once did, after a mix of writes of every kind.

const TZ = 'Africa/Kinshasa';
const HOUR = 3_600_000;
const today = () => localDay(new Date(), TZ);

/** The whole report computed from the rows themselves: claims, their histories, the passengers of arriving flights. */
async function fromRows(t: TestApp, from: string, to: string, airport: { id: number; code: string } | null, tz = TZ) {
  const db = t.database.db;
  const start = localToInstant(`${from}T00:00`, tz);
  const end = localToInstant(`${addDays(to, 1)}T00:00`, tz);
  const inPeriod = and(
    gte(baggageClaims.created_at, start),
    lt(baggageClaims.created_at, end),
    airport ? eq(baggageClaims.arrival_airport, airport.id) : undefined,
  );
  const day = (c: typeof baggageClaims.created_at | typeof flights.arrival_time) =>
    sql<string>`to_char(${c} at time zone ${tz}, 'YYYY-MM-DD')`;
  const claims = await db
    .select({ day: day(baggageClaims.created_at), status: baggageClaims.status, n: sql<number>`count(*)::int` })
    .from(baggageClaims)
    .where(inPeriod)
    .groupBy(sql`1`, sql`2`);
  const firstDelivery = sql`(select min(h.created_at) from ${claimHistories} h where h.claim_id = ${baggageClaims.id} and h.status = 'DELIVERED')`;
  const period = db
    .select({
      hours: sql<number | null>`extract(epoch from (${firstDelivery} - ${baggageClaims.created_at})) / 3600`.as(
        'hours',
      ),
    })
    .from(baggageClaims)
    .where(inPeriod)
    .as('period');
  const [times] = await db
    .select({
      n: sql<number>`count(${period.hours})::int`,
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${period.hours})`,
      p90: sql<string | null>`percentile_cont(0.9) within group (order by ${period.hours})`,
    })
    .from(period);
  const clocks = clocksOf(systemCall(db, parseEnv({ APP_TIMEZONE: tz, LOG_LEVEL: 'silent' }), 'test'));
  const [due] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(baggageClaims)
    .where(and(inPeriod, pastDue(clocks, localDay(new Date(), tz))));
  const pax = await db
    .select({ day: day(flights.arrival_time), n: sql<number>`count(*)::int` })
    .from(flights)
    .innerJoin(passengers, eq(passengers.flight_id, flights.id))
    .where(
      and(
        gte(flights.arrival_time, start),
        lt(flights.arrival_time, end),
        airport ? eq(flights.arrival_airport, airport.id) : undefined,
      ),
    )
    .groupBy(sql`1`);

  const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
  const per1000 = (c: number, p: number) => (p > 0 ? round((c / p) * 1000, 2) : null);
  const by_status = Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])) as Record<ClaimStatus, number>;
  for (const r of claims) by_status[r.status] += r.n;
  const days = Array.from({ length: 1 + Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) }, (_, i) =>
    addDays(from, i),
  );
  const per_day = days.map((d) => {
    const c = claims.filter((r) => r.day === d).reduce((s, r) => s + r.n, 0);
    const p = pax.find((r) => r.day === d)?.n ?? 0;
    return { day: d, claims: c, passengers: p, per_1000: per1000(c, p) };
  });
  const total = per_day.reduce((s, d) => s + d.claims, 0);
  const travellers = per_day.reduce((s, d) => s + d.passengers, 0);
  return {
    from,
    to,
    airport,
    claims: total,
    open: total - by_status.DELIVERED,
    by_status,
    per_day,
    delivery: {
      delivered: times!.n,
      median_hours: times!.median === null ? null : round(Number(times!.median), 1),
      p90_hours: times!.p90 === null ? null : round(Number(times!.p90), 1),
    },
    past_due: due!.n,
    lost_after_days: 21,
    passengers: travellers,
    per_1000: per1000(total, travellers),
    world_per_1000: 6.3,
  };
}

/** A claim written straight to the database (as a bulk load would) at that local time, with that history. */
async function insertClaim(
  t: TestApp,
  airport: number,
  at: string,
  path: [ClaimStatus, number][],
  flight_date: string | null = null,
) {
  const created = localToInstant(at, TZ);
  const [row] = await t.database.db
    .insert(baggageClaims)
    .values({
      reference_number: `CNT${randomBytes(4).toString('hex').toUpperCase()}`,
      status: path.at(-1)![0],
      arrival_airport: airport,
      flight_date,
      contact_name: 'Grace Mukendi',
      contact_phone: '+243 81 000 0000',
      temporary_address: 'Hotel Memling',
      created_at: created,
    })
    .returning({ id: baggageClaims.id });
  await t.database.db
    .insert(claimHistories)
    .values(
      path.map(([status, h]) => ({ claim_id: row!.id, status, created_at: new Date(created.getTime() + h * HOUR) })),
    );
  return row!.id;
}

/** A flight through the API arriving at that local time at that airport. */
async function flightVia(t: TestApp, a: ReturnType<typeof api>, airport: number, from: number, arrival: string) {
  const departure = localToInstant(arrival, TZ).getTime() - 2 * HOUR;
  const body = {
    flight_number: uniqueFlightNumber(),
    departure_airport: from,
    arrival_airport: airport,
    departure_time: new Date(departure + HOUR).toISOString().slice(0, 16), // datetime-local, +01:00
    arrival_time: arrival,
    airline_code: '8Z',
  };
  return { body, flight: expectJson(await a.post('/api/flights', body), 201) as { id: number } };
}

/** A counters table summed per day, airport and type, whatever their shards, without the zeros. */
const counters = (t: TestApp, table: DailyCounts) =>
  t.database.db
    .select({
      day: table.day,
      airport: table.airport_id,
      type: table.event_type,
      n: sql<number>`sum(${table.total})::int`,
    })
    .from(table)
    .groupBy(table.day, table.airport_id, table.event_type)
    .having(sql`sum(${table.total}) <> 0`)
    .orderBy(table.day, table.airport_id, table.event_type);

describe.each(databases())('Report figures kept as things happen, on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  it('say what the rows say after creates, status changes (delivered twice), deletions, passengers added, moved and removed, and a flight moved to another day and airport', async () => {
    const a = api(t, await adminAuth(t));
    const airport = await createAirport(t);
    const other = await createAirport(t);
    const third = await createAirport(t);
    const from = addDays(today(), -40);
    const to = today();
    const day = (n: number, time = '10:00') => `${addDays(today(), -n)}T${time}`;

    // claims through the API (reported now) and their statuses: delivered, reopened, delivered again
    const claim = (status: string, at = airport.id) =>
      a.post('/api/baggage-claim', {
        status,
        arrival_airport: at,
        contact_name: 'Grace Mukendi',
        contact_phone: '+243 81 000 0000',
        temporary_address: 'Hotel Memling',
      });
    const first = expectJson(await claim('DELAYED'), 201);
    const second = expectJson(await claim('DELIVERED'), 201);
    expectJson(await claim('LOST', other.id), 201);
    for (const status of ['FOUND', 'DELIVERED', 'DELAYED', 'DELIVERED'])
      expectJson(await a.post(`/api/baggage-claims/${first.id}/status`, { status }), 200);
    expectJson(await a.post(`/api/baggage-claims/${second.id}/status`, { status: 'DELIVERED', note: 'again' }), 200);

    // claims written straight to the database over the period: delivered at various times, delayed ones past
    // their 21 days or not yet (by the report's day or by the flight's), one at 23:30 and one at 00:00 local time
    const delivered = [];
    for (const [n, hours] of [
      [35, 5],
      [30, 12.5],
      [20, 33],
      [12, 71],
      [3, 2],
    ] as const)
      delivered.push(
        await insertClaim(t, airport.id, day(n), [
          ['DELAYED', 0],
          ['DELIVERED', hours],
          ['DELIVERED', hours + 10],
        ]),
      );
    await insertClaim(t, airport.id, day(30), [['DELAYED', 0]]);
    await insertClaim(t, airport.id, day(25, '23:30'), [['DELAYED', 0]]);
    await insertClaim(t, airport.id, day(5, '00:00'), [['DELAYED', 0]]);
    await insertClaim(t, airport.id, day(33), [['DELAYED', 0]], addDays(today(), -2));
    await insertClaim(t, airport.id, day(22), [['DELAYED', 0]], addDays(today(), -21));
    await insertClaim(t, airport.id, day(21), [['DELAYED', 0]], addDays(today(), -22));
    await insertClaim(t, other.id, day(8), [['LOST', 0]]);
    const gone = await insertClaim(t, airport.id, day(9), [
      ['DELAYED', 0],
      ['DELIVERED', 3],
    ]);
    // a deletion (no path deletes claims: a repair or a purge would), an earlier delivery written late, a
    // delivery row removed, a status changed straight in the database
    await t.database.db.delete(baggageClaims).where(eq(baggageClaims.id, gone));
    await t.database.db
      .insert(claimHistories)
      .values({ claim_id: delivered[1]!, status: 'DELIVERED', created_at: localToInstant(day(30, '11:00'), TZ) });
    await t.database.db
      .delete(claimHistories)
      .where(and(eq(claimHistories.claim_id, delivered[2]!), eq(claimHistories.status, 'DELIVERED')));
    await t.database.db.update(baggageClaims).set({ status: 'LOST' }).where(eq(baggageClaims.id, delivered[3]!));
    // a history row moved later in time: the claim's first delivery is looked for again
    await t.database.db
      .update(claimHistories)
      .set({ created_at: localToInstant(day(1), TZ) })
      .where(and(eq(claimHistories.claim_id, delivered[4]!), eq(claimHistories.status, 'DELIVERED')));

    // passengers: added one by one and by a manifest, removed, moved to another flight; a flight moved
    const { flight: f1 } = await flightVia(t, a, airport.id, other.id, day(10, '09:00'));
    const { flight: f2, body: f2body } = await flightVia(t, a, airport.id, third.id, day(4, '23:50'));
    const { flight: f3 } = await flightVia(t, a, other.id, airport.id, day(6, '12:00'));
    const added = [];
    for (const flight of [f1, f1, f1, f2, f2, f3])
      added.push(
        expectJson(
          await a.post('/api/passengers', {
            name: `PAX/${added.length} MR`,
            pnr: uniquePnr(),
            seat: '1A',
            flight_id: flight.id,
          }),
          201,
        ) as { id: number },
      );
    expectJson(await importManifest(t, await adminAuth(t), f2.id, manifestFixture('pdflib-en-60.pdf')), 200);
    expect((await a.delete(`/api/passengers/${added[0]!.id}`)).statusCode).toBe(204);
    await t.database.db.update(passengers).set({ flight_id: f3.id }).where(eq(passengers.id, added[1]!.id));
    await t.database.db
      .insert(passengers)
      .values(
        Array.from({ length: 40 }, (_, i) => ({ flight_id: f1.id, name: `BULK/${i}`, pnr: uniquePnr(), seat: '2B' })),
      );
    // erasing a passenger's personal data keeps the passenger
    await t.database.db
      .update(passengers)
      .set({ name: '[erased]', pnr: '[erased]', seat: '[erased]', personal_data_erased_at: new Date() })
      .where(eq(passengers.id, added[2]!.id));
    // a flight and its passengers written straight to the database, a flight without an arrival airport, and a
    // flight deleted with its passengers (no path deletes flights: a repair would)
    const direct = await insertFlight(t, {
      arrival_airport: airport.id,
      arrival_time: localToInstant(day(2, '23:59'), TZ),
    });
    const nowhere = await insertFlight(t, { arrival_airport: null, arrival_time: localToInstant(day(2, '08:00'), TZ) });
    const doomed = await insertFlight(t, {
      arrival_airport: airport.id,
      arrival_time: localToInstant(day(7, '08:00'), TZ),
    });
    for (const flight of [direct, nowhere, doomed])
      await t.database.db.insert(passengers).values(
        Array.from({ length: 25 }, (_, i) => ({
          flight_id: flight.id,
          name: `DIRECT/${i}`,
          pnr: uniquePnr(),
          seat: '3C',
        })),
      );
    await t.database.db.delete(flights).where(eq(flights.id, doomed.id));
    // the second flight lands a day later, at the other airport
    expectJson(
      await a.put(`/api/flights/${f2.id}`, { ...f2body, arrival_airport: other.id, arrival_time: day(3, '01:10') }),
      200,
    );

    for (const where of [airport, other, null]) {
      const r = expectJson(
        await a.get(`/api/baggage-claims/reports?from=${from}&to=${to}&airport=${where?.id ?? ''}`),
        200,
      );
      expect(r).toEqual(await fromRows(t, from, to, where && { id: where.id, code: where.code }));
    }
    // the figures are not all zeros: the mix above reaches every one
    const r = await fromRows(t, from, to, { id: airport.id, code: airport.code });
    expect(r.delivery.delivered).toBeGreaterThan(3);
    expect(r.past_due).toBeGreaterThan(0);
    expect(r.by_status.DELAYED).toBeGreaterThan(r.past_due);
    expect(r.passengers).toBeGreaterThan(0);
    expect((await fromRows(t, from, to, { id: other.id, code: other.code })).passengers).toBeGreaterThan(60);

    // what the triggers kept is what a rebuild from the rows counts
    const kept = [await counters(t, claimDaily), await counters(t, passengerArrivalDaily)];
    expect(kept[1]!.some((r) => r.airport === 0)).toBe(true);
    await rebuildDailyCounts(t.database.db, TZ);
    expect([await counters(t, claimDaily), await counters(t, passengerArrivalDaily)]).toEqual(kept);
  });

  it('counts again in the new zone when the server starts in another one, and keeps counting there', async () => {
    const a = api(t, await adminAuth(t));
    const airport = await createAirport(t);
    // 23:30 in Kinshasa (UTC+1) is the next day in Dhaka (UTC+6)
    await insertClaim(t, airport.id, `${addDays(today(), -3)}T23:30`, [['DELAYED', 0]]);
    const from = addDays(today(), -6);
    const report = async () =>
      expectJson(await a.get(`/api/baggage-claims/reports?from=${from}&to=${today()}&airport=${airport.id}`), 200);
    expect((await report()).per_day.map((d: { claims: number }) => d.claims)).toEqual([0, 0, 0, 1, 0, 0, 0]);

    await keepDailyCountsInZone(t.database.db, 'Asia/Dhaka');
    const inDhaka = await t.database.db
      .select({ day: claimDaily.day })
      .from(claimDaily)
      .where(eq(claimDaily.airport_id, airport.id));
    expect(inDhaka).toEqual([{ day: addDays(today(), -2) }]);
    // a claim written meanwhile counts in the zone now named
    await insertClaim(t, airport.id, `${addDays(today(), -1)}T23:30`, [['DELAYED', 0]]);
    expect(
      (
        await t.database.db
          .select({ day: claimDaily.day })
          .from(claimDaily)
          .where(eq(claimDaily.airport_id, airport.id))
          .orderBy(claimDaily.day)
      ).map((r) => r.day),
    ).toEqual([addDays(today(), -2), today()]);

    // back in Kinshasa (the zone this app answers in), as a start there would do
    await keepDailyCountsInZone(t.database.db, TZ);
    expect((await report()).per_day.map((d: { claims: number }) => d.claims)).toEqual([0, 0, 0, 1, 0, 1, 0]);
    expect(await report()).toEqual(await fromRows(t, from, today(), { id: airport.id, code: airport.code }));
  });
});
