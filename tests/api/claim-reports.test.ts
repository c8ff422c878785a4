import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { baggageClaims, claimHistories, passengers } from '../../src/server/domains/schema';
import type { ClaimStatus } from '../../src/shared/claim-codes';
import { addDays, localDay, localToInstant } from '../../src/shared/time';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectError, expectJson } from '../helpers/expect';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { insertFlight, uniquePnr } from '../helpers/flights';

// The lost-and-found reports: access, the figures on data made for them, the CSV exports.

const TZ = 'Africa/Kinshasa';
const HOUR = 3_600_000;
const today = () => localDay(new Date(), TZ);

/** A claim written straight to the database, reported at that local time, through these statuses `hours` apart from the report. */
async function insertClaim(
  t: TestApp,
  opts: {
    airport: number;
    at: string;
    path: [ClaimStatus, number][];
    flight_date?: string | null;
    contact_name?: string;
  },
) {
  const created = localToInstant(opts.at, TZ);
  const [last] = opts.path.at(-1)!;
  const [row] = await t.database.db
    .insert(baggageClaims)
    .values({
      reference_number: `TST${randomBytes(4).toString('hex').toUpperCase()}`,
      status: last,
      arrival_airport: opts.airport,
      flight_date: opts.flight_date ?? null,
      contact_name: opts.contact_name ?? 'Grace Mukendi',
      contact_phone: '+243 81 000 0000',
      temporary_address: 'Hotel Memling',
      created_at: created,
      updated_at: new Date(created.getTime() + opts.path.at(-1)![1] * HOUR),
    })
    .returning({ id: baggageClaims.id, reference_number: baggageClaims.reference_number });
  await t.database.db.insert(claimHistories).values(
    opts.path.map(([status, h]) => ({
      claim_id: row!.id,
      status,
      created_at: new Date(created.getTime() + h * HOUR),
    })),
  );
  return row!;
}

/** A flight arriving at that local time with that many passengers on its manifest. */
async function arrivingFlight(t: TestApp, airport: number, at: string, count: number) {
  const arrival = localToInstant(at, TZ);
  const flight = await insertFlight(t, {
    arrival_airport: airport,
    departure_time: new Date(arrival.getTime() - 2 * HOUR),
    arrival_time: arrival,
  });
  await t.database.db.insert(passengers).values(
    Array.from({ length: count }, (_, i) => ({
      flight_id: flight.id,
      name: `PAX/${i} MR`,
      pnr: uniquePnr(),
      seat: `${1 + (i % 60)}A`,
    })),
  );
  return flight;
}

/**
 * A week 40 days ago at one airport: 8 claims (4 delivered 10, 20, 30 and 40 hours after their report, the first
 * twice; 2 delayed, one past its 21 days; 1 lost; 1 found at 23:30 on the last day), 800 arriving passengers;
 * around it, what must not count: a claim and a flight the minute before the week and the day after, another airport's.
 */
