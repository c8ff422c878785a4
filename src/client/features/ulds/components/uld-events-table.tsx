import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { EventsTable, EventTypeCell, type EventColumn } from '../../../components/events-table';
import { formatRecent, fsuLabel, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { UldScanResult } from '../api/ulds';

type Row = UldScanResult['event'] | (Omit<UldScanResult['event'], 'warnings'> & { warnings?: string[] });

/** The events of one ULD beside its scan form: AWB, type with its FSU code, airport, time (the ULD is the same on every row). */
export function UldEventsTable({ rows, caption }: { rows: Row[] | undefined; caption: string }) {
  const { LL, locale } = useI18nContext();
  const columns = useMemo<EventColumn<Row>[]>(
    () => [
      { header: LL.scan.awb(), cell: (e) => e.shipment.awb_number, mono: true },
      {
        header: LL.events.type(),
        cell: (e) => (
          <EventTypeCell
            row={e}
            freight
            detail={
              <Text span size="xs" c="dimmed" ml={6}>
                {fsuLabel(e)}
              </Text>
            }
          />
        ),
      },
      { header: LL.events.airport(), cell: (e) => e.airport.code },
      { header: LL.events.staff(), cell: (e) => orDash(e.user?.name), wideOnly: true },
      { header: LL.events.at(), cell: (e) => formatRecent(e.created_at, locale) },
    ],
    [LL, locale],
  );
  return <EventsTable rows={rows} columns={columns} caption={caption} narrow />;
}
