import { LIST_PATHS } from '../../../../shared/list-paths';
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { authorOf, personOf, type Call } from '../../../platform/call';
import type { Db, Transaction } from '../../../platform/db/client';
import { newCheckCode } from './check-code';
import { expectedOn } from './expected-on';
import { airports, bags, baggageClaims, claimHistories, flights, passengers, users } from '../../schema';
import { fail, invalidField } from '../../../platform/errors';
import type { ClaimStatus } from '../../../../shared/claim-codes';
import { addDays, localDay, localToInstant } from '../../../../shared/time';
import { audit, changesOf } from '../../audit';
import { DUE_SOON_DAYS, claimDeadlines, clocksOf, type ClaimClocks } from './deadlines';
import { listTotal } from '../../../platform/list-total';
import { pageRows, paginate } from '../../../platform/paginate';
import type { CursorValue } from '../../../../shared/schemas/common';
import { tagSpellings } from '../../../../shared/codes';
import { nearestFlightFirst } from '../../baggage';
import { claimNewsOf, queueClaimNews } from '../claim-news';
import { liveTracker } from '../passenger-claims/tracker-link';

// Lost-baggage claims (first part: the API): reference numbers, links to the bag, passenger and
// flight when the tag or the flight is known, and a history row for every status, the first included.

export const CLAIMS_PER_PAGE = 20;
/** The claims screen lists the latest 10 claims. */
export const RECENT_CLAIMS = 10;

type ClaimInput = {
  bag_tag_number?: string | null;
  pnr?: string | null;
  status: ClaimStatus;
  bag_brand?: string | null;
  bag_color?: string | null;
  bag_type?: string | null;
  description?: string | null;
  distinctive_features?: string | null;
  flight_number?: string | null;
  flight_date: string | null;
  arrival_airport: number;
  contact_name: string;
  contact_email: string | null;
  contact_phone: string;
  temporary_address: string;
};