async function week(t: TestApp, weeksBack = 0) {
  const from = addDays(today(), -40 - weeksBack * 7);
  const to = addDays(from, 6);
  const day = (n: number, time = '10:00') => `${addDays(from, n)}T${time}`;
  const airport = await createAirport(t);
  const other = await createAirport(t);
  const delivered = [];
  for (const [n, hours] of [
    [1, 10],
    [2, 20],
    [2, 30],
    [4, 40],
  ] as const) {
    const path: [ClaimStatus, number][] = [
      ['DELAYED', 0],
      ['FOUND', hours / 2],
      ['DELIVERED', hours],
    ];
    // delivered twice: the first delivery is the one that counts
    if (hours === 10) path.push(['DELIVERED', 50]);
    delivered.push(await insertClaim(t, { airport: airport.id, at: day(n), path }));
  }
  const pastDue = await insertClaim(t, { airport: airport.id, at: day(5), path: [['DELAYED', 0]] });
  // its flight was yesterday: 20 days remain
  await insertClaim(t, { airport: airport.id, at: day(5), path: [['DELAYED', 0]], flight_date: addDays(today(), -1) });
  await insertClaim(t, {
    airport: airport.id,
    at: day(6),
    path: [
      ['DELAYED', 0],
      ['LOST', 24],
    ],
  });
  await insertClaim(t, {
    airport: airport.id,
    at: day(6, '23:30'),
    path: [
      ['DELAYED', 0],
      ['FOUND', 1],
    ],
    contact_name: '=HYPERLINK("http://x"), "Bob"',
  });
  // not of the period or not of the airport
  await insertClaim(t, { airport: airport.id, at: `${addDays(from, -1)}T23:59`, path: [['DELAYED', 0]] });
  await insertClaim(t, { airport: airport.id, at: `${addDays(to, 1)}T00:00`, path: [['DELAYED', 0]] });
  await insertClaim(t, { airport: other.id, at: day(3), path: [['DELAYED', 0]] });
  await arrivingFlight(t, airport.id, day(1, '09:00'), 300);
  await arrivingFlight(t, airport.id, day(4, '23:50'), 500);
  await arrivingFlight(t, airport.id, `${addDays(to, 1)}T00:10`, 50);
  await arrivingFlight(t, other.id, day(3), 200);
  return { from, to, airport, other, delivered, pastDue };
}

