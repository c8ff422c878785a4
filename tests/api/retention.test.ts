import { randomBytes } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  bagEvents,
  baggageClaims,
  claimHistories,
  foundBags,
  freightEvents,
  freightShipments,
  passengers,
} from '../../src/server/domains/schema';
import { audit, changesOf, systemActor } from '../../src/server/domains/audit/service';
import {
  ERASED,
  RETENTION_LOCK_KEY,
  purgeDryRun,
  purgePersonalData,
  retentionPeriods,
  runRetention,
} from '../../src/server/domains/personal-data/retention';
import { eraseExpiredTrackerLinks } from '../../src/server/domains/personal-data/tracker-expiry';
import { api, useTestApp, type TestApp } from '../helpers/app';
import { dailyTotal } from '../helpers/baggage';
import { databases } from '../helpers/db';
import { expectJson } from '../helpers/expect';
import { adminAuth, createAirport, signedIn } from '../helpers/factories';
import { insertBag, insertFlight, insertPassenger } from '../helpers/flights';
import { newAwb } from '../helpers/freight';

// Retention of personal data, with a clock the tests move: passengers 30 days after their
// flight's arrival, claims and their matched found bags two years (731 days: two years that span a 29 February) after the claim was delivered.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date();
const later = (days: number) => new Date(NOW.getTime() + days * DAY);

/** A passenger of a flight that arrived an hour ago, one bag with a scan remark, and an audit row of its creation. */
async function passengerOfToday(t: TestApp) {
  const airport = await createAirport(t);
  const flight = await insertFlight(t, {
    arrival_airport: airport.id,
    departure_time: new Date(NOW.getTime() - 3 * 3600_000),
    arrival_time: new Date(NOW.getTime() - 3600_000),
  });
  const passenger = await insertPassenger(t, flight.id, { name: 'MUKENDI/GRACE MRS', seat: '14C' });
  const bag = await insertBag(t, passenger.id, { airport_id: airport.id });
  await t.database.db
    .insert(bagEvents)
    .values({ bag_id: bag.id, airport_id: airport.id, event_type: 'CHECKIN', remark: 'Mrs Mukendi, wheelchair' });
  await audit(t.database.db, systemActor('test'), {
    entity: 'passenger',
    entity_id: passenger.id,
    action: 'create',
    changes: changesOf(null, { name: passenger.name, pnr: passenger.pnr, seat: passenger.seat, flight_id: flight.id }),
  });
  return { airport, flight, passenger, bag };
}

/** A claim delivered now, with a found bag matched to it and an audit row of its contact details. */
async function claimDeliveredNow(t: TestApp, airportId: number) {
  const [claim] = await t.database.db
    .insert(baggageClaims)
    .values({
      reference_number: `RET${randomBytes(4).toString('hex').toUpperCase()}`,
      status: 'DELIVERED',
      arrival_airport: airportId,
      pnr: 'ABC123',
      contact_name: 'Grace Mukendi',
      contact_email: 'grace@example.com',
      contact_phone: '+243 81 000 0000',
      temporary_address: 'Hotel Memling',
      tracker_url: 'https://share.tracker.test/bag',
      tracker_expires_at: later(3),
    })
    .returning({ id: baggageClaims.id });
  await t.database.db.insert(claimHistories).values([
    { claim_id: claim!.id, status: 'DELAYED', created_at: new Date(NOW.getTime() - 2 * DAY) },
    { claim_id: claim!.id, status: 'DELIVERED', note: 'handed to Mrs Mukendi', created_at: NOW },
  ]);
  const [found] = await t.database.db
    .insert(foundBags)
    .values({
      status: 'MATCHED',
      claim_id: claim!.id,
      contents: 'clothes, a letter to G. Mukendi',
      name_on_label: 'G MUKENDI',
      found_at: new Date(NOW.getTime() - DAY),
      found_location: 'Belt 3',
      airport_id: airportId,
    })
    .returning({ id: foundBags.id });
  await audit(t.database.db, systemActor('test'), {
    entity: 'claim',
    entity_id: claim!.id,
    action: 'create',
    changes: changesOf(null, { contact_name: 'Grace Mukendi', contact_email: null, status: 'DELAYED' }),
  });
  return { claim: claim!, found: found! };
}

const retentionRuns = async (t: TestApp) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'retention'), eq(auditLog.action, 'purge')))
  )[0]!.n;

