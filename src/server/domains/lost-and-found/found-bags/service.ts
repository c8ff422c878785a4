import { LIST_PATHS } from '../../../../shared/list-paths';
import { and, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { authorOf, personOf, type Call } from '../../../platform/call';
import type { Db } from '../../../platform/db/client';
import { airports, baggageClaims, claimHistories, foundBagPhotos, foundBags, users } from '../../schema';
import { fail, invalidField } from '../../../platform/errors';
import { LL } from '../../../platform/i18n';
import type { ClaimStatus } from '../../../../shared/claim-codes';
import { addDays, instantToZonedIso, localDay } from '../../../../shared/time';
import { DATE_WINDOW_DAYS, MIN_SCORE, POINTS, nameParts, scoreMatch, type Described } from './matching';
import { audit, changesOf } from '../../audit';
import { clocksOf } from '../claims/deadlines';
import { claimsByIds } from '../claims/service';
import { queueClaimNews } from '../claim-news';
import { toInstant } from '../../../../shared/time';
import { pageRows, paginate } from '../../../platform/paginate';
import type { CursorValue } from '../../../../shared/schemas/common';
import { tagSpellings } from '../../../../shared/codes';

// The register of bags found without an owner, and its matching with the open claims: each side
// proposes the other's likely items, best first, with reasons; the agent confirms one, and may undo it.

export const FOUND_BAGS_PER_PAGE = 20;
/** Proposals shown; the database ranks this many times more on the cheap criteria before the full score. */
export const PROPOSALS = 10;
const CANDIDATES = 50;
/**
 * Rows each criterion alone reads, newest first: one with no more items than that found them all (a tag, a name,
 * most flights, an airport's days), and no set of criteria holding it needs a read of its own.
 */
const READ_ALONE = 4 * CANDIDATES;
const OPEN_CLAIMS: ClaimStatus[] = ['LOST', 'DELAYED'];

type FoundBagInput = {
  bag_tag_number?: string | null;
  bag_brand?: string | null;
  bag_color?: string | null;
  bag_type?: string | null;
  distinctive_features?: string | null;
  flight_number?: string | null;
  contents?: string | null;
  name_on_label?: string | null;
  found_at?: string | null;
  found_location: string;
  airport_id?: number | null;
};

const selectFoundBags = (db: Db) =>
  db
    .select({
      bag: foundBags,
      airport_code: airports.code,
      claim_ref: baggageClaims.reference_number,
      user_name: users.name,
      // what the photo is, never its bytes: those have their own path
      photo_type: foundBagPhotos.content_type,
      photo_size: foundBagPhotos.size,
      photo_at: foundBagPhotos.uploaded_at,
    })
    .from(foundBags)
    .innerJoin(airports, eq(airports.id, foundBags.airport_id))
    .leftJoin(foundBagPhotos, eq(foundBagPhotos.found_bag_id, foundBags.id))
    .leftJoin(baggageClaims, eq(baggageClaims.id, foundBags.claim_id))
    .leftJoin(users, eq(users.id, foundBags.created_by));

type Row = Awaited<ReturnType<ReturnType<typeof selectFoundBags>['execute']>>[number];

function shape({ bag: b, airport_code, claim_ref, user_name, photo_type, photo_size, photo_at }: Row, tz: string) {
  return {
    id: b.id,
    status: b.status,
    bag_tag_number: b.bag_tag_number,
    bag_brand: b.bag_brand,
    bag_color: b.bag_color,
    bag_type: b.bag_type,
    contents: b.contents,
    distinctive_features: b.distinctive_features,
    name_on_label: b.name_on_label,
    flight_number: b.flight_number,
    found_at: instantToZonedIso(b.found_at, tz),
    found_location: b.found_location,
    airport: { id: b.airport_id, code: airport_code },
    claim: b.claim_id && claim_ref ? { id: b.claim_id, reference_number: claim_ref } : null,
    user: b.created_by && user_name ? { id: b.created_by, name: user_name } : null,
    photo:
      photo_type && photo_size !== null && photo_at
        ? { content_type: photo_type, size: photo_size, uploaded_at: photo_at }
        : null,
    created_at: b.created_at,
  };
}

export async function getFoundBag({ db, tz }: Call, id: number) {
  const [row] = await selectFoundBags(db).where(eq(foundBags.id, id));
  if (!row) throw fail('NOT_FOUND', 'foundBagNotFound', { id });
  return shape(row, tz);
}

/** Found at the caller's airport unless the form names another. */
export async function createFoundBag(call: Call, input: FoundBagInput) {
  const { db, tz } = call;
  const airportId = input.airport_id ?? personOf(call)?.airport?.id;
  if (!airportId) throw invalidField('airport_id', 'required');
  const [airport] = await db.select({ id: airports.id }).from(airports).where(eq(airports.id, airportId));
  if (!airport) throw invalidField('airport_id', 'airportNotFound', { id: airportId });
  const foundAt = input.found_at ? toInstant(input.found_at, tz) : new Date();
  if (foundAt.getTime() > Date.now() + 5 * 60_000) throw invalidField('found_at', 'foundInFuture');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(foundBags)
      .values({
        bag_tag_number: input.bag_tag_number || null,
        bag_brand: input.bag_brand || null,
        bag_color: input.bag_color || null,
        bag_type: input.bag_type || null,
        contents: input.contents || null,
        distinctive_features: input.distinctive_features || null,
        name_on_label: input.name_on_label || null,
        flight_number: input.flight_number || null,
        found_at: foundAt,
        found_location: input.found_location,
        airport_id: airportId,
        created_by: authorOf(call).id,
      })
      .returning();
    await audit(tx, call, {
      entity: 'found_bag',
      entity_id: row!.id,
      action: 'create',
      changes: changesOf(null, row!),
    });
    return row!.id;
  });
  return getFoundBag(call, id);
}

