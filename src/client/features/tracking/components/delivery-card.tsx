import { Badge, Card, Stack, Text, Title } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';
import type { TrackedFlight } from '../api/tracking';
import { flightTimeText } from '../../../components/flight-time';

/**
 * How fast the flight's bags came back to the passengers, against the configured targets: from on-block when it is
 * known, else from the scheduled arrival, and the card says which.
 */
export function DeliveryCard({ d, flight }: { d: TrackedFlight['delivery']; flight: TrackedFlight['flight'] }) {
  const { LL, locale } = useI18nContext();
  const verdict = (ok: boolean | null) =>
    ok === null ? null : (
      <Badge ml={6} size="sm" variant="light" color={ok ? 'teal' : 'red'}>
        {ok ? LL.tracking.onTime() : LL.tracking.late()}
      </Badge>
    );
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h4" mb="xs">
        {LL.tracking.delivery()}
      </Title>
      <Stack gap={4}>
        <Text size="sm" c={d.measured_from === 'ON_BLOCK' ? undefined : 'dimmed'}>
          {(d.measured_from === 'ON_BLOCK' ? LL.tracking.fromOnBlock : LL.tracking.fromScheduled)({
            at: flightTimeText(d.from_time, flight.arrival_timezone, flight.arrival_airport?.code ?? null, locale),
          })}
        </Text>
        {d.first_bag_minutes === null ? (
          <Text size="sm">
            {LL.tracking.noDelivery({ first: d.target_first_minutes, last: d.target_last_minutes })}
          </Text>
        ) : (
          <Text size="sm">
            {LL.tracking.firstBag({
              minutes: d.first_bag_minutes.toLocaleString(locale),
              target: d.target_first_minutes,
            })}
            {verdict(d.first_on_time)}
          </Text>
        )}
        {d.last_bag_minutes !== null && (
          <Text size="sm">
            {LL.tracking.lastBag({ minutes: d.last_bag_minutes.toLocaleString(locale), target: d.target_last_minutes })}
            {verdict(d.last_on_time)}
          </Text>
        )}
        <Text size="sm" ff={d.undelivered.length ? 'monospace' : undefined}>
          {d.undelivered.length
            ? LL.tracking.stillUndelivered({ tags: d.undelivered.join(', ') })
            : d.first_bag_minutes !== null
              ? LL.tracking.allDelivered()
              : ''}
        </Text>
      </Stack>
    </Card>
  );
}
