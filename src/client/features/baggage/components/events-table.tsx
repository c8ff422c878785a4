import { Table, Text } from '@mantine/core';
import { EventBadge } from '../../../components/status-badge';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { TableScroll } from '../../../components/table-scroll';

export type EventRow = {
  id: number;
  bag_tag_number: string;
  passenger_name: string | null;
  flight_number: string | null;
  event_type: string;
  airport_code: string | null;
  user_name: string | null;
  created_at: string | Date;
  warnings?: string[];
};

// On a phone the passenger and staff columns give way, so that tag, flight and type show first.
const PHONE_WIDTH = 540;

/** Columns of SPEC §2: tag, passenger, flight, event type, airport, date/time, staff. */
export function EventsTable({ rows, caption }: { rows: EventRow[] | undefined; caption?: string }) {
  const { LL, locale } = useI18nContext();
  return (
    <TableScroll minWidth={PHONE_WIDTH} label={caption ?? LL.titles.bagEvents()}>
      <Table striped verticalSpacing="xs" captionSide="top" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.events.tag()}</Table.Th>
            <Table.Th visibleFrom="sm">{LL.events.passenger()}</Table.Th>
            <Table.Th>{LL.events.flight()}</Table.Th>
            <Table.Th>{LL.events.type()}</Table.Th>
            <Table.Th>{LL.events.airport()}</Table.Th>
            <Table.Th>{LL.events.at()}</Table.Th>
            <Table.Th visibleFrom="sm">{LL.events.staff()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" ta="center">
                  {LL.events.empty()}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows?.map((e) => (
            <Table.Tr key={e.id} bg={e.warnings?.length ? 'yellow.0' : undefined}>
              <Table.Td ff="monospace">{e.bag_tag_number}</Table.Td>
              <Table.Td visibleFrom="sm">{orDash(e.passenger_name)}</Table.Td>
              <Table.Td>{orDash(e.flight_number)}</Table.Td>
              <Table.Td>
                <EventBadge type={e.event_type} />
                {e.warnings?.map((w) => (
                  <Text key={w} size="xs" c="var(--mantine-color-orange-light-color)">
                    ⚠ {w}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>{orDash(e.airport_code)}</Table.Td>
              <Table.Td>{formatDateTime(e.created_at, locale)}</Table.Td>
              <Table.Td visibleFrom="sm">{orDash(e.user_name)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
