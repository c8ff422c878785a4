import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { FREIGHT_EVENT_TYPES, normaliseAwb, type FreightEventType } from '../../../../shared/codes';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/trpc';
import { ScanDesk, type DeskFields } from '../../../scanner/scan-desk';
import { useDeskEvents } from '../../../scanner/use-desk-events';
import { useUld, useUldEvents, useUldScanPost, type UldDetail, type UldScanInput } from '../api/ulds';
import { lastUldEventTypeAtom } from '../atoms';
import { LoadGauge } from '../components/load-gauge';
import { UldEventsTable } from '../components/uld-events-table';

const isAwb = (text: string) => normaliseAwb(text) !== null;
const awbOf = (scan: UldScanInput) => scan.awb_number;
const QUEUE_KEY = 'tarmac.uld.queue';
const KEEP = 50;

/** Charge ULD: the flight and the ULD with its load, the scan desk posting onto this ULD, its recent events. */
export function ChargeUldScreen() {
  return (
    <NamespaceGate ns="uld">
      <ChargeUldView />
    </NamespaceGate>
  );
}

function ChargeUldView() {
  const { LL } = useI18nContext();
  const uldId = Number(useParams<{ uld_id: string }>().uld_id);
  const uld = useUld(uldId);
  const events = useUldEvents(uldId);
  const desk = useDeskEvents(events.data, KEEP);
  const post = useUldScanPost();
  const toScan = ({ code, ...fields }: DeskFields<FreightEventType>): UldScanInput => ({
    awb_number: code,
    uld_id: uldId,
    ...fields,
  });

  return (
    <ScanDesk
      title={LL.titles.chargeUld()}
      header={<UldHeader uld={uld.data} error={uld.error} />}
      code={{ label: LL.scan.awb(), placeholder: LL.scan.awbPlaceholder(), looksComplete: isAwb }}
      eventTypes={FREIGHT_EVENT_TYPES}
      eventTypeAtom={lastUldEventTypeAtom}
      queueKey={QUEUE_KEY}
      toScan={toScan}
      post={post}
      codeOf={awbOf}
      subject={(awb) => LL.scan.awbLine({ awb })}
      // a scan left in the queue by another ULD's desk is recorded, but listed on its own ULD
      onRecorded={({ event }) => event.uld?.id === uldId && desk.add(event)}
      recentTitle={LL.uld.events()}
      recent={
        events.error ? (
          <Alert color="red" role="alert">
            {LL.uld.eventsFailed({ message: errorMessage(events.error, LL.app.unexpectedError()) })}
          </Alert>
        ) : (
          <UldEventsTable rows={desk.rows} caption={LL.uld.events()} />
        )
      }
    />
  );
}

function UldHeader({ uld, error }: { uld: UldDetail | undefined; error: unknown }) {
  const { LL } = useI18nContext();
  if (error) {
    return (
      <Alert color="red" role="alert">
        {LL.uld.fetchFailed({ message: errorMessage(error, LL.app.unexpectedError()) })}
      </Alert>
    );
  }
  if (!uld) return null;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={700} size="xl" ff="monospace">
            {uld.code}
          </Text>
          <Text size="sm">
            {LL.uld.types[uld.type]()} · {LL.uld.statuses[uld.status]()}
            {uld.label ? ` · ${uld.label}` : ''}
          </Text>
          {uld.flight && (
            <Text size="sm" fw={600}>
              {uld.flight.flight_number} · {uld.flight.departure_code ?? '—'} → {uld.flight.arrival_code ?? '—'}
            </Text>
          )}
          {uld.flight_id && (
            // Back goes to the flight
            // a link in text's clothes: Anchor's own chunk would push this screen's first load over its budget
            <Text component={Link} href={`/flights/${uld.flight_id}`} size="sm" c="blue.8" td="underline">
              {LL.uld.backToFlight()}
            </Text>
          )}
        </Stack>
        <Stack gap={4} miw={200}>
          <LoadGauge uld={uld} />
          <Text size="xs" c="dimmed">
            {uld.shipments.length ? uld.shipments.map((s) => s.awb_number).join(', ') : LL.uld.noShipments()}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}