/** Newest found first; `search` in the tag, brand, contents, features, name on label or place, any case, in part. */
export async function listFoundBags(
  { db, tz }: Call,
  opts: { page: number; search: string; status?: 'OPEN' | 'MATCHED' | null; after?: CursorValue; before?: CursorValue },
) {
  const term = opts.search.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    term
      ? or(
          ilike(foundBags.bag_tag_number, like),
          ilike(foundBags.bag_brand, like),
          ilike(foundBags.contents, like),
          ilike(foundBags.distinctive_features, like),
          ilike(foundBags.name_on_label, like),
          ilike(foundBags.found_location, like),
        )
      : undefined,
    opts.status ? eq(foundBags.status, opts.status) : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(foundBags).where(where);
  const { rows, edges } = await pageRows(
    db,
    {
      ...opts,
      perPage: FOUND_BAGS_PER_PAGE,
      total,
      keyset: { key: foundBags.found_at, id: foundBags.id, order: 'desc' },
    },
    (q) =>
      selectFoundBags(db)
        .where(and(where, q.where))
        .orderBy(...q.orderBy)
        .limit(q.limit)
        .offset(q.offset),
    (r) => r.bag.id,
  );
  return paginate(
    rows.map((r) => shape(r, tz)),
    {
      page: opts.page,
      perPage: FOUND_BAGS_PER_PAGE,
      total,
      edges,
      path: LIST_PATHS.foundBags,
      query: { search: term || undefined, status: opts.status ?? undefined },
    },
  );
}

// ---- matching ----

/** The other side's columns the cheap score reads; `order` breaks its ties (newest first), `id` last. */
type Columns = {
  table: SQL;
  open: SQL;
  id: AnyPgColumn;
  order: AnyPgColumn;
  tag: AnyPgColumn;
  flight: AnyPgColumn;
  airport: AnyPgColumn;
  day: SQL;
  /** The day in UTC, as the airport-and-day index holds it (an index needs a fixed zone): within one of `day`. */
  utcDay: SQL;
  colour: AnyPgColumn;
  type: AnyPgColumn;
  brand: AnyPgColumn;
  /** Each name column: one condition each, so that each is read through its own trigram index. */
  names: AnyPgColumn[];
};

/**
 * One criterion of the cheap score: its points and the condition that earns them. `alone` says the same with
 * what lets an index find the rows (one read per alternative: a name in either of two columns). A `whole` criterion's items
 * are few (those of one tag, name, flight, or of an airport's week), and its read scores them all and keeps the
 * best; the others' (a colour, a type, a brand: thousands of black suitcases) are read newest first.
 */
