import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bags } from '../../src/server/domains/schema';
import { bagsOfFlight } from '../../src/server/domains/baggage';
import { offloadRead } from '../../src/server/domains/baggage-messages/service';
import { flightBagsRead } from '../../src/server/domains/tracking/track';
import { databases, openTestDatabase, type TestDatabase } from '../helpers/db';
import { indexesRead } from '../helpers/plans';

// Track by flight finds a flight's bags through its passengers' index and the bags' own, however small the airport.
// Joined, passengers to bags, the planner of a database of a few tens of thousands of bags hashed all of them
// (bench:scale at 100,000 events: 4 ms in each of the screen's five reads, 25 ms p95 against 19 at 10M events).
// The plans are read with EXPLAIN on analysed tables; the condition and the statements are the services' own.

const FLIGHTS = 80;
const PASSENGERS_A_FLIGHT = 300;

describe.each(databases())("a flight's bags on a small airport's database, on %s", (kind) => {
  let d: TestDatabase;

  beforeAll(async () => {
    d = await openTestDatabase(kind);
    const run = (q: ReturnType<typeof sql>) => d.db.execute(q);
    await run(sql`insert into airports (code, name) values ('FIH', 'Kinshasa'), ('FBM', 'Lubumbashi')`);
    await run(sql`insert into flights (flight_number, departure_airport, arrival_airport, departure_time, arrival_time)
                  select '8Z' || (100 + g), 1, 2, timestamptz '2026-01-01 00:00Z' + g * interval '3 hours',
                         timestamptz '2026-01-01 02:00Z' + g * interval '3 hours'
                  from generate_series(1, ${FLIGHTS}) g`);
    await run(sql`insert into passengers (flight_id, name, pnr, seat)
                  select 1 + g % ${FLIGHTS}, 'PAX/' || g, 'PNR' || g, '1A' from generate_series(1, ${FLIGHTS * PASSENGERS_A_FLIGHT}) g`);
    await run(sql`insert into bags (bag_tag_number, weight, passenger_id)
                  select '8Z-2026-' || lpad(id::text, 8, '0'), 20, id from passengers`);
    await run(sql`analyze passengers`);
    await run(sql`analyze bags`);
  }, 120_000);
  afterAll(() => d?.close());

  it("reads the flight's passengers, then their bags by passenger, not every bag", async () => {
    const statement = d.db.select({ id: bags.id }).from(bags).where(bagsOfFlight(d.db, 7));
    const used = await indexesRead(d.db, statement);
    expect(used).toContain('passengers_flight_idx');
    expect(used).toContain('bags_passenger_idx');
    expect((await statement).length).toBe(PASSENGERS_A_FLIGHT);
  });

  it('so do the reads that show them: track by flight and the bags to offload', async () => {
    for (const statement of [flightBagsRead(d.db, 7), offloadRead(d.db, 7)]) {
      const used = await indexesRead(d.db, statement);
      expect(used).toContain('passengers_flight_idx');
      expect(used).toContain('bags_passenger_idx');
    }
    expect((await flightBagsRead(d.db, 7)).length).toBe(PASSENGERS_A_FLIGHT);
  });
});
