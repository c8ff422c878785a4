import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { Pager } from '../../../components/pager';
import { FlightStatusBadge } from '../../../components/status-badge';
import { orDash } from '../../../lib/format';
import { FlightTime } from '../../../components/flight-time';
import { BlockTimes } from '../components/block-times';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { useDeletePassenger } from '../api/flight-passengers';
import { lazyPart } from '../../../lib/lazy';
import { useFlight } from '../api/flights';
import { TableScroll } from '../../../components/table-scroll';
import { AuditHistoryButton } from '../../../components/audit-history';

const AddPassengerModal = lazyPart(() => import('../components/add-passenger-modal'), 'AddPassengerModal');
const ImportManifestModal = lazyPart(() => import('../components/import-manifest-modal'), 'ImportManifestModal');

export function FlightDetailScreen() {
  return (
    <NamespaceGate ns="passengers">
      <FlightDetailView />
    </NamespaceGate>
  );
}

function FlightDetailView() {
  const { LL } = useI18nContext();
  const id = Number(useParams<{ id: string }>().id);
  const [page, setPage] = useState(1);
  const [modal, setModal] = useState<'import' | 'add' | null>(null);
  const flight = useFlight(id, page);
  const remove = useDeletePassenger({
    onSuccess: () => notifySuccess(LL.passengers.deleted()),
    onError: (err) => notifyError(LL.passengers.deleteFailed({ message: errorMessage(err, '') })),
  });

  if (flight.error) {
    return (
      <Screen title={LL.titles.flightDetail()}>
        <Text c="red">{flight.error.message}</Text>
        <Anchor component={Link} href="/flights">
          {LL.flights.back()}
        </Anchor>
      </Screen>
    );
  }
  const f = flight.data;
  const pax = f?.passengers;
  const buttons = (
    <Group gap="sm">
      <Button variant="light" onClick={() => setModal('import')}>
        {LL.passengers.importManifest()}
      </Button>
      <Button onClick={() => setModal('add')}>{LL.passengers.add()}</Button>
    </Group>
  );

  return (
    <Screen
      title={f ? `${LL.titles.flightDetail()} ${f.flight_number}` : LL.titles.flightDetail()}
      actions={pax && buttons}
    >
      {f && (
        <Card withBorder padding="md">
          <Group justify="space-between" wrap="wrap">
            <Stack gap={2}>
              <Title order={2} size="h3">
                {orDash(f.departure_code)} → {orDash(f.arrival_code)}
              </Title>
              <Text size="sm">
                {LL.flights.departure()}:{' '}
                <FlightTime at={f.departure_at} zone={f.departure_timezone} code={f.departure_code} /> ·{' '}
                {LL.flights.arrival()}: <FlightTime at={f.arrival_at} zone={f.arrival_timezone} code={f.arrival_code} />
              </Text>
            </Stack>
            <Group>
              <FlightStatusBadge status={f.status} />
              <AuditHistoryButton entity="flight" id={f.id} record={f.flight_number} />
              <Anchor component={Link} href={`/flights/${f.id}/ulds`} size="sm">
                {LL.flights.ulds()}
              </Anchor>
            </Group>
          </Group>
          <BlockTimes flight={f} />
        </Card>
      )}

      {pax && pax.total === 0 && (
        <Card withBorder padding="xl">
          <Stack align="center">
            <Text c="dimmed">{LL.passengers.empty()}</Text>
            {buttons}
          </Stack>
        </Card>
      )}

      {pax && pax.total > 0 && (
        <>
          <Title order={2} size="h4">
            {LL.passengers.title()} ({pax.total})
          </Title>
          <TableScroll minWidth={480} label={LL.passengers.title()}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{LL.passengers.name()}</Table.Th>
                  <Table.Th>{LL.passengers.pnr()}</Table.Th>
                  <Table.Th>{LL.passengers.seat()}</Table.Th>
                  <Table.Th>{LL.app.actions()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {pax.data.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td ff="monospace">{p.pnr}</Table.Td>
                    <Table.Td>{p.seat}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          component={Link}
                          href={`/passengers/${p.id}`}
                          aria-label={`${LL.passengers.bagsButton()} ${p.name}`}
                        >
                          {LL.passengers.bagsButton()}
                        </Button>
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`${LL.app.delete()} ${p.name}`}
                          onClick={() => window.confirm(LL.passengers.deleteConfirm()) && remove.mutate({ id: p.id })}
                        >
                          {LL.app.delete()}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          <Pager page={pax.current_page} lastPage={pax.last_page} onPage={setPage} />
        </>
      )}
      {modal === 'add' && <AddPassengerModal flightId={id} onClose={() => setModal(null)} />}
      {modal === 'import' && <ImportManifestModal flightId={id} onClose={() => setModal(null)} />}
    </Screen>
  );
}
