import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { authorOf, type Call } from '../../platform/call';
import type { Db, Transaction } from '../../platform/db/client';
import { AppError, fail, invalidField } from '../../platform/errors';
import { translate, type Message } from '../../platform/i18n';
import { addDays, localDay, localToInstant } from '../../../shared/time';
import {
  MESSAGES_LIST_MAX,
  canReapply,
  type MessageOutcome,
  type MessageResult,
} from '../../../shared/schemas/baggage-messages';
import { audit, changesOf, type AuditEntry } from '../audit';
import { countPerMinute, spentPerMinute } from '../../auth/attempts';
import { announceChanges } from '../../platform/airport-changes';
import { bagsOfFlight, bagsWithinWindow, lockPlates } from '../baggage';
import { printedTag } from '../../../shared/codes';
import { airports, bags, baggageMessages, flights, passengers, users } from '../schema';
import { nearestYear, readMessage, splitMessages, type BaggageMessage, type FlightLeg } from './parse';

// Applying baggage messages (docs/rules/baggage-messages.md, decision 059): a body's messages are read (parse.ts) and
// applied in one transaction, in order, and stored in it, each as it came with its outcome. A message that cannot be
// read, or names what Tarmac does not know, is refused alone and stored as such beside the others; its faults are
// all found before its first write (plan), so it leaves nothing behind. A failure of ours (a bug, the database gone)
// undoes the transaction: the body is then stored as received, where the database lets it, to be applied again.

/** The advisory lock class of a flight known by number, station and day, while a message finds or creates it. */
const MESSAGE_FLIGHT_LOCK = 0x62736d66; // 'bsmf'
const LB_TO_KG = 0.45359237;

type Airport = { id: number; code: string; timezone: string | null };
type FlightRef = { id: number; departure_time: Date };

/**
 * What the messages of one transaction share: airports and flights found so far (a flight's 150 messages look
 * them up once), and the audit rows, written in one statement at the end.
 */
type Batch = { airports: Map<string, Airport | null>; flights: Map<string, FlightRef>; audits: AuditEntry[] };
const newBatch = (): Batch => ({ airports: new Map(), flights: new Map(), audits: [] });

/** What a message came to, as its row stores it. */
type Settled = {
  outcome: MessageOutcome;
  action: 'NEW' | 'CHG' | 'DEL' | null;
  flight_number: string | null;
  flight_day: string | null;
  plates: string[];
  warnings: Message[];
  error: Message | null;
};

/** The row's columns of a settled message: applied now unless refused or failed. */
const rowOf = (s: Settled) => ({
  ...s,
  applied_at: s.outcome === 'refused' || s.outcome === 'failed' ? null : sql`now()`,
});

/** A settled message as the sender reads it, in the caller's language. */
const resultOf = (call: Call, stored: { id: number; line: number; kind: string }, s: Settled): MessageResult => ({
  id: stored.id,
  line: stored.line,
  kind: stored.kind as 'BSM' | 'BUM',
  outcome: s.outcome,
  action: s.action,
  flight_number: s.flight_number,
  flight_day: s.flight_day,
  plates: s.plates,
  warnings: s.warnings.map((w) => translate(call.locale, w)),
  error: s.error && translate(call.locale, s.error),
});

