import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FilingCheck } from '../../../../shared/claim-codes';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { useConfirmClaim } from '../api/claims';

type Filing = { filed_by: 'desk' | 'passenger'; filing_check: FilingCheck | null; confirmed_at: string | null };

/**
 * A claim the passenger filed on their phone: what Tarmac found when checking it against the flight, and the
 * agent's confirmation (the passenger's page says "received" until then). Nothing for the desk's own claims.
 */
export function PassengerFiling({ id, claim }: { id: number; claim: Filing }) {
  const { LL, locale } = useI18nContext();
  const t = LL.claims;
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = useConfirmClaim({
    onSuccess: () => notifySuccess(t.claimConfirmed()),
    onError: (err) => setProblem(t.confirmFailed({ message: errorMessage(err, LL.app.unexpectedError()) })),
  });
  if (claim.filed_by !== 'passenger') return null;
  const check = claim.filing_check && t.filingChecks[claim.filing_check]();
  if (claim.confirmed_at)
    return (
      <Group gap="xs">
        <Badge variant="light" color="gray">
          {t.filedByPassenger()}
        </Badge>
        <Text size="sm" c="dimmed">
          {t.confirmedOn({ date: formatDateTime(claim.confirmed_at, locale) })}
        </Text>
      </Group>
    );
  return (
    <Alert
      color={claim.filing_check === 'unmatched' || claim.filing_check === 'plate_other_name' ? 'orange' : 'yellow'}
      title={`${t.filedByPassenger()} · ${t.toConfirm()}`}
    >
      <Stack gap="xs" align="flex-start">
        {check && <Text size="sm">{check}</Text>}
        <Text size="sm">{t.confirmHelp()}</Text>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Button size="compact-md" loading={confirm.isPending} onClick={() => confirm.mutate({ id })}>
          {t.confirmClaim()}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The fields a passenger changed, as a history row's note names them, in the reader's words. */
export function usePassengerChange() {
  const { LL } = useI18nContext();
  const names = LL.claims.passengerFields as Record<string, (() => string) | undefined>;
  return (note: string | null) =>
    LL.claims.changedByPassenger({
      fields: (note ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean)
        .map((f) => names[f]?.() ?? f)
        .join(', '),
    });
}
