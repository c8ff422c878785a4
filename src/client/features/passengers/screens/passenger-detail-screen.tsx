import { Anchor, Button, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { EventBadge } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import { useUser } from '../../../lib/session/use-current-user';
import { usePassenger } from '../api/passengers';
import { lazyPart } from '../../../lib/lazy';
import { TableScroll } from '../../../components/table-scroll';
import { BagTag } from '../../../components/bag-tag';
import { flightTimeText } from '../../../components/flight-time';

const AddBagModal = lazyPart(() => import('../components/add-bag-modal'), 'AddBagModal');

export function PassengerDetailScreen() {
  return (
    <NamespaceGate ns="passengers">
      <NamespaceGate ns="bags">
        <PassengerDetailView />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function PassengerDetailView() {
  const { LL, locale } = useI18nContext();
  const user = useUser();
  const id = Number(useParams<{ id: string }>().id);
  const passenger = usePassenger(id);
  const [adding, setAdding] = useState(false);
  const p = passenger.data;

  const onAdd = () => {
    // an agent with no airport cannot add a bag
    if (!user.airport) return notifyError(LL.bags.noAirport());
    setAdding(true);
  };

  if (passenger.error) {
    return (
      <Screen title={LL.titles.passengerDetail()}>
        <Text c="red">{passenger.error.message}</Text>
      </Screen>
    );
  }
  const fields: [string, string][] = p
    ? [
        [LL.passengers.name(), p.name],
        [LL.passengers.seat(), p.seat],
        [LL.passengers.pnr(), p.pnr],
        [LL.passengers.flightNumber(), p.flight_number],
        [LL.passengers.departure(), flightTimeText(p.departure_at, p.departure_timezone, null, locale)],
        [LL.passengers.arrival(), flightTimeText(p.arrival_at, p.arrival_timezone, null, locale)],
      ]
    : [];
  return (
    <Screen
      title={p ? p.name : LL.titles.passengerDetail()}
      actions={p && <Button onClick={onAdd}>{LL.bags.add()}</Button>}
    >
      {p && (
        <>
          <Card withBorder padding="md">
            <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
              {fields.map(([label, value]) => (
                <div key={label}>
                  <Text size="xs" c="dimmed">
                    {label}
                  </Text>
                  <Text fw={500}>
                    {label === LL.passengers.flightNumber() ? (
                      <Anchor component={Link} href={`/flights/${p.flight_id}`}>
                        {value}
                      </Anchor>
                    ) : (
                      value
                    )}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
          </Card>
          <Title order={2} size="h4">
            {LL.passengers.bagsButton()}
          </Title>
          {p.bags.length === 0 ? (
            <Text c="dimmed">{LL.bags.empty()}</Text>
          ) : (
            <TableScroll minWidth={480} label={LL.passengers.bagsButton()}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{LL.bags.tag()}</Table.Th>
                    <Table.Th>{LL.bags.weight()}</Table.Th>
                    <Table.Th>{LL.bags.status()}</Table.Th>
                    <Table.Th>{LL.bags.created()}</Table.Th>
                    <Table.Th>{LL.app.actions()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {p.bags.map((b) => (
                    <Table.Tr key={b.id}>
                      <Table.Td>
                        <BagTag tag={b.bag_tag_number} />
                      </Table.Td>
                      <Table.Td>{b.weight}</Table.Td>
                      <Table.Td>
                        <EventBadge type={b.status} />
                      </Table.Td>
                      <Table.Td>{formatDateTime(b.created_at, locale)}</Table.Td>
                      <Table.Td>
                        <Anchor
                          href={`/api/bags/${b.id}/label`}
                          target="_blank"
                          size="sm"
                          aria-label={`${LL.bags.printLabel()} ${b.bag_tag_number}`}
                        >
                          {LL.bags.printLabel()}
                        </Anchor>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          )}
          {adding && (
            <AddBagModal
              passengerId={p.id}
              airline={p.airline_code ?? p.flight_number.slice(0, 2)}
              onClose={() => setAdding(false)}
            />
          )}
        </>
      )}
    </Screen>
  );
}
