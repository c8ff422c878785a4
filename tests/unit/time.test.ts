import { describe, expect, it } from 'vitest';
import { addDays, instantToZonedIso, localDay, localToInstant, offsetMinutes } from '../../src/shared/time';

const iso = (s: string) => new Date(s);

describe('localToInstant()', () => {
  it('reads a datetime-local value as the Kinshasa wall clock (UTC+1)', () => {
    expect(localToInstant('2026-11-22T08:30', 'Africa/Kinshasa').toISOString()).toBe('2026-11-22T07:30:00.000Z');
  });

  it('accepts seconds and a space instead of T', () => {
    expect(localToInstant('2026-11-22 08:30:15', 'Africa/Kinshasa').toISOString()).toBe('2026-11-22T07:30:15.000Z');
  });

  it('crosses midnight and the new year backwards in a zone ahead of UTC', () => {
    expect(localToInstant('2027-01-01T00:30', 'Africa/Kinshasa').toISOString()).toBe('2026-12-31T23:30:00.000Z');
  });

  it('handles zones behind UTC and half-hour and quarter-hour offsets', () => {
    expect(localToInstant('2026-01-15T08:00', 'America/New_York').toISOString()).toBe('2026-01-15T13:00:00.000Z');
    expect(localToInstant('2026-07-15T08:00', 'America/New_York').toISOString()).toBe('2026-07-15T12:00:00.000Z');
    expect(localToInstant('2026-01-15T08:00', 'Asia/Kolkata').toISOString()).toBe('2026-01-15T02:30:00.000Z');
    expect(localToInstant('2026-01-15T08:00', 'Asia/Kathmandu').toISOString()).toBe('2026-01-15T02:15:00.000Z');
    expect(localToInstant('2026-01-15T08:00', 'UTC').toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it('uses winter time (+01:00) and summer time (+02:00) in Europe/Paris', () => {
    expect(localToInstant('2026-01-10T12:00', 'Europe/Paris').toISOString()).toBe('2026-01-10T11:00:00.000Z');
    expect(localToInstant('2026-07-10T12:00', 'Europe/Paris').toISOString()).toBe('2026-07-10T10:00:00.000Z');
  });

  it('gets the hours on both sides of the spring change right in Europe/Paris', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST (01:00 UTC)
    expect(localToInstant('2026-03-29T01:59', 'Europe/Paris').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(localToInstant('2026-03-29T03:00', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('moves a wall-clock time skipped by the spring change forward, as clocks do', () => {
    const instant = localToInstant('2026-03-29T02:30', 'Europe/Paris');
    expect(instant.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(instantToZonedIso(instant, 'Europe/Paris')).toBe('2026-03-29T03:30:00+02:00');
  });

  it('gives the first of the two instants of an hour repeated by the autumn change, with the same wall clock', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET (01:00 UTC); 02:30 happens at 00:30Z and at 01:30Z
    const instant = localToInstant('2026-10-25T02:30', 'Europe/Paris');
    expect(instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(instantToZonedIso(instant, 'Europe/Paris').slice(0, 19)).toBe('2026-10-25T02:30:00');
    expect(localToInstant('2026-10-25T03:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(localToInstant('2026-10-25T01:30', 'Europe/Paris').toISOString()).toBe('2026-10-24T23:30:00.000Z');
  });

  // west of UTC the offset after a change is the smaller one: a skipped time read with it went back a day
  it('starts a day whose midnight is skipped at its first instant, west of UTC too', () => {
    // Santiago, 7 September 2025: 00:00 (-04) becomes 01:00 (-03), at 04:00 UTC
    const santiago = localToInstant('2025-09-07T00:00', 'America/Santiago');
    expect(santiago.toISOString()).toBe('2025-09-07T04:00:00.000Z');
    expect(instantToZonedIso(santiago, 'America/Santiago')).toBe('2025-09-07T01:00:00-03:00');
    expect(localDay(santiago, 'America/Santiago')).toBe('2025-09-07');
    expect(localToInstant('2025-09-06T23:59', 'America/Santiago').toISOString()).toBe('2025-09-07T03:59:00.000Z');
    expect(localToInstant('2025-09-07T00:30', 'America/Santiago').toISOString()).toBe('2025-09-07T04:30:00.000Z');
    // Havana, 9 March 2025: 00:00 (-05) becomes 01:00 (-04)
    expect(localToInstant('2025-03-09T00:00', 'America/Havana').toISOString()).toBe('2025-03-09T05:00:00.000Z');
    // Samoa skipped 30 December 2011 whole: any time of it lands on the 31st
    const apia = localToInstant('2011-12-30T12:00', 'Pacific/Apia');
    expect(instantToZonedIso(apia, 'Pacific/Apia')).toBe('2011-12-31T12:00:00+14:00');
  });

  it('gives the first instant of the hour repeated before a midnight', () => {
    // Santiago, 6 April 2025: 00:00 (-03) goes back to 23:00 (-04) of the 5th; 23:30 of the 5th happens twice
    expect(localToInstant('2025-04-05T23:30', 'America/Santiago').toISOString()).toBe('2025-04-06T02:30:00.000Z');
    expect(localToInstant('2025-04-06T00:00', 'America/Santiago').toISOString()).toBe('2025-04-06T04:00:00.000Z');
  });

  it.each(['2026-11-22', '22/11/2026 08:30', '2026-11-22T08:30Z', '', 'now'])(
    'throws on %j, which is not a local date-time',
    (value) => {
      expect(() => localToInstant(value, 'Africa/Kinshasa')).toThrow(/not a local date-time/);
    },
  );
});

describe('instantToZonedIso()', () => {
  it('writes the Kinshasa wall clock with +01:00', () => {
    expect(instantToZonedIso(iso('2026-11-22T07:30:00Z'), 'Africa/Kinshasa')).toBe('2026-11-22T08:30:00+01:00');
  });

  it('writes negative, zero and non-whole-hour offsets', () => {
    expect(instantToZonedIso(iso('2026-01-15T13:00:00Z'), 'America/New_York')).toBe('2026-01-15T08:00:00-05:00');
    expect(instantToZonedIso(iso('2026-01-15T08:00:00Z'), 'UTC')).toBe('2026-01-15T08:00:00+00:00');
    expect(instantToZonedIso(iso('2026-01-15T02:30:00Z'), 'Asia/Kolkata')).toBe('2026-01-15T08:00:00+05:30');
    expect(instantToZonedIso(iso('2026-01-15T02:15:00Z'), 'Asia/Kathmandu')).toBe('2026-01-15T08:00:00+05:45');
    expect(instantToZonedIso(iso('2026-01-15T18:00:00Z'), 'America/St_Johns')).toBe('2026-01-15T14:30:00-03:30');
  });

  it('writes midnight as 00, never 24', () => {
    expect(instantToZonedIso(iso('2026-11-21T23:00:00Z'), 'Africa/Kinshasa')).toBe('2026-11-22T00:00:00+01:00');
  });

  it('drops milliseconds without rounding the seconds up', () => {
    expect(instantToZonedIso(iso('2026-11-22T07:30:59.999Z'), 'Africa/Kinshasa')).toBe('2026-11-22T08:30:59+01:00');
  });

  it('writes the Paris offset of each side of both changes of 2026', () => {
    expect(instantToZonedIso(iso('2026-03-29T00:59:00Z'), 'Europe/Paris')).toBe('2026-03-29T01:59:00+01:00');
    expect(instantToZonedIso(iso('2026-03-29T01:00:00Z'), 'Europe/Paris')).toBe('2026-03-29T03:00:00+02:00');
    expect(instantToZonedIso(iso('2026-10-25T00:59:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:59:00+02:00');
    expect(instantToZonedIso(iso('2026-10-25T01:00:00Z'), 'Europe/Paris')).toBe('2026-10-25T02:00:00+01:00');
  });
});

describe('round trips', () => {
  const HOUR = 3600_000;
  const start = Date.UTC(2026, 0, 1);
  const end = Date.UTC(2027, 0, 1);

  it.each([
    ['Europe/Paris', 1],
    ['America/New_York', 1],
    ['Africa/Kinshasa', 0],
    ['Asia/Kathmandu', 0],
  ])(
    'in %s, every hour of 2026: the zoned ISO text is that instant, and its wall clock reads back to it except %i time(s) in the hour repeated in autumn',
    (tz, repeated) => {
      const wrong: string[] = [];
      let ambiguous = 0;
      for (let t = start; t < end; t += HOUR) {
        const text = instantToZonedIso(new Date(t), tz);
        if (Date.parse(text) !== t) wrong.push(`${new Date(t).toISOString()} written ${text}`);
        const back = localToInstant(text.slice(0, 19), tz);
        if (back.getTime() === t) continue;
        // the other instant with the same wall clock, one hour away
        if (Math.abs(back.getTime() - t) === 3600_000 && instantToZonedIso(back, tz).slice(0, 19) === text.slice(0, 19))
          ambiguous += 1;
        else wrong.push(`${text} read back as ${back.toISOString()}`);
      }
      expect(wrong).toEqual([]);
      expect(ambiguous).toBe(repeated);
    },
  );

  it('every wall-clock minute of a Kinshasa day goes to an instant and back to the same text', () => {
    for (let m = 0; m < 24 * 60; m++) {
      const local = `2026-11-22T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
      expect(instantToZonedIso(localToInstant(local, 'Africa/Kinshasa'), 'Africa/Kinshasa')).toBe(`${local}:00+01:00`);
    }
  });
});

describe('offsetMinutes() and localDay()', () => {
  it('gives the minutes a zone is ahead of UTC at an instant', () => {
    expect(offsetMinutes(iso('2026-11-22T07:30:00Z'), 'Africa/Kinshasa')).toBe(60);
    expect(offsetMinutes(iso('2026-07-01T00:00:00Z'), 'Europe/Paris')).toBe(120);
    expect(offsetMinutes(iso('2026-01-01T00:00:00Z'), 'America/New_York')).toBe(-300);
  });

  it('gives the local calendar day, which may differ from the UTC day', () => {
    expect(localDay(iso('2026-11-21T23:30:00Z'), 'Africa/Kinshasa')).toBe('2026-11-22');
    expect(localDay(iso('2026-11-22T03:30:00Z'), 'America/New_York')).toBe('2026-11-21');
  });
});

describe('wall clocks read once per hour of a zone (the offset kept per UTC hour)', () => {
  // the reference: Intl asked directly for every instant, the wall clock and the offset it shows
  const reference = (date: Date, tz: string) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: tz,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        timeZoneName: 'longOffset',
      })
        .formatToParts(date)
        .map((p) => [p.type, p.value]),
    );
    const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.slice(3);
    return { wall: `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`, offset };
  };
  // Each zone around one of its changes: summer time (Paris, São Paulo in 2018), half an hour (Lord Howe), a
  // quarter-hour offset (Chatham), and Monrovia leaving its local mean time (−0:44:30) at 00:44:30 UTC, within an hour
  const around: Array<[string, string]> = [
    ['Europe/Paris', '2026-03-29T01:00:00Z'],
    ['Europe/Paris', '2026-10-25T01:00:00Z'],
    ['America/Sao_Paulo', '2018-11-04T03:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T15:00:00Z'],
    ['Pacific/Chatham', '2026-04-04T14:00:00Z'],
    ['Africa/Monrovia', '1972-01-07T00:44:30Z'],
  ];
  it.each(around)('%s around %s: every 37 s over four hours, as Intl says', (tz, change) => {
    const from = Date.parse(change) - 2 * 3_600_000;
    for (let t = from; t < from + 4 * 3_600_000; t += 37_000) {
      const date = new Date(t);
      const { wall, offset } = reference(date, tz);
      const ours = instantToZonedIso(date, tz);
      expect(ours.slice(0, 19), `${tz} ${date.toISOString()}`).toBe(wall);
      // an offset with seconds (a local mean time) is written to the minute
      if (offset.length === 6) expect(ours.slice(19), `${tz} ${date.toISOString()}`).toBe(offset);
      expect(localDay(date, tz)).toBe(wall.slice(0, 10));
    }
  });
});

// Date.UTC reads the years 0 to 99 as 1900 to 1999: a typed year such as 0026 must stay year 26, not become 1926
describe('the first century', () => {
  it('keeps the years 0 to 99 in every function, four digits written', () => {
    expect(localToInstant('0026-11-22T08:30', 'UTC').toISOString()).toBe('0026-11-22T08:30:00.000Z');
    expect(localDay(iso('0026-11-22T23:30:00Z'), 'Etc/GMT-1')).toBe('0026-11-23'); // a fixed UTC+1
    expect(addDays('0099-12-31', 1)).toBe('0100-01-01');
    expect(addDays('0001-01-01', 40)).toBe('0001-02-10');
    expect(instantToZonedIso(iso('0050-06-01T12:00:00Z'), 'UTC')).toBe('0050-06-01T12:00:00+00:00');
    // Paris kept its local mean time then, 9 minutes 21 seconds ahead of UTC
    expect(offsetMinutes(iso('0050-06-01T12:00:00Z'), 'Europe/Paris')).toBe(9);
    const there = localToInstant('0050-06-01T12:00', 'Europe/Paris');
    expect(localDay(there, 'Europe/Paris')).toBe('0050-06-01');
    expect(instantToZonedIso(there, 'Europe/Paris').slice(0, 16)).toBe('0050-06-01T12:00');
  });
});
