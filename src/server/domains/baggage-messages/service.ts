import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { authorOf, type Call } from '../../platform/call';
import type { Transaction } from '../../platform/db/client';
import { AppError, fail, invalidField } from '../../platform/errors';
import { translate, type Message } from '../../platform/i18n';
import { addDays, localDay, localToInstant } from '../../../shared/time';
import { MESSAGES_LIST_MAX, type MessageOutcome, type MessageResult } from '../../../shared/schemas/baggage-messages';
import { audit, changesOf } from '../audit';
import { countPerMinute } from '../../auth/attempts';
import { bagWithinWindow, lockPlate } from '../baggage';
import { airports, bags, baggageMessages, flights, passengers, users } from '../schema';
import { nearestYear, readMessage, splitMessages, type BaggageMessage, type FlightLeg } from './parse';

// Applying baggage messages (docs/rules/baggage-messages.md): each message received is stored first, as it came,
// then read (parse.ts) and applied in a transaction of its own, and its row takes the outcome. One message that
// cannot be read or applied is refused alone: the others of the body are applied all the same.

/** The advisory lock class of a flight known by number, station and day, while a message finds or creates it. */
const MESSAGE_FLIGHT_LOCK = 0x62736d66; // 'bsmf'
const LB_TO_KG = 0.45359237;

type Applied = {
  outcome: MessageOutcome;
  flight_number: string;
  flight_day: string;
  plates: string[];
  warnings: Message[];
};

/** What POST /api/baggage-messages answers: one result per message of the body, in their order. */
export async function receiveMessages(call: Call, input: { text: string }): Promise<{ results: MessageResult[] }> {
  const blocks = splitMessages(input.text);
  if (!blocks.length) throw invalidField('text', 'messageNoMessage');
  // a sender gone wrong is stopped before anything is stored; a 429 tells it to send the same body again later
  await countPerMinute(call.db, `baggage-messages:${authorOf(call).id}`, call.env.BAGGAGE_MESSAGES_PER_MINUTE);
  const stored = await store(call, blocks, null);

  // 2. each read and applied on its own, in order: a later message of the body sees what an earlier one did
  const results: MessageResult[] = [];
  for (const [i, block] of blocks.entries()) {
    results.push(await applyStored(call, stored[i]!.id, block.text, block.line));
  }
  return { results };
}

/**
 * A body from the broker (broker.ts), known by its delivery (decision 057): stored as an HTTP body is, unless it was
 * stored already (the broker gives a message again when its acknowledgement was lost), then every message of the
 * delivery not applied yet is applied, those of an earlier try included. Done, it may be acknowledged: what it held is
 * stored, and a new try stores nothing twice. Throws as receiveMessages does (a body without a message: an AppError).
 */
export async function receiveDelivery(call: Call, text: string, delivery: string) {
  const blocks = splitMessages(text);
  if (!blocks.length) throw invalidField('text', 'messageNoMessage');
  const stored = await store(call, blocks, delivery);
  const waiting = await call.db
    .select({ id: baggageMessages.id, text: baggageMessages.text, line: baggageMessages.line })
    .from(baggageMessages)
    .where(and(eq(baggageMessages.delivery, delivery), eq(baggageMessages.outcome, 'received')))
    .orderBy(asc(baggageMessages.line));
  const results: MessageResult[] = [];
  for (const row of waiting) results.push(await applyStored(call, row.id, row.text, row.line));
  return { stored: stored.length, results };
}

/**
 * 1. Stored, each as it came, before anything is read of it: nothing received is lost. A delivery's messages stored
 * already are left as they are (and not answered).
 */
function store(call: Call, blocks: ReturnType<typeof splitMessages>, delivery: string | null) {
  const userId = authorOf(call).id;
  return call.db.transaction(async (tx) => {
    const rows = await tx
      .insert(baggageMessages)
      .values(blocks.map((b) => ({ text: b.text, line: b.line, kind: b.kind!, user_id: userId, delivery })))
      .onConflictDoNothing({ target: [baggageMessages.delivery, baggageMessages.line] })
      .returning({ id: baggageMessages.id, line: baggageMessages.line, kind: baggageMessages.kind });
    await audit(
      tx,
      call,
      ...rows.map((r) => ({
        entity: 'baggage_message' as const,
        entity_id: r.id,
        action: 'create' as const,
        changes: changesOf(null, { kind: r.kind, line: r.line }),
      })),
    );
    return rows;
  });
}

