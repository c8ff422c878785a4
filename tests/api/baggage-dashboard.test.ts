import { describe, expect, it } from 'vitest';
import { bagEvents } from '../../src/server/domains/schema';
import { rebuildDailyCounts } from '../../src/server/platform/daily-counts';
import { dashboardStats, weeklyCheckins, yearlyByMonth } from '../../src/server/domains/baggage/dashboard';
import { addDays, localDay, localToInstant } from '../../src/shared/time';
import { api, request, useTestApp, type TestApp } from '../helpers/app';
import { rebuild, scan, scannableBag, wipeBagEvents, type BagEventType } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { adminAuth, createToken, signedIn } from '../helpers/factories';
import { expectError, expectJson } from '../helpers/expect';
import { sharedUser } from '../helpers/flights';
import { testCall } from '../helpers/call';

const ENDPOINTS = [
  '/api/dashboard-stats',
  '/api/dashboard/weekly-scans',
  '/api/dashboard/yearly-loaded',
  '/api/dashboard/yearly-delivered',
];

/** [local date-time in the zone, type, how many] */
type Planned = [string, BagEventType, number?];

/**
 * Writes the planned events of one bag straight to bag_events (local wall-clock times of `tz`),
 * then rebuilds bag_event_daily from the events, as for demo data or bulk loads.
 */
async function plantEvents(t: TestApp, plan: Planned[], tz = t.env.APP_TIMEZONE) {
  const { airport, bag } = await scannableBag(t);
  const values = plan.flatMap(([local, type, n = 1]) =>
    Array.from({ length: n }, () => ({
      bag_id: bag.id,
      airport_id: airport.id,
      event_type: type,
      created_at: localToInstant(local, tz),
    })),
  );
  if (values.length) await t.database.db.insert(bagEvents).values(values);
  await rebuild(t);
  return { airport, bag };
}

const months = (totals: Record<number, number>) =>
  Array.from({ length: 12 }, (_, i) => ({ month: i + 1, total: totals[i + 1] ?? 0 }));

