/** Missing values display as a dash. */
export const DASH = '—';

export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? DASH : String(value);

// Every date is shown in the airport's time zone (APP_TIMEZONE), whatever the kiosk's clock says.
// The server tells which one with the current user (auth.me → timezone).
let timeZone: string | undefined;
export const setDisplayTimeZone = (tz: string) => {
  timeZone = tz;
};

// Building an Intl.DateTimeFormat costs about as much as formatting a hundred dates with it (its locale and zone
// data are looked up each time): a table of events builds each one once, here, instead of once per cell. On a kiosk
// that is a slower first screen; on the server, drawing that screen (decision 044).
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions, zone = timeZone) {
  const key = `${tag} ${zone} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(tag, { timeZone: zone, ...options })));
  return format;
}

/**
 * The date and time of an instant on another clock than the airport's: a flight's departure on its departure
 * airport's, its arrival on its arrival airport's.
 */
export function formatDateTimeIn(value: string | null | undefined, zone: string, locale = 'fr') {
  if (!value) return DASH;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return DASH;
  const options = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' } as const;
  return dateFormat(locale === 'en' ? 'en-GB' : 'fr-FR', options, zone).format(date);
}

/** The zone this screen shows dates in: the airport's (APP_TIMEZONE), else the device's. */
export const displayTimeZone = () => timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

export function formatDateTime(value: string | Date | null | undefined, locale = 'fr') {
  if (!value) return DASH;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  return dateFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A calendar day (`2026-12-10`) in the reader's words, "10 Dec 2026": a day is no instant, so no zone moves it. */
export function formatDay(day: string | null | undefined, locale = 'fr') {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return day || DASH;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A recent moment in few characters, for a narrow column: the time alone when it is today, else day/month and time. */
export function formatRecent(value: string | Date | null | undefined, locale = 'fr') {
  if (!value) return DASH;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  const tag = locale === 'en' ? 'en-GB' : 'fr-FR';
  const day = (d: Date) => dateFormat('en-CA', {}).format(d);
  const today = day(date) === day(new Date());
  return dateFormat(tag, {
    ...(today ? {} : { day: '2-digit', month: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * The time of day alone, "22:00": the end of a shift whose start already names the day; on another airport's clock
 * when `zone` is given (a board of that airport's day).
 */
export function formatTime(value: string | Date | null | undefined, locale = 'fr', zone?: string) {
  if (!value) return DASH;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  return dateFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { hour: '2-digit', minute: '2-digit' }, zone).format(date);
}

/**
 * A freight event's Cargo-IMP status as its lists show it: the FSU code, and a transfer's receiving airline
 * (`TFD → AF`); a transfer that no status code says shows its carrier alone, or nothing.
 */
export const fsuLabel = (e: { fsu_code: string | null; to_carrier?: string | null }) =>
  [e.fsu_code, e.to_carrier ? `→ ${e.to_carrier}` : null].filter(Boolean).join(' ');
