import { Button, Group, Stack, Text } from '@mantine/core';
import { formatDay } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { Claim } from '../api/claims';

type Deadline = Claim['deadlines'][number];
// Small text on a striped row needs 4.5:1 (axe color-contrast): gray 7, and the theme's text shades of
// orange and red (shade 9 darkened, theme.ts); Mantine's orange 8 and red 8 are 3.4 and 4.3 there.
const ORANGE = 'var(--mantine-color-orange-light-color)';
const RED = 'var(--mantine-color-red-light-color)';
const STATE_COLOURS = { OPEN: 'gray.7', DUE_SOON: ORANGE, PAST_DUE: RED } as const;

/** "3 days left", "today", "2 days past". */
export function useDaysLeft() {
  const { LL } = useI18nContext();
  return (d: Deadline) =>
    d.days_left > 0
      ? LL.claims.daysLeft({ n: d.days_left })
      : d.days_left === 0
        ? LL.claims.dueToday()
        : LL.claims.daysPast({ n: -d.days_left });
}

/** The claim's nearest running clock under its status badge: days left, coloured by urgency, the rest on hover; nothing when none runs. */
export function NextDeadline({ claim }: { claim: Claim }) {
  const { LL, locale } = useI18nContext();
  const daysLeft = useDaysLeft();
  const next = claim.next_deadline;
  if (!next || !claim.deadline_state) return null;
  return (
    <Text
      size="xs"
      c={STATE_COLOURS[claim.deadline_state]}
      fw={claim.deadline_state === 'OPEN' ? undefined : 600}
      title={`${LL.claims.deadline[next.kind]()} ${formatDay(next.due_on, locale)}`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {daysLeft(next)}
    </Text>
  );
}

/** Every clock of a claim with its date and days left (the detail dialog). */
export function DeadlineList({ deadlines }: { deadlines: Deadline[] }) {
  const { LL, locale } = useI18nContext();
  const daysLeft = useDaysLeft();
  return (
    <Stack gap={2}>
      {deadlines.map((d) => (
        <Text
          key={d.kind}
          size="sm"
          c={
            d.days_left < 0 && d.kind === 'LOST_AFTER'
              ? RED
              : d.days_left < 0
                ? 'dimmed'
                : d.days_left <= 2
                  ? ORANGE
                  : undefined
          }
        >
          {LL.claims.deadline[d.kind]()} {formatDay(d.due_on, locale)} · {daysLeft(d)}
        </Text>
      ))}
    </Stack>
  );
}

/** The passenger's receipt in either language: they choose, the agent prints. */
export function ReceiptButtons({ id }: { id: number }) {
  const { LL } = useI18nContext();
  return (
    <Group gap="xs">
      {(['en', 'fr'] as const).map((lang) => (
        <Button
          key={lang}
          component="a"
          href={`/api/baggage-claims/${id}/receipt?lang=${lang}`}
          target="_blank"
          rel="noopener"
          variant="light"
          size="compact-md"
        >
          {lang === 'en' ? LL.claims.receiptEn() : LL.claims.receiptFr()}
        </Button>
      ))}
    </Group>
  );
}