function selectClaims(db: Db) {
  return db
    .select({
      claim: baggageClaims,
      bag_tag: bags.bag_tag_number,
      // the claim's copy, the passenger's name as passengers holds it (migration 0030)
      passenger_name: baggageClaims.passenger_name,
      linked_flight_number: flights.flight_number,
      user_name: users.name,
    })
    .from(baggageClaims)
    .leftJoin(bags, eq(bags.id, baggageClaims.bag_id))
    .leftJoin(flights, eq(flights.id, baggageClaims.flight_id))
    .leftJoin(users, eq(users.id, baggageClaims.reported_by));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectClaims>['execute']>>[number];

/** A claim as read: bag (both spellings of its tag), passenger, flight and reporter as objects; its clocks. */
function shape({ claim: c, bag_tag, passenger_name, linked_flight_number, user_name }: Row, clocks: ClaimClocks) {
  return {
    id: c.id,
    reference_number: c.reference_number,
    status: c.status,
    bag_brand: c.bag_brand,
    bag_color: c.bag_color,
    bag_type: c.bag_type,
    description: c.description,
    distinctive_features: c.distinctive_features,
    bag_tag_number: c.bag_tag_number,
    pnr: c.pnr,
    flight_number: c.flight_number,
    flight_date: c.flight_date,
    arrival_airport: c.arrival_airport,
    contact_name: c.contact_name,
    contact_email: c.contact_email,
    contact_phone: c.contact_phone,
    temporary_address: c.temporary_address,
    bag: c.bag_id && bag_tag ? { id: c.bag_id, bag_tag_number: bag_tag, tag_number: bag_tag } : null,
    passenger: c.passenger_id && passenger_name ? { id: c.passenger_id, name: passenger_name } : null,
    flight: c.flight_id && linked_flight_number ? { id: c.flight_id, flight_number: linked_flight_number } : null,
    user: c.reported_by && user_name ? { id: c.reported_by, name: user_name } : null,
    filed_by: c.filed_by,
    filing_check: c.filing_check,
    confirmed_at: c.confirmed_at,
    check_code: c.check_code,
    address_from: c.address_from,
    address_until: c.address_until,
    // the passenger's link to the bag's location, while it is shared
    ...liveTracker(c),
    out_for_delivery_at: c.out_for_delivery_at,
    ...claimDeadlines(c, clocks),
    created_at: c.created_at,
    updated_at: c.updated_at,
  };
}

export async function getClaim(call: Call, id: number) {
  const { db } = call;
  const clocks = clocksOf(call);
  const [row] = await selectClaims(db).where(eq(baggageClaims.id, id));
  if (!row) throw fail('NOT_FOUND', 'claimNotFound', { id });
  const histories = await db
    .select({
      id: claimHistories.id,
      status: claimHistories.status,
      note: claimHistories.note,
      user_id: users.id,
      user_name: users.name,
      by_passenger: claimHistories.by_passenger,
      updated_at: claimHistories.updated_at,
    })
    .from(claimHistories)
    .leftJoin(users, eq(users.id, claimHistories.user_id))
    .where(eq(claimHistories.claim_id, id))
    .orderBy(claimHistories.created_at, claimHistories.id);
  return {
    ...shape(row, clocks),
    histories: histories.map((h) => ({
      id: h.id,
      status: h.status,
      note: h.note,
      user: h.user_id && h.user_name ? { id: h.user_id, name: h.user_name } : null,
      by_passenger: h.by_passenger,
      updated_at: h.updated_at,
    })),
    liability_limit_sdr: call.env.BAGGAGE_LIABILITY_SDR,
    news: await claimNewsOf(db, call.env, id),
  };
}

/** Claims as read, in the order of `ids` (the matching's ranking). */
export async function claimsByIds(db: Db, ids: number[], clocks: ClaimClocks) {
  if (!ids.length) return [];
  const rows = await selectClaims(db).where(inArray(baggageClaims.id, ids));
  const byId = new Map(rows.map((r) => [r.claim.id, shape(r, clocks)]));
  return ids.map((id) => byId.get(id)!).filter(Boolean);
}

export async function recentClaims(call: Call) {
  const { db } = call;
  const clocks = clocksOf(call);
  const rows = await selectClaims(db)
    .orderBy(desc(baggageClaims.created_at), desc(baggageClaims.id))
    .limit(RECENT_CLAIMS);
  return rows.map((r) => shape(r, clocks));
}

/**
 * The day a claim's next clock runs out, as claimDeadlines() counts it, so that the database can filter and sort
 * on it. A DELIVERED claim has two windows, damage and delay: the one closing first while it is open, then the
 * other (whichever is the shorter: an airport may configure either so); once both have closed, the later one,
 * a past day no list of what is due shows.
 */
function nextDueOn(clocks: ClaimClocks, today: string) {
  const local = (column: typeof baggageClaims.created_at) => sql`(${column} at time zone ${clocks.tz})::date`;
  const delivered = local(baggageClaims.updated_at);
  const days = [clocks.damageComplaintDays, clocks.delayComplaintDays];
  const first = sql`${delivered} + ${Math.min(...days)}::int`;
  const last = sql`${delivered} + ${Math.max(...days)}::int`;
  return sql`(case ${baggageClaims.status}
    when 'DELAYED' then coalesce(${baggageClaims.expected_on}, ${baggageClaims.flight_date}, ${local(baggageClaims.created_at)}) + ${clocks.lostAfterDays}::int
    when 'DELIVERED' then case when ${first} >= ${today}::date then ${first} else ${last} end
  end)`;
}

/**
 * A DELAYED claim whose days before the bag may be treated as lost are over: what claimDeadlines() calls
 * PAST_DUE, as the database filters it (the reports count these).
 */
export function pastDue(clocks: ClaimClocks, today: string) {
  return sql`(${baggageClaims.status} = 'DELAYED' and ${nextDueOn(clocks, today)} < ${today}::date)`;
}

/**
 * A DELAYED claim's clock start as baggage_claims_delayed_since_idx holds it: the day its bag ought to have arrived,
 * else its flight's day, else the UTC day it was reported (an index cannot hold a day in APP_TIMEZONE, a setting).
 * The local day is within a day of it.
 */
export const delayedSinceUtc = sql`coalesce(${baggageClaims.expected_on}, ${baggageClaims.flight_date}, (${baggageClaims.created_at} at time zone 'UTC')::date)`;

/**
 * What "due within DUE_SOON_DAYS" implies, in a form two partial indexes answer, so that only the candidates are
 * read and not every open claim:
 * - DELAYED: due when the clock started at most lostAfterDays − DUE_SOON_DAYS days ago (a day more: the index has
 *   the UTC day); those past due stay in the list.
 * - DELIVERED: one of its windows closes within the days asked, so the bag came back damageComplaintDays or
 *   delayComplaintDays days ago (give or take DUE_SOON_DAYS). Each is a range of delivery days, read as instants
 *   (baggage_claims_delivered_since_idx).
 * The exact condition (nextDueOn) is still applied to what these read.
 */
function dueCandidates(clocks: ClaimClocks, today: string) {
  const soon = DUE_SOON_DAYS;
  // the deliveries of the local days from `days` before today to `days` before today + DUE_SOON_DAYS
  const deliveredBefore = (days: number) =>
    and(
      gte(baggageClaims.updated_at, localToInstant(`${addDays(today, -days)}T00:00`, clocks.tz)),
      lt(baggageClaims.updated_at, localToInstant(`${addDays(today, soon - days + 1)}T00:00`, clocks.tz)),
    );
  return or(
    and(
      // written out, not a parameter: the partial index is for these only
      sql`${baggageClaims.status} = 'DELAYED'`,
      sql`${delayedSinceUtc} <= ${addDays(today, soon - clocks.lostAfterDays + 1)}::date`,
    ),
    and(
      eq(baggageClaims.status, 'DELIVERED'),
      or(deliveredBefore(clocks.damageComplaintDays), deliveredBefore(clocks.delayComplaintDays)),
    ),
  );
}

/**
 * A page of the claims due, the most urgent first. Their order is a date computed per row, which no index holds,
 * so that short list pages by number; its total comes from the same read as the page's ids (a window count), so
 * the candidates are read once. The joins come afterwards, for the page's 20 claims only: joined before the sort,
 * every urgent claim of the airport (450 at airport size) was (35 ms against 4).
 */
async function duePage(db: Db, where: SQL | undefined, due: SQL, page: number) {
  const order = [sql`${due} asc`, desc(baggageClaims.created_at), desc(baggageClaims.id)];
  const ranked = await db
    .select({ id: baggageClaims.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(baggageClaims)
    .where(where)
    .orderBy(...order)
    .limit(CLAIMS_PER_PAGE)
    .offset((page - 1) * CLAIMS_PER_PAGE);
  // past the last page the window has no row to carry the total: counted then
  const total = ranked[0]?.total ?? (page > 1 ? await listTotal(db, baggageClaims, where) : 0);
  const ids = ranked.map((r) => r.id);
  const rows = ids.length
    ? await selectClaims(db)
        .where(inArray(baggageClaims.id, ids))
        .orderBy(...order)
    : [];
  return { rows, total, edges: {} };
}

/** A page of the claims, newest first, by number or from a cursor (pageRows). */
async function newestPage(
  db: Db,
  where: SQL | undefined,
  opts: { page: number; after?: CursorValue; before?: CursorValue },
) {
  // exact up to EXACT_TOTAL_UP_TO claims, estimated beyond: the years of claims kept are not counted on every page
  const total = await listTotal(db, baggageClaims, where);
  const { rows, edges } = await pageRows(
    db,
    {
      ...opts,
      perPage: CLAIMS_PER_PAGE,
      total,
      keyset: { key: baggageClaims.created_at, id: baggageClaims.id, order: 'desc' },
    },
    (q) => {
      // the page's ids first, from the claims alone, then their joins
      const page = db
        .select({ id: baggageClaims.id })
        .from(baggageClaims)
        .where(and(where, q.where))
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset);
      return selectClaims(db)
        .where(sql`${baggageClaims.id} = any(array(${page}))`)
        .orderBy(...q.orderBy);
    },
    (r) => r.claim.id,
  );
  return { rows, total, edges };
}

/**
 * The claims holding a term in any case, anywhere in their reference, tag, contact's or passenger's name: each column
 * through its trigram index (migrations 0010, 0030), the passenger's name as the claim carries it. Read from
 * passengers, it read every passenger bearing a common surname (one in thirty) to find a few thousand claims.
 */
export function claimsMatching(term: string) {
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(baggageClaims.reference_number, like),
    ilike(baggageClaims.bag_tag_number, like),
    ilike(baggageClaims.contact_name, like),
    ilike(baggageClaims.passenger_name, like),
  );
}

/**
 * The claim search: by bag tag, passenger name or claim number, any case, partial; newest first.
 * `deadline: 'due'` keeps the claims whose clock runs out within 2 days or has run out (a missing bag past
 * its 21 days; a complaint window that has closed is nobody's task), the most urgent first.
 */
export async function listClaims(
  call: Call,
  opts: { page: number; search: string; deadline?: 'due' | null; after?: CursorValue; before?: CursorValue },
) {
  const { db } = call;
  const clocks = clocksOf(call);
  const term = opts.search.trim();
  const today = clocks.today ?? localDay(new Date(), clocks.tz);
  const due = nextDueOn(clocks, today);
  const where = and(
    term ? claimsMatching(term) : undefined,
    opts.deadline === 'due'
      ? and(
          sql`${due} <= ${addDays(today, DUE_SOON_DAYS)}::date and (${baggageClaims.status} = 'DELAYED' or ${due} >= ${today}::date)`,
          dueCandidates(clocks, today),
        )
      : undefined,
  );
  const { rows, total, edges } =
    opts.deadline === 'due' ? await duePage(db, where, due, opts.page) : await newestPage(db, where, opts);
  return paginate(
    rows.map((r) => shape(r, clocks)),
    {
      page: opts.page,
      perPage: CLAIMS_PER_PAGE,
      total,
      edges,
      path: LIST_PATHS.claims,
      query: { search: term || undefined, deadline: opts.deadline ?? undefined },
    },
  );
}

/** The bag a tag names (the flight nearest to now, today's first), with its passenger and flight, in any spelling of the tag. */
async function linkTag(db: Db | Transaction, tz: string, tag: string) {
  const [bag] = await db
    .select({
      bag_id: bags.id,
      passenger_id: passengers.id,
      pnr: passengers.pnr,
      flight_id: flights.id,
      flight_number: flights.flight_number,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .where(inArray(bags.bag_tag_number, tagSpellings(tag)))
    .orderBy(...nearestFlightFirst(tz))
    .limit(1);
  return bag ?? null;
}

/**
 * What the claim form fills in from a typed or scanned tag before saving: the passenger, PNR and
 * flight of the bag the tag names (the flight nearest to now, today's first), in any spelling of the tag. 404 naming the tag when no bag has it.
 */
export async function claimTagLookup({ db, tz }: Call, tag: string) {
  const [bag] = await db
    .select({
      tag: bags.bag_tag_number,
      passenger_id: passengers.id,
      name: passengers.name,
      pnr: passengers.pnr,
      flight_id: flights.id,
      flight_number: flights.flight_number,
      departure: flights.departure_time,
      arrival_airport: flights.arrival_airport,
    })
    .from(bags)
    .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
    .innerJoin(flights, eq(flights.id, passengers.flight_id))
    .where(inArray(bags.bag_tag_number, tagSpellings(tag)))
    .orderBy(...nearestFlightFirst(tz))
    .limit(1);
  if (!bag) throw fail('NOT_FOUND', 'noBagWithTag', { tag });
  return {
    bag_tag_number: bag.tag,
    pnr: bag.pnr,
    passenger: { id: bag.passenger_id, name: bag.name },
    flight: {
      id: bag.flight_id,
      flight_number: bag.flight_number,
      flight_date: localDay(bag.departure, tz),
      arrival_airport: bag.arrival_airport,
    },
  };
}

/** The flight of that number departing on that local day, when there is exactly one. */
export async function linkFlight(db: Db | Transaction, number: string, day: string, tz: string) {
  const found = await db
    .select({ id: flights.id })
    .from(flights)
    .where(
      and(
        eq(flights.flight_number, number),
        gte(flights.departure_time, localToInstant(`${day}T00:00`, tz)),
        lt(flights.departure_time, localToInstant(`${addDays(day, 1)}T00:00`, tz)),
      ),
    )
    .limit(2);
  return found.length === 1 ? found[0]!.id : null;
}

/**
 * A claim's reference: the station code of the reporting desk's airport (the arrival airport when the user has none),
 * the airline code (the flight number's, else 8Z) and a 5-digit sequence per prefix: FIH8Z00042.
 */
async function nextReference(db: Db | Transaction, prefix: string) {
  const [{ top } = { top: 0 }] = await db
    .select({
      top: sql<number>`coalesce(max(substr(${baggageClaims.reference_number}, ${prefix.length + 1})::int), 0)`.mapWith(
        Number,
      ),
    })
    .from(baggageClaims)
    .where(
      and(
        ilike(baggageClaims.reference_number, `${prefix}%`),
        sql`substr(${baggageClaims.reference_number}, ${prefix.length + 1}) ~ '^[0-9]{5}$'`,
      ),
    );
  return `${prefix}${String(top + 1).padStart(5, '0')}`;
}

/** What a claim the passenger filed carries besides the desk's fields. */
export type PassengerFiling = Pick<
  typeof baggageClaims.$inferInsert,
  'filing_check' | 'passenger_lang' | 'address_from' | 'address_until'
> & { filed_by: 'passenger'; flight_id?: number | null };

/**
 * `reported_by` is the caller, whatever the input says (nobody for the passenger's own). Each new claim gets its
 * check code, which the receipt prints and the passenger gives to follow it.
 */
export async function createClaim(
  call: Call,
  input: ClaimInput,
  filing?: PassengerFiling,
  db: Db | Transaction = call.db,
) {
  const { tz } = call;
  const author = authorOf(call);
  const [arrival] = await db
    .select({ code: airports.code })
    .from(airports)
    .where(eq(airports.id, input.arrival_airport));
  if (!arrival) throw invalidField('arrival_airport', 'airportNotFound', { id: input.arrival_airport });
  // a passenger's own filing is linked to its bag only once an agent confirms it (confirmClaim)
  const bag = !filing && input.bag_tag_number ? await linkTag(db, tz, input.bag_tag_number) : null;
  const flightNumber = input.flight_number || (bag && 'flight_number' in bag ? bag.flight_number : null) || null;
  const flightId =
    bag?.flight_id ??
    filing?.flight_id ??
    (flightNumber && input.flight_date ? await linkFlight(db, flightNumber, input.flight_date, tz) : null);
  const airline = flightNumber && /^[A-Z0-9]{2}\d/.test(flightNumber) ? flightNumber.slice(0, 2) : '8Z';
  const prefix = `${personOf(call)?.airport?.code ?? arrival.code}${airline}`;
  const values = {
    ...input,
    ...filing,
    bag_tag_number: input.bag_tag_number || null,
    pnr: input.pnr || (bag && 'pnr' in bag ? bag.pnr : null) || null,
    flight_number: flightNumber,
    bag_id: bag?.bag_id ?? null,
    passenger_id: bag?.passenger_id ?? null,
    flight_id: flightId,
    expected_on: await expectedOn(db, tz, flightId, input.flight_date),
    reported_by: author.id,
    check_code: newCheckCode(),
  };
  // two desks saving at the same instant: the unique reference decides, the other takes the next number
  for (let attempt = 0; attempt < 8; attempt++) {
    const reference_number = await nextReference(db, prefix);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(baggageClaims)
        .values({ ...values, reference_number })
        .onConflictDoNothing({ target: baggageClaims.reference_number })
        .returning();
      if (!row) return null;
      await audit(tx, call, { entity: 'claim', entity_id: row.id, action: 'create', changes: changesOf(null, row) });
      // the first status is history too: the history tells every status a claim has had
      await tx.insert(claimHistories).values({
        claim_id: row.id,
        status: input.status,
        user_id: author.id,
        by_passenger: filing?.filed_by === 'passenger',
      });
      return row.id;
    });
    if (id) return id;
  }
  throw fail('CONFLICT', 'claimReferenceBusy');
}

/** Any status may follow any other; each change is a history row with its note and who made it. */
export async function updateClaimStatus(call: Call, input: { id: number; status: ClaimStatus; note?: string | null }) {
  const { db } = call;
  const userId = authorOf(call).id;
  return db.transaction(async (tx) => {
    const [claim] = await tx
      .select({
        id: baggageClaims.id,
        status: baggageClaims.status,
        out_for_delivery_at: baggageClaims.out_for_delivery_at,
      })
      .from(baggageClaims)
      .where(eq(baggageClaims.id, input.id))
      .for('update');
    if (!claim) throw fail('NOT_FOUND', 'claimNotFound', { id: input.id });
    // a bag sent out is on its way only while the claim stays FOUND: delivered, or back to searching, it is not
    const moved = claim.status !== input.status;
    const after = { status: input.status, ...(moved && { out_for_delivery_at: null }) };
    await tx
      .update(baggageClaims)
      .set({ ...after, updated_at: new Date() })
      .where(eq(baggageClaims.id, input.id));
    // the same status again is a note in the history, not a change of the claim: no audit row then
    const changes = changesOf(claim, after);
    if (changes) {
      await audit(tx, call, { entity: 'claim', entity_id: claim.id, action: 'status_change', changes });
      // the passenger's e-mail, committed with the change or not at all (claim-news/, decision 063)
      await queueClaimNews(tx, call.env, { claim_id: claim.id, kind: 'status', status: input.status });
    }
    const [h] = await tx
      .insert(claimHistories)
      .values({ claim_id: input.id, status: input.status, note: input.note || null, user_id: userId })
      .returning();
    const [u] =
      userId === null
        ? []
        : await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, userId));
    return {
      status: input.status,
      history: {
        id: h!.id,
        status: input.status,
        note: h!.note,
        user: u ?? null,
        by_passenger: false,
        updated_at: h!.updated_at,
      },
    };
  });
}

