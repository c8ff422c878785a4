import { Text } from '@mantine/core';
import { FREIGHT_EVENT_TYPES, normaliseAwb, type FreightEventType } from '../../../../shared/codes';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { ScanDesk, type DeskFields } from '../../../scanner/scan-desk';
import { useDeskEvents } from '../../../scanner/use-desk-events';
import { useFreightScanPost, useRecentFreightEvents, type FreightScanInput } from '../api/freight';
import { lastFreightEventTypeAtom } from '../atoms';
import { FreightEventsTable, type FreightEventRow } from '../../../components/freight-events-table';

const isAwb = (text: string) => normaliseAwb(text) !== null;
const toScan = ({ code, ...fields }: DeskFields<FreightEventType>): FreightScanInput => ({
  awb_number: code,
  ...fields,
});
const awbOf = (scan: FreightScanInput) => scan.awb_number;
const QUEUE_KEY = 'tarmac.freight.queue';
/** The freight events list holds the 20 most recent. */
const KEEP = 20;

/** Shipment scan: the bag desk's form and queue, for AWBs and freight event types. */
export function ShipmentScanScreen() {
  return (
    <NamespaceGate ns="freight">
      <ShipmentScanView />
    </NamespaceGate>
  );
}

function ShipmentScanView() {
  const { LL } = useI18nContext();
  const post = useFreightScanPost();
  // the form paints first, the list fills in when the app runs (lib/not-drawn.ts)
  const recent = useRecentFreightEvents({ drawn: false });
  const events = useDeskEvents<FreightEventRow>(recent.data, KEEP);

  return (
    <ScanDesk
      title={LL.titles.shipmentScan()}
      code={{ label: LL.scan.awb(), placeholder: LL.scan.awbPlaceholder(), looksComplete: isAwb }}
      eventTypes={FREIGHT_EVENT_TYPES}
      eventTypeAtom={lastFreightEventTypeAtom}
      queueKey={QUEUE_KEY}
      toScan={toScan}
      post={post}
      codeOf={awbOf}
      subject={(awb) => LL.scan.awbLine({ awb })}
      onRecorded={({ event }) => events.add(event)}
      recentTitle={LL.freight.recentEvents()}
      recent={
        <>
          <Text size="xs" c="dimmed">
            {LL.freight.recentNote()}
          </Text>
          <FreightEventsTable rows={events.rows} caption={LL.freight.recentEvents()} narrow />
        </>
      }
    />
  );
}
