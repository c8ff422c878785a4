import { eq, inArray, sql } from 'drizzle-orm';
import type { Call } from '../../platform/call';
import { airports, bags, passengers } from '../schema';
import { fail, invalidField, orConflict } from '../../platform/errors';
import { bagColumns } from './service';
import { actingAirportId } from '../../platform/scope';
import { audit, changesOf } from '../audit';
import { printedTag, tagSpellings } from '../../../shared/codes';

// The advisory lock class of bag tags (pg_advisory_xact_lock's first key; the second is the tag's hash).
const BAG_TAG_LOCK = 0x62616774; // 'bagt'

/**
 * A bag joins a passenger at the agent's airport: no airport, no bag (scope.ts). A job names the airport. Tags are unique (409), in any
 * spelling: a licence plate and its printed short form (0125728359, BA728359) are one bag, which the unique
 * index on the stored text cannot see. So the other spellings are looked for under a lock on the printed
 * form, and two desks adding both spellings at once take turns.
 */
export async function addBag(
  call: Call,
  input: { bag_tag_number: string; weight: number; passenger_id: number; airport_id?: number | null },
) {
  const { db } = call;
  const userAirportId = actingAirportId(call);
  const airportId = input.airport_id ?? userAirportId;
  if (!airportId) throw invalidField('airport_id', 'required');
  const [passenger] = await db
    .select({ id: passengers.id })
    .from(passengers)
    .where(eq(passengers.id, input.passenger_id));
  if (!passenger) throw invalidField('passenger_id', 'passengerNotFound', { id: input.passenger_id });
  if (airportId !== userAirportId) {
    const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, airportId));
    if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: airportId });
  }
  const tag = input.bag_tag_number;
  const saved = db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${BAG_TAG_LOCK}, hashtext(${printedTag(tag)}))`);
    const [other] = await tx
      .select({ tag: bags.bag_tag_number })
      .from(bags)
      .where(inArray(bags.bag_tag_number, tagSpellings(tag)))
      .limit(1);
    if (other)
      throw other.tag === tag
        ? fail('CONFLICT', 'bagTagTaken', { tag })
        : fail('CONFLICT', 'bagTagSpellingTaken', { tag, other: other.tag });
    const [row] = await tx
      .insert(bags)
      .values({ bag_tag_number: tag, weight: input.weight, passenger_id: input.passenger_id, airport_id: airportId })
      .returning(bagColumns);
    await audit(tx, call, { entity: 'bag', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    return row!;
  });
  return orConflict(saved, { bags_tag_key: () => fail('CONFLICT', 'bagTagTaken', { tag }) });
}
