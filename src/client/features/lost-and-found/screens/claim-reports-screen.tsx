import { Alert, Anchor, Card, Center, Group, Loader, SimpleGrid, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CLAIM_STATUSES } from '../../../../shared/claim-codes';
import type { ReportFigure } from '../../../../shared/schemas/claim-reports';
import { addDays, localDay } from '../../../../shared/time';
import { AirportSelect } from '../../../components/airport-select';
import { ChartCard } from '../../../components/dashboard-view';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { StatCard } from '../../../components/stat-card';
import { DASH } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { useAirports } from '../../../lib/reference';
import { csvUrl, useClaimReport, type ClaimReport, type ReportPeriod } from '../api/claim-reports';

/** Four weeks ending today: long enough for a median, short enough to read day by day. */
const DEFAULT_DAYS = 28;
const WORLD_COLOR = '#e8590c';

/** The lost-and-found reports of a period and an airport (the user's own at first). */
export function ClaimReportsScreen() {
  return (
    <NamespaceGate ns="claims">
      <NamespaceGate ns="claimReports">
        <ClaimReportsView />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function ClaimReportsView() {
  const { LL } = useI18nContext();
  const user = useUser();
  const today = localDay(new Date(), user.timezone);
  const [period, setPeriod] = useState<ReportPeriod>({
    from: addDays(today, 1 - DEFAULT_DAYS),
    to: today,
    airport: user.airport?.id ?? null,
  });
  const airports = useAirports();
  // a half-typed date is not asked for: the last complete period stays on screen
  const complete = /^\d{4}-\d{2}-\d{2}$/.test(period.from) && /^\d{4}-\d{2}-\d{2}$/.test(period.to);
  const [asked, setAsked] = useState(period);
  if (complete && asked !== period) setAsked(period);
  const report = useClaimReport(asked);
  const data = report.data;
  // a refused period names its field (a 422 with per-field errors): the message goes under that input
  const errors = report.error ? fieldErrors(report.error) : {};
  return (
    <Screen title={LL.titles.claimReports()}>
      <Card withBorder padding="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            type="date"
            label={LL.claimReports.from()}
            value={period.from}
            max={period.to}
            error={errors.from}
            onChange={(e) => setPeriod({ ...period, from: e.currentTarget.value })}
          />
          <TextInput
            type="date"
            label={LL.claimReports.to()}
            value={period.to}
            min={period.from}
            error={errors.to}
            onChange={(e) => setPeriod({ ...period, to: e.currentTarget.value })}
          />
          <AirportSelect
            label={LL.claimReports.airport()}
            airports={airports.data}
            value={period.airport}
            emptyLabel={LL.claimReports.allAirports()}
            error={errors.airport}
            onChange={(id) => setPeriod({ ...period, airport: id })}
          />
          {report.isFetching && <Loader size="sm" aria-label={LL.app.loading()} />}
        </Group>
      </Card>
      {report.isLoading && (
        <Center mih={120}>
          <Loader aria-label={LL.app.loading()} />
        </Center>
      )}
      {report.error && (
        <Alert color="red" role="alert">
          {errorMessage(report.error, LL.claimReports.failed())}
        </Alert>
      )}
      {data && <Figures report={data} period={asked} />}
    </Screen>
  );
}

function CsvLink({ period, figure, title }: { period: ReportPeriod; figure: ReportFigure; title: string }) {
  const { LL } = useI18nContext();
  return (
    <Anchor
      href={csvUrl(period, figure)}
      download={`claims-${figure}-${period.from}-${period.to}.csv`}
      size="sm"
      mt="xs"
      aria-label={LL.claimReports.csvOf({ figure: title })}
    >
      {LL.claimReports.csv()}
    </Anchor>
  );
}

function Figures({ report: r, period }: { report: ClaimReport; period: ReportPeriod }) {
  const { LL, locale } = useI18nContext();
  const number = (n: number | null, digits = 1) =>
    n === null ? DASH : n.toLocaleString(locale, { maximumFractionDigits: digits });
  const days = useMemo(
    () =>
      r.per_day.map((d) =>
        new Date(`${d.day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      ),
    [r.per_day, locale],
  );
  const claimsPerDay = useMemo(() => r.per_day.map((d) => d.claims), [r.per_day]);
  const ratePerDay = useMemo(() => r.per_day.map((d) => d.per_1000), [r.per_day]);
  const world = number(r.world_per_1000);
  const reference = useMemo(
    () => ({ value: r.world_per_1000, label: LL.claimReports.world({ world }), color: WORLD_COLOR }),
    [r.world_per_1000, LL, world],
  );
  const cards: { title: string; value: string; caption: string; color: string; figure: ReportFigure }[] = [
    {
      title: LL.claimReports.claimTotal(),
      value: number(r.claims),
      caption: LL.claimReports.ofPeriod(),
      color: 'blue',
      figure: 'claims',
    },
    {
      title: LL.claimReports.open(),
      value: number(r.open),
      caption: LL.claimReports.openCaption(),
      color: 'yellow',
      figure: 'open',
    },
    {
      title: LL.claimReports.median(),
      value: number(r.delivery.median_hours),
      caption: LL.claimReports.hours(),
      color: 'teal',
      figure: 'delivered',
    },
    {
      title: LL.claimReports.p90(),
      value: number(r.delivery.p90_hours),
      caption: LL.claimReports.hours(),
      color: 'teal',
      figure: 'delivered',
    },
    {
      title: LL.claimReports.pastDue(),
      value: number(r.past_due),
      caption: LL.claimReports.pastDueCaption({ days: r.lost_after_days }),
      color: 'red',
      figure: 'past_due',
    },
    {
      title: LL.claimReports.rate(),
      value: number(r.per_1000, 2),
      caption: r.per_1000 === null ? LL.claimReports.noRate() : LL.claimReports.rateCaption({ world }),
      color: r.per_1000 !== null && r.per_1000 > r.world_per_1000 ? 'red' : 'green',
      figure: 'claims',
    },
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        {cards.map((c) => (
          <StatCard key={c.title} title={c.title} value={c.value} caption={c.caption} color={c.color}>
            <CsvLink period={period} figure={c.figure} title={c.title} />
          </StatCard>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {LL.claimReports.paxOnManifests({ count: r.passengers.toLocaleString(locale) })}
      </Text>
      {r.claims === 0 && <Text>{LL.claimReports.empty()}</Text>}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="md">
          <Title order={2} size="h5" mb="xs">
            {LL.claimReports.byStatus()}
          </Title>
          <Table fz="sm" aria-label={LL.claimReports.byStatus()}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{LL.claimReports.status()}</Table.Th>
                <Table.Th ta="right">{LL.claimReports.count()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CLAIM_STATUSES.map((s) => (
                <Table.Tr key={s}>
                  <Table.Td>{LL.claims.statuses[s]()}</Table.Td>
                  <Table.Td ta="right">{number(r.by_status[s])}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <CsvLink period={period} figure="open" title={LL.claimReports.byStatus()} />
        </Card>
        <ChartCard title={LL.claimReports.perDay()} labels={days} values={claimsPerDay} kind="bars" color="#4c6ef5" />
      </SimpleGrid>
      <ChartCard
        title={LL.claimReports.ratePerDay()}
        labels={days}
        values={ratePerDay}
        kind="line"
        color="#1c7ed6"
        reference={reference}
      />
    </>
  );
}
