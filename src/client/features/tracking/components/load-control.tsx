import { Badge, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { TrackedFlight } from '../api/tracking';

type LoadControl = TrackedFlight['load_control'];
type LoadBag = LoadControl['not_loaded'][number];

/**
 * Load control of one flight (issue 42): each ULD with the bags in it, a bag of another flight flagged as loaded on
 * the wrong flight; then the bags to offload (their passenger did not board), those not loaded yet and those loaded
 * without a check-in. The lists the ramp works from before the doors close.
 */
export function LoadControlCard({ lc, flightNumber }: { lc: LoadControl; flightNumber: string }) {
  const { LL } = useI18nContext();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {LL.tracking.loadControl()}
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        {LL.tracking.loadControlHelp()}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {lc.ulds.map((u) => (
          <BagList
            key={u.id}
            title={LL.tracking.uldBags({ code: u.code, flight: u.flight_number ?? LL.tracking.noFlight() })}
            bags={u.bags}
            flightOf={u.flight_number ?? flightNumber}
          />
        ))}
        <BagList
          title={LL.tracking.toOffload()}
          bags={lc.to_offload}
          flag={(b) => ('loaded' in b && b.loaded ? LL.tracking.offloadLoaded() : null)}
        />
        <BagList title={LL.tracking.notLoadedYet()} bags={lc.not_loaded} />
        <BagList title={LL.tracking.loadedWithoutCheckin()} bags={lc.loaded_without_checkin} />
      </SimpleGrid>
    </Card>
  );
}

function BagList({
  title,
  bags,
  flightOf,
  flag,
}: {
  title: string;
  bags: LoadBag[];
  /** In a ULD's list: the ULD's flight, against which each bag's own is checked. */
  flightOf?: string;
  flag?: (b: LoadBag) => string | null;
}) {
  const { LL } = useI18nContext();
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {bags.length === 0 ? (
        <Text size="sm" c="dimmed">
          {LL.tracking.noBags()}
        </Text>
      ) : (
        <Table verticalSpacing={2} fz="sm" aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.events.tag()}</Table.Th>
              <Table.Th>{LL.tracking.passenger()}</Table.Th>
              <Table.Th>{LL.tracking.bagFlight()}</Table.Th>
              <Table.Th>{LL.tracking.holdPosition()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bags.map((b) => {
              const wrong = flightOf !== undefined && b.flight_number !== flightOf;
              const note = wrong ? LL.tracking.wrongFlight() : (flag?.(b) ?? null);
              return (
                <Table.Tr key={b.bag_tag_number} bg={note ? 'red.0' : undefined}>
                  <Table.Td ff="monospace">
                    {b.bag_tag_number}
                    {note && (
                      <Badge display="block" w="fit-content" color="red" variant="light" size="sm">
                        {note}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{orDash(b.passenger_name)}</Table.Td>
                  <Table.Td>{b.flight_number}</Table.Td>
                  <Table.Td>{orDash(b.hold_position)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