type Term = { points: number; when: SQL; alone: SQL[]; whole: boolean };

function terms(c: Columns, item: Described): Term[] {
  const out: Term[] = [];
  const term = (points: number, whole: boolean, when: SQL, alone: SQL[] = [when]) =>
    out.push({ points, when, alone, whole });
  if (item.tag) term(POINTS.TAG, true, sql`${c.tag} in ${tagSpellings(item.tag)}`);
  // one condition per part and column, each of which a trigram index answers
  const names = [...new Set(item.names.flatMap(nameParts))].map((p) => `%${p}%`);
  if (names.length) {
    const like = (n: AnyPgColumn) =>
      sql`(${sql.join(
        names.map((p) => sql`${n} ilike ${p}`),
        sql` or `,
      )})`;
    term(POINTS.NAME, true, sql`(${sql.join(c.names.map(like), sql` or `)})`, c.names.map(like));
  }
  if (item.flight) term(POINTS.FLIGHT, true, sql`upper(${c.flight}) = ${item.flight.toUpperCase()}`);
  if (item.airport) {
    const [from, to] = [addDays(item.day, -DATE_WINDOW_DAYS), addDays(item.day, DATE_WINDOW_DAYS)];
    const when = sql`(${c.airport} = ${item.airport} and ${c.day} between ${from}::date and ${to}::date)`;
    term(POINTS.AIRPORT_DATE, true, when, [
      sql`${when} and ${c.utcDay} between ${addDays(from, -1)}::date and ${addDays(to, 1)}::date`,
    ]);
  }
  if (item.colour) term(POINTS.COLOUR, false, sql`upper(${c.colour}) = ${item.colour.toUpperCase()}`);
  if (item.type) term(POINTS.TYPE, false, sql`${c.type} = ${item.type}`);
  if (item.brand) term(POINTS.BRAND, false, sql`lower(${c.brand}) = ${item.brand.toLowerCase()}`);
  return out;
}

/**
 * The cheap part of the score (the full one needs words in common, which need the text). The criteria a read's rows
 * all meet (`met`: the read's own) count their points without their condition: a common name's read scores its
 * 750 rows, and testing each row's names again, four ILIKEs, was half of what that read cost.
 */
const prescore = (ts: Term[], met: ReadonlySet<number>) =>
  ts.length
    ? sql`(${sql.join(
        ts.map((t, i) =>
          met.has(i)
            ? sql.raw(String(t.points))
            : sql`case when ${t.when} then ${sql.raw(String(t.points))} else 0 end`,
        ),
        sql` + `,
      )})`
    : sql`0`;

type Candidate = { id: number; at: number; prescore: number; q: number };
const better = (a: Candidate, b: Candidate) => b.prescore - a.prescore || b.at - a.at || b.id - a.id;

/**
 * The CANDIDATES open items of best cheap score (ties: newest first, then highest id), the ones the full score
 * then ranks: what one sort of every open item by that score gave, read through indexes instead, so that the
 * cost follows the items alike, never the number of open items nor of closed ones (decision 040).
 *
 * Why it is the same set. Every item with a cheap score meets at least one criterion. The CANDIDATES best of the
 * items meeting a criterion hold every item meeting it that belongs among the CANDIDATES best of all: that is the
 * read of a `whole` criterion. A colour has too many items to score them all, so its items are read newest first,
 * and the sets of criteria fill the gap: take the items that meet at least the criteria of a set S, newest
 * first; each one before an item meeting exactly S scores at least as much and is newer, so comes before it in
 * the full order too, and the CANDIDATES newest hold every item meeting exactly S that belongs among the best.
 * So: the whole criteria, and colour, type and brand alone (READ_ALONE + 1 newest; one that finds fewer found
 * all its items, and no set holding it needs a read) at once; then, if any of those three was not read through,
 * each set of two or more of them whose points can still reach the CANDIDATES-th best score found so far,
 * CANDIDATES newest each, at once again. Each read is one index: a tag, names by trigram, a flight, the
 * days of an airport, colour, type or brand in order; a set, the entries of its criteria. All of open items
 * only. Both databases run the same statements on the same partial indexes (migration 0013; the embedded PGlite
 * loads its build of pg_trgm and plans without statistics until something analyses its tables, which may read
 * more rows but gives the same answer).
 */
