import { Stack, Title } from '@mantine/core';
import { can } from '../../../../shared/roles';
import { DashboardView } from '../../../components/dashboard-view';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/use-current-user';
import {
  useDashboardRecent,
  useDashboardStats,
  useDashboardStream,
  useWeekly,
  useYearlyDelivered,
  useYearlyLoaded,
  type DashboardStream,
} from '../api/dashboard';
import { BagEventsTable } from '../../../components/bag-events-table';
import { MyShiftLine } from '../../../components/my-shifts';

// Today's figures and the recent logs are pushed by the server as scans change them (dashboard.live); while its
// stream is down they are asked every 15 s, as before it.
export function DashboardScreen() {
  const { LL } = useI18nContext();
  const user = useUser();
  const stream = useDashboardStream();
  const s = useDashboardStats(stream);
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
      {can.passengers(user) && <RecentLogs stream={stream} />}
    </DashboardView>
  );
}

/**
 * Recent logs: 10, pushed as they change. Bag events are passenger-side data. Below the charts, out of a kiosk's
 * first screen: asked by the browser, not drawn by the server (lib/not-drawn.ts).
 */
function RecentLogs({ stream }: { stream: DashboardStream }) {
  const { LL } = useI18nContext();
  const recent = useDashboardRecent(stream);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {LL.dashboard.recentLogs()}
      </Title>
      <BagEventsTable rows={recent} caption={LL.dashboard.recentLogs()} />
    </Stack>
  );
}
