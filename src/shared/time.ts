// Wall-clock times of the airport (APP_TIMEZONE), whatever the device's own clock says. Screens use datetime-local values ("2026-11-22T14:30")
// that mean the airport's local time; the database stores instants (timestamptz).

const partsFormatter = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string) {
  let f = partsFormatter.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatter.set(tz, f);
  }
  return f;
}

/** Date.UTC for every year: Date.UTC itself reads the years 0 to 99 as 1900 to 1999. */
export function utcMs(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(y, mo, d);
  date.setUTCHours(h, mi, s, 0);
  return date.getTime();
}

/** The wall-clock fields of an instant in a zone, as Intl reads them from the zone's rules. */
function intlWallClock(date: Date, tz: string) {
  const p = Object.fromEntries(
    formatter(tz)
      .formatToParts(date)
      .map((x) => [x.type, x.value]),
  );
  return { y: +p.year!, mo: +p.month!, d: +p.day!, h: +p.hour!, mi: +p.minute!, s: +p.second! };
}

/** How far ahead of UTC the zone's clocks are at that instant, in ms (to the second: old local mean times have seconds). */
function intlOffsetMs(date: Date, tz: string): number {
  const w = intlWallClock(date, tz);
  return utcMs(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - Math.floor(date.getTime() / 1000) * 1000;
}

const HOUR_MS = 3_600_000;
/** Zone and UTC hour → the zone's offset through that whole hour; emptied when it grows past HOURS_KEPT. */
const hourOffsets = new Map<string, number>();
const HOURS_KEPT = 50_000;

/**
 * The zone's offset at that instant. Intl's formatToParts costs tens of microseconds a call on a kiosk or a busy
 * server, and a page of claims asks it for every date of every row; a zone's offset changes at most a few times a
 * year, so it is asked once per UTC hour: at the hour's first and last millisecond, and kept when both agree (no
 * change within the hour). The hour of a change is asked instant by instant, as before.
 */
function offsetMs(date: Date, tz: string): number {
  const hour = Math.floor(date.getTime() / HOUR_MS);
  const key = `${tz} ${hour}`;
  const kept = hourOffsets.get(key);
  if (kept !== undefined) return kept;
  const start = intlOffsetMs(new Date(hour * HOUR_MS), tz);
  if (start !== intlOffsetMs(new Date(hour * HOUR_MS + HOUR_MS - 1), tz)) return intlOffsetMs(date, tz);
  if (hourOffsets.size >= HOURS_KEPT) hourOffsets.clear();
  hourOffsets.set(key, start);
  return start;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(date: Date, tz: string) {
  const local = new Date(Math.floor(date.getTime() / 1000) * 1000 + offsetMs(date, tz));
  return {
    y: local.getUTCFullYear(),
    mo: local.getUTCMonth() + 1,
    d: local.getUTCDate(),
    h: local.getUTCHours(),
    mi: local.getUTCMinutes(),
    s: local.getUTCSeconds(),
  };
}

/** Minutes the zone is ahead of UTC at that instant. */
export function offsetMinutes(date: Date, tz: string): number {
  return Math.round(offsetMs(date, tz) / 60_000);
}

export const LOCAL_DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

const DAY_MS = 86_400_000;

/**
 * "2026-11-22T14:30" in the zone → the instant. A time that clocks skip moves forward by the gap, as clocks do (a
 * day whose midnight is skipped starts at its first instant: 01:00 in Santiago on 7 September 2025); a time that
 * happens twice, when clocks go back, is its first occurrence.
 */
export function localToInstant(local: string, tz: string): Date {
  const m = LOCAL_DATETIME.exec(local);
  if (!m) throw new Error(`not a local date-time: ${local}`);
  const wall = utcMs(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +(m[6] ?? 0));
  // read with the offset in force a day before, and with the one a day after: one of them, or both across a change
  // that repeats the time, shows that wall clock; neither does for a skipped time, whose earlier offset moves it on
  const before = wall - offsetMs(new Date(wall - DAY_MS), tz);
  const after = wall - offsetMs(new Date(wall + DAY_MS), tz);
  const shown = [before, after].filter((instant) => instant + offsetMs(new Date(instant), tz) === wall);
  return new Date(shown.length ? Math.min(...shown) : before);
}

const pad = (n: number, w = 2) => String(Math.abs(n)).padStart(w, '0');

/** The instant as ISO 8601 in the zone's local time with its offset: "2026-11-22T14:30:00+01:00". */
export function instantToZonedIso(date: Date, tz: string): string {
  const w = wallClock(date, tz);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}T${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}${utcOffset(date, tz)}`;
}

/** The local calendar day of an instant: "2026-11-22". */
export function localDay(date: Date, tz: string): string {
  const w = wallClock(date, tz);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)}`;
}

/** "2026-11-22" plus n calendar days (negative goes back). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(utcMs(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Calendar days from one day to another: daysBetween("2026-11-22", "2026-11-25") is 3. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A datetime-local is the airport's wall clock; an ISO value with an offset is taken as is. */
export const toInstant = (value: string, tz: string) =>
  /[zZ]|[+-]\d{2}:\d{2}$/.test(value) ? new Date(value) : localToInstant(value, tz);

/**
 * The zone's canonical IANA name ("Africa/Lubumbashi"), or null when it is not one. Intl alone would also take
 * abbreviations such as "EST" and bare offsets, which name no place and follow no clock changes: an airport's zone
 * is an Area/Location name, or UTC.
 */
export function ianaTimeZone(tz: string): string | null {
  if (!/^(UTC|[A-Za-z]+(\/[A-Za-z0-9_+-]+)+)$/.test(tz)) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: tz }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** "+02:00": the zone's offset from UTC at that instant. */
export function utcOffset(date: Date, tz: string): string {
  const off = offsetMinutes(date, tz);
  return `${off < 0 ? '-' : '+'}${pad(Math.trunc(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`;
}