async function candidates(db: Db, c: Columns, ts: Term[]) {
  // `q` says which read found the row: a criterion that fills its read may have more items; `met`, the criteria
  // its condition holds every row to
  const read = (when: SQL, met: number[], q: number, whole: boolean, rows: number) =>
    sql`(select ${c.id} as id, extract(epoch from ${c.order})::float8 as at, ${prescore(ts, new Set(met))} as prescore,
      ${sql.raw(String(q))} as q
    from ${c.table}
    where ${c.open} and ${when}
    order by ${whole ? sql`prescore desc, ` : sql``}${c.order} desc, ${c.id} desc limit ${sql.raw(String(rows))})`;
  // each read its own statement, all sent at once: on PostgreSQL each takes its own pooled connection, so the reads
  // wait for the slowest (a common name's), not for their sum as one statement's parts did
  const run = async (reads: SQL[]) =>
    (await Promise.all(reads.map((r) => db.execute<Candidate>(r)))).flatMap(rowsOf).map((r) => ({
      id: Number(r.id),
      at: Number(r.at),
      prescore: Number(r.prescore),
      q: Number(r.q),
    }));
  const alone = ts.flatMap((t, i) => t.alone.map((when) => ({ when, term: i, whole: t.whole })));
  const limit = READ_ALONE + 1;
  const found = await run(alone.map((a, q) => read(a.when, [a.term], q, a.whole, a.whole ? CANDIDATES : limit)));
  const perRead = alone.map((_, q) => found.filter((r) => r.q === q).length);
  const left = ts
    .map((_, i) => i)
    .filter((i) => !ts[i]!.whole && alone.some((a, q) => a.term === i && perRead[q]! === limit));
  const best = () => [...new Map(found.map((r) => [r.id, r])).values()].sort(better);
  const sofar = best();
  const floor = sofar.length >= CANDIDATES ? sofar[CANDIDATES - 1]!.prescore : 0;
  const sets: number[][] = [];
  for (let mask = 1; mask < 1 << left.length; mask++) {
    const set = left.filter((_, b) => mask & (1 << b));
    if (set.length > 1 && set.reduce((sum, i) => sum + ts[i]!.points, 0) >= floor) sets.push(set);
  }
  const allOf = (set: number[]) =>
    sql.join(
      set.map((i) => ts[i]!.when),
      sql` and `,
    );
  found.push(...(await run(sets.map((set, q) => read(allOf(set), set, alone.length + q, false, CANDIDATES)))));
  return best()
    .slice(0, CANDIDATES)
    .map((r) => r.id);
}

function rowsOf<T>(result: T[] | { rows: T[] }): T[] {
  return Array.isArray(result) ? result : result.rows;
}

/** What matching compares of a found bag (exported for the tests' reference scoring). */
export const foundBagDescribed = (b: typeof foundBags.$inferSelect, tz: string): Described => ({
  tag: b.bag_tag_number,
  colour: b.bag_color,
  type: b.bag_type,
  brand: b.bag_brand,
  flight: b.flight_number,
  airport: b.airport_id,
  day: localDay(b.found_at, tz),
  text: [b.contents, b.distinctive_features].filter(Boolean).join(' '),
  names: b.name_on_label ? [b.name_on_label] : [],
});

type ClaimRead = Awaited<ReturnType<typeof claimsByIds>>[number];
/** What matching compares of a claim. */
export const claimDescribed = (c: ClaimRead, tz: string): Described => ({
  tag: c.bag_tag_number,
  colour: c.bag_color,
  type: c.bag_type,
  brand: c.bag_brand,
  flight: c.flight_number,
  airport: c.arrival_airport,
  day: c.flight_date ?? localDay(c.created_at, tz),
  text: [c.description, c.distinctive_features].filter(Boolean).join(' '),
  names: [c.contact_name, c.passenger?.name].filter((n): n is string => !!n),
});

const rank = <T>(items: { score: number; reasons: ReturnType<typeof scoreMatch>['reasons']; item: T }[]) =>
  items
    .filter((m) => m.score >= MIN_SCORE)
    .sort((a, b) => b.score - a.score)
    .slice(0, PROPOSALS);

