import { and, eq, inArray } from 'drizzle-orm';
import type { FilingCheck } from '../../../../shared/claim-codes';
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
// code, waiting for an agent to confirm it. What Tarmac knows of the flight is checked (a plate among its bags, and
// whether its passenger bears the name given; else the name among its passengers) and the outcome kept for that
// agent, not told to the passenger: a page saying "this name was not on that flight" would tell anyone who flew
// where. Nor is the claim linked to the bag its plate names until the agent confirms it (claims/service.ts): a
// stranger typing someone's plate must get nothing of that bag's passenger, on a receipt or through a request for
// "their" personal data.

/**
 * What the flight's lists say of each bag of this filing: its plate among the flight's bags, its passenger bearing
 * the name given or not, else (no plate, or one the flight does not have) the name among the flight's passengers.
 * Bag by bag: a filer's own plate must not vouch for a plate read off someone else's bag in the same filing.
 */
async function checkAgainstFlight(tx: Transaction, flightId: number | null, input: FileClaim) {
  if (!flightId) return () => 'flight_unknown' as const;
  const plates = input.bags.flatMap((b) => (b.bag_tag_number ? tagSpellings(b.bag_tag_number) : []));
  const owners = plates.length
    ? await tx
        .select({ tag: bags.bag_tag_number, name: passengers.name })
        .from(bags)
        .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
        .where(and(eq(passengers.flight_id, flightId), inArray(bags.bag_tag_number, plates)))
    : [];
  // a flight's list is a few hundred names: compared here, word by word, as lists and keyboards write them
  const names = await tx.select({ name: passengers.name }).from(passengers).where(eq(passengers.flight_id, flightId));
  const named: FilingCheck = names.some((p) => shareAName(p.name, input.contact_name)) ? 'name' : 'unmatched';
  return (plate: string | null | undefined): FilingCheck => {
    const spellings = plate ? tagSpellings(plate) : [];
    const own = owners.filter((o) => spellings.includes(o.tag));
    if (!own.length) return named;
    return own.some((o) => shareAName(o.name, input.contact_name)) ? 'plate' : 'plate_other_name';
  };
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
    const checkOf = await checkAgainstFlight(tx, flightId, input);
    const made: number[] = [];
    for (const bag of input.bags) {
      const filing: PassengerFiling = {
        filed_by: 'passenger',
        filing_check: checkOf(bag.bag_tag_number),
        passenger_lang: input.lang,
        address_from: input.address_from || null,
        address_until: input.address_until || null,
        flight_id: flightId,
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