/**
 * An agent confirms a claim the passenger filed: it is the desk's from then on (its stage on the passenger's page
 * moves on from received to tracing), and it is linked to the bag its plate names on its flight, which the agent has
 * now vouched for. Confirming one already confirmed, or the desk's own, changes nothing.
 */
export async function confirmClaim(call: Call, id: number) {
  const author = authorOf(call);
  await call.db.transaction(async (tx) => {
    const [claim] = await tx
      .select({
        id: baggageClaims.id,
        status: baggageClaims.status,
        confirmed_at: baggageClaims.confirmed_at,
        filed_by: baggageClaims.filed_by,
        bag_id: baggageClaims.bag_id,
        passenger_id: baggageClaims.passenger_id,
        bag_tag_number: baggageClaims.bag_tag_number,
        flight_id: baggageClaims.flight_id,
      })
      .from(baggageClaims)
      .where(eq(baggageClaims.id, id))
      .for('update');
    if (!claim) throw fail('NOT_FOUND', 'claimNotFound', { id });
    if (claim.filed_by !== 'passenger' || claim.confirmed_at) return;
    const at = new Date();
    const [bag] =
      !claim.bag_id && claim.bag_tag_number && claim.flight_id
        ? await tx
            .select({ bag_id: bags.id, passenger_id: passengers.id })
            .from(bags)
            .innerJoin(passengers, eq(passengers.id, bags.passenger_id))
            .where(
              and(
                eq(passengers.flight_id, claim.flight_id),
                inArray(bags.bag_tag_number, tagSpellings(claim.bag_tag_number)),
              ),
            )
            .limit(1)
        : [];
    const after = { confirmed_at: at, ...(bag && { bag_id: bag.bag_id, passenger_id: bag.passenger_id }) };
    await tx
      .update(baggageClaims)
      .set({ ...after, confirmed_by: author.id, updated_at: at })
      .where(eq(baggageClaims.id, id));
    await audit(tx, call, {
      entity: 'claim',
      entity_id: id,
      action: 'update',
      changes: changesOf(claim, after),
    });
    await queueClaimNews(tx, call.env, { claim_id: id, kind: 'confirmed', status: claim.status });
  });
  return getClaim(call, id);
}
