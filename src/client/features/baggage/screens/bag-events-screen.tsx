import { Group } from '@mantine/core';
import { useState } from 'react';
import { AirportSelect } from '../../../components/airport-select';
import { Screen } from '../../../components/screen';
import { Pager } from '../../../components/pager';
import { useI18nContext } from '../../../lib/i18n';
import { useAirports } from '../../../lib/reference';
import { useEventsPage } from '../api/scans';
import { BagEventsTable } from '../../../components/bag-events-table';

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
          <AirportSelect
            aria-label={LL.events.filter()}
            emptyLabel={LL.events.allAirports()}
            airports={airports.data}
            value={airport}
            onChange={(id) => {
              setAirport(id ?? undefined);
              setPage(1);
            }}
          />
        </Group>
      }
    >
      <BagEventsTable rows={data?.data} caption={LL.titles.bagEvents()} />
      {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
    </Screen>
  );
}
