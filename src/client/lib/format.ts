/** SPEC §2: missing values display as a dash. */
export const DASH = '—';

export const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? DASH : String(value);

// Every date is shown in the airport's time zone (CONTRACT §1), whatever the kiosk's clock says.
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