/** What POST /api/baggage-messages answers: one result per message of the body, in their order. */
export async function receiveMessages(call: Call, input: { text: string }): Promise<{ results: MessageResult[] }> {
  const blocks = splitMessages(input.text);
  if (!blocks.length) throw invalidField('text', 'messageNoMessage');
  const userId = authorOf(call).id;
  const counter = `baggage-messages:${userId}`;
  const limit = call.env.BAGGAGE_MESSAGES_PER_MINUTE;
  let at = 0;
  try {
    return await call.db.transaction(async (tx) => {
      // a sender gone wrong is refused (429, nothing stored: it sends the same body again later) before any work;
      // the request is counted at the end, in the commit that keeps it
      await spentPerMinute(tx, counter, limit);
      const batch = newBatch();
      const settled: Settled[] = [];
      // in order: a later message of the body sees what an earlier one did
      for (; at < blocks.length; at++) {
        const block = blocks[at]!;
        settled.push(await settle(call, tx, batch, readMessage(block.text, block.line)));
      }
      const rows = blocks.map((b) => ({ text: b.text, line: b.line, kind: b.kind!, user_id: userId }));
      const stored = await tx
        .insert(baggageMessages)
        .values(rows.map((row, i) => ({ ...row, ...rowOf(settled[i]!) })))
        .returning({ id: baggageMessages.id, line: baggageMessages.line, kind: baggageMessages.kind });
      await Promise.all([
        audit(tx, call, ...stored.map(createdEntry), ...batch.audits),
        countPerMinute(tx, counter, limit),
        // the live boards of the flights' airports read again, from the commit
        announceChanges(
          tx,
          [...batch.airports.values()].flatMap((a) => (a ? [a.id] : [])),
        ),
      ]);
      return { results: stored.map((row, i) => resultOf(call, row, settled[i]!)) };
    });
  } catch (err) {
    if (err instanceof AppError) throw err;
    // ours: the request fails as any would (500 logged, 503), and the body is kept, the message that failed marked
    // so, to be applied again from the message screen. With the database gone this fails too: nothing was stored,
    // and the sender, answered an error, sends the body again
    await store(call, blocks, null, at).catch(() => undefined);
    throw err;
  }
}

/**
 * A body from the broker (broker.ts), known by its delivery (decision 057): stored as received unless it was stored
 * already (the broker gives a message again when its acknowledgement was lost), then every message of the delivery
 * not applied yet is applied, those of an earlier try that failed on our side included. Done, it may be
 * acknowledged: what it held is stored, and a new try stores nothing twice. Throws as receiveMessages does (a body
 * without a message: an AppError).
 */
export async function receiveDelivery(call: Call, text: string, delivery: string) {
  const blocks = splitMessages(text);
  if (!blocks.length) throw invalidField('text', 'messageNoMessage');
  const stored = await store(call, blocks, delivery);
  const waiting = await call.db
    .select({ id: baggageMessages.id, text: baggageMessages.text, line: baggageMessages.line })
    .from(baggageMessages)
    .where(
      and(
        eq(baggageMessages.delivery, delivery),
        or(
          eq(baggageMessages.outcome, 'received'),
          and(eq(baggageMessages.outcome, 'failed'), sql`${baggageMessages.error}->>'key' = 'messageFailed'`),
        ),
      ),
    )
    .orderBy(asc(baggageMessages.line));
  const results: MessageResult[] = [];
  for (const row of waiting) results.push(await applyStored(call, row.id, row.text, row.line));
  return { stored: stored.length, results };
}

const createdEntry = (r: { id: number; kind: string; line: number }): AuditEntry => ({
  entity: 'baggage_message',
  entity_id: r.id,
  action: 'create',
  changes: changesOf(null, { kind: r.kind, line: r.line }),
});

/**
 * Stored as received, each as it came, before anything is read of it; `failedAt`, the message a failure of ours
 * stopped at, is marked failed. A delivery's messages stored already are left as they are (and not answered).
 */
function store(call: Call, blocks: ReturnType<typeof splitMessages>, delivery: string | null, failedAt = -1) {
  const userId = authorOf(call).id;
  const failed = { outcome: 'failed' as const, error: { key: 'messageFailed' } satisfies Message };
  return call.db.transaction(async (tx) => {
    const rows = await tx
      .insert(baggageMessages)
      .values(
        blocks.map((b, i) => ({
          text: b.text,
          line: b.line,
          kind: b.kind!,
          user_id: userId,
          delivery,
          ...(i === failedAt ? failed : {}),
        })),
      )
      .onConflictDoNothing({ target: [baggageMessages.delivery, baggageMessages.line] })
      .returning({ id: baggageMessages.id, line: baggageMessages.line, kind: baggageMessages.kind });
    await audit(tx, call, ...rows.map(createdEntry));
    return rows;
  });
}

/** A message applied already, met where only one that changed nothing yet may be applied (reapplyMessage). */
const appliedAlready = (id: number) => fail('CONFLICT', 'messageAppliedAlready', { id });

