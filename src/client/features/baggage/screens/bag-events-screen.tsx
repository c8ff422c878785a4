import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { Screen } from '../../../components/app-layout';
import { Pager } from '../../../components/pager';
import { useI18nContext } from '../../../lib/i18n';
import { useAirports } from '../../flights/api/flights';
import { useEventsPage } from '../api/scans';
import { EventsTable } from '../components/events-table';

export function BagEventsScreen() {
  const { LL } = useI18nContext();
  const airports = useAirports();
  const [page, setPage] = useState(1);
  const [airport, setAirport] = useState<number | undefined>();
  const events = useEventsPage(page, airport);
  const data = events.data;
  return (
    <Screen
      title={LL.titles.bagEvents()}
      actions={
        <Group>
          <Select
            aria-label={LL.events.filter()}
            placeholder={LL.events.allAirports()}
            clearable
            searchable
            value={airport ? String(airport) : null}
            onChange={(v) => {
              setAirport(v ? Number(v) : undefined);
              setPage(1);
            }}
            data={(airports.data ?? []).map((a) => ({ value: String(a.id), label: `${a.code} - ${a.name}` }))}
          />
        </Group>
      }
    >
      <EventsTable rows={data?.data} caption={LL.titles.bagEvents()} />
      {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
    </Screen>
  );
}
