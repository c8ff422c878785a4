import { and, eq, inArray } from 'drizzle-orm';
import type { FileClaim } from '../../../../shared/schemas/passenger-claims';
import { tagSpellings } from '../../../../shared/codes';
import type { Call } from '../../../platform/call';
import type { Transaction } from '../../../platform/db/client';
import { invalidField } from '../../../platform/errors';
import { airports, baggageClaims, bags, passengers } from '../../schema';
import { createClaim, linkFlight, type PassengerFiling } from '../claims/service';
import { countFiling, countPublicCall } from './limits';
import { shareAName } from './names';

// A passenger files their missing bags from the reclaim hall: one claim per bag, each with its reference and check
// code, waiting for an agent to confirm it. What Tarmac knows of the flight is checked (a plate among its bags, the
// name among its passengers) and the outcome kept for that agent, not told to the passenger: a page saying "this
// name was not on that flight" would tell anyone who flew where.

/** What the flight's lists say of this filing, and the bag each plate names on it. */
async function checkAgainstFlight(tx: Transaction, flightId: number | null, input: FileClaim) {
  if (!flightId) return { check: 'flight_unknown' as const, bagOf: () => null };
  const plates = input.bags.flatMap((b) => (b.bag_tag_number ? tagSpellings(b.bag_tag_number) : []));
  const found = plates.length
    ? await tx
        .select({ id: bags.id, tag: bags.bag_tag_number, passenger_id: passengers.id })
        .from(bags)
        .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
        .where(and(eq(passengers.flight_id, flightId), inArray(bags.bag_tag_number, plates)))
    : [];
  const bagOf = (plate: string | null | undefined) => {
    if (!plate) return null;
    const spellings = tagSpellings(plate);
    return found.find((f) => spellings.includes(f.tag)) ?? null;
  };
  if (found.length) return { check: 'plate' as const, bagOf };
  // a flight's list is a few hundred names: compared here, word by word, as lists and keyboards write them
  const names = await tx.select({ name: passengers.name }).from(passengers).where(eq(passengers.flight_id, flightId));
  const named = names.some((p) => shareAName(p.name, input.contact_name));
  return { check: named ? ('name' as const) : ('unmatched' as const), bagOf };
}

/** Files the passenger's bags, one claim each, all or none; answers their references and check codes. */
export async function fileClaims(call: Call, input: FileClaim) {
  await countPublicCall(call);
  await countFiling(call);
  const { db, tz } = call;
  const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.code, input.airport));
  if (!airport) throw invalidField('airport', 'airportCodeNotFound', { code: input.airport });
  const ids = await db.transaction(async (tx) => {
    const flightId = await linkFlight(tx, input.flight_number, input.flight_date, tz);
    const { check, bagOf } = await checkAgainstFlight(tx, flightId, input);
    const made: number[] = [];
    for (const bag of input.bags) {
      const known = bagOf(bag.bag_tag_number);
      const filing: PassengerFiling = {
        filed_by: 'passenger',
        filing_check: check,
        passenger_lang: input.lang,
        address_from: input.address_from || null,
        address_until: input.address_until || null,
        flight_id: flightId,
        bag_id: known?.id ?? null,
        passenger_id: known?.passenger_id ?? null,
      };
      const claim = {
        status: 'DELAYED' as const,
        bag_tag_number: bag.bag_tag_number || null,
        bag_type: bag.bag_type ?? null,
        bag_color: bag.bag_color ?? null,
        bag_brand: bag.bag_brand ?? null,
        distinctive_features: bag.distinctive_features ?? null,
        description: bag.contents ?? null,
        flight_number: input.flight_number,
        flight_date: input.flight_date,
        arrival_airport: airport.id,
        contact_name: input.contact_name,
        contact_email: input.contact_email || null,
        contact_phone: input.contact_phone,
        temporary_address: input.temporary_address,
      };
      made.push(await createClaim(call, claim, filing, tx));
    }
    return made;
  });
  const rows = await db
    .select({
      id: baggageClaims.id,
      reference_number: baggageClaims.reference_number,
      check_code: baggageClaims.check_code,
      bag_tag_number: baggageClaims.bag_tag_number,
    })
    .from(baggageClaims)
    .where(inArray(baggageClaims.id, ids));
  return {
    claims: ids.map((id) => {
      const r = rows.find((x) => x.id === id)!;
      return { reference_number: r.reference_number, check_code: r.check_code!, bag_tag_number: r.bag_tag_number };
    }),
  };
}
