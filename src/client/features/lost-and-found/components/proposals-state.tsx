import { Alert, Loader, Text } from '@mantine/core';
import { useI18nContext } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/trpc';

/** Loading, error and empty states of a list of match proposals, on either side (found bag or claim). */
export function ProposalsState({
  query,
  empty,
}: {
  query: { isPending: boolean; error: unknown; data?: unknown[] };
  empty: string;
}) {
  const { LL } = useI18nContext();
  return (
    <>
      {query.isPending && <Loader size="sm" aria-label={LL.app.loading()} />}
      {!!query.error && (
        <Alert color="red" role="alert">
          {errorMessage(query.error, LL.app.unexpectedError())}
        </Alert>
      )}
      {query.data?.length === 0 && <Text size="sm">{empty}</Text>}
    </>
  );
}
