import {
  Alert,
  Anchor,
  Button,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value';
import { Link, useSearch as useQueryString } from 'wouter';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { EventBadge } from '../../../components/status-badge';
import { formatDateTime, fsuLabel, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage, isNotFound } from '../../../lib/trpc';
import { useSearch, type SearchResult } from '../api/tracking';
import { BagTimeline } from '../components/bag-timeline';
import { TagKindBadge } from '../../../components/bag-tag';
import { flightTimeText } from '../../../components/flight-time';

/** Search result: the bag, the shipment, or "no result found" for the tag of the query. */
export function SearchResultScreen() {
  return (
    <NamespaceGate ns="tracking">
      <NamespaceGate ns="freight">
        <SearchResultView />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function SearchResultView() {
  const { LL } = useI18nContext();
  const tag = new URLSearchParams(useQueryString()).get('tag') ?? '';
  const result = useSearch(tag);
  const notFound = isNotFound(result.error);
  return (
    <Screen
      title={LL.titles.searchResult()}
      actions={
        <Button component={Link} href="/search" variant="default">
          {LL.tracking.newSearch()}
        </Button>
      }
    >
      {result.isLoading && (
        <Center mih={160}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      )}
      {(!tag.trim() || notFound) && (
        <Alert color="gray" role="status">
          {LL.tracking.noResult({ tag: tag.trim() })}
        </Alert>
      )}
      {result.error && !notFound && (
        <Alert color="red" role="alert">
          {errorMessage(result.error, LL.app.unexpectedError())}
        </Alert>
      )}
      {result.data?.type === 'bag' && <BagFound bag={result.data.data} />}
      {result.data?.type === 'freight' && <ShipmentFound shipment={result.data.data} />}
    </Screen>
  );
}

function BagFound({ bag }: { bag: Extract<SearchResult, { type: 'bag' }>['data'] }) {
  const { LL, locale } = useI18nContext();
  return (
    <Stack>
      <Card withBorder padding="lg">
        <Group gap="sm" mb="sm">
          <Title order={2} size="h3" ff="monospace">
            {LL.tracking.bag({ tag: bag.bag_tag_number })}
          </Title>
          <TagKindBadge tag={bag.bag_tag_number} />
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabelledValue size="md" label={LL.tracking.passenger()}>
            {bag.passenger ? (
              bag.passenger.name
            ) : (
              <Text span c="dimmed" fs="italic">
                {LL.tracking.hidden()}
              </Text>
            )}
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.flight()}>
            {bag.flight.flight_number} · {orDash(bag.flight.departure_code)} → {orDash(bag.flight.arrival_code)}
            <Text size="xs" c="dimmed">
              {flightTimeText(
                bag.flight.departure_at,
                bag.flight.departure_timezone,
                bag.flight.departure_code,
                locale,
              )}
            </Text>
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.status()}>
            <EventBadge type={bag.status} />
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.weight()}>
            {bag.weight.toLocaleString(locale)}
          </LabelledValue>
        </SimpleGrid>
      </Card>
      <Title order={2} size="h4">
        {LL.tracking.timeline()}
      </Title>
      <BagTimeline events={bag.events} />
      {bag.plate_history.length > 0 && <PlateHistory bags={bag.plate_history} />}
    </Stack>
  );
}

/** The plate's other bags, on flights weeks apart: a plate comes round again, and each time it is a new bag. */
function PlateHistory({ bags }: { bags: Extract<SearchResult, { type: 'bag' }>['data']['plate_history'] }) {
  const { LL, locale } = useI18nContext();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {LL.tracking.plateHistory()}
      </Title>
      <Text size="sm" c="dimmed">
        {LL.tracking.plateHistoryHelp()}
      </Text>
      <Table.ScrollContainer minWidth={320}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{LL.tracking.flight()}</Table.Th>
              <Table.Th>{LL.tracking.at()}</Table.Th>
              <Table.Th>{LL.tracking.status()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bags.map((b) => (
              <Table.Tr key={b.id}>
                <Table.Td>{b.flight.flight_number}</Table.Td>
                <Table.Td>{formatDateTime(b.flight.departure_time, locale)}</Table.Td>
                <Table.Td>
                  <EventBadge type={b.status} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function ShipmentFound({ shipment }: { shipment: Extract<SearchResult, { type: 'freight' }>['data'] }) {
  const { LL, locale } = useI18nContext();
  return (
    <Stack>
      <Card withBorder padding="lg">
        <Title order={2} size="h3" ff="monospace" mb="sm">
          {LL.tracking.shipment({ awb: shipment.awb_number })}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <LabelledValue size="md" label={LL.tracking.shipper()}>
            {shipment.shipper}
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.consignee()}>
            {shipment.consignee}
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.weight()}>
            {shipment.weight.toLocaleString(locale)}
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.route()}>
            {shipment.departure.code} → {shipment.arrival.code}
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.status()}>
            {shipment.latest_event ? (
              <EventBadge type={shipment.latest_event.event_type} freight />
            ) : (
              LL.freight.notProcessed()
            )}
          </LabelledValue>
          <LabelledValue size="md" label={LL.tracking.ulds()}>
            {shipment.ulds.length ? (
              <Stack gap={2}>
                {shipment.ulds.map((u) => (
                  <Text size="sm" key={u.id}>
                    <Anchor component={Link} href={`/ulds/${u.id}/charge`} ff="monospace">
                      {u.code}
                    </Anchor>{' '}
                    {u.weight.toLocaleString(locale)} kg{u.flight ? ` · ${u.flight.flight_number}` : ''}
                  </Text>
                ))}
              </Stack>
            ) : (
              LL.tracking.notOnUld()
            )}
          </LabelledValue>
        </SimpleGrid>
      </Card>
      <Group>
        <Title order={2} size="h4">
          {LL.tracking.timeline()}
        </Title>
      </Group>
      {shipment.events.length ? (
        <ShipmentEvents events={shipment.events} />
      ) : (
        <Text c="dimmed">{LL.tracking.noEvents()}</Text>
      )}
    </Stack>
  );
}

function ShipmentEvents({ events }: { events: Extract<SearchResult, { type: 'freight' }>['data']['events'] }) {
  const { locale } = useI18nContext();
  return (
    <Stack gap="xs">
      {events.map((e) => (
        <Group gap="xs" key={e.id}>
          <EventBadge type={e.event_type} freight />
          <Text size="sm" c="dimmed">
            {fsuLabel(e)}
          </Text>
          <Text size="sm">
            {e.airport.code} · {formatDateTime(e.created_at, locale)} · {orDash(e.user?.name)}
            {e.uld ? ` · ULD ${e.uld.code}` : ''}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
