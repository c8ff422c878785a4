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

export function formatDateTime(value: string | Date | null | undefined, locale = 'fr') {
  if (!value) return DASH;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A recent moment in few characters, for a narrow column: the time alone when it is today, else day/month and time. */
export function formatRecent(value: string | Date | null | undefined, locale = 'fr') {
  if (!value) return DASH;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  const tag = locale === 'en' ? 'en-GB' : 'fr-FR';
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(d);
  const today = day(date) === day(new Date());
  return new Intl.DateTimeFormat(tag, {
    timeZone,
    ...(today ? {} : { day: '2-digit', month: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** The time of day alone, "22:00": the end of a shift whose start already names the day. */
export function formatTime(value: string | Date | null | undefined, locale = 'fr') {
  if (!value) return DASH;
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}
