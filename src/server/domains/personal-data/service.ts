import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { announceChanges } from '../../platform/airport-changes';
import type { Call } from '../../platform/call';
import {
  airports,
  bagEvents,
  bags,
  baggageClaims,
  claimHistories,
  flights,
  foundBagPhotos,
  baggageMessages,
  foundBags,
  passengers,
  users,
} from '../schema';
import { fail } from '../../platform/errors';
import type { ErasePersonalData, PersonalDataQuery } from '../../../shared/schemas/personal-data';
import { instantToZonedIso } from '../../../shared/time';
import { audit, auditRowsAbout, countAuditRowsAbout, type AuditSubjects } from '../audit';
import { eraseRecords, type ErasureIds, type Queryable } from './retention';

// A passenger's data on request: for the passenger of a PNR or of a claim, what Tarmac holds, as a
// summary an administrator checks, as one document to hand over, and erased before its retention period is out.
// The erasure is the retention job's own (retention.ts): fields replaced by the marker, rows and counts kept.
//
// What a request covers:
// - a PNR: every passenger booked under it (a booking may hold several people and flights), the claims that give
//   that PNR or are linked to one of those passengers;
// - a claim: that claim, the passenger it is linked to (by its bag tag) and that passenger's other claims;
// - then the bags of those passengers with their scans, the found bags matched to those claims, and the audit
//   rows about all of these.

/** A request as the services read it: a PNR, or one claim by its id or its reference. */
type Request = { pnr: string } | { claimId: number } | { claimReference: string };

const requestOf = (q: PersonalDataQuery): Request =>
  q.pnr ? { pnr: q.pnr } : /^\d+$/.test(q.claim) ? { claimId: Number(q.claim) } : { claimReference: q.claim };

/** The records a request covers, by id, and the claim's reference when it named one. */
type Holdings = ErasureIds & { bags: number[]; reference: string | null };

const idsOf = (rows: { id: number }[]) => rows.map((r) => r.id);

async function holdingsOf(db: Queryable, r: Request): Promise<Holdings> {
  let passengerIds: number[];
  let claimIds: number[];
  let reference: string | null = null;
  if ('pnr' in r) {
    passengerIds = idsOf(
      await db.select({ id: passengers.id }).from(passengers).where(eq(passengers.pnr, r.pnr)).orderBy(passengers.id),
    );
    claimIds = idsOf(
      await db
        .select({ id: baggageClaims.id })
        .from(baggageClaims)
        .where(
          or(
            eq(baggageClaims.pnr, r.pnr),
            passengerIds.length ? inArray(baggageClaims.passenger_id, passengerIds) : undefined,
          ),
        )
        .orderBy(baggageClaims.id),
    );
    // an erased passenger's PNR is the marker and an erased claim's is empty: neither is found under it any more
    if (!passengerIds.length && !claimIds.length) throw fail('NOT_FOUND', 'pnrNotHeld', { pnr: r.pnr });
  } else {
    const [claim] = await db
      .select({ id: baggageClaims.id, passenger_id: baggageClaims.passenger_id, ref: baggageClaims.reference_number })
      .from(baggageClaims)
      .where('claimId' in r ? eq(baggageClaims.id, r.claimId) : eq(baggageClaims.reference_number, r.claimReference));
    if (!claim)
      throw 'claimId' in r
        ? fail('NOT_FOUND', 'claimNotFound', { id: r.claimId })
        : fail('NOT_FOUND', 'claimReferenceNotFound', { reference: r.claimReference });
    reference = claim.ref;
    passengerIds = claim.passenger_id ? [claim.passenger_id] : [];
    claimIds = claim.passenger_id
      ? idsOf(
          await db
            .select({ id: baggageClaims.id })
            .from(baggageClaims)
            .where(or(eq(baggageClaims.id, claim.id), eq(baggageClaims.passenger_id, claim.passenger_id)))
            .orderBy(baggageClaims.id),
        )
      : [claim.id];
  }
  const bagIds = passengerIds.length
    ? idsOf(
        await db.select({ id: bags.id }).from(bags).where(inArray(bags.passenger_id, passengerIds)).orderBy(bags.id),
      )
    : [];
  const foundBagIds = claimIds.length
    ? idsOf(
        await db
          .select({ id: foundBags.id })
          .from(foundBags)
          .where(inArray(foundBags.claim_id, claimIds))
          .orderBy(foundBags.id),
      )
    : [];
  const messageIds = await messagesAbout(db, passengerIds, bagIds, 'pnr' in r ? r.pnr : null);
  return {
    passengers: passengerIds,
    claims: claimIds,
    found_bags: foundBagIds,
    baggage_messages: messageIds,
    bags: bagIds,
    reference,
  };
}

