import { Stack, Text } from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import type { RouterOutputs } from '../../../lib/trpc';

type News = RouterOutputs['claims']['get']['news'];
type Email = News['emails'][number];

// What became of the e-mails that told the passenger the claim's news (decision 063), so that an agent knows
// whether the passenger was told before calling them: one line each, "Found: sent 22/11/2026 12:04".

/** The claim's e-mails to its passenger, in the claim's detail dialog. */
export function ClaimNews({ news }: { news: News }) {
  const { LL, locale } = useI18nContext();
  const t = LL.claims.news;
  const at = (value: string | Date | null) => formatDateTime(value, locale);
  const outcome = (e: Email) => {
    const error = e.last_error ?? '';
    if (e.state === 'sent') return t.sent({ at: at(e.sent_at) });
    if (e.state === 'failed') return t.failed({ attempts: e.attempts, error });
    if (e.state === 'dropped') return e.drop_reason ? t.dropped[e.drop_reason]() : t.queued();
    return e.attempts > 0 ? t.retry({ at: at(e.next_attempt_at), attempts: e.attempts, error }) : t.queued();
  };
  return (
    <LabelledValue label={t.title()}>
      <Stack gap={2}>
        {news.relay === 'not_configured' && (
          <Text size="sm" c="dimmed">
            {t.notConfigured()}
          </Text>
        )}
        {news.relay === 'configured' && news.emails.length === 0 && (
          <Text size="sm" c="dimmed">
            {t.none()}
          </Text>
        )}
        {news.emails.map((e) => (
          <Text key={e.id} size="sm" c={e.state === 'failed' ? 'var(--mantine-color-red-light-color)' : undefined}>
            {t.line({
              what:
                e.kind === 'confirmed'
                  ? t.confirmation()
                  : e.kind === 'on_its_way'
                    ? t.onItsWay()
                    : LL.claims.statuses[e.status](),
              outcome: outcome(e),
            })}
          </Text>
        ))}
      </Stack>
    </LabelledValue>
  );
}
