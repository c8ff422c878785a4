import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { can } from '../../../../shared/roles';
import { localDay } from '../../../../shared/time';
import { Screen } from '../../../components/screen';
import { UPlotChart } from '../../../components/uplot-chart';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../auth/api/use-current-user';
import { useDashboardStats, useWeekly, useYearlyDelivered, useYearlyLoaded } from '../api/dashboard';
import { useRecentEvents } from '../api/scans';
import { EventsTable } from '../components/events-table';
import { StatCard } from '../components/stat-card';

function ChartCard({ title, labels, values, kind, color, yMax }: { title: string; labels: string[]; values?: (number | null)[]; kind: 'bars' | 'line'; color: string; yMax?: number }) {
  const { LL } = useI18nContext();
  const empty = !values || values.every((v) => !v);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {values && <UPlotChart labels={labels} values={values} kind={kind} color={color} label={title} yMax={yMax} />}
      {values && empty && (
        <Text size="sm" c="dimmed" ta="center">
          {LL.dashboard.noData()}
        </Text>
      )}
    </Card>
  );
}

export function DashboardScreen() {
  const { LL, locale } = useI18nContext();
  const user = useUser();
  const stats = useDashboardStats();
  const weekly = useWeekly();
  const loaded = useYearlyLoaded();
  const delivered = useYearlyDelivered();
  const months = useMemo(() => LL.dashboard.months().split(','), [LL]);
  const days = useMemo(
    () => (weekly.data ?? []).map((d) => new Date(`${d.day}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', day: 'numeric', timeZone: 'UTC' })),
    [weekly.data, locale],
  );
  const weeklyValues = useMemo(() => weekly.data?.map((d) => d.total), [weekly.data]);
  // months still to come are drawn as nothing, not as a fall to zero
  const thisMonth = Number(localDay(new Date(), user.timezone).slice(5, 7));
  const loadedValues = useMemo(() => loaded.data?.map((d) => (d.month > thisMonth ? null : d.total)), [loaded.data, thisMonth]);
  const deliveredValues = useMemo(() => delivered.data?.map((d) => (d.month > thisMonth ? null : d.total)), [delivered.data, thisMonth]);
  const s = stats.data;

  return (
    <Screen title={LL.titles.dashboard()}>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <StatCard title={LL.dashboard.totalScans()} stat={s?.total_scans} color="indigo" />
        <StatCard title={LL.dashboard.checkins()} stat={s?.total_checkin} color="cyan" />
        <StatCard title={LL.dashboard.loaded()} stat={s?.total_loaded} color="green" />
        <StatCard title={LL.dashboard.delivered()} stat={s?.total_delivered} color="orange" />
      </SimpleGrid>
      <ChartCard title={LL.dashboard.weekly()} labels={days} values={weeklyValues} kind="bars" color="#4c6ef5" yMax={500} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard title={LL.dashboard.yearlyLoaded()} labels={months} values={loadedValues} kind="line" color="#2f9e44" />
        <ChartCard title={LL.dashboard.yearlyDelivered()} labels={months} values={deliveredValues} kind="line" color="#f76707" />
      </SimpleGrid>
      {can.passengers(user) && <RecentLogs />}
    </Screen>
  );
}

/** Recent logs: 10, refreshed every 15 s (SPEC §2, §9). Bag events are passenger-side data. */
function RecentLogs() {
  const { LL } = useI18nContext();
  const recent = useRecentEvents(10, 15_000);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {LL.dashboard.recentLogs()}
      </Title>
      <EventsTable rows={recent.data} caption={LL.dashboard.recentLogs()} />
    </Stack>
  );
}
