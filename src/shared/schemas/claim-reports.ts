import * as v from 'valibot';
import { daysBetween } from '../time';
import { DaySchema, IdParamSchema, IntSchema, LocalDaySchema, isCalendarDay } from './common';
import { msg } from '../messages';

// The lost-and-found reports: a period of local days and an airport (or all of them).

/** The longest period a report covers, in days: a year, leap day included, keeps every query on its indexes short. */
export const MAX_REPORT_DAYS = 366;

/**
 * Mishandled bags per 1,000 passengers worldwide in 2024 (SITA, Baggage IT Insights 2025): the reference the
 * station's own rate is read against.
 */
export const WORLD_MISHANDLED_PER_1000 = 6.3;

/** The figures whose claims the CSV export lists: every claim of the period, the open ones, the delivered ones, those past their deadline. */
export const REPORT_FIGURES = ['claims', 'open', 'delivered', 'past_due'] as const;
export type ReportFigure = (typeof REPORT_FIGURES)[number];

const periodFields = {
  /** First local day of the period (the airport's day), included. */
  from: v.pipe(LocalDaySchema, v.examples(['2026-11-01'])),
  /** Last local day of the period, included. */
  to: v.pipe(LocalDaySchema, v.examples(['2026-11-30'])),
  /** An airport's id; empty or left out: every airport. */
  airport: v.optional(v.union([v.literal(''), IdParamSchema], msg('invalidNumber'))),
};

type Period = { from: string; to: string };
// the period is judged once both ends are days: a `from` that is no date is not also "after `to`"
const isPeriod = (p: Period) => isCalendarDay(p.from) && isCalendarDay(p.to);
const inOrder = (p: Period) => !isPeriod(p) || p.from <= p.to;
const notTooLong = (p: Period) => !isPeriod(p) || daysBetween(p.from, p.to) < MAX_REPORT_DAYS;

// both refusals name `to`: the end is what a person moves to make the period right
export const ClaimReportSchema = v.pipe(
  v.object(periodFields),
  v.forward(
    v.check((p) => inOrder(p), msg('periodReversed')),
    ['to'],
  ),
  v.forward(
    v.check((p) => notTooLong(p), msg('periodTooLong')),
    ['to'],
  ),
);

export type ClaimReportInput = v.InferOutput<typeof ClaimReportSchema>;

export const ClaimReportCsvSchema = v.pipe(
  v.object({ ...periodFields, figure: v.optional(v.picklist(REPORT_FIGURES, msg('invalidReportFigure')), 'claims') }),
  v.forward(
    v.check((p) => inOrder(p), msg('periodReversed')),
    ['to'],
  ),
  v.forward(
    v.check((p) => notTooLong(p), msg('periodTooLong')),
    ['to'],
  ),
);
export type ClaimReportCsv = v.InferOutput<typeof ClaimReportCsvSchema>;

// ---- answers ----

const Count = v.pipe(IntSchema, v.minValue(0));

export const ClaimReportResultSchema = v.object({
  from: DaySchema,
  to: DaySchema,
  airport: v.nullable(v.object({ id: IntSchema, code: v.pipe(v.string(), v.examples(['FIH'])) })),
  /** Claims of the period: reported in it, at the airport when one is chosen. */
  claims: Count,
  /** Those not DELIVERED yet (their status now). */
  open: Count,
  by_status: v.object({ LOST: Count, DELAYED: Count, FOUND: Count, DELIVERED: Count }),
  /** Every day of the period, oldest first: its claims, the passengers of the flights arriving that day, and the rate. */
  per_day: v.array(
    v.object({
      day: DaySchema,
      claims: Count,
      passengers: Count,
      per_1000: v.nullable(v.pipe(v.number(), v.examples([4.17]))),
    }),
  ),
  /** From the report to the first DELIVERED status, in hours, over the claims of the period that have one. */
  delivery: v.object({
    delivered: Count,
    median_hours: v.nullable(v.pipe(v.number(), v.examples([26.5]))),
    p90_hours: v.nullable(v.pipe(v.number(), v.examples([71.2]))),
  }),
  /** DELAYED claims of the period whose days before a bag may be treated as lost are over (Montreal Convention art. 17). */
  past_due: Count,
  /** Those days (CLAIM_LOST_AFTER_DAYS, configuration). */
  lost_after_days: IntSchema,
  /** Passengers of the period's arriving flights, from their manifests. */
  passengers: Count,
  /** claims ÷ passengers × 1,000, two decimals; null without passengers. */
  per_1000: v.nullable(v.pipe(v.number(), v.examples([5.42]))),
  /** The world's figure for 2024, as a reference. */
  world_per_1000: v.pipe(v.number(), v.examples([WORLD_MISHANDLED_PER_1000])),
});
