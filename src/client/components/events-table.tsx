import { Table, Text } from '@mantine/core';
import { EmptyRow } from './empty-row';
import type { ReactNode } from 'react';
import { useI18nContext } from '../lib/i18n';
import { EventBadge } from './status-badge';
import { TableScroll } from './table-scroll';

/** What every event list row has: the bag and freight tables differ in their other columns only. */
export type EventLike = { id: number; event_type: string; warnings?: string[] };

export type EventColumn<R> = {
  header: string;
  cell: (row: R) => ReactNode;
  /** A code read aloud character by character (tag, AWB, ULD). */
  mono?: boolean;
  /** Dropped on a phone (and beside a scan form, below a wide screen), so that the code, flight and type show first. */
  wideOnly?: boolean;
};

// a code never breaks at its hyphen
const NOWRAP = { whiteSpace: 'nowrap' } as const;
// Below this width the table scrolls inside its own box.
const PHONE_WIDTH = 540;
const NARROW_WIDTH = 400;

/** The event type as its coloured badge, with the scan's warnings beneath. */
export function EventTypeCell({ row, detail, freight }: { row: EventLike; detail?: ReactNode; freight?: boolean }) {
  return (
    <>
      <EventBadge type={row.event_type} freight={freight} />
      {detail}
      {row.warnings?.map((w) => (
        <Text key={w} size="xs" c="var(--mantine-color-orange-light-color)">
          ⚠ {w}
        </Text>
      ))}
    </>
  );
}

/**
 * A list of scan events, newest first: the bag events of the dashboard, the scan desk and the events list,
 * and the freight events of theirs. A row with warnings is tinted; an empty list says so.
 */
export function EventsTable<R extends EventLike>({
  rows,
  columns,
  caption,
  narrow,
}: {
  rows: R[] | undefined;
  columns: EventColumn<R>[];
  caption: string;
  narrow?: boolean;
}) {
  const { LL } = useI18nContext();
  // in a narrow column (beside a scan form) the optional columns wait for a wide screen
  const wide = narrow ? 'lg' : 'sm';
  return (
    <TableScroll minWidth={narrow ? NARROW_WIDTH : PHONE_WIDTH} label={caption}>
      <Table striped verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} visibleFrom={c.wideOnly ? wide : undefined}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows?.length === 0 && <EmptyRow columns={columns.length} text={LL.events.empty()} />}
          {rows?.map((row) => (
            <Table.Tr key={row.id} bg={row.warnings?.length ? 'yellow.0' : undefined}>
              {columns.map((c) => (
                <Table.Td
                  key={c.header}
                  ff={c.mono ? 'monospace' : undefined}
                  style={c.mono ? NOWRAP : undefined}
                  visibleFrom={c.wideOnly ? wide : undefined}
                >
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