/**
 * Reads and applies one stored message, recording its outcome; answers its result in the caller's language.
 * `again`: applied again by a person, only if it changed nothing yet, checked on the row locked for the transaction
 * (the broker's consumer, or another administrator, may be applying it at that moment).
 */
async function applyStored(call: Call, id: number, text: string, line: number, again = false): Promise<MessageResult> {
  const kind = text.split(/\r?\n/, 1)[0]!.trim();
  const read = readMessage(text, line);
  try {
    const settled = await call.db.transaction(async (tx) => {
      if (again) {
        const [row] = await tx
          .select({ outcome: baggageMessages.outcome })
          .from(baggageMessages)
          .where(eq(baggageMessages.id, id))
          .for('update');
        if (!row || !canReapply(row.outcome)) throw appliedAlready(id);
      }
      const batch = newBatch();
      const done = await settle(call, tx, batch, read);
      await tx.update(baggageMessages).set(rowOf(done)).where(eq(baggageMessages.id, id));
      await audit(tx, call, ...batch.audits);
      await announceChanges(
        tx,
        [...batch.airports.values()].flatMap((a) => (a ? [a.id] : [])),
      );
      return done;
    });
    return resultOf(call, { id, line, kind }, settled);
  } catch (err) {
    // applied meanwhile by someone else: nothing was done, and its outcome stands
    if (err instanceof AppError && err.msg.key === 'messageAppliedAlready') throw err;
    // ours: the message stays stored, failed, to be applied again from the message screen or by the broker's next try
    const seen = read.ok ? { action: read.message.action, plates: read.message.plates } : {};
    const error: Message = { key: 'messageFailed' };
    await call.db
      .update(baggageMessages)
      .set({ outcome: 'failed', error, warnings: [], ...seen })
      .where(eq(baggageMessages.id, id));
    throw err;
  }
}

/**
 * One message's outcome: refused when unreadable, failed when it names what Tarmac does not know (both found before
 * anything is written), else what applying it did. Anything thrown while writing is ours, and undoes the transaction.
 */
async function settle(
  call: Call,
  tx: Transaction,
  batch: Batch,
  read: ReturnType<typeof readMessage>,
): Promise<Settled> {
  if (!read.ok) {
    const { key, line: at, element } = read.problem;
    const none = { action: null, flight_number: null, flight_day: null, plates: [], warnings: [] };
    return { outcome: 'refused', ...none, error: { key, params: { line: at, element } } };
  }
  const message = read.message;
  let planned: Plan;
  try {
    planned = await plan(call, tx, batch, message);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const leg = message.outbound ?? message.inbound;
    const seen = { flight_number: leg?.flight_number ?? null, flight_day: null, plates: message.plates };
    return { outcome: 'failed', action: message.action, ...seen, warnings: [], error: err.msg };
  }
  const applied = await write(call, tx, batch, message, planned);
  return { ...applied, action: message.action, error: null };
}

/** The flight's local day of departure: the message gives day and month, the year is the one nearest to today. */
function dayOf(leg: FlightLeg, tz: string) {
  const [y, m, d] = localDay(new Date(), tz).split('-').map(Number) as [number, number, number];
  const year = nearestYear(leg.day, leg.month, { year: y, month: m, day: d });
  return `${year}-${String(leg.month).padStart(2, '0')}-${String(leg.day).padStart(2, '0')}`;
}

/** The airports of these codes, each looked up once a batch (null: Tarmac does not know it). */
async function airportsOf(tx: Transaction, batch: Batch, codes: string[]) {
  const missing = [...new Set(codes)].filter((c) => !batch.airports.has(c));
  if (missing.length) {
    const rows = await tx
      .select({ id: airports.id, code: airports.code, timezone: airports.timezone })
      .from(airports)
      .where(inArray(airports.code, missing));
    for (const code of missing) batch.airports.set(code, rows.find((r) => r.code === code) ?? null);
  }
  return (code: string) => batch.airports.get(code) ?? null;
}

/** What a message acts on, found before it writes anything. */
type Plan = {
  station: Airport;
  departure: Airport;
  /** The flight's destination as the message names it, and its airport when Tarmac knows it. */
  arrivalCode: string | null;
  arrival: Airport | null;
  leg: FlightLeg;
  day: string;
};

