import { Anchor, Text } from '@mantine/core';
import { LabelledValue } from '../../../components/labelled-value';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';

/**
 * The link to the bag's location the passenger shared from Find My or Find Hub, with when it stops sharing. Marked
 * as theirs: the desk did not check where it leads beyond its host, so it opens in a new tab that learns nothing
 * of Tarmac (noopener, noreferrer).
 */
export function ClaimTrackerLink({ url, until }: { url: string | null; until: string | Date | null }) {
  const { LL, locale } = useI18nContext();
  if (!url) return null;
  return (
    <LabelledValue label={LL.claims.trackerLink()}>
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        {LL.claims.trackerOpen()}
      </Anchor>
      {until && (
        <Text span size="sm" c="dimmed">
          {' '}
          ({LL.claims.trackerUntil({ at: formatDateTime(until, locale) })})
        </Text>
      )}
    </LabelledValue>
  );
}
