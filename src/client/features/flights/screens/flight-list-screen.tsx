import { Button, Group, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { can } from '../../../../shared/roles';
import { Screen } from '../../../components/screen';
import { Pager } from '../../../components/pager';
import { FlightStatusBadge } from '../../../components/status-badge';
import { orDash } from '../../../lib/format';
import { BlockTime, FlightTime } from '../../../components/flight-time';
import { useI18nContext } from '../../../lib/i18n';
import type { RouterOutputs } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { useFlights } from '../api/flights';
import { lazyPart } from '../../../lib/lazy';
import { TableScroll } from '../../../components/table-scroll';

const FlightFormModal = lazyPart(() => import('../components/flight-form-modal'), 'FlightFormModal');

type Flight = RouterOutputs['flights']['list']['data'][number];

export function FlightListScreen() {
  const { LL } = useI18nContext();
  const user = useUser();
  const canEdit = can.editFlights(user);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Flight | 'new' | null>(null);
  const flights = useFlights(page);
  const data = flights.data;

  return (
    <Screen
      title={LL.titles.flights()}
      actions={canEdit && <Button onClick={() => setEditing('new')}>{LL.flights.add()}</Button>}
    >
      {data && data.total === 0 ? (
        <Text c="dimmed">{LL.flights.empty()}</Text>
      ) : (
        <TableScroll minWidth={700} label={LL.titles.flights()}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{LL.flights.flight()}</Table.Th>
                <Table.Th>{LL.flights.routing()}</Table.Th>
                <Table.Th>{LL.flights.departure()}</Table.Th>
                <Table.Th>{LL.flights.arrival()}</Table.Th>
                <Table.Th>{LL.flights.status()}</Table.Th>
                <Table.Th>{LL.flights.options()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.data.map((f) => (
                <Table.Tr key={f.id}>
                  <Table.Td fw={600}>{f.flight_number}</Table.Td>
                  <Table.Td>
                    {orDash(f.departure_airport_code)} → {orDash(f.arrival_airport_code)}
                  </Table.Td>
                  <Table.Td>
                    <FlightTime at={f.departure_at} zone={f.departure_timezone} code={f.departure_airport_code} />
                    <BlockTime
                      actual={f.off_block_at}
                      estimated={f.estimated_off_block_at}
                      zone={f.departure_timezone}
                    />
                  </Table.Td>
                  <Table.Td>
                    <FlightTime at={f.arrival_at} zone={f.arrival_timezone} code={f.arrival_airport_code} />
                    <BlockTime actual={f.on_block_at} estimated={f.estimated_on_block_at} zone={f.arrival_timezone} />
                  </Table.Td>
                  <Table.Td>
                    <FlightStatusBadge status={f.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="light"
                        component={Link}
                        href={`/flights/${f.id}`}
                        aria-label={`${LL.flights.view()} ${f.flight_number}`}
                      >
                        {LL.flights.view()}
                      </Button>
                      {canEdit && (
                        <Button
                          size="xs"
                          variant="default"
                          onClick={() => setEditing(f)}
                          aria-label={`${LL.app.edit()} ${f.flight_number}`}
                        >
                          {LL.app.edit()}
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {data && data.total > 0 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
      {editing && (
        <FlightFormModal
          key={editing === 'new' ? 'new' : editing.id}
          flight={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setPage(1); // a new or edited flight is at the top of page 1
          }}
        />
      )}
    </Screen>
  );
}