const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe.each(databases())('Lost-and-found reports on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });
  const period = `from=${addDays(today(), -7)}&to=${today()}`;

  it('are for admins and the lost-and-found service: a cargo supervisor or a passage agent gets 403, a stranger 401', async () => {
    for (const service of ['cargo', 'passage'] as const) {
      const { auth } = await signedIn(t, { service, role: service === 'cargo' ? 'supervisor' : 'agent' });
      expectError(await api(t, auth).get(`/api/baggage-claims/reports?${period}`), 403);
      expectError(await api(t, auth).get(`/api/baggage-claims/reports/claims.csv?${period}`), 403);
    }
    expectError(await api(t).get(`/api/baggage-claims/reports?${period}`), 401);
    const desk = await signedIn(t, { service: 'lost-and-found', role: 'agent' });
    expectJson(await api(t, desk.auth).get(`/api/baggage-claims/reports?${period}`), 200);
    expectJson(await api(t, await adminAuth(t)).get(`/api/baggage-claims/reports?${period}`), 200);
    // the cargo admin is an admin
    const cargoAdmin = await signedIn(t, { service: 'cargo', role: 'admin' });
    expect((await api(t, cargoAdmin.auth).get(`/api/baggage-claims/reports/claims.csv?${period}`)).statusCode).toBe(
      200,
    );
  });

  it("counts an airport's claims of the period by status and by day, their delivery times, those past due, and the rate per 1,000 passengers", async () => {
    const { from, to, airport } = await week(t);
    const { auth } = await signedIn(t, { service: 'lost-and-found', airport_id: airport.id });
    const r = expectJson(
      await api(t, auth).get(`/api/baggage-claims/reports?from=${from}&to=${to}&airport=${airport.id}`),
      200,
    );
    expect(r).toMatchObject({
      from,
      to,
      airport: { id: airport.id, code: airport.code },
      claims: 8,
      open: 4,
      by_status: { LOST: 1, DELAYED: 2, FOUND: 1, DELIVERED: 4 },
      // 10, 20, 30, 40 hours: the median between 20 and 30, the 90th percentile 70 % of the way from 30 to 40
      delivery: { delivered: 4, median_hours: 25, p90_hours: 37 },
      past_due: 1,
      lost_after_days: 21,
      passengers: 800,
      per_1000: 10,
      world_per_1000: 6.3,
    });
    expect(r.per_day.map((d: { claims: number }) => d.claims)).toEqual([0, 1, 2, 0, 1, 2, 2]);
    expect(r.per_day.map((d: { day: string }) => d.day)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(from, i)));
    // 1 claim for 300 passengers on day 1; a day without arriving passengers has no rate
    expect(r.per_day[1]).toEqual({ day: addDays(from, 1), claims: 1, passengers: 300, per_1000: 3.33 });
    expect(r.per_day[4]).toEqual({ day: addDays(from, 4), claims: 1, passengers: 500, per_1000: 2 });
    expect(r.per_day[2].per_1000).toBeNull();
  });

  it('counts every airport when none is chosen', async () => {
    const { from, to } = await week(t, 30);
    const r = expectJson(
      await api(t, await adminAuth(t)).get(`/api/baggage-claims/reports?from=${from}&to=${to}&airport=`),
      200,
    );
    expect(r).toMatchObject({ airport: null, claims: 9, passengers: 1000, per_1000: 9 });
  });

  it('answers zeros and nulls for a period without claims or passengers', async () => {
    const airport = await createAirport(t);
    const r = expectJson(
      await api(t, await adminAuth(t)).get(`/api/baggage-claims/reports?${period}&airport=${airport.id}`),
      200,
    );
    expect(r).toMatchObject({
      claims: 0,
      open: 0,
      past_due: 0,
      passengers: 0,
      per_1000: null,
      delivery: { delivered: 0, median_hours: null, p90_hours: null },
    });
    expect(r.per_day).toHaveLength(8);
  });

  it('refuses bad dates, a reversed or too long period, an unknown airport and figure (422 naming the field)', async () => {
    const a = api(t, await adminAuth(t));
    expectError(await a.get('/api/baggage-claims/reports?from=2026-02-30&to=2026-03-01'), 422, ['from']);
    expectError(await a.get('/api/baggage-claims/reports?to=2026-03-01'), 422, ['from']);
    const reversed = expectError(await a.get('/api/baggage-claims/reports?from=2026-03-02&to=2026-03-01'), 422, ['to']);
    expect(reversed.errors.to[0]).toMatch(/fin de la période/);
    expectError(await a.get('/api/baggage-claims/reports?from=2025-01-01&to=2026-01-02'), 422, ['to']); // 367 days
    expectJson(await a.get('/api/baggage-claims/reports?from=2024-01-01&to=2024-12-31'), 200); // a leap year: 366 days
    expectError(await a.get(`/api/baggage-claims/reports?${period}&airport=2000000000`), 422, ['airport']);
    expectError(await a.get(`/api/baggage-claims/reports?${period}&airport=FIH`), 422, ['airport']);
    expectError(await a.get(`/api/baggage-claims/reports/claims.csv?${period}&figure=all`), 422, ['figure']);
  });

  it('exports the claims behind each figure as CSV: UTF-8 with a BOM, RFC 4180 quoting, formulas defused', async () => {
    const { from, to, airport, delivered, pastDue } = await week(t, 60);
    const a = api(t, await adminAuth(t));
    const url = (figure: string) =>
      `/api/baggage-claims/reports/claims.csv?from=${from}&to=${to}&airport=${airport.id}&figure=${figure}`;
    const all = await a.get(url('claims'));
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = csvLines(all.body);
    expect(lines[0]).toBe(
      'reference_number,status,created_at,arrival_airport,flight_number,flight_date,bag_tag_number,contact_name,delivered_at,hours_to_delivery,next_deadline,deadline_state',
    );
    expect(lines).toHaveLength(1 + 8);
    expect(lines.at(-1)).toContain(`,"'=HYPERLINK(""http://x""), ""Bob""",`);

    const times = csvLines((await a.get(url('delivered'))).body).slice(1);
    expect(times.map((l) => l.split(',')[0])).toEqual(delivered.map((c) => c.reference_number));
    expect(times.map((l) => l.split(',')[9])).toEqual(['10', '20', '30', '40']);

    const due = csvLines((await a.get(url('past_due'))).body).slice(1);
    expect(due).toHaveLength(1);
    expect(due[0]).toMatch(
      new RegExp(
        `^${pastDue.reference_number},DELAYED,${addDays(from, 5)}T10:00:00\\+01:00,${airport.code},.*,${addDays(from, 5 + 21)},PAST_DUE$`,
      ),
    );
    expect(csvLines((await a.get(url('open'))).body)).toHaveLength(1 + 4);
  });
});