/** The open claims that may be this found bag's owner's, best first, each with its reasons and score. */
export async function matchesForFoundBag(call: Call, id: number) {
  const { db } = call;
  const clocks = clocksOf(call);
  const [bag] = await db.select().from(foundBags).where(eq(foundBags.id, id));
  if (!bag) throw fail('NOT_FOUND', 'foundBagNotFound', { id });
  const me = foundBagDescribed(bag, clocks.tz);
  const day = sql`coalesce(${baggageClaims.flight_date}, (${baggageClaims.created_at} at time zone`;
  const columns: Columns = {
    table: sql`${baggageClaims}`,
    open: sql`${baggageClaims.status} in (${sql.raw(OPEN_CLAIMS.map((s) => `'${s}'`).join(', '))})`,
    id: baggageClaims.id,
    order: baggageClaims.created_at,
    tag: baggageClaims.bag_tag_number,
    flight: baggageClaims.flight_number,
    airport: baggageClaims.arrival_airport,
    day: sql`${day} ${clocks.tz})::date)`,
    utcDay: sql`${day} 'UTC')::date)`,
    colour: baggageClaims.bag_color,
    type: baggageClaims.bag_type,
    brand: baggageClaims.bag_brand,
    // the passenger's name as the claim carries it (kept from passengers by a trigger): the open claims' own index
    names: [baggageClaims.contact_name, baggageClaims.passenger_name],
  };
  const ids = await candidates(db, columns, terms(columns, me));
  const claims = await claimsByIds(db, ids, clocks);
  return rank(claims.map((claim) => ({ ...scoreMatch(me, claimDescribed(claim, clocks.tz)), item: claim }))).map(
    ({ score, reasons, item }) => ({ score, reasons, claim: item }),
  );
}

/** The open found bags that may be this claim's bag, best first, each with its reasons and score. */
export async function matchesForClaim(call: Call, claimId: number) {
  const { db } = call;
  const clocks = clocksOf(call);
  const [claim] = await claimsByIds(db, [claimId], clocks);
  if (!claim) throw fail('NOT_FOUND', 'claimNotFound', { id: claimId });
  const me = claimDescribed(claim, clocks.tz);
  const day = (zone: SQL) => sql`(${foundBags.found_at} at time zone ${zone})::date`;
  const columns: Columns = {
    table: sql`${foundBags}`,
    open: sql`${foundBags.status} = 'OPEN'`,
    id: foundBags.id,
    order: foundBags.found_at,
    tag: foundBags.bag_tag_number,
    flight: foundBags.flight_number,
    airport: foundBags.airport_id,
    day: day(sql`${clocks.tz}`),
    utcDay: day(sql`'UTC'`),
    colour: foundBags.bag_color,
    type: foundBags.bag_type,
    brand: foundBags.bag_brand,
    names: [foundBags.name_on_label],
  };
  const ids = await candidates(db, columns, terms(columns, me));
  const byId = new Map(
    (ids.length ? await selectFoundBags(db).where(inArray(foundBags.id, ids)) : []).map((r) => [r.bag.id, r]),
  );
  const rows = ids.map((id) => byId.get(id)!).filter(Boolean);
  return rank(
    rows.map((r) => ({ ...scoreMatch(me, foundBagDescribed(r.bag, clocks.tz)), item: shape(r, clocks.tz) })),
  ).map(({ score, reasons, item }) => ({ score, reasons, found_bag: item }));
}

/**
 * The agent confirms that a found bag is a claim's: the claim becomes FOUND with a history row naming the
 * bag (in the caller's language), the found bag is closed. Both rows are locked: two desks confirming at once
 * cannot both win.
 */
