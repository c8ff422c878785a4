import { count, gte } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bagEvents, freightEventDaily, freightEvents, freightShipments } from '../../src/server/domains/schema';
import { monthlyTotals, weeklyTotals } from '../../src/server/platform/daily-figures';
import { freightDashboardStats } from '../../src/server/domains/freight/dashboard';
import { rebuildDailyCounts } from '../../src/server/platform/daily-counts';
import { seedDemo } from '../../src/server/db/demo';
import { uldShipments } from '../../src/server/domains/schema';
import { localDay, localToInstant } from '../../src/shared/time';
import { api, useTestApp } from '../helpers/app';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { signedIn } from '../helpers/factories';
import { shipmentViaApi } from '../helpers/freight';
import { testCall } from '../helpers/call';

// The freight dashboard: the entities' fields and the figures' shapes, read from freight_event_daily,
// which each scan statement keeps; figures checked after events placed on chosen days.

const TZ = 'Africa/Kinshasa';
const at = (local: string) => localToInstant(local, TZ);

describe.each(databases())('Freight dashboard on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  it('counts today’s scans as they are recorded, for every user, in the documented shapes', async () => {
    const { auth, origin, shipment: s } = await shipmentViaApi(t);
    for (const event_type of ['RECEIVED', 'LOADED'])
      expectJson(
        await api(t, auth).post('/api/freight-events', { awb_number: s.awb_number, event_type, airport_id: origin.id }),
        201,
      );
    const anyone = (await signedIn(t, { service: 'passage' })).auth; // dashboards are for everyone
    const stats = expectJson(await api(t, anyone).get('/api/freight/dashboard'), 200);
    expect(stats).toEqual({
      total_scans: { today: 2, change: null },
      total_received: { today: 1, change: null },
      total_loaded: { today: 1, change: null },
      total_delivered: { today: 0, change: null },
    });
    const week = expectJson(await api(t, anyone).get('/api/freight/dashboard/weekly-scans'), 200);
    expect(week).toHaveLength(7);
    expect(week.at(-1).total).toBe(1);
    const loaded = expectJson(await api(t, anyone).get('/api/freight/dashboard/yearly-loaded'), 200);
    expect(loaded).toHaveLength(12);
    expect(loaded.reduce((n: number, m: { total: number }) => n + m.total, 0)).toBe(1);
    expect(
      expectJson(await api(t, anyone).get('/api/freight/dashboard/yearly-delivered'), 200).every(
        (m: { total: number }) => m.total === 0,
      ),
    ).toBe(true);
  });

  it('figures of chosen days: the change against yesterday, the week ending today, the months of the local year', async () => {
    const { origin, shipment: s } = await shipmentViaApi(t);
    const events = [
      ...Array.from({ length: 4 }, () => ({ type: 'RECEIVED' as const, at: '2021-03-09T10:00' })),
      ...Array.from({ length: 5 }, () => ({ type: 'RECEIVED' as const, at: '2021-03-10T09:00' })),
      { type: 'LOADED' as const, at: '2021-03-10T23:30' }, // 22:30 UTC: the 10th, local day
      { type: 'DELIVERED' as const, at: '2021-01-01T00:30' }, // local New Year's night: January
    ];
    await t.database.db
      .insert(freightEvents)
      .values(
        events.map((e) => ({ shipment_id: s.id, event_type: e.type, airport_id: origin.id, created_at: at(e.at) })),
      );
    await rebuildDailyCounts(t.database.db, TZ);
    expect(
      await freightDashboardStats(testCall(t.database.db, { tz: TZ }), { now: at('2021-03-10T18:00') }),
    ).toMatchObject({
      total_scans: { today: 6, change: 50 },
      total_received: { today: 5, change: 25 },
      total_loaded: { today: 1, change: null },
      total_delivered: { today: 0, change: null },
    });
    const week = await weeklyTotals(testCall(t.database.db, { tz: TZ }), {
      table: freightEventDaily,
      type: 'RECEIVED',
      now: at('2021-03-10T12:00'),
    });
    expect(week.slice(-2)).toEqual([
      { day: '2021-03-09', total: 4 },
      { day: '2021-03-10', total: 5 },
    ]);
    expect(
      (
        await monthlyTotals(testCall(t.database.db, { tz: TZ }), {
          table: freightEventDaily,
          type: 'DELIVERED',
          now: at('2021-06-01T12:00'),
        })
      )[0],
    ).toEqual({ month: 1, total: 1 });
    expect(
      (
        await monthlyTotals(testCall(t.database.db, { tz: TZ }), {
          table: freightEventDaily,
          type: 'LOADED',
          now: at('2021-06-01T12:00'),
        })
      )[2],
    ).toEqual({
      month: 3,
      total: 1,
    });
  });
});

