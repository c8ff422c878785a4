import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { fieldErrors } from '../../../lib/trpc';
import { PassengerSection } from './passenger-page';
import type { ClaimProofs, OwnClaim, useUpdateOwnClaim } from '../api/passenger-claims';

/**
 * The link to the bag's location the passenger shares with the desk (Find My, Find Hub): pasted, shown with its end,
 * or withdrawn. Only where the airport takes such links (`tracker_links`); the server checks the link's host and
 * says what is wrong with it. The end is the server's default, the seven days a shared location lasts.
 */
export function OwnTrackerLink({
  claim,
  proofs,
  update,
  onChange,
}: {
  claim: OwnClaim;
  proofs: ClaimProofs;
  update: ReturnType<typeof useUpdateOwnClaim>;
  /** Told when a change of the link is sent. */
  onChange: () => void;
}) {
  const { LL, locale } = useI18nContext();
  const t = LL.selfService;
  const [url, setUrl] = useState('');
  if (!claim.tracker_links) return null;
  const share = (e: FormEvent) => {
    e.preventDefault();
    onChange();
    update.mutate({ ...proofs, tracker_url: url }, { onSuccess: () => setUrl('') });
  };
  return (
    <PassengerSection id="tracker" title={t.trackerTitle()}>
      {claim.tracker_url ? (
        <>
          <Anchor href={claim.tracker_url} target="_blank" rel="noopener noreferrer">
            {t.trackerOpen()}
          </Anchor>
          {claim.tracker_expires_at && (
            <Text size="sm" c="dimmed">
              {t.trackerUntil({ at: formatDateTime(claim.tracker_expires_at, locale) })}
            </Text>
          )}
          <Group>
            <Button
              variant="subtle"
              color="red"
              loading={update.isPending}
              onClick={() => {
                onChange();
                update.mutate({ ...proofs, tracker_url: null });
              }}
            >
              {t.trackerRemove()}
            </Button>
          </Group>
        </>
      ) : (
        <form onSubmit={share} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t.trackerHelp()}</Text>
            <TextInput
              label={t.trackerUrl()}
              type="url"
              inputMode="url"
              maxLength={2048}
              value={url}
              onChange={(e) => setUrl(e.currentTarget.value)}
              error={fieldErrors(update.error).tracker_url}
            />
            <Group>
              <Button type="submit" variant="light" loading={update.isPending} disabled={!url.trim()}>
                {t.trackerAdd()}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PassengerSection>
  );
}
