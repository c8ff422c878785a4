import { Alert, Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Pager } from '../../../components/pager';
import { formatRecent } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/trpc';
import { useDayFlights, type DayFlight } from '../api/tracking';

/**
 * Today's flights of the agent's airport (every airport for an admin, or a user without one) as one-tap
 * choices, so that an agent rarely types a flight number. A flight number flown twice that day is
 * one choice: tracking it shows both.
 */
export function TodayFlights({
  today,
  airport,
  chosen,
  onChoose,
}: {
  today: string;
  airport: { id: number; code: string } | null;
  chosen: string | null;
  onChoose: (f: DayFlight) => void;
}) {
  const { LL, locale } = useI18nContext();
  const [page, setPage] = useState(1);
  const flights = useDayFlights({ date: today, airport: airport?.id, page });
  const data = flights.data;
  const choices = data
    ? data.data.filter(
        (f, i, all) =>
          all.findIndex(
            (g) =>
              g.flight_number === f.flight_number && g.departure_time.slice(0, 10) === f.departure_time.slice(0, 10),
          ) === i,
      )
    : [];
  return (
    <Card withBorder padding="md" h="100%">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {airport ? LL.tracking.todayAt({ code: airport.code }) : LL.tracking.todayAll()}
          </Title>
          {choices.length > 0 && (
            <Text size="sm" c="dimmed">
              {LL.tracking.todayHelp()}
            </Text>
          )}
        </div>
        {flights.isLoading && (
          <Center mih={44}>
            <Loader size="sm" aria-label={LL.app.loading()} />
          </Center>
        )}
        {flights.error && (
          <Alert color="red" role="alert">
            {errorMessage(flights.error, LL.tracking.todayFailed())}
          </Alert>
        )}
        {data && data.total === 0 && (
          <Text c="dimmed" role="status">
            {LL.tracking.noFlightsToday()}
          </Text>
        )}
        {choices.length > 0 && (
          // tiles of two short lines, as many to a row as fit: two on a phone, three beside the kiosk's form
          <SimpleGrid minColWidth={112} spacing={6}>
            {choices.map((f) => (
              <Button
                key={f.id}
                variant={f.flight_number === chosen ? 'filled' : 'light'}
                h="auto"
                py={6}
                px={6}
                styles={{ label: { flexDirection: 'column', whiteSpace: 'normal' } }}
                onClick={() => onChoose(f)}
              >
                <span>
                  <Text span fw={700} inherit>
                    {f.flight_number}
                  </Text>{' '}
                  {formatRecent(f.departure_time, locale)}
                </span>{' '}
                <Text span size="xs" fw={500}>
                  {f.departure_code ?? LL.app.dash()} → {f.arrival_code ?? LL.app.dash()}
                </Text>
              </Button>
            ))}
          </SimpleGrid>
        )}
        {data && data.last_page > 1 && <Pager page={data.current_page} lastPage={data.last_page} onPage={setPage} />}
      </Stack>
    </Card>
  );
}