describe.each(databases())('Demo freight on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });

  it('has a year of shipments in every state, their events counted for the dashboard', async () => {
    await seedDemo(t.database.db, () => {}, TZ);
    const { auth } = await signedIn(t, { service: 'cargo' });
    const page = expectJson(await api(t, auth).get('/api/freight-shipments'), 200);
    expect(page.total).toBe(366);
    const statuses = new Set(
      (await t.database.db.select({ status: freightShipments.status }).from(freightShipments)).map((r) => r.status),
    );
    expect(statuses).toEqual(new Set([null, 'RECEIVED', 'LOADED', 'TRANSFERRED', 'DELIVERED']));
    const delivered = expectJson(await api(t, auth).get('/api/freight/dashboard/yearly-delivered'), 200) as {
      month: number;
      total: number;
    }[];
    expect(delivered.reduce((n, m) => n + m.total, 0)).toBeGreaterThan(0);
    const stats = expectJson(await api(t, auth).get('/api/freight/dashboard'), 200);
    expect(stats.total_scans.today).toBeGreaterThan(0);

    // ULDs: on today's departures, loaded with this week's shipments, one split over two; spares
    const ulds = expectJson(await api(t, auth).get('/api/ulds'), 200) as {
      flight_id: number | null;
      load_kg: number;
      code: string;
    }[];
    expect(ulds.filter((u) => u.flight_id === null).length).toBe(2);
    expect(ulds.filter((u) => u.load_kg > 0).length).toBeGreaterThanOrEqual(3);
    for (const u of ulds) expect(u.code).toMatch(/^(AKE|PMC)\d{5}8Z$/);
    const split = await t.database.db.select({ shipment: uldShipments.shipment_id }).from(uldShipments);
    expect(split.length).toBeGreaterThan(new Set(split.map((r) => r.shipment)).size);

    // claims: every status, with their histories; some linked to a demo bag
    const desk = api(t, (await signedIn(t, { service: 'lost-and-found' })).auth);
    const claims = expectJson(await desk.get('/api/baggage-claims?search=FIH8Z'), 200).data as {
      status: string;
      bag: unknown;
      id: number;
    }[];
    expect(new Set(claims.map((c) => c.status))).toEqual(new Set(['LOST', 'DELAYED', 'FOUND', 'DELIVERED']));
    expect(claims.some((c) => c.bag !== null)).toBe(true);
    const handedBack = claims.find((c) => c.status === 'DELIVERED')!;
    expect(
      expectJson(await desk.get(`/api/baggage-claims/${handedBack.id}`), 200).histories.map(
        (h: { status: string }) => h.status,
      ),
    ).toEqual(['DELAYED', 'FOUND', 'DELIVERED']);
    // some past due: a delayed bag past its 21 days is proposed as lost, one more is due soon
    const due = expectJson(await desk.get('/api/baggage-claims?deadline=due'), 200).data as {
      deadline_state: string;
      propose_lost: boolean;
    }[];
    expect(due.map((c) => c.deadline_state)).toEqual(expect.arrayContaining(['PAST_DUE', 'DUE_SOON']));
    expect(due.some((c) => c.propose_lost)).toBe(true);
    // found bags: one carries a demo claim's tag and proposes it first; some match nobody
    const found = expectJson(await desk.get('/api/found-bags?status=OPEN'), 200).data as {
      id: number;
      bag_tag_number: string | null;
    }[];
    const tagged = found.find((b) => b.bag_tag_number)!;
    const proposals = expectJson(await desk.get(`/api/found-bags/${tagged.id}/matches`), 200) as {
      claim: { reference_number: string };
      reasons: { reason: string }[];
    }[];
    expect(proposals[0]!.claim.reference_number).toBe('FIH8Z00001');
    expect(proposals[0]!.reasons.map((r) => r.reason)).toContain('TAG');
    const unmatched = await Promise.all(
      found.map(async (b) => (expectJson(await desk.get(`/api/found-bags/${b.id}/matches`), 200) as unknown[]).length),
    );
    expect(unmatched.filter((n) => n === 0).length).toBeGreaterThanOrEqual(2);
  });
});

describe.each(databases())('The demo seeded in the first seconds of a day, on %s', (kind) => {
  const t = useTestApp(kind, { APP_TIMEZONE: TZ });
  afterEach(() => vi.useRealTimers());

  it("has scans on that day already: its dashboards' today is not empty", async () => {
    const midnight = at(`${localDay(new Date(), TZ)}T00:00`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(midnight.getTime() + 20_000));
    await seedDemo(t.database.db, () => {}, TZ);
    vi.useRealTimers();
    const since = async (table: typeof freightEvents | typeof bagEvents) =>
      (await t.database.db.select({ n: count() }).from(table).where(gte(table.created_at, midnight)))[0]!.n;
    expect(await since(freightEvents)).toBeGreaterThan(0);
    expect(await since(bagEvents)).toBeGreaterThan(0);
  });
});
