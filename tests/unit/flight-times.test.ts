import { describe, expect, it } from 'vitest';
import { blockTimes, deliveryStart, flightTimes } from '../../src/server/domains/flights/times';
import { ianaTimeZone, localToInstant, utcOffset } from '../../src/shared/time';

// A flight's times on its two airports' clocks: typed in each, stored as instants, answered in each with its offset.

const typed = (departure: string, depZone: string, arrival: string, arrZone: string) => ({
  departure_time: localToInstant(departure, depZone),
  arrival_time: localToInstant(arrival, arrZone),
  departure_timezone: depZone,
  arrival_timezone: arrZone,
});
const hours = (f: { departure_at: string; arrival_at: string }) =>
  (Date.parse(f.arrival_at) - Date.parse(f.departure_at)) / 3_600_000;

describe('flightTimes', () => {
  it('Kinshasa 10:00 → Goma 13:00 is two hours, each time on its own clock', () => {
    const f = flightTimes(typed('2026-11-22T10:00', 'Africa/Kinshasa', '2026-11-22T13:00', 'Africa/Lubumbashi'), 'UTC');
    expect(f).toEqual({
      departure_time: '2026-11-22T10:00:00+01:00',
      arrival_time: '2026-11-22T13:00:00+02:00',
      departure_at: '2026-11-22T10:00:00+01:00',
      arrival_at: '2026-11-22T13:00:00+02:00',
      departure_timezone: 'Africa/Kinshasa',
      arrival_timezone: 'Africa/Lubumbashi',
    });
    expect(hours(f)).toBe(2);
  });

  it('an airport without a zone reads on this Tarmac’s', () => {
    const f = flightTimes(
      {
        ...typed('2026-11-22T10:00', 'Africa/Kinshasa', '2026-11-22T12:00', 'Africa/Kinshasa'),
        departure_timezone: null,
        arrival_timezone: null,
      },
      'Africa/Kinshasa',
    );
    expect(f).toMatchObject({ departure_timezone: 'Africa/Kinshasa', arrival_timezone: 'Africa/Kinshasa' });
  });

  it('across the change of clocks at the arrival: Kinshasa → Paris the night Paris moves forward', () => {
    // Paris goes from UTC+1 to UTC+2 at 02:00 on 28 March 2027: 23:00 Kinshasa (22:00Z) to 07:00 Paris (05:00Z)
    const f = flightTimes(typed('2027-03-27T23:00', 'Africa/Kinshasa', '2027-03-28T07:00', 'Europe/Paris'), 'UTC');
    expect(f.arrival_at).toBe('2027-03-28T07:00:00+02:00');
    expect(hours(f)).toBe(7);
  });

  it('across the change of clocks at the departure: Paris → Kinshasa the morning Paris moves back', () => {
    // Paris goes from UTC+2 to UTC+1 at 03:00 on 31 October 2027: 10:00 Paris is 09:00Z, 17:00 Kinshasa 16:00Z
    const f = flightTimes(typed('2027-10-31T10:00', 'Europe/Paris', '2027-10-31T17:00', 'Africa/Kinshasa'), 'UTC');
    expect(f.departure_at).toBe('2027-10-31T10:00:00+01:00');
    expect(hours(f)).toBe(7);
    // the day before, the same timetable is an hour longer on the clock of Paris
    const before = flightTimes(typed('2027-10-30T10:00', 'Europe/Paris', '2027-10-30T17:00', 'Africa/Kinshasa'), 'UTC');
    expect(before.departure_at).toBe('2027-10-30T10:00:00+02:00');
    expect(hours(before)).toBe(8);
  });

  it('a departure typed in the hour Paris skips moves on by the gap; one in the hour it repeats is its first', () => {
    expect(
      flightTimes(typed('2027-03-28T02:30', 'Europe/Paris', '2027-03-28T09:00', 'Africa/Kinshasa'), 'UTC').departure_at,
    ).toBe('2027-03-28T03:30:00+02:00');
    expect(
      flightTimes(typed('2027-10-31T02:30', 'Europe/Paris', '2027-10-31T09:00', 'Africa/Kinshasa'), 'UTC').departure_at,
    ).toBe('2027-10-31T02:30:00+02:00');
  });
});

describe('ianaTimeZone', () => {
  it.each([
    ['Africa/Lubumbashi', 'Africa/Lubumbashi'],
    ['Europe/Paris', 'Europe/Paris'],
    ['UTC', 'UTC'],
    ['US/Eastern', 'America/New_York'],
    ['America/Argentina/Buenos_Aires', 'America/Buenos_Aires'],
  ])('%s is %s', (tz, canonical) => expect(ianaTimeZone(tz)).toBe(canonical));

  it.each(['EST', '+01:00', 'UTC+1', 'Mars/Olympus', '', 'Africa/', '/Kinshasa'])('%j is no airport zone', (tz) =>
    expect(ianaTimeZone(tz)).toBeNull(),
  );
});

describe('utcOffset', () => {
  it('says each clock’s offset at that instant, to the minute', () => {
    expect(utcOffset(new Date('2026-11-22T09:00:00Z'), 'Africa/Lubumbashi')).toBe('+02:00');
    expect(utcOffset(new Date('2026-07-01T09:00:00Z'), 'Europe/Paris')).toBe('+02:00');
    expect(utcOffset(new Date('2026-07-01T09:00:00Z'), 'America/St_Johns')).toBe('-02:30');
    expect(utcOffset(new Date('2026-07-01T09:00:00Z'), 'Asia/Kathmandu')).toBe('+05:45');
  });
});

describe('deliveryStart and blockTimes', () => {
  const scheduled = new Date('2026-11-22T11:00:00Z');
  it('counts delivery from on-block once known, else from the scheduled arrival', () => {
    expect(deliveryStart({ arrival_time: scheduled, on_block_at: null })).toEqual({
      from: scheduled,
      measured_from: 'SCHEDULED_ARRIVAL',
    });
    const onBlock = new Date('2026-11-22T11:25:00Z');
    expect(deliveryStart({ arrival_time: scheduled, on_block_at: onBlock })).toEqual({
      from: onBlock,
      measured_from: 'ON_BLOCK',
    });
  });

  it('reads off-block on the departure airport’s clock and on-block on the arrival’s', () => {
    expect(
      blockTimes(
        {
          estimated_off_block_at: null,
          off_block_at: new Date('2026-11-22T09:12:00Z'),
          estimated_on_block_at: new Date('2026-11-22T11:05:00Z'),
          on_block_at: null,
          departure_timezone: 'Africa/Kinshasa',
          arrival_timezone: null,
        },
        'Africa/Lubumbashi',
      ),
    ).toEqual({
      estimated_off_block_at: null,
      off_block_at: '2026-11-22T10:12:00+01:00',
      estimated_on_block_at: '2026-11-22T13:05:00+02:00',
      on_block_at: null,
    });
  });
});