/**
 * The baggage messages about these passengers: those that carried one of their bags' plates, or their PNR in a
 * `.L` element (a message refused before its plates were read still names its passenger).
 */
async function messagesAbout(db: Queryable, passengerIds: number[], bagIds: number[], pnr: string | null) {
  const plates = bagIds.length
    ? (await db.select({ tag: bags.bag_tag_number }).from(bags).where(inArray(bags.id, bagIds))).map((b) => b.tag)
    : [];
  const pnrs = new Set(pnr ? [pnr] : []);
  if (passengerIds.length)
    for (const p of await db
      .select({ pnr: passengers.pnr })
      .from(passengers)
      .where(and(inArray(passengers.id, passengerIds), isNull(passengers.personal_data_erased_at))))
      pnrs.add(p.pnr);
  const conditions: SQL[] = [];
  if (plates.length)
    conditions.push(sql`${baggageMessages.plates} ?| ${`{${plates.map((x) => JSON.stringify(x)).join(',')}}`}::text[]`);
  // a PNR is six letters or digits: nothing in it has a meaning in a LIKE pattern
  for (const p of pnrs) conditions.push(sql`${baggageMessages.text} like ${`%.L/${p}%`}`);
  if (!conditions.length) return [];
  return idsOf(
    await db
      .select({ id: baggageMessages.id })
      .from(baggageMessages)
      .where(or(...conditions))
      .orderBy(baggageMessages.id),
  );
}

const requestAnswer = (r: Request, h: Holdings) => ({ pnr: 'pnr' in r ? r.pnr : null, claim: h.reference });

const auditSubjects = (h: Holdings): AuditSubjects => ({
  passenger: h.passengers,
  bag: h.bags,
  claim: h.claims,
  found_bag: h.found_bags,
  found_bag_photo: h.found_bags,
  baggage_message: h.baggage_messages,
});

/**
 * The request as its audit row names it: by kind, the claim's reference (which stays on the claim) and the ids of
 * the records covered; never the PNR, which an erasure takes away and the trail would otherwise keep for years.
 */
const requestNote = (r: Request, h: Holdings) => ({
  request: 'pnr' in r ? 'pnr' : 'claim',
  ...(h.reference ? { claim: h.reference } : {}),
  records: {
    passenger: h.passengers,
    bag: h.bags,
    claim: h.claims,
    found_bag: h.found_bags,
    baggage_message: h.baggage_messages,
  },
});

/** Of these records, those whose personal data is still held: an erasure's work. */
async function stillHeld(db: Queryable, h: Holdings, lock: boolean): Promise<ErasureIds> {
  const held = async <T extends { id: number }>(ids: number[], query: (ids: number[]) => Promise<T[]>) =>
    ids.length ? idsOf(await query(ids)) : [];
  const passengerQuery = (ids: number[]) =>
    db
      .select({ id: passengers.id })
      .from(passengers)
      .where(and(inArray(passengers.id, ids), isNull(passengers.personal_data_erased_at)))
      .orderBy(passengers.id);
  const claimQuery = (ids: number[]) =>
    db
      .select({ id: baggageClaims.id })
      .from(baggageClaims)
      .where(and(inArray(baggageClaims.id, ids), isNull(baggageClaims.personal_data_erased_at)))
      .orderBy(baggageClaims.id);
  const messageQuery = (ids: number[]) =>
    db
      .select({ id: baggageMessages.id })
      .from(baggageMessages)
      .where(and(inArray(baggageMessages.id, ids), isNull(baggageMessages.personal_data_erased_at)))
      .orderBy(baggageMessages.id);
  const foundBagQuery = (ids: number[]) =>
    db
      .select({ id: foundBags.id })
      .from(foundBags)
      .where(and(inArray(foundBags.id, ids), isNull(foundBags.personal_data_erased_at)))
      .orderBy(foundBags.id);
  // locked for an erasure: a second erasure of the same passenger waits, then finds nothing left, so each one
  // counts only what it erased itself
  return {
    passengers: await held(h.passengers, (ids) => (lock ? passengerQuery(ids).for('update') : passengerQuery(ids))),
    claims: await held(h.claims, (ids) => (lock ? claimQuery(ids).for('update') : claimQuery(ids))),
    found_bags: await held(h.found_bags, (ids) => (lock ? foundBagQuery(ids).for('update') : foundBagQuery(ids))),
    baggage_messages: await held(h.baggage_messages, (ids) =>
      lock ? messageQuery(ids).for('update') : messageQuery(ids),
    ),
  };
}

