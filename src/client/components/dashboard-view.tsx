import { Card, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { localDay } from '../../shared/time';
import { useI18nContext } from '../lib/i18n';
import { lazyPart } from '../lib/lazy';
import { Screen } from './screen';
import { StatCard } from './stat-card';

// uPlot (about 20 KB gzip) arrives after the cards and the logs: today's figures show first on a slow kiosk
const UPlotChart = lazyPart(() => import('./uplot-chart'), 'UPlotChart');
const CHART_HEIGHT = 220;

type Stat = { today: number; change: number | null };
type Card = { title: string; stat: Stat | undefined; color: string };
type Yearly = { title: string; data: { month: number; total: number }[] | undefined; color: string };

/** A titled chart (its h2) that keeps its room while uPlot loads, and says when there is nothing to draw. */
export function ChartCard({
  title,
  labels,
  values,
  kind,
  color,
  yMax,
  reference,
}: {
  title: string;
  labels: string[];
  values?: (number | null)[];
  kind: 'bars' | 'line';
  color: string;
  yMax?: number;
  reference?: { value: number; label: string; color: string };
}) {
  const { LL } = useI18nContext();
  const empty = !values || values.every((v) => !v);
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {/* the chart's room is kept while its code loads, so nothing below jumps */}
      <div style={{ minHeight: CHART_HEIGHT }}>
        {values && (
          <UPlotChart
            labels={labels}
            values={values}
            kind={kind}
            color={color}
            label={title}
            yMax={yMax}
            reference={reference}
            height={CHART_HEIGHT}
          />
        )}
      </div>
      {reference && (
        // the dashed line's key: the chart itself draws no legend
        <Group gap={8} mt={4}>
          <span aria-hidden style={{ width: 28, borderTop: `2px dashed ${reference.color}` }} />
          <Text size="sm">{reference.label}</Text>
        </Group>
      )}
      {values && empty && (
        <Text size="sm" c="dimmed" ta="center">
          {LL.dashboard.noData()}
        </Text>
      )}
    </Card>
  );
}

/** A yearly line: months still to come (in the airport's time zone) are drawn as nothing, not as a fall to zero. */
function YearlyChart({ title, data, color, timezone }: Yearly & { timezone: string }) {
  const { LL } = useI18nContext();
  const months = useMemo(() => LL.dashboard.months().split(','), [LL]);
  // worked out once the figures are here, not in the first render: a zone's first date formatter costs a kiosk
  // about 50 ms at 4× CPU, which the first paint need not wait for
  const values = useMemo(() => {
    if (!data) return undefined;
    const thisMonth = Number(localDay(new Date(), timezone).slice(5, 7));
    return data.map((d) => (d.month > thisMonth ? null : d.total));
  }, [data, timezone]);
  return <ChartCard title={title} labels={months} values={values} kind="line" color={color} />;
}

/**
 * The layout both dashboards share: four cards with today's count and the change against
 * yesterday (in the airport's time zone), this week's bars, this year's two monthly lines, then the logs; a banner
 * (the user's shift) above the cards.
 */
export function DashboardView({
  title,
  timezone,
  unit,
  cards,
  weekly,
  yearly,
  banner,
  children,
}: {
  title: string;
  timezone: string;
  unit?: string;
  cards: Card[];
  banner?: ReactNode;
  weekly: { title: string; data: { day: string; total: number }[] | undefined; yMax?: number };
  yearly: [Yearly, Yearly];
  children?: ReactNode;
}) {
  const { locale } = useI18nContext();
  const days = useMemo(
    () =>
      (weekly.data ?? []).map((d) =>
        new Date(`${d.day}T12:00:00Z`).toLocaleDateString(locale, {
          weekday: 'short',
          day: 'numeric',
          timeZone: 'UTC',
        }),
      ),
    [weekly.data, locale],
  );
  const weeklyValues = useMemo(() => weekly.data?.map((d) => d.total), [weekly.data]);
  return (
    <Screen title={title}>
      {banner}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {cards.map((c) => (
          <StatCard key={c.title} title={c.title} stat={c.stat} color={c.color} unit={unit} />
        ))}
      </SimpleGrid>
      <ChartCard
        title={weekly.title}
        labels={days}
        values={weeklyValues}
        kind="bars"
        color="#4c6ef5"
        yMax={weekly.yMax}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {yearly.map((y) => (
          <YearlyChart key={y.title} {...y} timezone={timezone} />
        ))}
      </SimpleGrid>
      {children}
    </Screen>
  );
}
