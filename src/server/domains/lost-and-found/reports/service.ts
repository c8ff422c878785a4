import { and, between, count, eq, gte, isNotNull, lt, not, sql, sum } from 'drizzle-orm';
import type { Call } from '../../../platform/call';
import type { Db } from '../../../platform/db/client';
import { airports, baggageClaims, claimDaily, passengerArrivalDaily } from '../../schema';
import { invalidField } from '../../../platform/errors';
import { CLAIM_STATUSES, type ClaimStatus } from '../../../../shared/claim-codes';
import {
  WORLD_MISHANDLED_PER_1000,
  type ClaimReportCsv,
  type ClaimReportInput,
} from '../../../../shared/schemas/claim-reports';
import { addDays, daysBetween, instantToZonedIso, localDay, localToInstant } from '../../../../shared/time';
import { claimDeadlines, clocksOf } from '../claims/deadlines';
import { delayedSinceUtc, pastDue } from '../claims/service';
import { csvBytes } from '../../../platform/csv';

// The lost-and-found reports. What the figures count (README, Decisions):
// - claims of the period: reported (created_at) on one of its local days, at the airport when one is chosen
//   (their arrival_airport, where the bag should have come off the belt);
// - passengers of the period: those on the manifests of the flights arriving there on one of its days;
// - report to delivery: from created_at to the claim's first DELIVERED history row (delivered_at), in hours.
// Every figure reads data kept as things happen (docs/decisions/038-claim-report-counters.md): the claims' daily
// counters, the claims' first delivery, the arriving passengers' daily counters; the cost follows the days and the period's
// delivered claims, never the claims' histories nor the passengers.

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
const per1000 = (claims: number, pax: number) => (pax > 0 ? round((claims / pax) * 1000, 2) : null);

/** The period's instants and its claims' condition; 422 naming `airport` when it names none. */
async function scope(db: Db, input: { from: string; to: string; airport?: number | '' }, tz: string) {
  const start = localToInstant(`${input.from}T00:00`, tz);
  const end = localToInstant(`${addDays(input.to, 1)}T00:00`, tz);
  const airportId = input.airport || null;
  let airport: { id: number; code: string } | null = null;
  if (airportId) {
    [airport = null] = await db
      .select({ id: airports.id, code: airports.code })
      .from(airports)
      .where(eq(airports.id, airportId));
    if (!airport) throw invalidField('airport', 'airportNotFound', { id: airportId });
  }
  // created_at first: baggage_claims_created_idx bounds the scan to the period
  const claimsWhere = and(
    gte(baggageClaims.created_at, start),
    lt(baggageClaims.created_at, end),
    airportId ? eq(baggageClaims.arrival_airport, airportId) : undefined,
  );
  return { airport, claimsWhere };
}

/**
 * Hours from report to first delivery, as the percentiles order them (null for a claim not delivered). In double
 * precision from the start: `extract` answers a numeric, whose arithmetic and cast for the percentiles cost more
 * than their sort (a year's 43,000 delivered claims: 12 ms against 5; the microseconds it keeps are far below the
 * tenth of an hour answered).
 */
const hoursToDelivery = sql`date_part('epoch', ${baggageClaims.delivered_at} - ${baggageClaims.created_at}) / 3600`;

