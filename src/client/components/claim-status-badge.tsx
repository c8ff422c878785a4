import { Badge } from '@mantine/core';
import { useI18nContext } from '../lib/i18n';
import type { RouterOutputs } from '../lib/trpc';

type ClaimStatus = RouterOutputs['claims']['get']['status'];

// A claim's status at a glance, the same colours on every screen: delivered green, found yellow, delayed grey, lost blue
const COLOURS: Record<string, string> = { DELIVERED: 'green', FOUND: 'yellow', DELAYED: 'gray', LOST: 'blue' };

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  const { LL } = useI18nContext();
  return (
    <Badge color={COLOURS[status] ?? 'gray'} variant="light" style={{ overflow: 'visible', minWidth: 'max-content' }}>
      {LL.claims.statuses[status]()}
    </Badge>
  );
}
