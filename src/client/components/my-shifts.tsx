import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatRecent, formatTime } from '../lib/format';
import { useI18nContext, useNamespace } from '../lib/i18n';
import { useMyShifts, type MyShift } from '../lib/session/use-my-shifts';

// "My shifts": where and when the signed-in user works, the first thing they check at the start of a shift.
// Texts are the shifts namespace's, fetched beside the dashboard and profile chunks (routes.tsx), so the
// dictionary of every other first load does not carry them.

function When({ shift }: { shift: MyShift }) {
  const { LL, locale } = useI18nContext();
  return (
    <Group gap="xs" wrap="wrap">
      <Badge
        color={shift.is_current ? 'green' : 'blue'}
        variant="light"
        style={{ overflow: 'visible', minWidth: 'max-content' }}
      >
        {shift.is_current ? LL.shifts.myNow() : LL.shifts.myNext()}
      </Badge>
      <Text size="sm" fw={600}>
        {shift.zone.name} · {shift.zone.airport.code}
      </Text>
      <Text size="sm">
        {formatRecent(shift.started_at, locale)} – {formatTime(shift.ended_at, locale)}
      </Text>
    </Group>
  );
}

/** One line on the dashboard: the assignment under way, else the next one. */
export function MyShiftLine() {
  const { LL } = useI18nContext();
  const mine = useMyShifts();
  const first = mine.data?.[0];
  if (!useNamespace('shifts')) return null;
  return (
    <Card withBorder padding="xs" aria-label={LL.shifts.myShifts()} component="section">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={700}>
          {LL.shifts.myShifts()}
        </Text>
        {mine.error ? (
          <Text size="sm" c="red">
            {LL.shifts.myFailed()}
          </Text>
        ) : first ? (
          <When shift={first} />
        ) : (
          mine.data && (
            <Text size="sm" c="dimmed">
              {LL.shifts.myNone()}
            </Text>
          )
        )}
      </Group>
    </Card>
  );
}

/** The profile's card: the assignment under way and the next ones. */
export function MyShiftsCard() {
  const { LL } = useI18nContext();
  const mine = useMyShifts();
  if (!useNamespace('shifts')) return null;
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h3" mb="sm">
        {LL.shifts.myShifts()}
      </Title>
      {mine.error && (
        <Alert color="red" role="alert">
          {LL.shifts.myFailed()}
        </Alert>
      )}
      {mine.data?.length === 0 && <Text c="dimmed">{LL.shifts.myNone()}</Text>}
      <Stack gap="xs">
        {mine.data?.map((s) => (
          <div key={s.assignment_id}>
            <When shift={s} />
            <Text size="xs" c="dimmed">
              {s.label}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