export async function claimReport(call: Call, input: ClaimReportInput) {
  const { db, tz } = call;
  const clocks = clocksOf(call);
  const { airport, claimsWhere } = await scope(db, input, tz);
  const today = clocks.today ?? localDay(new Date(), tz);

  const delivered = db
    .select({ hours: sql<number>`${hoursToDelivery}`.as('hours') })
    .from(baggageClaims)
    .where(and(claimsWhere, isNotNull(baggageClaims.delivered_at)))
    .as('delivered');
  // Four independent reads, sent at once: on PostgreSQL each takes its own pooled connection, so the report
  // waits for the slowest (the delivery times' sort), not for their sum; the embedded database queues them.
  const [byDayAndStatus, [delivery = { n: 0, percentiles: null }], [{ n: notYetDue } = { n: 0 }], paxByDay] =
    await Promise.all([
      // claims per day and status: the counters kept with every claim written (claim_daily), one row per day and status
      db
        .select({ day: claimDaily.day, status: claimDaily.event_type, n: sum(claimDaily.total).mapWith(Number) })
        .from(claimDaily)
        .where(
          and(
            between(claimDaily.day, input.from, input.to),
            airport ? eq(claimDaily.airport_id, airport.id) : undefined,
          ),
        )
        .groupBy(claimDaily.day, claimDaily.event_type),
      // the delivered claims of the period only, each with its first delivery (baggage_claims_delivered_idx)
      db
        .select({
          n: count(),
          // continuous percentiles (interpolated between neighbours, as Excel's PERCENTILE.INC), both from one sort;
          // null without a delivered claim
          percentiles: sql<
            [number, number] | null
          >`percentile_cont(array[0.5, 0.9]) within group (order by ${delivered.hours})`.mapWith(
            (x: Array<number | string> | null) => (x === null ? null : x.map(Number)),
          ),
        })
        .from(delivered),
      // past due: the period's DELAYED claims (counted above) but those whose days are not over yet, which are among
      // the claims whose clock started within the last lostAfterDays (+1: the index has the UTC day) whatever the period
      db
        .select({ n: count() })
        .from(baggageClaims)
        .where(
          and(
            // written out, not a parameter: the partial index baggage_claims_delayed_since_idx is for these only
            sql`${baggageClaims.status} = 'DELAYED'`,
            sql`${delayedSinceUtc} >= ${addDays(today, -clocks.lostAfterDays - 1)}::date`,
            claimsWhere,
            not(pastDue(clocks, today)),
          ),
        ),
      // the passengers of the flights arriving in the period: the counters kept from the flights' passenger counts
      db
        .select({ day: passengerArrivalDaily.day, n: sum(passengerArrivalDaily.total).mapWith(Number) })
        .from(passengerArrivalDaily)
        .where(
          and(
            between(passengerArrivalDaily.day, input.from, input.to),
            airport ? eq(passengerArrivalDaily.airport_id, airport.id) : undefined,
          ),
        )
        .groupBy(passengerArrivalDaily.day),
    ]);
  const [median = null, p90 = null] = delivery.percentiles ?? [];

  const by_status = Object.fromEntries(CLAIM_STATUSES.map((s) => [s, 0])) as Record<ClaimStatus, number>;
  const claimsOn = new Map<string, number>();
  for (const r of byDayAndStatus) {
    by_status[r.status as ClaimStatus] += r.n;
    claimsOn.set(r.day, (claimsOn.get(r.day) ?? 0) + r.n);
  }
  const paxOn = new Map(paxByDay.map((r) => [r.day, r.n]));
  const per_day = Array.from({ length: daysBetween(input.from, input.to) + 1 }, (_, i) => {
    const day = addDays(input.from, i);
    const c = claimsOn.get(day) ?? 0;
    const p = paxOn.get(day) ?? 0;
    return { day, claims: c, passengers: p, per_1000: per1000(c, p) };
  });
  const claims = per_day.reduce((s, d) => s + d.claims, 0);
  const pax = per_day.reduce((s, d) => s + d.passengers, 0);
  return {
    from: input.from,
    to: input.to,
    airport,
    claims,
    open: claims - by_status.DELIVERED,
    by_status,
    per_day,
    delivery: {
      delivered: delivery.n,
      median_hours: median === null ? null : round(median, 1),
      p90_hours: p90 === null ? null : round(p90, 1),
    },
    past_due: by_status.DELAYED - notYetDue,
    lost_after_days: clocks.lostAfterDays,
    passengers: pax,
    per_1000: per1000(claims, pax),
    world_per_1000: WORLD_MISHANDLED_PER_1000,
  };
}

/** The columns of every export: the API's field names, like the rest of the API (README, Decisions). */
const CSV_HEADER = [
  'reference_number',
  'status',
  'created_at',
  'arrival_airport',
  'flight_number',
  'flight_date',
  'bag_tag_number',
  'contact_name',
  'delivered_at',
  'hours_to_delivery',
  'next_deadline',
  'deadline_state',
] as const;

/**
 * The claims behind one figure of the report, oldest first: `claims` (every claim of the period: the
 * counts, the days, the rate), `open`, `delivered` (the delivery times), `past_due`.
 */
export async function claimReportCsv(call: Call, input: ClaimReportCsv) {
  const { db, tz } = call;
  const clocks = clocksOf(call);
  const { claimsWhere } = await scope(db, input, tz);
  const today = clocks.today ?? localDay(new Date(), tz);
  const figure = {
    claims: undefined,
    open: sql`${baggageClaims.status} <> 'DELIVERED'`,
    delivered: isNotNull(baggageClaims.delivered_at),
    past_due: pastDue(clocks, today),
  }[input.figure];
  const rows = await db
    .select({
      reference_number: baggageClaims.reference_number,
      status: baggageClaims.status,
      created_at: baggageClaims.created_at,
      updated_at: baggageClaims.updated_at,
      airport_code: airports.code,
      flight_number: baggageClaims.flight_number,
      flight_date: baggageClaims.flight_date,
      expected_on: baggageClaims.expected_on,
      bag_tag_number: baggageClaims.bag_tag_number,
      contact_name: baggageClaims.contact_name,
      delivered_at: baggageClaims.delivered_at,
    })
    .from(baggageClaims)
    .innerJoin(airports, eq(airports.id, baggageClaims.arrival_airport))
    .where(and(claimsWhere, figure))
    .orderBy(baggageClaims.created_at, baggageClaims.id);
  return csvBytes(
    CSV_HEADER,
    rows.map((r) => {
      // the same clocks as the claim screens show (src/server/domains/lost-and-found/claims/deadlines.ts)
      const { next_deadline, deadline_state } = claimDeadlines(r, { ...clocks, today });
      const deliveredAt = r.delivered_at;
      return [
        r.reference_number,
        r.status,
        instantToZonedIso(r.created_at, tz),
        r.airport_code,
        r.flight_number,
        r.flight_date,
        r.bag_tag_number,
        r.contact_name,
        deliveredAt && instantToZonedIso(deliveredAt, tz),
        deliveredAt && round((deliveredAt.getTime() - r.created_at.getTime()) / 3_600_000, 1),
        next_deadline?.due_on,
        deadline_state,
      ];
    }),
  );
}
