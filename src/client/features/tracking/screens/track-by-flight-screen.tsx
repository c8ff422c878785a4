import { Alert, Button, Card, Center, Grid, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { can } from '../../../../shared/roles';
import { localDay } from '../../../../shared/time';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/trpc';
import { useUser } from '../../../lib/session/use-current-user';
import { BagEventsTable } from '../../../components/bag-events-table';
import { FreightEventsTable } from '../../../components/freight-events-table';
import { useTrack, type DayFlight, type TrackedFlight } from '../api/tracking';
import { DeliveryCard } from '../components/delivery-card';
import { Resolution753 } from '../components/resolution-753';
import { LoadControlCard } from '../components/load-control';
import { TodayFlights } from '../components/today-flights';
import { BlockTime, flightTimeText } from '../../../components/flight-time';

const schema = () => import('../../../../shared/schemas/tracking').then((m) => m.TrackSchema);
const asIs = (v: { flight_number: string; flight_date: string }) => v;

/**
 * Track by flight: a flight number and its local departure date, or one of today's flights beside the form;
 * then each such flight's picture.
 */
export function TrackByFlightScreen() {
  return (
    <NamespaceGate ns="tracking">
      <NamespaceGate ns="freight">
        <TrackView />
      </NamespaceGate>
    </NamespaceGate>
  );
}

function TrackView() {
  const { LL } = useI18nContext();
  const user = useUser();
  const [query, setQuery] = useState<{ flight_number: string; flight_date: string } | null>(null);
  const today = localDay(new Date(), user.timezone);
  const validate = useSchemaValidation(schema, asIs);
  const form = useForm({ initialValues: { flight_number: '', flight_date: today }, validate });
  const tracked = useTrack(query);
  const onSubmit = form.onSubmit((v) => {
    setQuery({ flight_number: v.flight_number.trim().toUpperCase(), flight_date: v.flight_date });
  });
  // a choice fills the form and tracks, as typing would; the day is the flight's own local departure day
  // (an overnight arrival left yesterday)
  const results = useRef<HTMLDivElement>(null);
  const [chosen, setChosen] = useState(false);
  const onChoose = (f: DayFlight) => {
    const values = { flight_number: f.flight_number, flight_date: f.departure_time.slice(0, 10) };
    form.setValues(values);
    form.clearErrors();
    setQuery(values);
    setChosen(true);
  };
  // on a phone the picture starts below the fold: bring it up once it is in, or the tap seems to do nothing
  useEffect(() => {
    if (!chosen || tracked.isFetching || !results.current) return;
    setChosen(false);
    if (results.current.getBoundingClientRect().top > window.innerHeight * 0.6)
      results.current.scrollIntoView({ block: 'start' });
  }, [chosen, tracked.isFetching]);
  const data = tracked.data;
  return (
    <Screen
      title={LL.titles.trackByFlight()}
      actions={
        data && (
          <Button variant="default" onClick={() => window.print()}>
            {LL.tracking.print()}
          </Button>
        )
      }
    >
      <Grid className="no-print">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="md" h="100%">
            <form onSubmit={onSubmit} noValidate>
              <Group align="flex-end" wrap="wrap">
                <TextInput
                  label={LL.tracking.flightNumber()}
                  required
                  placeholder="8Z101"
                  autoComplete="off"
                  {...form.getInputProps('flight_number')}
                />
                <TextInput type="date" label={LL.tracking.date()} required {...form.getInputProps('flight_date')} />
                <Button type="submit" loading={tracked.isFetching}>
                  {LL.tracking.track()}
                </Button>
              </Group>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {/* an admin oversees every airport; a user without one has no station to narrow to */}
          <TodayFlights
            today={today}
            airport={can.administer(user) ? null : user.airport}
            chosen={query?.flight_number ?? null}
            onChoose={onChoose}
          />
        </Grid.Col>
      </Grid>
      {/* clear of the app's 56 px top bar when brought up */}
      <Stack ref={results} style={{ scrollMarginTop: 64 }}>
        {tracked.isLoading && (
          <Center mih={120}>
            <Loader aria-label={LL.app.loading()} />
          </Center>
        )}
        {tracked.error && (
          // the server's message, or "Tracking failed.", in a red box
          <Alert color="red" role="alert">
            {errorMessage(tracked.error, LL.tracking.failed())}
          </Alert>
        )}
        {data && data.other_flights.length > 0 && (
          <Text fw={600}>
            {LL.tracking.otherFlights({ count: data.other_flights.length + 1, flight: data.flight.flight_number })}
          </Text>
        )}
        {data && [data, ...data.other_flights].map((f) => <FlightPicture key={f.flight.id} tracked={f} />)}
      </Stack>
    </Screen>
  );
}

function FlightPicture({ tracked }: { tracked: TrackedFlight }) {
  const { LL, locale } = useI18nContext();
  const f = tracked.flight;
  const bagRows = tracked.baggage_events.map((e) => ({ ...e, flight_number: f.flight_number }));
  return (
    <Stack>
      <Card withBorder padding="md">
        <Title order={2} size="h3">
          {f.flight_number} · {f.departure_airport?.code ?? '—'} → {f.arrival_airport?.code ?? '—'}
        </Title>
        <Text size="sm">
          {LL.tracking.departs({
            at: flightTimeText(f.departure_at, f.departure_timezone, f.departure_airport?.code ?? null, locale),
          })}{' '}
          ·{' '}
          {LL.tracking.arrives({
            at: flightTimeText(f.arrival_at, f.arrival_timezone, f.arrival_airport?.code ?? null, locale),
          })}{' '}
          · {f.status}
        </Text>
        <Group gap="md">
          {(
            [
              [LL.flights.offBlock(), f.off_block_at, f.estimated_off_block_at, f.departure_timezone],
              [LL.flights.onBlock(), f.on_block_at, f.estimated_on_block_at, f.arrival_timezone],
            ] as const
          ).map(([label, actual, estimated, zone]) => (
            <Group key={label} gap={4} wrap="nowrap">
              <Text size="xs">{label}:</Text>
              {actual || estimated ? (
                <BlockTime actual={actual} estimated={estimated} zone={zone} />
              ) : (
                <Text size="xs">—</Text>
              )}
            </Group>
          ))}
        </Group>
      </Card>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Resolution753 r={tracked.resolution_753} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <DeliveryCard d={tracked.delivery} flight={f} />
        </Grid.Col>
      </Grid>
      <LoadControlCard lc={tracked.load_control} flightNumber={tracked.flight.flight_number} />
      <Title order={2} size="h4">
        {LL.tracking.bagEvents()}
      </Title>
      {tracked.baggage_events_total > tracked.baggage_events.length && (
        <Text size="sm" c="dimmed">
          {LL.tracking.newestEvents({ shown: tracked.baggage_events.length, total: tracked.baggage_events_total })}
        </Text>
      )}
      <BagEventsTable rows={bagRows} caption={`${LL.tracking.bagEvents()} ${f.flight_number}`} />
      <Title order={2} size="h4">
        {LL.tracking.freightEvents()}
      </Title>
      <FreightEventsTable rows={tracked.freight_events} caption={`${LL.tracking.freightEvents()} ${f.flight_number}`} />
    </Stack>
  );
}