export async function confirmMatch(call: Call, input: { id: number; claim_id: number }) {
  const { db } = call;
  const found = await getFoundBag(call, input.id);
  const note = LL(call.locale).claims.matchedNote({
    id: found.id,
    place: found.found_location,
    airport: found.airport.code,
  });
  const userId = authorOf(call).id;
  await db.transaction(async (tx) => {
    const [bag] = await tx.select().from(foundBags).where(eq(foundBags.id, input.id)).for('update');
    if (!bag) throw fail('NOT_FOUND', 'foundBagNotFound', { id: input.id });
    const [claim] = await tx
      .select({ id: baggageClaims.id, status: baggageClaims.status, reference: baggageClaims.reference_number })
      .from(baggageClaims)
      .where(eq(baggageClaims.id, input.claim_id))
      .for('update');
    if (!claim) throw invalidField('claim_id', 'claimNotFound', { id: input.claim_id });
    if (bag.status === 'MATCHED') {
      const [other] = await tx
        .select({ reference: baggageClaims.reference_number })
        .from(baggageClaims)
        .where(eq(baggageClaims.id, bag.claim_id ?? 0));
      throw fail('CONFLICT', 'foundBagAlreadyMatched', { id: bag.id, reference: other?.reference ?? '-' });
    }
    if (!OPEN_CLAIMS.includes(claim.status))
      throw fail('CONFLICT', 'claimNotOpen', { reference: claim.reference, status: claim.status });
    await tx
      .update(baggageClaims)
      .set({ status: 'FOUND', updated_at: new Date() })
      .where(eq(baggageClaims.id, claim.id));
    await tx.insert(claimHistories).values({ claim_id: claim.id, status: 'FOUND', note, user_id: userId });
    const matched = { status: 'MATCHED' as const, claim_id: claim.id, claim_previous_status: claim.status };
    await tx.update(foundBags).set(matched).where(eq(foundBags.id, bag.id));
    // a match changes two records: each gets its own row, so the claim's history and the found bag's both show it
    await audit(
      tx,
      call,
      { entity: 'claim', entity_id: claim.id, action: 'status_change', changes: changesOf(claim, { status: 'FOUND' }) },
      { entity: 'found_bag', entity_id: bag.id, action: 'update', changes: changesOf(bag, matched) },
    );
    // the passenger's best news, e-mailed with the match or not at all (claim-news/, decision 063)
    await queueClaimNews(tx, call.env, { claim_id: claim.id, kind: 'status', status: 'FOUND' });
  });
  return getFoundBag(call, input.id);
}

/** A wrong confirmation undone: the claim back to what it was, with a history row; the found bag open again. */
export async function undoMatch(call: Call, id: number) {
  const { db } = call;
  const note = LL(call.locale).claims.unmatchedNote({ id });
  const userId = authorOf(call).id;
  await db.transaction(async (tx) => {
    const [bag] = await tx.select().from(foundBags).where(eq(foundBags.id, id)).for('update');
    if (!bag) throw fail('NOT_FOUND', 'foundBagNotFound', { id });
    if (bag.status !== 'MATCHED' || !bag.claim_id) throw fail('CONFLICT', 'foundBagNotMatched', { id });
    const [claim] = await tx
      .select({
        id: baggageClaims.id,
        status: baggageClaims.status,
        reference: baggageClaims.reference_number,
        out_for_delivery_at: baggageClaims.out_for_delivery_at,
      })
      .from(baggageClaims)
      .where(eq(baggageClaims.id, bag.claim_id))
      .for('update');
    // a claim that has moved on (delivered) since is not silently moved back: the desk decides
    if (claim && claim.status !== 'FOUND')
      throw fail('CONFLICT', 'claimMovedOn', { reference: claim.reference, status: claim.status });
    if (claim) {
      const back = (bag.claim_previous_status ?? 'DELAYED') as ClaimStatus;
      // not the passenger's bag after all: nothing of it is on its way to them
      const undone = { status: back, out_for_delivery_at: null };
      await tx
        .update(baggageClaims)
        .set({ ...undone, updated_at: new Date() })
        .where(eq(baggageClaims.id, claim.id));
      await tx.insert(claimHistories).values({ claim_id: claim.id, status: back, note, user_id: userId });
      const changes = changesOf(claim, undone);
      await audit(tx, call, { entity: 'claim', entity_id: claim.id, action: 'status_change', changes });
      // a passenger told it was found is told it is not after all, in the same words as any change back
      await queueClaimNews(tx, call.env, { claim_id: claim.id, kind: 'status', status: back });
    }
    const reopened = { status: 'OPEN' as const, claim_id: null, claim_previous_status: null };
    await tx.update(foundBags).set(reopened).where(eq(foundBags.id, id));
    await audit(tx, call, { entity: 'found_bag', entity_id: id, action: 'update', changes: changesOf(bag, reopened) });
  });
  return getFoundBag(call, id);
}