/**
 * Everything a message needs that Tarmac may not know, looked up: its station, the flight's two airports. Its own
 * faults throw here (an AppError), before any write, so that a message refused leaves nothing in the transaction.
 */
async function plan(call: Call, tx: Transaction, batch: Batch, message: BaggageMessage): Promise<Plan> {
  const code = message.version!.station;
  // a bag leaving here goes on its outbound flight (.F); a terminating one, which has none, came on its inbound
  // flight (.I), from the airport `.I` names to this station
  const leg = message.outbound ?? message.inbound;
  // the plates of a message that registers bags are taken at once (lockPlates), to be checked against the window
  // once no other registration of them can run (register)
  const registers = message.kind === 'BSM' && message.action !== 'DEL';
  const [airport] = await Promise.all([
    airportsOf(tx, batch, [code, ...(leg?.airport ? [leg.airport] : [])]),
    registers ? lockPlates(tx, message.plates) : undefined,
  ]);
  const station = airport(code);
  if (!station) throw fail('UNPROCESSABLE_CONTENT', 'messageUnknownStation', { code });
  if (!leg) throw fail('UNPROCESSABLE_CONTENT', 'messageNoFlight');
  if (registers && !message.names.length) throw fail('UNPROCESSABLE_CONTENT', 'messageNoPassenger');
  const day = dayOf(leg, call.tz);
  if (message.outbound) {
    const arrival = leg.airport ? airport(leg.airport) : null;
    return { station, departure: station, arrivalCode: leg.airport, arrival, leg, day };
  }
  const origin = leg.airport ? airport(leg.airport) : null;
  if (!origin) throw fail('UNPROCESSABLE_CONTENT', 'messageUnknownStation', { code: leg.airport ?? '' });
  return { station, departure: origin, arrivalCode: code, arrival: station, leg, day };
}

/**
 * The flight of that number leaving its departure airport on that day of its clock (decisions 054, 055): the first
 * one registered when there are several. Created when `create` and there is none, leaving at the first instant of
 * its day, arriving at the same instant, until its schedule is given.
 */
async function flightOf(call: Call, tx: Transaction, batch: Batch, p: Plan, create: boolean, warnings: Message[]) {
  const key = `${p.leg.flight_number}|${p.departure.id}|${p.day}`;
  const known = batch.flights.get(key);
  if (known) return known;
  // a flight's date is its local date of departure, on its airport's own clock
  const zone = p.departure.timezone ?? call.tz;
  const from = localToInstant(`${p.day}T00:00`, zone);
  const to = localToInstant(`${addDays(p.day, 1)}T00:00`, zone);
  const find = async () => {
    const [found] = await tx
      .select({ id: flights.id, departure_time: flights.departure_time })
      .from(flights)
      .where(
        and(
          eq(flights.flight_number, p.leg.flight_number),
          eq(flights.departure_airport, p.departure.id),
          gte(flights.departure_time, from),
          lt(flights.departure_time, to),
        ),
      )
      .orderBy(asc(flights.id))
      .limit(1);
    if (found) batch.flights.set(key, found);
    return found ?? null;
  };
  const found = await find();
  if (found || !create) return found;
  // two messages for a flight not yet known, at once, would each create it: they take turns, and look again
  await tx.execute(sql`select pg_advisory_xact_lock(${MESSAGE_FLIGHT_LOCK}, hashtext(${key}))`);
  const again = await find();
  if (again) return again;
  if (p.arrivalCode && !p.arrival) warnings.push({ key: 'warnUnknownDestination', params: { code: p.arrivalCode } });
  const [created] = await tx
    .insert(flights)
    .values({
      flight_number: p.leg.flight_number,
      airline_code: p.leg.carrier,
      departure_airport: p.departure.id,
      arrival_airport: p.arrival?.id ?? null,
      departure_time: from,
      arrival_time: from,
    })
    .returning();
  batch.audits.push({ entity: 'flight', entity_id: created!.id, action: 'create', changes: changesOf(null, created!) });
  const flight = { id: created!.id, departure_time: created!.departure_time };
  batch.flights.set(key, flight);
  return flight;
}

