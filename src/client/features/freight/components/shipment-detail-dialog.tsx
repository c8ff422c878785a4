import { Alert, Center, Group, Loader, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value';
import { formatDateTime, orDash } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/trpc';
import { useShipment } from '../api/freight';
import { FreightEventsTable } from '../../../components/freight-events-table';
import { ShipmentStatus } from './shipment-status';
import { AuditHistoryButton } from '../../../components/audit-history';

/** A shipment and its events, read fresh: status with the FSU code, events oldest to newest. */
export function ShipmentDetailDialog({ id, awb, onClose }: { id: number; awb: string; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const shipment = useShipment(id);
  const s = shipment.data;
  return (
    <Modal opened onClose={onClose} title={LL.freight.detailTitle({ awb })} size="xl">
      {shipment.isPending && (
        <Center mih={120}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      )}
      {shipment.error && (
        <Alert color="red" role="alert">
          {LL.freight.loadFailed({ message: errorMessage(shipment.error, LL.app.unexpectedError()) })}
        </Alert>
      )}
      {s && (
        <Stack>
          <SimpleGrid cols={{ base: 2, sm: 3 }}>
            <LabelledValue label={LL.scan.awb()}>
              <Text span ff="monospace">
                {s.awb_number}
              </Text>
            </LabelledValue>
            <LabelledValue label={LL.freight.status()}>
              <ShipmentStatus shipment={s} />
            </LabelledValue>
            <LabelledValue label={LL.freight.weight()}>{s.weight.toLocaleString(locale)}</LabelledValue>
            <LabelledValue label={LL.freight.shipper()}>{s.shipper}</LabelledValue>
            <LabelledValue label={LL.freight.consignee()}>{s.consignee}</LabelledValue>
            <LabelledValue label={LL.freight.route()}>
              {s.departure.code} → {s.arrival.code}
            </LabelledValue>
            <LabelledValue label={LL.freight.nature()}>{orDash(s.nature)}</LabelledValue>
            <LabelledValue label={LL.freight.created()}>{formatDateTime(s.created_at, locale)}</LabelledValue>
          </SimpleGrid>
          {s.description && <LabelledValue label={LL.freight.description()}>{s.description}</LabelledValue>}
          <Group>
            <AuditHistoryButton entity="shipment" id={s.id} record={s.awb_number} />
          </Group>
          <Title order={2} size="h5">
            {LL.freight.events()}
          </Title>
          {s.events.length === 0 ? (
            <Text c="dimmed">{LL.freight.noEvents()}</Text>
          ) : (
            <FreightEventsTable rows={s.events} caption={LL.freight.events()} withAwb={false} />
          )}
        </Stack>
      )}
    </Modal>
  );
}
