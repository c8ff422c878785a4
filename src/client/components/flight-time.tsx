import { Text } from '@mantine/core';
import { utcOffset } from '../../shared/time';
import { displayTimeZone, formatDateTimeIn } from '../lib/format';
import { useI18nContext } from '../lib/i18n';

/** Where and on which clock: the airport's code, and the UTC offset when its clock is not this airport's. */
function clockLabel(at: string, zone: string, code: string | null) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return code ?? '';
  const offset = utcOffset(date, zone);
  const differs = offset !== utcOffset(date, displayTimeZone());
  return [code, differs && `UTC${offset}`].filter(Boolean).join(' ');
}

/** A flight's time as one line of text: "22/11/2026 13:00 GOM UTC+02:00". */
export const flightTimeText = (at: string, zone: string, code: string | null, locale: string) =>
  `${formatDateTimeIn(at, zone, locale)} ${clockLabel(at, zone, code)}`.trim();

/**
 * A flight's time on its airport's clock, as timetables print it, labelled with the airport, and with the UTC
 * offset when that clock differs from this airport's (a Goma arrival read in Kinshasa is an hour ahead).
 */
export function FlightTime({ at, zone, code }: { at: string; zone: string; code: string | null }) {
  const { LL, locale } = useI18nContext();
  return (
    <span title={LL.flights.localTimeAt({ where: code ?? zone, zone })}>
      {formatDateTimeIn(at, zone, locale)}{' '}
      <Text span size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {clockLabel(at, zone, code)}
      </Text>
    </span>
  );
}

/**
 * Beside a scheduled time, what happened or is expected: the actual block time once known, else the estimate;
 * nothing when neither is known.
 */
export function BlockTime({
  actual,
  estimated,
  zone,
}: {
  actual: string | null;
  estimated: string | null;
  zone: string;
}) {
  const { LL, locale } = useI18nContext();
  if (!actual && !estimated) return null;
  const at = formatDateTimeIn(actual ?? estimated, zone, locale);
  return (
    <Text size="xs" fw={actual ? 600 : undefined} style={{ whiteSpace: 'nowrap' }}>
      {actual ? LL.flights.actualAt({ at }) : LL.flights.estimatedAt({ at })}
    </Text>
  );
}
