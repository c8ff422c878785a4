import { Alert, Center, Loader } from '@mantine/core';
import { useI18nContext } from '../lib/i18n';
import { errorMessage } from '../lib/trpc';

/** What a list shows before its data: a spinner while it loads, the server's reason when it failed. */
export function LoadState({ error, failed }: { error: unknown; failed: (p: { message: string }) => string }) {
  const { LL } = useI18nContext();
  if (error) {
    return (
      <Alert color="red" role="alert">
        {failed({ message: errorMessage(error, LL.app.unexpectedError()) })}
      </Alert>
    );
  }
  return (
    <Center py="lg">
      <Loader aria-label={LL.app.loading()} />
    </Center>
  );
}