/** Reads and applies one stored message, recording its outcome; answers its result in the caller's language. */
async function applyStored(call: Call, id: number, text: string, line: number): Promise<MessageResult> {
  const { db } = call;
  const kind = text.split(/\r?\n/, 1)[0]!.trim() as 'BSM' | 'BUM';
  const read = readMessage(text, line);
  const result = (
    row: Pick<MessageResult, 'outcome' | 'action' | 'flight_number' | 'flight_day' | 'plates'>,
    warnings: Message[],
    error: Message | null,
  ): MessageResult => ({
    id,
    line,
    kind,
    ...row,
    warnings: warnings.map((w) => translate(call.locale, w)),
    error: error && translate(call.locale, error),
  });

  if (!read.ok) {
    const { key, line: at, element } = read.problem;
    const error: Message = { key, params: { line: at, element } };
    await db.update(baggageMessages).set({ outcome: 'refused', error, warnings: [] }).where(eq(baggageMessages.id, id));
    const none = { action: null, flight_number: null, flight_day: null, plates: [] };
    return result({ outcome: 'refused', ...none }, [], error);
  }
  const message = read.message;
  try {
    const applied = await db.transaction(async (tx) => {
      const done = await apply(call, tx, message);
      await tx
        .update(baggageMessages)
        .set({ ...done, action: message.action, error: null, applied_at: sql`now()` })
        .where(eq(baggageMessages.id, id));
      return done;
    });
    return result({ ...applied, action: message.action }, applied.warnings, null);
  } catch (err) {
    // an AppError is the message's own fault (an airport Tarmac does not know, …): the next message is applied. Anything
    // else is ours (a bug, the database gone): the request fails as any would (500 logged, 503), and this message and
    // those after it stay stored, failed or received, to be applied again from the message screen
    const error: Message = err instanceof AppError ? err.msg : { key: 'messageFailed' };
    const seen = {
      action: message.action,
      flight_number: (message.outbound ?? message.inbound)?.flight_number ?? null,
      flight_day: null,
      plates: message.plates,
    };
    await db
      .update(baggageMessages)
      .set({ outcome: 'failed', error, warnings: [], ...seen })
      .where(eq(baggageMessages.id, id));
    if (!(err instanceof AppError)) throw err;
    return result({ outcome: 'failed', ...seen }, [], error);
  }
}

/** The flight's local day of departure: the message gives day and month, the year is the one nearest to today. */
function dayOf(leg: FlightLeg, tz: string) {
  const [y, m, d] = localDay(new Date(), tz).split('-').map(Number) as [number, number, number];
  const year = nearestYear(leg.day, leg.month, { year: y, month: m, day: d });
  return `${year}-${String(leg.month).padStart(2, '0')}-${String(leg.day).padStart(2, '0')}`;
}

async function airportByCode(tx: Transaction, code: string) {
  const [row] = await tx.select({ id: airports.id }).from(airports).where(eq(airports.code, code)).limit(1);
  return row ?? null;
}

/**
 * The flight of that number leaving the station on that day of its clock (decisions 054, 055): the first one registered when
 * there are several. Created by `create` when there is none, leaving at the first instant of its day, arriving at
 * the same instant, until its schedule is given.
 */
async function flightOf(
  call: Call,
  tx: Transaction,
  leg: FlightLeg,
  route: { departureId: number; arrivalCode: string | null },
  day: string,
  create: boolean,
) {
  const stationId = route.departureId;
  // a flight's date is its local date of departure, on the station's own clock
  const [station] = await tx.select({ timezone: airports.timezone }).from(airports).where(eq(airports.id, stationId));
  const zone = station?.timezone ?? call.tz;
  const from = localToInstant(`${day}T00:00`, zone);
  const to = localToInstant(`${addDays(day, 1)}T00:00`, zone);
  // two messages for a flight not yet known, at once, would each create it: they take turns
  await tx.execute(
    sql`select pg_advisory_xact_lock(${MESSAGE_FLIGHT_LOCK}, hashtext(${`${leg.flight_number}|${stationId}|${day}`}))`,
  );
  const [found] = await tx
    .select({ id: flights.id, departure_time: flights.departure_time })
    .from(flights)
    .where(
      and(
        eq(flights.flight_number, leg.flight_number),
        eq(flights.departure_airport, stationId),
        gte(flights.departure_time, from),
        lt(flights.departure_time, to),
      ),
    )
    .orderBy(asc(flights.id))
    .limit(1);
  if (found || !create) return { flight: found ?? null, warnings: [] as Message[] };
  const warnings: Message[] = [];
  const destination = route.arrivalCode ? await airportByCode(tx, route.arrivalCode) : null;
  if (route.arrivalCode && !destination)
    warnings.push({ key: 'warnUnknownDestination', params: { code: route.arrivalCode } });
  const [created] = await tx
    .insert(flights)
    .values({
      flight_number: leg.flight_number,
      airline_code: leg.carrier,
      departure_airport: stationId,
      arrival_airport: destination?.id ?? null,
      departure_time: from,
      arrival_time: from,
    })
    .returning();
  await audit(tx, call, {
    entity: 'flight',
    entity_id: created!.id,
    action: 'create',
    changes: changesOf(null, created!),
  });
  return { flight: { id: created!.id, departure_time: created!.departure_time }, warnings };
}