/** What an administrator checks before exporting or erasing: who the request finds, and how much is held. */
export async function personalDataSummary(call: Call, q: PersonalDataQuery) {
  const { db, tz } = call;
  const r = requestOf(q);
  const h = await holdingsOf(db, r);
  const zoned = (d: Date) => instantToZonedIso(d, tz);
  const people = h.passengers.length
    ? await db
        .select({
          id: passengers.id,
          name: passengers.name,
          pnr: passengers.pnr,
          seat: passengers.seat,
          flight_number: flights.flight_number,
          departure_time: flights.departure_time,
          erased_at: passengers.personal_data_erased_at,
        })
        .from(passengers)
        .innerJoin(flights, eq(flights.id, passengers.flight_id))
        .where(inArray(passengers.id, h.passengers))
        .orderBy(asc(flights.departure_time), asc(passengers.id))
    : [];
  const bagOwners = h.bags.length
    ? await db.select({ passenger_id: bags.passenger_id }).from(bags).where(inArray(bags.id, h.bags))
    : [];
  const claims = h.claims.length
    ? await db
        .select({
          id: baggageClaims.id,
          reference_number: baggageClaims.reference_number,
          status: baggageClaims.status,
          contact_name: baggageClaims.contact_name,
          created_at: baggageClaims.created_at,
          erased_at: baggageClaims.personal_data_erased_at,
        })
        .from(baggageClaims)
        .where(inArray(baggageClaims.id, h.claims))
        .orderBy(asc(baggageClaims.created_at), asc(baggageClaims.id))
    : [];
  const [{ events } = { events: 0 }] = h.bags.length
    ? await db.select({ events: count() }).from(bagEvents).where(inArray(bagEvents.bag_id, h.bags))
    : [];
  const erasable = await stillHeld(db, h, false);
  return {
    request: requestAnswer(r, h),
    passengers: people.map((p) => ({
      ...p,
      departure_time: zoned(p.departure_time),
      bags: bagOwners.filter((b) => b.passenger_id === p.id).length,
      erased_at: p.erased_at && zoned(p.erased_at),
    })),
    claims: claims.map((c) => ({
      ...c,
      created_at: zoned(c.created_at),
      erased_at: c.erased_at && zoned(c.erased_at),
    })),
    counts: {
      passengers: h.passengers.length,
      bags: h.bags.length,
      bag_events: events,
      claims: h.claims.length,
      found_bags: h.found_bags.length,
      baggage_messages: h.baggage_messages.length,
      audit_rows: await countAuditRowsAbout(db, auditSubjects(h)),
    },
    erasable: {
      passengers: erasable.passengers.length,
      claims: erasable.claims.length,
      found_bags: erasable.found_bags.length,
      baggage_messages: erasable.baggage_messages.length,
    },
  };
}

const departure = alias(airports, 'departure');
const arrival = alias(airports, 'arrival');

/**
 * Everything Tarmac holds about the passenger, as one document, with one audit row saying who took a copy of
 * which records (the trail's `export`).
 */
