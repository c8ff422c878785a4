import { Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { useSendOutForDelivery } from '../api/claims';

/**
 * For a FOUND claim: the desk says the bag has left for the passenger (a courier, the van), and the passenger's
 * page then says it is on its way. Once sent, the time shows beside it; pressed again (a second attempt) it is
 * stamped anew. Any other status shows nothing: the server refuses them (409).
 */
export function OutForDeliveryButton({
  id,
  status,
  since,
}: {
  id: number;
  status: string;
  since: string | Date | null;
}) {
  const { LL, locale } = useI18nContext();
  const send = useSendOutForDelivery({
    onSuccess: () => notifySuccess(LL.claims.outForDeliveryDone()),
    onError: (err) => notifyError(errorMessage(err, LL.app.unexpectedError())),
  });
  if (status !== 'FOUND') return null;
  return (
    <Group gap="xs">
      <Button variant="light" size="compact-md" loading={send.isPending} onClick={() => send.mutate({ id })}>
        {LL.claims.outForDelivery()}
      </Button>
      {since && (
        <Text size="sm" c="dimmed">
          {LL.claims.outForDeliverySince({ at: formatDateTime(since, locale) })}
        </Text>
      )}
    </Group>
  );
}
