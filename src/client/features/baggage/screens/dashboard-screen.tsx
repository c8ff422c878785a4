import { Stack, Title } from '@mantine/core';
import { can } from '../../../../shared/roles';
import { DashboardView } from '../../../components/dashboard-view';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/use-current-user';
import { useDashboardStats, useWeekly, useYearlyDelivered, useYearlyLoaded } from '../api/dashboard';
import { useRecentEvents } from '../api/scans';
import { BagEventsTable } from '../../../components/bag-events-table';
import { MyShiftLine } from '../../../components/my-shifts';

export function DashboardScreen() {
  const { LL } = useI18nContext();
  const user = useUser();
  const s = useDashboardStats().data;
  return (
    <DashboardView
      title={LL.titles.dashboard()}
      timezone={user.timezone}
      // where and when one works, first thing at the start of a shift
      banner={<MyShiftLine />}
      cards={[
        { title: LL.dashboard.totalScans(), stat: s?.total_scans, color: 'indigo' },
        { title: LL.dashboard.checkins(), stat: s?.total_checkin, color: 'cyan' },
        { title: LL.dashboard.loaded(), stat: s?.total_loaded, color: 'green' },
        { title: LL.dashboard.delivered(), stat: s?.total_delivered, color: 'orange' },
      ]}
      // the bars' suggested maximum is 500
      weekly={{ title: LL.dashboard.weekly(), data: useWeekly().data, yMax: 500 }}
      yearly={[
        { title: LL.dashboard.yearlyLoaded(), data: useYearlyLoaded().data, color: '#2f9e44' },
        { title: LL.dashboard.yearlyDelivered(), data: useYearlyDelivered().data, color: '#f76707' },
      ]}
    >
      {can.passengers(user) && <RecentLogs />}
    </DashboardView>
  );
}

/**
 * Recent logs: 10, refreshed every 15 s. Bag events are passenger-side data. Below the charts, out of a kiosk's
 * first screen: asked by the browser, not drawn by the server (lib/not-drawn.ts).
 */
function RecentLogs() {
  const { LL } = useI18nContext();
  const recent = useRecentEvents(10, { refetchInterval: 15_000, drawn: false });
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {LL.dashboard.recentLogs()}
      </Title>
      <BagEventsTable rows={recent.data} caption={LL.dashboard.recentLogs()} />
    </Stack>
  );
}
