import { useMemo } from 'react';
import { EventsTable, EventTypeCell, type EventColumn } from './events-table';
import { formatDateTime, formatRecent, orDash } from '../lib/format';
import { useI18nContext } from '../lib/i18n';
import { BagTag } from './bag-tag';

export type BagEventRow = {
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

/** Columns: tag, passenger, flight, event type, airport, date/time, staff. */
export function BagEventsTable({
  rows,
  caption,
  narrow,
}: {
  rows: BagEventRow[] | undefined;
  caption: string;
  narrow?: boolean;
}) {
  const { LL, locale } = useI18nContext();
  const columns = useMemo<EventColumn<BagEventRow>[]>(
    () => [
      { header: LL.events.tag(), cell: (e) => <BagTag tag={e.bag_tag_number} /> },
      { header: LL.events.passenger(), cell: (e) => orDash(e.passenger_name), wideOnly: true },
      { header: LL.events.flight(), cell: (e) => orDash(e.flight_number) },
      { header: LL.events.type(), cell: (e) => <EventTypeCell row={e} /> },
      { header: LL.events.airport(), cell: (e) => orDash(e.airport_code) },
      { header: LL.events.at(), cell: (e) => (narrow ? formatRecent : formatDateTime)(e.created_at, locale) },
      { header: LL.events.staff(), cell: (e) => orDash(e.user_name), wideOnly: true },
    ],
    [LL, locale, narrow],
  );
  return <EventsTable rows={rows} columns={columns} caption={caption} narrow={narrow} />;
}
