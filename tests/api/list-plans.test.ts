import { and, count, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baggageClaims, flights, freightShipments } from '../../src/server/domains/schema';
import { shipmentsDue } from '../../src/server/domains/personal-data/retention';
import { delayedSinceUtc } from '../../src/server/domains/lost-and-found/claims/service';
import { flightFilter } from '../../src/server/domains/flights/service';
import { newestUldIds } from '../../src/server/domains/ulds/service';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';
import { indexesRead, indexesServing } from '../helpers/plans';

// A day's flights and the ULD list read an index, not every flight or ULD of the airport's history
// (bench:scale at 10M found a scan of 20,000 flights for a day's 54, and a sort of 10,000 ULDs for the list's 50).
// The plans are read with EXPLAIN on analysed tables of a few years' size; the statements are the services' own.

const FLIGHTS = 8_000;
const ULDS = 4_000;

describe.each(databases())('lists that read their page through an index, on %s', (kind) => {
  let d: TestDatabase;
  const plan = (statement: { getSQL(): SQL }) => indexesRead(d.db, statement);

  beforeAll(async () => {
    d = await openTestDatabase(kind);
    const run = (q: SQL) => d.db.execute(q);
    await run(sql`insert into airports (code, name) values ('FIH', 'Kinshasa'), ('FBM', 'Lubumbashi')`);
    // a flight every 3 hours over about three years, each landing two hours after it leaves
    await run(sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
                  select '8Z' || (100 + g % 900), 1 + g % 2, 2 - g % 2,
                         timestamptz '2024-01-01 00:00Z' + g * interval '3 hours',
                         timestamptz '2024-01-01 02:00Z' + g * interval '3 hours'
                  from generate_series(1, ${FLIGHTS}) g`);
    await run(sql`insert into ulds (code, uld_type, serial, owner_code, type, status, airport_id, updated_at)
                  select 'AKE' || lpad(g::text, 5, '0') || '8Z', 'AKE', lpad(g::text, 5, '0'), '8Z', 'CONTAINER',
                         'AVAILABLE', 1, now() - g * interval '1 hour'
                  from generate_series(1, ${ULDS}) g`);
    // two years of claims, a few still DELAYED
    await run(sql`insert into baggage_claims (reference_number, status, flight_date, expected_on, arrival_airport,
                         contact_name, contact_phone, temporary_address, created_at)
                  select 'FIH8Z' || lpad(g::text, 5, '0'), case when g % 40 = 0 then 'DELAYED' else 'DELIVERED' end,
                         date '2025-01-01' + g / 10, date '2025-01-02' + g / 10, 1, 'C', '+243', 'A',
                         timestamptz '2025-01-02 12:00Z' + g * interval '2 hours'
                  from generate_series(1, ${FLIGHTS}) g`);
    // three years of shipments, all but the last months' parties erased by the retention job
    await run(sql`insert into freight_shipments (awb_number, shipper, consignee, weight, departure_airport_id,
                         arrival_airport_id, created_at, personal_data_erased_at)
                  select '057-' || lpad(g::text, 8, '0'), 'S', 'C', 10, 1, 2,
                         timestamptz '2024-01-01 00:00Z' + g * interval '3 hours',
                         case when g < ${FLIGHTS - 400} then now() end
                  from generate_series(1, ${FLIGHTS}) g`);
    await run(sql`analyze freight_shipments`);
    await run(sql`analyze flights`);
    await run(sql`analyze ulds`);
    await run(sql`analyze baggage_claims`);
  }, 120_000);
  afterAll(() => d?.close());

  it("finds a day's flights through their departure and arrival indexes", async () => {
    const ofDay = d.db
      .select({ n: count() })
      .from(flights)
      .where(flightFilter({ date: '2025-06-15', tz: 'Africa/Kinshasa' }));
    const used = await plan(ofDay);
    expect(used).toContain('flights_departure_idx');
    expect(used).toContain('flights_arrival_idx');
  });

  it('finds the DELAYED claims by the day their clock starts through their partial index (claims due, past-due count)', async () => {
    const started = d.db
      .select({ n: count() })
      .from(baggageClaims)
      .where(and(sql`${baggageClaims.status} = 'DELAYED'`, sql`${delayedSinceUtc} >= '2026-10-01'::date`));
    expect(await indexesServing(d.db, started)).toEqual(['baggage_claims_delayed_since_idx']);
  });

  it('finds the shipments whose parties are due through the partial index of those still holding them', async () => {
    const due = d.db
      .select({ id: freightShipments.id })
      .from(freightShipments)
      .where(
        shipmentsDue(new Date('2027-01-01T00:00:00Z'), {
          passengerDays: 30,
          claimDays: 731,
          foundBagDays: 731,
          shipmentDays: 731,
          auditDays: 400,
        }),
      )
      .orderBy(freightShipments.id)
      .limit(500);
    expect(await plan(due)).toContain('freight_shipments_unerased_idx');
  });

  it('reads the newest ULDs from the (updated_at, id) index, without sorting every ULD', async () => {
    expect(await plan(newestUldIds(d.db))).toContain('ulds_updated_idx');
  });
});