/** Each bag's weight in kilograms from `.W` (the total over its pieces), or null when the message gives none. */
function weightPerBag(message: BaggageMessage): number | null {
  const w = message.pieces_weight;
  if (!w || w.weight === null) return null;
  const kg = w.unit === 'L' ? w.weight * LB_TO_KG : w.weight;
  const pieces = w.pieces > 0 ? w.pieces : message.plates.length;
  return Math.round((kg / Math.max(1, pieces)) * 10) / 10;
}

type Applied = Omit<Settled, 'action' | 'error'>;

/** Applies a planned message: nothing here is the message's fault, whatever throws is ours. */
async function write(call: Call, tx: Transaction, batch: Batch, message: BaggageMessage, p: Plan): Promise<Applied> {
  const seen = { flight_number: p.leg.flight_number, flight_day: p.day, plates: message.plates };
  const creates = message.kind === 'BSM' && message.action !== 'DEL';
  const warnings: Message[] = [];
  const flight = await flightOf(call, tx, batch, p, creates, warnings);
  if (!flight) {
    warnings.push({ key: 'warnNoFlightYet', params: { flight: p.leg.flight_number, day: p.day } });
    return { outcome: 'unchanged', ...seen, warnings };
  }
  if (!creates) {
    const column = message.kind === 'BUM' ? 'offload_at' : 'deleted_at';
    const stamped = await stamp(call, tx, batch, message, flight, warnings, column);
    const outcome = !stamped ? 'unchanged' : message.kind === 'BUM' ? 'offload' : 'deleted';
    return { outcome, ...seen, warnings };
  }
  return { outcome: await register(call, tx, batch, message, flight, p.station.id, warnings), ...seen, warnings };
}