/** A bag's fields a message may change, read by id. */
async function bagById(tx: Transaction, id: number) {
  const [row] = await tx
    .select({
      id: bags.id,
      passenger_id: bags.passenger_id,
      weight: bags.weight,
      deleted_at: bags.deleted_at,
      offload_at: bags.offload_at,
      authority_to_load: bags.authority_to_load,
    })
    .from(bags)
    .where(eq(bags.id, id));
  return row!;
}

/** Each bag's weight in kilograms from `.W` (the total over its pieces), or null when the message gives none. */
function weightPerBag(message: BaggageMessage): number | null {
  const w = message.pieces_weight;
  if (!w || w.weight === null) return null;
  const kg = w.unit === 'L' ? w.weight * LB_TO_KG : w.weight;
  const pieces = w.pieces > 0 ? w.pieces : message.plates.length;
  return Math.round((kg / Math.max(1, pieces)) * 10) / 10;
}

async function apply(call: Call, tx: Transaction, message: BaggageMessage): Promise<Applied> {
  const station = message.version!.station;
  const stationRow = await airportByCode(tx, station);
  if (!stationRow) throw fail('UNPROCESSABLE_CONTENT', 'messageUnknownStation', { code: station });
  // a bag leaving here goes on its outbound flight (.F); a terminating one, which has none, came on its inbound
  // flight (.I), from the airport `.I` names to this station
  const leg = message.outbound ?? message.inbound;
  if (!leg) throw fail('UNPROCESSABLE_CONTENT', 'messageNoFlight');
  let departureId = stationRow.id;
  let arrivalCode = leg.airport;
  if (!message.outbound) {
    const origin = leg.airport ? await airportByCode(tx, leg.airport) : null;
    if (!origin) throw fail('UNPROCESSABLE_CONTENT', 'messageUnknownStation', { code: leg.airport ?? '' });
    departureId = origin.id;
    arrivalCode = station;
  }
  const day = dayOf(leg, call.tz);
  const seen = { flight_number: leg.flight_number, flight_day: day, plates: message.plates };
  const creates = message.kind === 'BSM' && message.action !== 'DEL';
  if (creates && !message.names.length) throw fail('UNPROCESSABLE_CONTENT', 'messageNoPassenger');

  const { flight, warnings } = await flightOf(call, tx, leg, { departureId, arrivalCode }, day, creates);
  if (!flight) {
    warnings.push({ key: 'warnNoFlightYet', params: { flight: leg.flight_number, day } });
    return { outcome: 'unchanged', ...seen, warnings };
  }
  if (!creates) {
    const outcome =
      message.kind === 'BUM'
        ? await offload(call, tx, message, flight, warnings)
        : await withdraw(call, tx, message, flight, warnings);
    return { outcome, ...seen, warnings };
  }
  return { ...(await register(call, tx, message, flight, stationRow.id, warnings)), ...seen, warnings };
}

