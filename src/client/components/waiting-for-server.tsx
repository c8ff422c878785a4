import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useI18nContext } from '../lib/i18n';

/**
 * What the layout shows until the current user is known: a spinner, or, when Tarmac cannot be reached (a
 * server restarting, a cut network), a message saying so while the call is retried, never an
 * endless spinner. The status region is there from the first paint, so a screen reader hears the message
 * come in; the message is the page's one h1, as no screen is drawn yet.
 */
export function WaitingForServer({
  unreachable,
  retrying,
  onRetry,
}: {
  unreachable: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="md" maw={460} ta="center">
        <div role="status">
          {unreachable ? (
            <Title order={1} size="h3">
              {LL.app.unreachable()}
            </Title>
          ) : (
            <Loader aria-label={LL.app.loading()} />
          )}
        </div>
        {unreachable && (
          <>
            <Text c="dimmed">{LL.app.unreachableHelp()}</Text>
            {/* the wait grows to 15 s: an agent whose network is back need not sit through it */}
            <Button size="md" onClick={onRetry} loading={retrying}>
              {LL.app.retryNow()}
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}