describe.each(databases())('Retention of personal data on %s', (kind) => {
  const t = useTestApp(kind);
  const periods = () => retentionPeriods(t.env);

  it('keeps a passenger 30 days after the flight, then erases name, PNR, seat and scan remarks, keeping the rows and counts', async () => {
    const { passenger, bag, airport } = await passengerOfToday(t);
    const auth = await adminAuth(t);
    const statsBefore = expectJson(await api(t, auth).get('/api/dashboard-stats'), 200);
    const scansBefore = await dailyTotal(t, { airportId: airport.id });

    await purgePersonalData(t.database.db, periods(), later(29));
    const [kept] = await t.database.db.select().from(passengers).where(eq(passengers.id, passenger.id));
    expect(kept).toMatchObject({ name: 'MUKENDI/GRACE MRS', seat: '14C', personal_data_erased_at: null });

    const counts = await purgePersonalData(t.database.db, periods(), later(31));
    expect(counts.passengers).toBeGreaterThanOrEqual(1);
    const [erased] = await t.database.db.select().from(passengers).where(eq(passengers.id, passenger.id));
    expect(erased).toMatchObject({ name: ERASED, pnr: ERASED, seat: ERASED, flight_id: passenger.flight_id });
    expect(erased!.personal_data_erased_at).toEqual(later(31));
    const events = await t.database.db.select().from(bagEvents).where(eq(bagEvents.bag_id, bag.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ remark: null, event_type: 'CHECKIN' });

    expect(await dailyTotal(t, { airportId: airport.id })).toBe(scansBefore);
    expect(expectJson(await api(t, auth).get('/api/dashboard-stats'), 200)).toEqual(statsBefore);

    const [row] = await t.database.db
      .select({ changes: auditLog.changes, actor: auditLog.actor_name })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'passenger'), eq(auditLog.entity_id, passenger.id)));
    expect(row!.changes).toEqual({
      name: { old: null, new: ERASED },
      pnr: { old: null, new: ERASED },
      seat: { old: null, new: ERASED },
      flight_id: { old: null, new: passenger.flight_id },
    });
    expect(row!.actor).toBe('test');
  });

  it('erases a claim and its matched found bag 731 days after delivery, not before; the claim reports count the same', async () => {
    const airport = await createAirport(t);
    const { claim, found } = await claimDeliveredNow(t, airport.id);
    const auth = await adminAuth(t);
    const day = NOW.toISOString().slice(0, 10);
    const from = new Date(NOW.getTime() - 7 * DAY).toISOString().slice(0, 10);
    const report = () =>
      api(t, auth).get(`/api/baggage-claims/reports?from=${from}&to=${day}&airport_id=${airport.id}`);
    const reportBefore = expectJson(await report(), 200);

    // 730 days: two years only when no 29 February falls between
    await purgePersonalData(t.database.db, periods(), later(730));
    const [kept] = await t.database.db.select().from(baggageClaims).where(eq(baggageClaims.id, claim.id));
    expect(kept).toMatchObject({ contact_name: 'Grace Mukendi', personal_data_erased_at: null });

    await purgePersonalData(t.database.db, periods(), later(732));
    const [erased] = await t.database.db.select().from(baggageClaims).where(eq(baggageClaims.id, claim.id));
    expect(erased).toMatchObject({
      status: 'DELIVERED',
      contact_name: ERASED,
      contact_email: null,
      contact_phone: ERASED,
      temporary_address: ERASED,
      pnr: null,
      tracker_url: null,
      tracker_expires_at: null,
    });
    const notes = await t.database.db
      .select({ note: claimHistories.note })
      .from(claimHistories)
      .where(eq(claimHistories.claim_id, claim.id));
    expect(notes).toEqual([{ note: null }, { note: null }]);
    const [bag] = await t.database.db.select().from(foundBags).where(eq(foundBags.id, found.id));
    expect(bag).toMatchObject({ status: 'MATCHED', contents: null, name_on_label: null, found_location: 'Belt 3' });
    expect(bag!.personal_data_erased_at).not.toBeNull();
    expect(expectJson(await report(), 200)).toEqual(reportBefore);

    const [row] = await t.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'claim'), eq(auditLog.entity_id, claim.id)));
    expect(row!.changes).toEqual({
      contact_name: { old: null, new: ERASED },
      status: { old: null, new: 'DELAYED' },
    });
  });

  it("counts a claim's years from its last change to DELIVERED or LOST: a note since restarts nothing; an open claim stays", async () => {
    const airport = await createAirport(t);
    /** A claim now in `status`, with its history: each status `days` from now. */
    const claimWith = async (status: 'DELAYED' | 'LOST' | 'FOUND' | 'DELIVERED', history: [string, number][]) => {
      const [claim] = await t.database.db
        .insert(baggageClaims)
        .values({
          reference_number: `RET${randomBytes(4).toString('hex').toUpperCase()}`,
          status,
          arrival_airport: airport.id,
          contact_name: 'Grace Mukendi',
          contact_phone: '+243 81 000 0000',
          temporary_address: 'Hotel Memling',
        })
        .returning({ id: baggageClaims.id });
      await t.database.db.insert(claimHistories).values(
        history.map(([s, days]) => ({
          claim_id: claim!.id,
          status: s as 'DELAYED',
          note: s === status ? 'called the passenger' : null,
          created_at: later(days),
        })),
      );
      return claim!.id;
    };
    // delivered now, and a note written on it 400 days later: the same status, not a change
    const noted = await claimWith('DELIVERED', [
      ['DELAYED', -2],
      ['DELIVERED', 0],
      ['DELIVERED', 400],
    ]);
    // given up as lost (the passenger paid for the bag)
    const lost = await claimWith('LOST', [
      ['DELAYED', -30],
      ['LOST', 0],
    ]);
    // still searched for, or found and on its way: open, however old
    const delayed = await claimWith('DELAYED', [['DELAYED', -800]]);
    const foundAgain = await claimWith('FOUND', [
      ['DELAYED', -830],
      ['LOST', -800],
      ['FOUND', 0],
    ]);
    await purgePersonalData(t.database.db, periods(), later(732));
    const rows = await t.database.db
      .select({ id: baggageClaims.id, name: baggageClaims.contact_name })
      .from(baggageClaims)
      .where(sql`${baggageClaims.id} in (${sql.join([noted, lost, delayed, foundAgain], sql`, `)})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.name]))).toEqual({
      [noted]: ERASED,
      [lost]: ERASED,
      [delayed]: 'Grace Mukendi',
      [foundAgain]: 'Grace Mukendi',
    });
  });

  it('erases a found bag nobody claimed 731 days after it was found, not before', async () => {
    const airport = await createAirport(t);
    const unclaimed = async (daysAgo: number) =>
      (
        await t.database.db
          .insert(foundBags)
          .values({
            status: 'OPEN',
            contents: 'a letter to G. Mukendi',
            name_on_label: 'G MUKENDI',
            found_at: later(-daysAgo),
            found_location: 'Belt 3',
            airport_id: airport.id,
          })
          .returning({ id: foundBags.id })
      )[0]!.id;
    const old = await unclaimed(732);
    const recent = await unclaimed(700);
    await purgePersonalData(t.database.db, periods(), NOW);
    const rows = await t.database.db
      .select({ id: foundBags.id, name: foundBags.name_on_label, status: foundBags.status })
      .from(foundBags)
      .where(sql`${foundBags.id} in (${old}, ${recent})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.name, r.status]]))).toEqual({
      [old]: [null, 'OPEN'],
      [recent]: ['G MUKENDI', 'OPEN'],
    });
  });

  it("erases a shipment's shipper, consignee and scan remarks 731 days after its last scan (else its registration)", async () => {
    const [origin, destination] = [await createAirport(t), await createAirport(t)];
    const shipment = async (registeredDaysAgo: number, scannedDaysAgo: number | null) => {
      const [row] = await t.database.db
        .insert(freightShipments)
        .values({
          awb_number: newAwb(),
          shipper: 'Grace Mukendi',
          consignee: 'Jean Kabongo, Av. du Port 12',
          weight: 23,
          nature: 'Personal effects',
          departure_airport_id: origin.id,
          arrival_airport_id: destination.id,
          created_at: later(-registeredDaysAgo),
        })
        .returning();
      await audit(t.database.db, systemActor('test'), {
        entity: 'shipment',
        entity_id: row!.id,
        action: 'create',
        changes: changesOf(null, { shipper: row!.shipper, consignee: row!.consignee, weight: row!.weight }),
      });
      if (scannedDaysAgo !== null)
        await t.database.db.insert(freightEvents).values({
          shipment_id: row!.id,
          event_type: 'DELIVERED',
          airport_id: destination.id,
          remark: 'handed to Mr Kabongo, ID seen',
          created_at: later(-scannedDaysAgo),
        });
      return row!.id;
    };
    // registered three years ago and delivered 700 days ago: its two years run from the delivery
    const deliveredLately = await shipment(1100, 700);
    const deliveredLongAgo = await shipment(1100, 732);
    const neverScanned = await shipment(732, null);
    const registeredLately = await shipment(700, null);
    const dry = await purgeDryRun(t.database.db, periods(), NOW);
    expect(dry.shipments).toBeGreaterThanOrEqual(2);

    const counts = await purgePersonalData(t.database.db, periods(), NOW);
    expect(counts.shipments).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db
      .select({ id: freightShipments.id, shipper: freightShipments.shipper, consignee: freightShipments.consignee })
      .from(freightShipments)
      .where(
        sql`${freightShipments.id} in (${deliveredLately}, ${deliveredLongAgo}, ${neverScanned}, ${registeredLately})`,
      );
    expect(Object.fromEntries(rows.map((r) => [r.id, [r.shipper, r.consignee]]))).toEqual({
      [deliveredLately]: ['Grace Mukendi', 'Jean Kabongo, Av. du Port 12'],
      [deliveredLongAgo]: [ERASED, ERASED],
      [neverScanned]: [ERASED, ERASED],
      [registeredLately]: ['Grace Mukendi', 'Jean Kabongo, Av. du Port 12'],
    });
    const events = await t.database.db
      .select({ shipment: freightEvents.shipment_id, remark: freightEvents.remark, type: freightEvents.event_type })
      .from(freightEvents)
      .where(sql`${freightEvents.shipment_id} in (${deliveredLately}, ${deliveredLongAgo})`);
    expect(Object.fromEntries(events.map((e) => [e.shipment, [e.type, e.remark]]))).toEqual({
      [deliveredLately]: ['DELIVERED', 'handed to Mr Kabongo, ID seen'],
      [deliveredLongAgo]: ['DELIVERED', null],
    });
    const [trail] = await t.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'shipment'), eq(auditLog.entity_id, deliveredLongAgo)));
    expect(trail!.changes).toEqual({
      shipper: { old: null, new: ERASED },
      consignee: { old: null, new: ERASED },
      weight: { old: null, new: 23 },
    });

    // the form saved again as it is keeps it erased; a consignee written again is held again, and erased anew
    const cargo = (await signedIn(t, { service: 'cargo' })).auth;
    const current = expectJson(await api(t, cargo).get(`/api/freight-shipments/${deliveredLongAgo}`), 200);
    const body = {
      awb_number: current.awb_number,
      shipper: current.shipper,
      consignee: current.consignee,
      departure_airport_id: origin.id,
      arrival_airport_id: destination.id,
      weight: 23,
    };
    expectJson(await api(t, cargo).put(`/api/freight-shipments/${deliveredLongAgo}`, body), 200);
    const stamp = async () =>
      (
        await t.database.db
          .select({ at: freightShipments.personal_data_erased_at })
          .from(freightShipments)
          .where(eq(freightShipments.id, deliveredLongAgo))
      )[0]!.at;
    expect(await stamp()).toEqual(NOW);
    const rewritten = { ...body, consignee: 'Jean Kabongo' };
    expectJson(await api(t, cargo).put(`/api/freight-shipments/${deliveredLongAgo}`, rewritten), 200);
    expect(await stamp()).toBeNull();
    await purgePersonalData(t.database.db, periods(), NOW);
    expect(await stamp()).toEqual(NOW);
  });

  it('erases every hour the tracker links past their end, and their values in the trail; keeps those still shared', async () => {
    const airport = await createAirport(t);
    const { claim: ended } = await claimDeliveredNow(t, airport.id);
    const { claim: shared } = await claimDeliveredNow(t, airport.id);
    await t.database.db
      .update(baggageClaims)
      .set({ tracker_url: 'https://share.tracker.test/ended', tracker_expires_at: later(1) })
      .where(eq(baggageClaims.id, ended.id));
    await audit(t.database.db, systemActor('test'), {
      entity: 'claim',
      entity_id: ended.id,
      action: 'update',
      changes: changesOf({ tracker_url: null }, { tracker_url: 'https://share.tracker.test/ended' }),
    });

    // an hour after the first link's end, before the second's (later(3))
    const now = new Date(later(1).getTime() + 3600_000);
    expect(await eraseExpiredTrackerLinks(t.database.db, now)).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select({ id: baggageClaims.id, url: baggageClaims.tracker_url, end: baggageClaims.tracker_expires_at })
      .from(baggageClaims)
      .where(sql`${baggageClaims.id} in (${ended.id}, ${shared.id})`)
      .orderBy(baggageClaims.id);
    expect(rows).toEqual([
      { id: ended.id, url: null, end: null },
      { id: shared.id, url: 'https://share.tracker.test/bag', end: later(3) },
    ]);
    const trail = await t.database.db
      .select({ changes: auditLog.changes, note: auditLog.note, actor: auditLog.actor_name })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'claim'), eq(auditLog.entity_id, ended.id), eq(auditLog.action, 'update')))
      .orderBy(auditLog.id);
    expect(trail).toEqual([
      { changes: { tracker_url: { old: null, new: ERASED } }, note: null, actor: 'test' },
      {
        changes: {
          tracker_url: { old: ERASED, new: null },
          tracker_expires_at: { old: later(1).toISOString(), new: null },
        },
        note: 'the tracker link expired',
        actor: 'tracker expiry',
      },
    ]);
    // a second run finds nothing more of these
    await eraseExpiredTrackerLinks(t.database.db, now);
    const again = await t.database.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'claim'), eq(auditLog.entity_id, ended.id)));
    expect(again[0]!.n).toBe(3);
  });

  it('lists in a dry run what would go, per kind, and changes nothing', async () => {
    const { passenger } = await passengerOfToday(t);
    const runs = await retentionRuns(t);
    const counts = await purgeDryRun(t.database.db, periods(), later(31));
    expect(counts.passengers).toBeGreaterThanOrEqual(1);
    expect(Object.keys(counts).sort()).toEqual([
      'audit_rows',
      'baggage_messages',
      'claims',
      'found_bags',
      'passengers',
      'shipments',
    ]);
    const [row] = await t.database.db.select().from(passengers).where(eq(passengers.id, passenger.id));
    expect(row).toMatchObject({ name: 'MUKENDI/GRACE MRS', personal_data_erased_at: null });
    expect(await retentionRuns(t)).toBe(runs);
  });

  it('runs as the daily job once a day: a purge in the last day, by any process, makes the next run do nothing', async () => {
    const day = 24 * 60 * 60 * 1000;
    expect(await runRetention(t.database, periods(), new Date())).not.toBeNull();
    const runs = await retentionRuns(t);
    expect(await runRetention(t.database, periods(), new Date(), { unlessRanWithinMs: day - 3_600_000 })).toBeNull();
    expect(await retentionRuns(t)).toBe(runs);
    // a day on, it is due again; and `npm run purge` (no window) always runs
    const tomorrow = new Date(Date.now() + day);
    expect(await runRetention(t.database, periods(), tomorrow, { unlessRanWithinMs: day - 3_600_000 })).not.toBeNull();
    expect(await runRetention(t.database, periods(), tomorrow)).not.toBeNull();
    expect(await retentionRuns(t)).toBe(runs + 2);
  });

  it('writes one audit row per run, by the retention job, with the counts', async () => {
    await passengerOfToday(t);
    const runs = await retentionRuns(t);
    const counts = await runRetention(t.database, periods(), later(400));
    expect(counts).not.toBeNull();
    expect(await retentionRuns(t)).toBe(runs + 1);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'retention'))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ actor_kind: 'system', actor_name: 'retention', action: 'purge' });
    expect(JSON.parse(row!.note!)).toEqual(counts);
  });

  it.runIf(kind === 'postgres')(
    'does nothing while another process holds the purge lock, then runs once the lock is free',
    async () => {
      const { passenger } = await passengerOfToday(t);
      const runs = await retentionRuns(t);
      const skipped = await t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_KEY})`);
        return runRetention(t.database, periods(), later(31));
      });
      expect(skipped).toBeNull();
      expect(await retentionRuns(t)).toBe(runs);
      const [row] = await t.database.db.select().from(passengers).where(eq(passengers.id, passenger.id));
      expect(row!.personal_data_erased_at).toBeNull();

      const [a, b] = await Promise.all([
        runRetention(t.database, periods(), later(31)),
        runRetention(t.database, periods(), later(31)),
      ]);
      // whichever ran, the passenger is erased once and each run that worked wrote its row
      expect(await retentionRuns(t)).toBe(runs + [a, b].filter(Boolean).length);
      const [after] = await t.database.db.select().from(passengers).where(eq(passengers.id, passenger.id));
      expect(after!.name).toBe(ERASED);
    },
  );
});
