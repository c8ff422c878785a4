import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { EventsTable, EventTypeCell, type EventColumn } from './events-table';
import { formatDateTime, formatRecent, fsuLabel, orDash } from '../lib/format';
import { useI18nContext } from '../lib/i18n';
import type { RouterOutputs } from '../lib/trpc';

type FreightEvent = RouterOutputs['freightEvents']['recent'][number];

export type FreightEventRow = FreightEvent & { warnings?: string[] };

/** Shipment logs: AWB, event type (with its FSU code), airport, ULD (and its flight), by, at. */
export function FreightEventsTable({
  rows,
  caption,
  withAwb = true,
  narrow,
}: {
  rows: FreightEventRow[] | undefined;
  caption: string;
  withAwb?: boolean;
  narrow?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const columns = useMemo<EventColumn<FreightEventRow>[]>(
    () => [
      ...(withAwb ? [{ header: LL.scan.awb(), cell: (e: FreightEventRow) => e.shipment.awb_number, mono: true }] : []),
      {
        header: LL.events.type(),
        cell: (e) => (
          <EventTypeCell
            row={e}
            freight
            detail={
              <Text span size="xs" c="dimmed" ml={6} title="Cargo-IMP FSU">
                {fsuLabel(e)}
              </Text>
            }
          />
        ),
      },
      { header: LL.events.airport(), cell: (e) => e.airport.code },
      {
        header: LL.freight.uldColumn(),
        cell: (e) => (e.uld ? `${e.uld.code}${e.uld.flight ? ` · ${e.uld.flight.flight_number}` : ''}` : orDash(null)),
        wideOnly: true,
      },
      { header: LL.freight.by(), cell: (e) => orDash(e.user?.name), wideOnly: true },
      { header: LL.freight.at(), cell: (e) => (narrow ? formatRecent : formatDateTime)(e.created_at, locale) },
    ],
    [LL, locale, withAwb, narrow],
  );
  return <EventsTable rows={rows} columns={columns} caption={caption} narrow={narrow} />;
}
