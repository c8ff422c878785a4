import { describe, expect, it } from 'vitest';
import { claimDeadlines } from '../../src/server/domains/lost-and-found/claims/deadlines';
import { daysBetween, localToInstant } from '../../src/shared/time';

// The Montreal Convention clocks follow their configuration and the airport's calendar day.

const TZ = 'Africa/Kinshasa';
const clocks = { tz: TZ, lostAfterDays: 21, damageComplaintDays: 7, delayComplaintDays: 21, today: '2026-11-25' };
const at = (local: string) => localToInstant(local, TZ);

describe('claimDeadlines', () => {
  it('counts a delayed bag from its flight, else from the local day of the claim (late evening UTC is the next day in Kinshasa)', () => {
    expect(
      claimDeadlines(
        {
          status: 'DELAYED',
          expected_on: null,
          flight_date: '2026-11-04',
          created_at: at('2026-11-05T10:00'),
          updated_at: at('2026-11-05T10:00'),
        },
        clocks,
      ),
    ).toEqual({
      deadlines: [{ kind: 'LOST_AFTER', due_on: '2026-11-25', days_left: 0 }],
      next_deadline: { kind: 'LOST_AFTER', due_on: '2026-11-25', days_left: 0 },
      deadline_state: 'DUE_SOON',
      propose_lost: true,
    });
    const lateEvening = new Date('2026-11-04T23:30:00Z'); // 00:30 on the 5th in Kinshasa
    expect(
      claimDeadlines(
        { status: 'DELAYED', expected_on: null, flight_date: null, created_at: lateEvening, updated_at: lateEvening },
        clocks,
      ).deadlines[0],
    ).toEqual({ kind: 'LOST_AFTER', due_on: '2026-11-26', days_left: 1 });
  });

  it('counts from the day the bag ought to have arrived, not the day its flight left (art. 17(3))', () => {
    const overnight = {
      status: 'DELAYED' as const,
      expected_on: '2026-11-05', // left on the 4th at 22:00, on block on the 5th at 06:10
      flight_date: '2026-11-04',
      created_at: at('2026-11-05T09:00'),
      updated_at: at('2026-11-05T09:00'),
    };
    expect(claimDeadlines(overnight, clocks)).toMatchObject({
      deadlines: [{ kind: 'LOST_AFTER', due_on: '2026-11-26', days_left: 1 }],
      deadline_state: 'DUE_SOON',
      propose_lost: false,
    });
  });

  it('follows the configured lengths', () => {
    const short = { ...clocks, lostAfterDays: 10, damageComplaintDays: 3, delayComplaintDays: 5 };
    expect(
      claimDeadlines(
        {
          status: 'DELAYED',
          expected_on: null,
          flight_date: '2026-11-10',
          created_at: at('2026-11-10T10:00'),
          updated_at: at('2026-11-10T10:00'),
        },
        short,
      ),
    ).toMatchObject({
      deadlines: [{ due_on: '2026-11-20', days_left: -5 }],
      deadline_state: 'PAST_DUE',
      propose_lost: true,
    });
    expect(
      claimDeadlines(
        {
          status: 'DELIVERED',
          expected_on: null,
          flight_date: null,
          created_at: at('2026-11-01T10:00'),
          updated_at: at('2026-11-22T09:00'),
        },
        short,
      ),
    ).toEqual({
      deadlines: [
        { kind: 'DAMAGE_COMPLAINT', due_on: '2026-11-25', days_left: 0 },
        { kind: 'DELAY_COMPLAINT', due_on: '2026-11-27', days_left: 2 },
      ],
      next_deadline: { kind: 'DAMAGE_COMPLAINT', due_on: '2026-11-25', days_left: 0 },
      deadline_state: 'DUE_SOON',
      propose_lost: false,
    });
  });

  it("a closed complaint window is nobody's task: past windows leave the claim without a state", () => {
    expect(
      claimDeadlines(
        {
          status: 'DELIVERED',
          expected_on: null,
          flight_date: null,
          created_at: at('2026-10-01T10:00'),
          updated_at: at('2026-10-02T10:00'),
        },
        clocks,
      ).deadline_state,
    ).toBeNull();
    expect(
      claimDeadlines(
        {
          status: 'FOUND',
          expected_on: null,
          flight_date: '2026-10-01',
          created_at: at('2026-10-01T10:00'),
          updated_at: at('2026-10-02T10:00'),
        },
        clocks,
      ),
    ).toEqual({ deadlines: [], next_deadline: null, deadline_state: null, propose_lost: false });
  });

  it('daysBetween counts calendar days across month ends and back', () => {
    expect(daysBetween('2026-11-25', '2026-12-02')).toBe(7);
    expect(daysBetween('2026-03-01', '2026-02-27')).toBe(-2);
  });
});
