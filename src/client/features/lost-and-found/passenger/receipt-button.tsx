import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../lib/i18n';
import { downloadOwnReceipt, type ClaimProofs } from '../api/passenger-claims';

/** The claim's receipt (PDF), in the language the page is read in. */
export function ReceiptButton({ proofs, variant = 'light' }: { proofs: ClaimProofs; variant?: 'light' | 'filled' }) {
  const { LL, locale } = useI18nContext();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant={variant}
        loading={busy}
        onClick={() => {
          setBusy(true);
          setProblem(null);
          downloadOwnReceipt(proofs, locale)
            .catch((err: unknown) => setProblem(err instanceof Error ? err.message : LL.selfService.failed()))
            .finally(() => setBusy(false));
        }}
      >
        {LL.selfService.downloadReceipt()}
      </Button>
      {problem && (
        <Text size="sm" c="red" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