/** BSM and BSM CHG: the passenger and each bag on the flight, created or brought to what the message says. */
async function register(
  call: Call,
  tx: Transaction,
  message: BaggageMessage,
  flight: { id: number; departure_time: Date },
  stationId: number,
  warnings: Message[],
): Promise<{ outcome: MessageOutcome }> {
  const name = message.names[0]!;
  if (message.names.length > 1)
    warnings.push({ key: 'warnSeveralPassengers', params: { name, count: message.names.length } });
  const pnr = message.pnr ?? '';
  const seat = message.reconciliation?.seat ?? null;
  let created = 0;
  let updated = 0;

  const [known] = await tx
    .select()
    .from(passengers)
    .where(
      and(
        eq(passengers.flight_id, flight.id),
        eq(passengers.name, name),
        eq(passengers.pnr, pnr),
        isNull(passengers.personal_data_erased_at),
      ),
    )
    .limit(1);
  let passengerId: number;
  if (!known) {
    const [row] = await tx
      .insert(passengers)
      .values({ flight_id: flight.id, name, pnr, seat: seat ?? '' })
      .returning();
    await audit(tx, call, {
      entity: 'passenger',
      entity_id: row!.id,
      action: 'create',
      changes: changesOf(null, row!),
    });
    passengerId = row!.id;
    created++;
  } else {
    passengerId = known.id;
    if (seat && seat !== known.seat) {
      await tx.update(passengers).set({ seat }).where(eq(passengers.id, known.id));
      const changes = changesOf({ seat: known.seat }, { seat });
      await audit(tx, call, { entity: 'passenger', entity_id: known.id, action: 'update', changes });
      updated++;
    }
  }

  const weight = weightPerBag(message);
  // `.S` Y or N, stored on each bag for the scan to warn of an N; a message without it (or with it left empty)
  // leaves what an earlier one said
  const authority = message.reconciliation?.authority_to_load ?? null;
  if (weight === null && message.action === 'NEW') warnings.push({ key: 'warnNoWeight' });
  for (const plate of message.plates) {
    await lockPlate(tx, plate);
    const holder = await bagWithinWindow(tx, plate, flight.departure_time, call.env.BAG_PLATE_WINDOW_DAYS);
    // a plate of another flight's bag within the window: a CHG moves the bag (the passenger was rebooked), a new
    // BSM leaves it where it is and says so
    if (holder && holder.flight_id !== flight.id && message.action !== 'CHG') {
      const params = { tag: plate, flight: holder.flight_number, day: localDay(holder.departure_time, call.tz) };
      warnings.push({ key: 'warnPlateOnOtherFlight', params });
      continue;
    }
    if (!holder) {
      const [row] = await tx
        .insert(bags)
        .values({
          bag_tag_number: plate,
          weight: weight ?? 0,
          passenger_id: passengerId,
          airport_id: stationId,
          authority_to_load: authority,
        })
        .returning();
      await audit(tx, call, { entity: 'bag', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
      created++;
      continue;
    }
    const before = await bagById(tx, holder.id);
    const after = {
      passenger_id: passengerId,
      weight: weight ?? before.weight,
      authority_to_load: authority ?? before.authority_to_load,
      // sent again after a DEL: the bag is back on its flight
      deleted_at: null,
    };
    const changes = changesOf(before, after);
    if (!changes) continue;
    await tx.update(bags).set(after).where(eq(bags.id, holder.id));
    await audit(tx, call, { entity: 'bag', entity_id: holder.id, action: 'update', changes });
    updated++;
  }
  return { outcome: created ? 'created' : updated ? 'updated' : 'unchanged' };
}

/** The bags of the flight a DEL or a BUM names: by plate, or (a BUM without plates) by its passenger. */
async function bagsNamed(
  call: Call,
  tx: Transaction,
  message: BaggageMessage,
  flight: { id: number; departure_time: Date },
  warnings: Message[],
): Promise<number[]> {
  if (message.plates.length) {
    const ids: number[] = [];
    for (const plate of message.plates) {
      const holder = await bagWithinWindow(tx, plate, flight.departure_time, call.env.BAG_PLATE_WINDOW_DAYS);
      if (holder?.flight_id === flight.id) ids.push(holder.id);
      else warnings.push({ key: 'warnPlateNotFound', params: { tag: plate } });
    }
    return ids;
  }
  const rows = await tx
    .select({ id: bags.id })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .where(
      and(
        eq(passengers.flight_id, flight.id),
        inArray(passengers.name, message.names),
        message.pnr ? eq(passengers.pnr, message.pnr) : undefined,
      ),
    );
  if (!rows.length)
    warnings.push({
      key: 'warnPassengerNotFound',
      params: { name: message.names[0]!, flight: (message.outbound ?? message.inbound)!.flight_number },
    });
  return rows.map((r) => r.id);
}

/**
 * Stamps the bags the message names with `column` (now), each once: a bag stamped already is left as it is, so the
 * same message twice changes nothing. Each stamp is an audit row of the bag. Answers how many were stamped now.
 */
async function stamp(
  call: Call,
  tx: Transaction,
  message: BaggageMessage,
  flight: { id: number; departure_time: Date },
  warnings: Message[],
  column: 'deleted_at' | 'offload_at',
) {
  let stamped = 0;
  for (const id of await bagsNamed(call, tx, message, flight, warnings)) {
    const [row] = await tx
      .update(bags)
      .set({ [column]: sql`now()` })
      .where(and(eq(bags.id, id), isNull(bags[column])))
      .returning({ at: bags[column] });
    if (!row) continue;
    const changes = changesOf({ [column]: null }, { [column]: row.at });
    await audit(tx, call, { entity: 'bag', entity_id: id, action: 'update', changes });
    stamped++;
  }
  return stamped;
}

/** BSM DEL: the bags are withdrawn from their flight, kept for their history. */
async function withdraw(
  call: Call,
  tx: Transaction,
  message: BaggageMessage,
  flight: { id: number; departure_time: Date },
  warnings: Message[],
): Promise<MessageOutcome> {
  return (await stamp(call, tx, message, flight, warnings, 'deleted_at')) ? 'deleted' : 'unchanged';
}

/** BUM: the passenger did not board; their bags are to offload. */
async function offload(
  call: Call,
  tx: Transaction,
  message: BaggageMessage,
  flight: { id: number; departure_time: Date },
  warnings: Message[],
): Promise<MessageOutcome> {
  return (await stamp(call, tx, message, flight, warnings, 'offload_at')) ? 'offload' : 'unchanged';
}

/** The flight's bags to offload: their passenger's BUM came, and they were not withdrawn since. */
export async function bagsToOffload({ db }: Call, flightId: number) {
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw fail('NOT_FOUND', 'flightNotFound', { id: flightId });
  return db
    .select({
      id: bags.id,
      bag_tag_number: bags.bag_tag_number,
      passenger_name: passengers.name,
      pnr: passengers.pnr,
      status: bags.status,
      offload_at: sql<Date>`${bags.offload_at}`.mapWith(bags.offload_at),
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .where(and(eq(passengers.flight_id, flightId), sql`${bags.offload_at} is not null`, isNull(bags.deleted_at)))
    .orderBy(asc(passengers.name), asc(bags.id));
}

const storedColumns = {
  id: baggageMessages.id,
  line: baggageMessages.line,
  kind: baggageMessages.kind,
  action: baggageMessages.action,
  outcome: baggageMessages.outcome,
  flight_number: baggageMessages.flight_number,
  flight_day: baggageMessages.flight_day,
  plates: baggageMessages.plates,
  warnings: baggageMessages.warnings,
  error: baggageMessages.error,
  received_at: baggageMessages.received_at,
  applied_at: baggageMessages.applied_at,
  sent_by: users.name,
};

function selectStored(call: Call) {
  return call.db.select(storedColumns).from(baggageMessages).leftJoin(users, eq(users.id, baggageMessages.user_id));
}

type StoredRow = Awaited<ReturnType<ReturnType<typeof selectStored>['execute']>>[number];

/** A stored row as the screen reads it: its messages in the reader's language. */
const asStored = (call: Call, row: StoredRow) => ({
  ...row,
  kind: row.kind as 'BSM' | 'BUM',
  action: row.action as 'NEW' | 'CHG' | 'DEL' | null,
  warnings: row.warnings.map((w) => translate(call.locale, w)),
  error: row.error && translate(call.locale, row.error),
});

/** The newest messages received, of one outcome or all, older than `before` when given. */
export async function listMessages(call: Call, input: { outcome?: MessageOutcome | ''; before?: number }) {
  const rows = await selectStored(call)
    .where(
      and(
        input.outcome ? eq(baggageMessages.outcome, input.outcome) : undefined,
        input.before ? lt(baggageMessages.id, input.before) : undefined,
      ),
    )
    .orderBy(desc(baggageMessages.id))
    .limit(MESSAGES_LIST_MAX);
  return rows.map((r) => asStored(call, r));
}

/** One stored message with its text as received. */
export async function getMessage(call: Call, id: number) {
  const [row] = await call.db
    .select({ ...storedColumns, text: baggageMessages.text })
    .from(baggageMessages)
    .leftJoin(users, eq(users.id, baggageMessages.user_id))
    .where(eq(baggageMessages.id, id));
  if (!row) throw fail('NOT_FOUND', 'messageNotFound', { id });
  return { ...asStored(call, row), text: row.text };
}

/**
 * Applies a stored message again, as received: after its reference data was fixed (an airport added), or after a
 * failure of ours. Applying is idempotent, so a message applied already answers `unchanged`.
 */
export async function reapplyMessage(call: Call, id: number) {
  const [row] = await call.db
    .select({ text: baggageMessages.text, line: baggageMessages.line, outcome: baggageMessages.outcome })
    .from(baggageMessages)
    .where(eq(baggageMessages.id, id));
  if (!row) throw fail('NOT_FOUND', 'messageNotFound', { id });
  const result = await applyStored(call, id, row.text, row.line);
  await audit(call.db, call, {
    entity: 'baggage_message',
    entity_id: id,
    action: 'update',
    // the outcome, even when it is the same again: the trail says who applied it, and when
    changes: { outcome: { old: row.outcome, new: result.outcome } },
  });
  return result;
}
