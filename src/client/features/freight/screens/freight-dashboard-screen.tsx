import { Stack, Text, Title } from '@mantine/core';
import { can } from '../../../../shared/roles';
import { DashboardView } from '../../../components/dashboard-view';
import { NamespaceGate } from '../../../components/namespace-gate';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/use-current-user';
import {
  useFreightDashboardRecent,
  useFreightDashboardStream,
  useFreightStats,
  useFreightWeekly,
  useFreightYearlyDelivered,
  useFreightYearlyLoaded,
  type FreightDashboardStream,
} from '../api/freight';
import { FreightEventsTable } from '../../../components/freight-events-table';

/**
 * Freight dashboard: the baggage dashboard's layout over the freight counters, pushed as freight scans change them
 * (freightDashboard.live), asked every 15 s while the stream is down.
 */
export function FreightDashboardScreen() {
  return (
    <NamespaceGate ns="freight">
      <FreightDashboardView />
    </NamespaceGate>
  );
}

function FreightDashboardView() {
  const { LL } = useI18nContext();
  const user = useUser();
  const stream = useFreightDashboardStream();
  const s = useFreightStats(stream);
  return (
    <DashboardView
      title={LL.titles.freightDashboard()}
      timezone={user.timezone}
      unit={LL.freight.unit()}
      cards={[
        { title: LL.freight.totalScans(), stat: s?.total_scans, color: 'indigo' },
        { title: LL.freight.received(), stat: s?.total_received, color: 'cyan' },
        { title: LL.freight.loaded(), stat: s?.total_loaded, color: 'green' },
        { title: LL.freight.delivered(), stat: s?.total_delivered, color: 'orange' },
      ]}
      weekly={{ title: LL.freight.weekly(), data: useFreightWeekly().data }}
      yearly={[
        { title: LL.freight.yearlyLoaded(), data: useFreightYearlyLoaded().data, color: '#2f9e44' },
        { title: LL.freight.yearlyDelivered(), data: useFreightYearlyDelivered().data, color: '#f76707' },
      ]}
    >
      {can.freight(user) && <ShipmentLogs stream={stream} />}
    </DashboardView>
  );
}

/**
 * Shipment logs: the 20 latest freight events, pushed as they change. Freight events are cargo data. Below the
 * charts, out of a kiosk's first screen: asked by the browser, not drawn by the server (lib/not-drawn.ts).
 */
function ShipmentLogs({ stream }: { stream: FreightDashboardStream }) {
  const { LL } = useI18nContext();
  const recent = useFreightDashboardRecent(stream);
  return (
    <Stack gap={4}>
      <Title order={2} size="h4">
        {LL.freight.logs()}
      </Title>
      <Text size="xs" c="dimmed">
        {LL.freight.recentNote()}
      </Text>
      <FreightEventsTable rows={recent} caption={LL.freight.logs()} />
    </Stack>
  );
}