export async function exportPersonalData(call: Call, q: PersonalDataQuery) {
  const { db, tz } = call;
  const r = requestOf(q);
  const h = await holdingsOf(db, r);
  const zoned = (d: Date) => instantToZonedIso(d, tz);
  const zonedOrNull = (d: Date | null) => d && zoned(d);

  const people = h.passengers.length
    ? await db
        .select({
          passenger: passengers,
          flight_number: flights.flight_number,
          departure_time: flights.departure_time,
          arrival_time: flights.arrival_time,
          departure_code: departure.code,
          arrival_code: arrival.code,
        })
        .from(passengers)
        .innerJoin(flights, eq(flights.id, passengers.flight_id))
        .leftJoin(departure, eq(departure.id, flights.departure_airport))
        .leftJoin(arrival, eq(arrival.id, flights.arrival_airport))
        .where(inArray(passengers.id, h.passengers))
        .orderBy(asc(flights.departure_time), asc(passengers.id))
    : [];
  const bagRows = h.bags.length
    ? await db
        .select({ bag: bags, airport_code: airports.code })
        .from(bags)
        .leftJoin(airports, eq(airports.id, bags.airport_id))
        .where(inArray(bags.id, h.bags))
        .orderBy(asc(bags.created_at), asc(bags.id))
    : [];
  const eventRows = h.bags.length
    ? await db
        .select({
          id: bagEvents.id,
          bag_id: bagEvents.bag_id,
          event_type: bagEvents.event_type,
          airport_code: airports.code,
          remark: bagEvents.remark,
          staff: users.name,
          created_at: bagEvents.created_at,
        })
        .from(bagEvents)
        .innerJoin(airports, eq(airports.id, bagEvents.airport_id))
        .leftJoin(users, eq(users.id, bagEvents.user_id))
        .where(inArray(bagEvents.bag_id, h.bags))
        .orderBy(asc(bagEvents.created_at), asc(bagEvents.id))
    : [];
  const claimRows = h.claims.length
    ? await db
        .select({ claim: baggageClaims, arrival_code: airports.code, reported_by: users.name })
        .from(baggageClaims)
        .innerJoin(airports, eq(airports.id, baggageClaims.arrival_airport))
        .leftJoin(users, eq(users.id, baggageClaims.reported_by))
        .where(inArray(baggageClaims.id, h.claims))
        .orderBy(asc(baggageClaims.created_at), asc(baggageClaims.id))
    : [];
  const historyRows = h.claims.length
    ? await db
        .select({
          claim_id: claimHistories.claim_id,
          status: claimHistories.status,
          note: claimHistories.note,
          user: users.name,
          created_at: claimHistories.created_at,
        })
        .from(claimHistories)
        .leftJoin(users, eq(users.id, claimHistories.user_id))
        .where(inArray(claimHistories.claim_id, h.claims))
        .orderBy(asc(claimHistories.created_at), asc(claimHistories.id))
    : [];
  const foundRows = h.found_bags.length
    ? await db
        .select({ bag: foundBags, airport_code: airports.code, photo: foundBagPhotos })
        .from(foundBags)
        .innerJoin(airports, eq(airports.id, foundBags.airport_id))
        .leftJoin(foundBagPhotos, eq(foundBagPhotos.found_bag_id, foundBags.id))
        .where(inArray(foundBags.id, h.found_bags))
        .orderBy(asc(foundBags.found_at), asc(foundBags.id))
    : [];
  const messageRows = h.baggage_messages.length
    ? await db
        .select({
          id: baggageMessages.id,
          received_at: baggageMessages.received_at,
          kind: baggageMessages.kind,
          flight_number: baggageMessages.flight_number,
          flight_day: baggageMessages.flight_day,
          text: baggageMessages.text,
          personal_data_erased_at: baggageMessages.personal_data_erased_at,
        })
        .from(baggageMessages)
        .where(inArray(baggageMessages.id, h.baggage_messages))
        .orderBy(asc(baggageMessages.received_at), asc(baggageMessages.id))
    : [];
  const auditRows = await auditRowsAbout(call, auditSubjects(h));

  const document = {
    generated_at: zoned(new Date()),
    request: requestAnswer(r, h),
    passengers: people.map(({ passenger: p, ...f }) => ({
      id: p.id,
      name: p.name,
      pnr: p.pnr,
      seat: p.seat,
      flight: {
        id: p.flight_id,
        flight_number: f.flight_number,
        departure_airport_code: f.departure_code,
        arrival_airport_code: f.arrival_code,
        departure_time: zoned(f.departure_time),
        arrival_time: zoned(f.arrival_time),
      },
      personal_data_erased_at: zonedOrNull(p.personal_data_erased_at),
      created_at: zoned(p.created_at),
      updated_at: zoned(p.updated_at),
      bags: bagRows
        .filter(({ bag }) => bag.passenger_id === p.id)
        .map(({ bag, airport_code }) => ({
          id: bag.id,
          bag_tag_number: bag.bag_tag_number,
          weight: bag.weight,
          status: bag.status,
          airport_code,
          created_at: zoned(bag.created_at),
          events: eventRows
            .filter((e) => e.bag_id === bag.id)
            .map(({ bag_id: _, ...e }) => ({ ...e, created_at: zoned(e.created_at) })),
        })),
    })),
    claims: claimRows.map(({ claim: c, arrival_code, reported_by }) => ({
      id: c.id,
      reference_number: c.reference_number,
      status: c.status,
      passenger_id: c.passenger_id,
      pnr: c.pnr,
      bag_tag_number: c.bag_tag_number,
      bag_brand: c.bag_brand,
      bag_color: c.bag_color,
      bag_type: c.bag_type,
      description: c.description,
      distinctive_features: c.distinctive_features,
      flight_number: c.flight_number,
      flight_date: c.flight_date,
      arrival_airport_code: arrival_code,
      contact_name: c.contact_name,
      contact_email: c.contact_email,
      contact_phone: c.contact_phone,
      temporary_address: c.temporary_address,
      address_from: c.address_from,
      address_until: c.address_until,
      tracker_url: c.tracker_url,
      tracker_expires_at: zonedOrNull(c.tracker_expires_at),
      filed_by: c.filed_by,
      reported_by,
      personal_data_erased_at: zonedOrNull(c.personal_data_erased_at),
      created_at: zoned(c.created_at),
      updated_at: zoned(c.updated_at),
      history: historyRows
        .filter((x) => x.claim_id === c.id)
        .map(({ claim_id: _, ...x }) => ({ ...x, created_at: zoned(x.created_at) })),
    })),
    found_bags: foundRows.map(({ bag: b, airport_code, photo }) => ({
      id: b.id,
      claim_id: b.claim_id,
      status: b.status,
      bag_tag_number: b.bag_tag_number,
      bag_brand: b.bag_brand,
      bag_color: b.bag_color,
      bag_type: b.bag_type,
      contents: b.contents,
      distinctive_features: b.distinctive_features,
      name_on_label: b.name_on_label,
      flight_number: b.flight_number,
      found_at: zoned(b.found_at),
      found_location: b.found_location,
      airport_code,
      photo: photo && {
        content_type: photo.content_type,
        size: photo.size,
        uploaded_at: zoned(photo.uploaded_at),
        base64: Buffer.from(photo.bytes).toString('base64'),
      },
      personal_data_erased_at: zonedOrNull(b.personal_data_erased_at),
      created_at: zoned(b.created_at),
    })),
    baggage_messages: messageRows.map((m) => ({
      ...m,
      received_at: zoned(m.received_at),
      personal_data_erased_at: zonedOrNull(m.personal_data_erased_at),
    })),
    audit: auditRows,
  };
  await audit(db, call, {
    entity: 'personal_data',
    entity_id: null,
    action: 'export',
    note: JSON.stringify(requestNote(r, h)),
  });
  return document;
}

/**
 * Erases now, with the reason given, what the purge would erase later: the passengers', claims' and found bags'
 * personal fields replaced by the marker in place (rows, scans and every count kept), in one transaction with
 * one audit row naming the request, the reason and what was erased. What is already erased is left as it is.
 */
export async function erasePersonalData(call: Call, input: ErasePersonalData) {
  const at = new Date();
  const r = requestOf(input);
  return call.db.transaction(async (tx) => {
    const h = await holdingsOf(tx, r);
    const ids = await stillHeld(tx, h, true);
    await eraseRecords(tx, ids, at);
    // the dashboards' recent logs name passengers: pushed again, at the commit, without the erased names
    if (ids.passengers.length) await announceChanges(tx, '*');
    const erased = {
      passengers: ids.passengers.length,
      claims: ids.claims.length,
      found_bags: ids.found_bags.length,
      baggage_messages: ids.baggage_messages.length,
    };
    await audit(tx, call, {
      entity: 'personal_data',
      entity_id: null,
      action: 'erase',
      note: JSON.stringify({ ...requestNote(r, h), reason: input.reason, erased }),
    });
    return { erased, erased_at: instantToZonedIso(at, call.tz) };
  });
}