describe.each(databases())('baggage dashboard on %s', (kind) => {
  const t = useTestApp(kind);
  const tz = () => t.env.APP_TIMEZONE;
  const today = () => localDay(new Date(), tz());
  const get = async (url: string) => api(t, (await sharedUser(t, { role: 'agent', service: 'passage' })).auth).get(url);

  describe('GET /api/dashboard-stats', () => {
    it('counts today’s scans per type, with the change against yesterday in local days', async () => {
      await wipeBagEvents(t);
      const d = today();
      const y = addDays(d, -1);
      await plantEvents(t, [
        // today: 00:05 local is still yesterday in UTC, 23:55 local is today in UTC
        [`${d}T00:05`, 'CHECKIN', 2],
        [`${d}T23:55`, 'CHECKIN'],
        [`${d}T09:00`, 'LOADED'],
        [`${d}T10:00`, 'DELIVERED', 2],
        [`${d}T11:00`, 'TRANSFERRED'],
        // yesterday, up to 23:55 local
        [`${y}T08:00`, 'CHECKIN'],
        [`${y}T23:55`, 'CHECKIN'],
        [`${y}T12:00`, 'LOADED', 3],
        [`${y}T13:00`, 'TRANSFERRED'],
        // neither today nor yesterday
        [`${addDays(d, -2)}T23:59`, 'DELIVERED', 4],
        [`${addDays(d, 1)}T00:01`, 'DELIVERED', 4],
      ]);
      const stats = expectJson(await get('/api/dashboard-stats'), 200);
      expect(Object.keys(stats).sort()).toEqual([
        'total_checkin',
        'total_delivered',
        'total_loaded',
        'total_missing',
        'total_scans',
      ]);
      expect(stats).toEqual({
        total_scans: { today: 7, change: 16.7 },
        total_checkin: { today: 3, change: 50 },
        total_loaded: { today: 1, change: -66.7 },
        total_delivered: { today: 2, change: null },
        total_missing: 2,
      });
    });

    it('answers zeros and null changes when nothing was scanned today or yesterday', async () => {
      await wipeBagEvents(t);
      await plantEvents(t, [[`${addDays(today(), -3)}T12:00`, 'CHECKIN', 5]]);
      const stats = expectJson(await get('/api/dashboard-stats'), 200);
      for (const card of ['total_scans', 'total_checkin', 'total_loaded', 'total_delivered'])
        expect(stats[card]).toEqual({ today: 0, change: null });
      expect(stats.total_missing).toBe(0);
    });

    it('adds a live scan to today’s total and to its type’s card at once', async () => {
      await wipeBagEvents(t);
      await plantEvents(t, [[`${addDays(today(), -1)}T12:00`, 'LOADED', 2]]);
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
      const { airport, bag } = await scannableBag(t);
      const before = expectJson(await get('/api/dashboard-stats'), 200);
      expect(before.total_loaded).toEqual({ today: 0, change: -100 });
      expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'LOADED', airport_id: airport.id }),
        201,
      );
      const after = expectJson(await get('/api/dashboard-stats'), 200);
      expect(after.total_scans).toEqual({ today: 1, change: -50 });
      expect(after.total_loaded).toEqual({ today: 1, change: -50 });
      expect(after.total_checkin).toEqual(before.total_checkin);
      expect(after.total_delivered).toEqual(before.total_delivered);
    });
  });

  describe('GET /api/dashboard/weekly-scans', () => {
    it('answers 7 days {day, total} oldest first ending today, zero-filled, counting CHECKIN by local day', async () => {
      await wipeBagEvents(t);
      const d = today();
      const day = (n: number) => addDays(d, n);
      await plantEvents(t, [
        [`${day(0)}T12:00`, 'CHECKIN', 2],
        [`${day(-1)}T23:30`, 'CHECKIN', 3], // 22:30 UTC: yesterday, not today
        [`${day(-6)}T00:30`, 'CHECKIN'], // 23:30 UTC the day before: still the first day of the week
        [`${day(-7)}T23:30`, 'CHECKIN', 9], // before the week
        [`${day(0)}T08:00`, 'LOADED', 5], // not a check-in
        [`${day(-3)}T08:00`, 'DELIVERED', 5],
      ]);
      const weekly = expectJson(await get('/api/dashboard/weekly-scans'), 200);
      expect(weekly).toEqual([
        { day: day(-6), total: 1 },
        { day: day(-5), total: 0 },
        { day: day(-4), total: 0 },
        { day: day(-3), total: 0 },
        { day: day(-2), total: 0 },
        { day: day(-1), total: 3 },
        { day: day(0), total: 2 },
      ]);
    });

    it('answers 7 zero days when there were no check-ins, and counts a live CHECKIN scan today', async () => {
      await wipeBagEvents(t);
      const empty = expectJson(await get('/api/dashboard/weekly-scans'), 200);
      expect(empty).toEqual(Array.from({ length: 7 }, (_, i) => ({ day: addDays(today(), i - 6), total: 0 })));
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
      const { airport, bag } = await scannableBag(t);
      expectJson(
        await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: 'CHECKIN', airport_id: airport.id }),
        201,
      );
      const weekly = expectJson(await get('/api/dashboard/weekly-scans'), 200);
      expect(weekly.map((w: any) => w.total)).toEqual([0, 0, 0, 0, 0, 0, 1]);
      expect(weekly[6].day).toBe(today());
    });
  });

  describe('GET /api/dashboard/yearly-loaded and /yearly-delivered', () => {
    it('answer 12 months {month, total} of the current local year, zero-filled, one event type each', async () => {
      await wipeBagEvents(t);
      const year = Number(today().slice(0, 4));
      await plantEvents(t, [
        [`${year}-01-01T00:30`, 'LOADED'], // 23:30 UTC on 31 December: January of this year
        [`${year - 1}-12-31T23:30`, 'LOADED', 4], // last year
        [`${year}-12-31T23:30`, 'LOADED', 2],
        [`${year + 1}-01-01T00:30`, 'LOADED', 3], // next year, though still this year in UTC
        [`${year}-06-15T12:00`, 'DELIVERED', 3],
        [`${year}-06-16T12:00`, 'CHECKIN', 7],
        [`${year - 1}-06-15T12:00`, 'DELIVERED', 5],
      ]);
      expect(expectJson(await get('/api/dashboard/yearly-loaded'), 200)).toEqual(months({ 1: 1, 12: 2 }));
      expect(expectJson(await get('/api/dashboard/yearly-delivered'), 200)).toEqual(months({ 6: 3 }));
    });

    it('count a live scan in the current month', async () => {
      await wipeBagEvents(t);
      const { auth } = await sharedUser(t, { role: 'agent', service: 'passage' });
      const { airport, bag } = await scannableBag(t);
      for (const type of ['LOADED', 'DELIVERED']) {
        expectJson(
          await scan(t, auth, { bag_tag_number: bag.bag_tag_number, event_type: type, airport_id: airport.id }),
          201,
        );
      }
      const month = Number(today().slice(5, 7));
      expect(expectJson(await get('/api/dashboard/yearly-loaded'), 200)).toEqual(months({ [month]: 1 }));
      expect(expectJson(await get('/api/dashboard/yearly-delivered'), 200)).toEqual(months({ [month]: 1 }));
    });
  });

  describe('the service functions with a chosen "now"', () => {
    // Days of 2021, far from the real today the other tests use; Kinshasa is UTC+1 all year.
    const TZ = 'Africa/Kinshasa';
    const at = (local: string) => localToInstant(local, TZ);

    it('dashboardStats: rounds the change to one decimal and reads yesterday as the local day before', async () => {
      await wipeBagEvents(t);
      await plantEvents(
        t,
        [
          [`2021-03-10T00:10`, 'CHECKIN', 3], // 23:10 UTC on the 9th
          [`2021-03-09T23:50`, 'CHECKIN', 2], // 22:50 UTC on the 9th
          [`2021-03-10T15:00`, 'LOADED'],
          [`2021-03-09T07:00`, 'LOADED', 3],
          [`2021-03-10T16:00`, 'DELIVERED', 4],
          [`2021-03-08T16:00`, 'DELIVERED', 9],
        ],
        TZ,
      );
      const stats = await dashboardStats(testCall(t.database.db, { tz: TZ }), { now: at('2021-03-10T18:00') });
      expect(stats).toEqual({
        total_scans: { today: 8, change: 60 },
        total_checkin: { today: 3, change: 50 },
        total_loaded: { today: 1, change: -66.7 },
        total_delivered: { today: 4, change: null },
        total_missing: 2,
      });
      // the same counters read from the 11th: the 10th is now yesterday
      const nextDay = await dashboardStats(testCall(t.database.db, { tz: TZ }), { now: at('2021-03-11T00:01') });
      expect(nextDay.total_scans).toEqual({ today: 0, change: -100 });
    });

    it('dashboardStats: total_missing is today’s check-ins not matched by a loading, never below zero', async () => {
      await wipeBagEvents(t);
      await plantEvents(
        t,
        [
          ['2021-05-20T00:30', 'CHECKIN', 5], // 23:30 UTC the day before
          ['2021-05-20T09:00', 'LOADED', 2],
          ['2021-05-20T09:30', 'DELIVERED', 4],
          ['2021-05-19T12:00', 'CHECKIN', 7], // yesterday
          ['2021-05-21T12:00', 'LOADED', 9], // the next day
        ],
        TZ,
      );
      expect(
        (await dashboardStats(testCall(t.database.db, { tz: TZ }), { now: at('2021-05-20T10:00') })).total_missing,
      ).toBe(3);
      expect(
        (await dashboardStats(testCall(t.database.db, { tz: TZ }), { now: at('2021-05-21T10:00') })).total_missing,
      ).toBe(0);
    });

    it('weeklyCheckins: 7 local days ending on now’s local day, across a month end', async () => {
      await wipeBagEvents(t);
      await plantEvents(
        t,
        [
          ['2021-03-02T00:30', 'CHECKIN', 2], // 23:30 UTC on 1 March
          ['2021-03-01T23:30', 'CHECKIN', 1],
          ['2021-02-24T00:30', 'CHECKIN', 4], // first day of the week, 23:30 UTC on the 23rd
          ['2021-02-23T23:30', 'CHECKIN', 8], // the day before the week
          ['2021-02-26T12:00', 'LOADED', 6],
          ['2021-03-03T00:30', 'CHECKIN', 5], // after now's day
        ],
        TZ,
      );
      expect(await weeklyCheckins(testCall(t.database.db, { tz: TZ }), { now: at('2021-03-02T23:59') })).toEqual([
        { day: '2021-02-24', total: 4 },
        { day: '2021-02-25', total: 0 },
        { day: '2021-02-26', total: 0 },
        { day: '2021-02-27', total: 0 },
        { day: '2021-02-28', total: 0 },
        { day: '2021-03-01', total: 1 },
        { day: '2021-03-02', total: 2 },
      ]);
    });

    it('yearlyByMonth: the year is now’s local year, the months are local months', async () => {
      await wipeBagEvents(t);
      await plantEvents(
        t,
        [
          ['2021-01-01T00:30', 'LOADED'], // 2020 in UTC
          ['2020-12-31T23:30', 'LOADED', 2],
          ['2021-04-30T23:30', 'LOADED', 3], // April, 22:30 UTC
          ['2021-05-01T00:30', 'LOADED', 4], // May, though April in UTC
          ['2021-12-31T23:30', 'DELIVERED', 5],
          ['2022-01-01T00:30', 'LOADED', 6], // 2022, though 2021 in UTC
        ],
        TZ,
      );
      // 23:30 UTC on 31 December 2021 is already 2022 in Kinshasa
      const newYearsNight = new Date('2021-12-31T23:30:00Z');
      expect(await yearlyByMonth(testCall(t.database.db, { tz: TZ }), 'LOADED', { now: newYearsNight })).toEqual(
        months({ 1: 6 }),
      );
      const inJune = at('2021-06-15T12:00');
      expect(await yearlyByMonth(testCall(t.database.db, { tz: TZ }), 'LOADED', { now: inJune })).toEqual(
        months({ 1: 1, 4: 3, 5: 4 }),
      );
      expect(await yearlyByMonth(testCall(t.database.db, { tz: TZ }), 'DELIVERED', { now: inJune })).toEqual(
        months({ 12: 5 }),
      );
    });

    it('rebuildDailyCounts puts an event of 23:30 local time on that local day, in zones on both sides of UTC', async () => {
      await wipeBagEvents(t);
      const { airport, bag } = await scannableBag(t);
      // 23:30 in Kinshasa is 22:30 UTC (same date); 23:30 in Kiritimati (UTC+14) is 09:30 UTC; in Pago Pago (UTC−11) 10:30 UTC the next day
      for (const zone of ['Africa/Kinshasa', 'Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
        // eslint-disable-next-line drizzle/enforce-delete-with-where -- every row, on purpose
        await t.database.db.delete(bagEvents);
        await t.database.db.insert(bagEvents).values({
          bag_id: bag.id,
          airport_id: airport.id,
          event_type: 'CHECKIN',
          created_at: localToInstant('2021-08-14T23:30', zone),
        });
        await rebuildDailyCounts(t.database.db, zone);
        const week = await weeklyCheckins(testCall(t.database.db, { tz: zone }), {
          now: localToInstant('2021-08-15T12:00', zone),
        });
        expect(
          week.filter((w) => w.total > 0),
          zone,
        ).toEqual([{ day: '2021-08-14', total: 1 }]);
      }
    });
  });

  describe('who may read the dashboards', () => {
    it.each([
      ['cargo', 'agent'],
      ['lost-and-found', 'agent'],
      ['surete', 'agent'],
      ['anti-fraude', 'supervisor'],
      ['passage', 'agent'],
    ] as const)('serves every dashboard call to a %s %s', async (service, role) => {
      const { auth } = await sharedUser(t, { role, service });
      for (const url of ENDPOINTS) expectJson(await api(t, auth).get(url), 200);
    });

    it('serves every dashboard call to the admin and to a cargo agent’s Bearer token', async () => {
      const { auth } = await signedIn(t, { role: 'agent', service: 'cargo' });
      const { token } = await createToken(t, auth);
      for (const url of ENDPOINTS) {
        expectJson(await api(t, await adminAuth(t)).get(url), 200);
        expectJson(await request(t, 'GET', url, { auth: { token }, xhr: false }), 200);
      }
    });

    it.each(ENDPOINTS)('refuses %s without a session (401)', async (url) => {
      expectError(await api(t, null).get(url), 401);
    });
  });
});
