import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { errorMessage } from '../../../lib/trpc';
import { useFlightHeading, useFlightUlds, type Uld } from '../api/ulds';
import { UldsTable } from '../components/ulds-table';
import { flightTimeText } from '../../../components/flight-time';

const AddUldDialog = lazyPart(() => import('../components/add-uld-dialog'), 'AddUldDialog');
const AttachShipmentDialog = lazyPart(() => import('../components/attach-shipment-dialog'), 'AttachShipmentDialog');

/** ULDs by flight: the flight, its ULDs with their loads, Add ULD, Attach, Charge, and the ULD contents list. */
export function FlightUldsScreen() {
  return (
    <NamespaceGate ns="uld">
      <FlightUldsView />
    </NamespaceGate>
  );
}

function FlightUldsView() {
  const { LL, locale } = useI18nContext();
  const id = Number(useParams<{ id: string }>().id);
  const flight = useFlightHeading(id);
  const ulds = useFlightUlds(id);
  const [adding, setAdding] = useState(false);
  const [attaching, setAttaching] = useState<Uld | null>(null);
  const f = flight.data;

  if (flight.error) {
    return (
      <Screen title={LL.titles.flightUlds()}>
        <Alert color="red" role="alert">
          {errorMessage(flight.error, LL.app.unexpectedError())}
        </Alert>
      </Screen>
    );
  }
  if (!f) {
    return (
      <Center mih="40vh">
        <Loader aria-label={LL.app.loading()} />
      </Center>
    );
  }
  return (
    <Screen
      title={LL.uld.flightUlds({ flight: f.flight_number })}
      actions={
        <Group gap="xs">
          <Button
            component="a"
            href={`/api/flights/${f.id}/uld-contents-list`}
            target="_blank"
            rel="noopener"
            variant="default"
          >
            {LL.uld.contentsList()}
          </Button>
          <Button onClick={() => setAdding(true)}>{LL.uld.addUld()}</Button>
        </Group>
      }
    >
      <Stack gap={2}>
        <Text fw={700} size="lg">
          {f.departure_code ?? '—'} → {f.arrival_code ?? '—'}
        </Text>
        <Text size="sm" c="dimmed">
          {flightTimeText(f.departure_at, f.departure_timezone, f.departure_code, locale)} →{' '}
          {flightTimeText(f.arrival_at, f.arrival_timezone, f.arrival_code, locale)}
        </Text>
        <Anchor component={Link} href={`/flights/${f.id}`} size="sm">
          {LL.uld.backToFlight()}
        </Anchor>
      </Stack>
      {ulds.error && (
        <Alert color="red" role="alert">
          {errorMessage(ulds.error, LL.app.unexpectedError())}
        </Alert>
      )}
      <UldsTable
        rows={ulds.data}
        caption={LL.uld.flightUlds({ flight: f.flight_number })}
        empty={LL.uld.noUlds()}
        actions={(u) => (
          <>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => setAttaching(u)}
              aria-label={LL.uld.attachLabel({ code: u.code })}
            >
              {LL.uld.attach()}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              component={Link}
              href={`/ulds/${u.id}/charge`}
              aria-label={LL.uld.chargeLabel({ code: u.code })}
            >
              {LL.uld.charge()}
            </Button>
          </>
        )}
      />
      {adding && <AddUldDialog flightId={f.id} onClose={() => setAdding(false)} />}
      {attaching && <AttachShipmentDialog uld={attaching} onClose={() => setAttaching(null)} />}
    </Screen>
  );
}
