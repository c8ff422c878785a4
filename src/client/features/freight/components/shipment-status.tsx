import { Stack, Text } from '@mantine/core';
import { EventBadge } from '../../../components/status-badge';
import { useI18nContext } from '../../../lib/i18n';
import type { Shipment } from '../api/freight';

/** A shipment's status is its latest event with its FSU code (a transfer may have none); none yet reads "Not yet processed". */
export function ShipmentStatus({ shipment }: { shipment: Pick<Shipment, 'latest_event'> }) {
  const { LL } = useI18nContext();
  const latest = shipment.latest_event;
  if (!latest) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {LL.freight.notProcessed()}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <EventBadge type={latest.event_type} freight />
      {latest.fsu_code && (
        <Text span size="xs" c="dimmed" title="Cargo-IMP FSU">
          {latest.fsu_code}
        </Text>
      )}
    </Stack>
  );
}
