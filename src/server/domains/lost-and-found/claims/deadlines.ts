import { addDays, daysBetween, localDay } from '../../../../shared/time';
import type { ClaimStatus } from '../../../../shared/claim-codes';
import type { Call } from '../../../platform/call';

// The Montreal Convention's clocks on a claim, from configuration:
// - art. 17(3): a checked bag that has not arrived 21 days after it should have may be treated as lost:
//   for a DELAYED claim, counted from the day its bag ought to have arrived (expected-on.ts), else its flight's
//   date, else the claim's own day;
// - art. 31(2): once the bag is back, the passenger has 7 days to complain in writing of damage and
//   21 days of the delay: for a DELIVERED claim, counted from the day it was delivered.
// LOST and FOUND claims run no clock here: the first is already what the 21 days lead to, the second waits
// for its delivery.

export type ClaimClocks = {
  tz: string;
  lostAfterDays: number;
  delayComplaintDays: number;
  damageComplaintDays: number;
  today?: string;
};
/** The clocks as configured (CLAIM_LOST_AFTER_DAYS, CLAIM_DAMAGE_COMPLAINT_DAYS, CLAIM_DELAY_COMPLAINT_DAYS), in the call's time zone. */
export const clocksOf = ({ env, tz }: Call): ClaimClocks => ({
  tz,
  lostAfterDays: env.CLAIM_LOST_AFTER_DAYS,
  damageComplaintDays: env.CLAIM_DAMAGE_COMPLAINT_DAYS,
  delayComplaintDays: env.CLAIM_DELAY_COMPLAINT_DAYS,
});

export type DeadlineKind = 'LOST_AFTER' | 'DAMAGE_COMPLAINT' | 'DELAY_COMPLAINT';
/** Due soon: at most this many days left (the filter). */
export const DUE_SOON_DAYS = 2;

export type Deadline = { kind: DeadlineKind; due_on: string; days_left: number };

type ClaimDates = {
  status: ClaimStatus;
  expected_on: string | null;
  flight_date: string | null;
  created_at: Date;
  updated_at: Date;
};

export function claimDeadlines(c: ClaimDates, clocks: ClaimClocks) {
  const today = clocks.today ?? localDay(new Date(), clocks.tz);
  const clock = (kind: DeadlineKind, from: string, days: number): Deadline => {
    const due_on = addDays(from, days);
    return { kind, due_on, days_left: daysBetween(today, due_on) };
  };
  const deadlines: Deadline[] = [];
  if (c.status === 'DELAYED')
    deadlines.push(
      clock('LOST_AFTER', c.expected_on ?? c.flight_date ?? localDay(c.created_at, clocks.tz), clocks.lostAfterDays),
    );
  if (c.status === 'DELIVERED') {
    // a status change is the claim's last update: the day it was delivered
    const delivered = localDay(c.updated_at, clocks.tz);
    deadlines.push(
      clock('DAMAGE_COMPLAINT', delivered, clocks.damageComplaintDays),
      clock('DELAY_COMPLAINT', delivered, clocks.delayComplaintDays),
    );
  }
  // a complaint window that has closed is no longer anyone's task; a bag missing past its day is
  const open = [...deadlines].filter((d) => d.days_left >= 0 || d.kind === 'LOST_AFTER');
  const next = open.sort((a, b) => a.days_left - b.days_left)[0] ?? null;
  return {
    deadlines,
    next_deadline: next,
    deadline_state: !next
      ? null
      : next.days_left < 0
        ? ('PAST_DUE' as const)
        : next.days_left <= DUE_SOON_DAYS
          ? ('DUE_SOON' as const)
          : ('OPEN' as const),
    /** Day 21 reached on a delayed bag: the desk is asked whether to mark it LOST, never done for them. */
    propose_lost: c.status === 'DELAYED' && deadlines[0]!.days_left <= 0,
  };
}
