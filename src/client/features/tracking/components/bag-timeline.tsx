import { Table, Text } from '@mantine/core';
import { EventTypeCell } from '../../../components/events-table';
import { TableScroll } from '../../../components/table-scroll';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { SearchResult } from '../api/tracking';

type Bag = Extract<SearchResult, { type: 'bag' }>['data'];

/** A bag's tracking history, oldest first: type, airport, time, staff, remark, and what looked wrong at that step. */
export function BagTimeline({ events }: { events: Bag['events'] }) {
  const { LL, locale } = useI18nContext();
  if (!events.length) return <Text c="dimmed">{LL.tracking.noEvents()}</Text>;
  return (
    <TableScroll minWidth={560} label={LL.tracking.timeline()}>
      <Table striped verticalSpacing="xs" aria-label={LL.tracking.timeline()}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{LL.tracking.type()}</Table.Th>
            <Table.Th>{LL.tracking.airport()}</Table.Th>
            <Table.Th>{LL.tracking.at()}</Table.Th>
            <Table.Th>{LL.tracking.staff()}</Table.Th>
            <Table.Th>{LL.tracking.remark()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id} bg={e.warnings.length ? 'yellow.0' : undefined}>
              <Table.Td>
                <EventTypeCell row={e} />
              </Table.Td>
              <Table.Td>{e.airport.code}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.created_at, locale)}</Table.Td>
              <Table.Td>{orDash(e.user?.name)}</Table.Td>
              <Table.Td>{orDash(e.remark)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