/** BSM and BSM CHG: the passenger and each bag on the flight, created or brought to what the message says. */
async function register(
  call: Call,
  tx: Transaction,
  batch: Batch,
  message: BaggageMessage,
  flight: FlightRef,
  stationId: number,
  warnings: Message[],
): Promise<MessageOutcome> {
  const name = message.names[0]!;
  if (message.names.length > 1)
    warnings.push({ key: 'warnSeveralPassengers', params: { name, count: message.names.length } });
  const pnr = message.pnr ?? '';
  const seat = message.reconciliation?.seat ?? null;
  let created = 0;
  let updated = 0;

  // the plates are locked already (plan): their window is checked, and the passenger looked up, at once
  const [[known], holders] = await Promise.all([
    tx
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
      .limit(1),
    bagsWithinWindow(tx, message.plates, flight.departure_time, call.env.BAG_PLATE_WINDOW_DAYS),
  ]);
  let passengerId: number;
  if (!known) {
    const [row] = await tx
      .insert(passengers)
      .values({ flight_id: flight.id, name, pnr, seat: seat ?? '' })
      .returning();
    batch.audits.push({ entity: 'passenger', entity_id: row!.id, action: 'create', changes: changesOf(null, row!) });
    passengerId = row!.id;
    created++;
  } else {
    passengerId = known.id;
    if (seat && seat !== known.seat) {
      await tx.update(passengers).set({ seat }).where(eq(passengers.id, known.id));
      const changes = changesOf({ seat: known.seat }, { seat });
      batch.audits.push({ entity: 'passenger', entity_id: known.id, action: 'update', changes });
      updated++;
    }
  }

  const weight = weightPerBag(message);
  // `.S` Y or N, stored on each bag for the scan to warn of an N; a message without it (or with it left empty)
  // leaves what an earlier one said
  const authority = message.reconciliation?.authority_to_load ?? null;
  if (weight === null && message.action === 'NEW') warnings.push({ key: 'warnNoWeight' });
  const added: string[] = [];
  const seen = new Set<string>();
  for (const plate of message.plates) {
    const key = printedTag(plate);
    if (seen.has(key)) continue;
    seen.add(key);
    const holder = holders.get(key);
    // a plate of another flight's bag within the window: a CHG moves the bag (the passenger was rebooked), a new
    // BSM leaves it where it is and says so
    if (holder && holder.flight_id !== flight.id && message.action !== 'CHG') {
      const params = { tag: plate, flight: holder.flight_number, day: localDay(holder.departure_time, call.tz) };
      warnings.push({ key: 'warnPlateOnOtherFlight', params });
      continue;
    }
    if (!holder) {
      added.push(plate);
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
    batch.audits.push({ entity: 'bag', entity_id: holder.id, action: 'update', changes });
    updated++;
  }
  if (added.length) {
    const rows = await tx
      .insert(bags)
      .values(
        added.map((plate) => ({
          bag_tag_number: plate,
          weight: weight ?? 0,
          passenger_id: passengerId,
          airport_id: stationId,
          authority_to_load: authority,
        })),
      )
      .returning();
    for (const row of rows)
      batch.audits.push({ entity: 'bag', entity_id: row.id, action: 'create', changes: changesOf(null, row) });
    created += rows.length;
  }
  return created ? 'created' : updated ? 'updated' : 'unchanged';
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

/** The bags of the flight a DEL or a BUM names: by plate, or (a BUM without plates) by its passenger. */
async function bagsNamed(
  call: Call,
  tx: Transaction,
  message: BaggageMessage,
  flight: FlightRef,
  warnings: Message[],
): Promise<number[]> {
  if (message.plates.length) {
    const holders = await bagsWithinWindow(tx, message.plates, flight.departure_time, call.env.BAG_PLATE_WINDOW_DAYS);
    const ids = new Set<number>();
    for (const plate of message.plates) {
      const holder = holders.get(printedTag(plate));
      if (holder?.flight_id === flight.id) ids.add(holder.id);
      else warnings.push({ key: 'warnPlateNotFound', params: { tag: plate } });
    }
    return [...ids];
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
 * same message twice changes nothing. A DEL withdraws bags from their flight (kept for their history); a BUM makes
 * them bags to offload. Each stamp is an audit row of the bag. Answers how many were stamped now.
 */
async function stamp(
  call: Call,
  tx: Transaction,
  batch: Batch,
  message: BaggageMessage,
  flight: FlightRef,
  warnings: Message[],
  column: 'deleted_at' | 'offload_at',
) {
  const ids = await bagsNamed(call, tx, message, flight, warnings);
  if (!ids.length) return 0;
  const rows = await tx
    .update(bags)
    .set({ [column]: sql`now()` })
    .where(and(inArray(bags.id, ids), isNull(bags[column])))
    .returning({ id: bags.id, at: bags[column] });
  for (const row of rows) {
    const changes = changesOf({ [column]: null }, { [column]: row.at });
    batch.audits.push({ entity: 'bag', entity_id: row.id, action: 'update', changes });
  }
  return rows.length;
}

/** The flight's bags to offload: their passenger's BUM came, and they were not withdrawn since. */
export async function bagsToOffload({ db }: Call, flightId: number) {
  const [flight] = await db.select({ id: flights.id }).from(flights).where(eq(flights.id, flightId));
  if (!flight) throw fail('NOT_FOUND', 'flightNotFound', { id: flightId });
  return offloadRead(db, flight.id);
}

/** The statement of `bagsToOffload` (exported for its plan's test). */
export const offloadRead = (db: Db, flightId: number) =>
  db
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
    .where(and(bagsOfFlight(db, flightId), sql`${bags.offload_at} is not null`, isNull(bags.deleted_at)))
    .orderBy(asc(passengers.name), asc(bags.id));

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
 * failure of ours. Only a message that changed nothing yet (received, refused, failed): one applied already may have
 * been overtaken by later messages of its bags, which applying it again would undo.
 */
export async function reapplyMessage(call: Call, id: number) {
  const [row] = await call.db
    .select({ text: baggageMessages.text, line: baggageMessages.line, outcome: baggageMessages.outcome })
    .from(baggageMessages)
    .where(eq(baggageMessages.id, id));
  if (!row) throw fail('NOT_FOUND', 'messageNotFound', { id });
  if (!canReapply(row.outcome)) throw appliedAlready(id);
  const result = await applyStored(call, id, row.text, row.line, true);
  await audit(call.db, call, {
    entity: 'baggage_message',
    entity_id: id,
    action: 'update',
    // the outcome, even when it is the same again: the trail says who applied it, and when
    changes: { outcome: { old: row.outcome, new: result.outcome } },
  });
  return result;
}
