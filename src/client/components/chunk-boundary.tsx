import { Alert, Button, Stack, Text } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useI18nContext } from '../lib/i18n';

/**
 * Catches a screen whose chunk could not be fetched (the network cut at that instant, or a new version deployed
 * since the page was loaded, whose chunks have other names): without it React empties the whole page. The rest of
 * the app stays; the agent reloads when the network is back, which also fetches a newly deployed version.
 * `resetKey` (the location) clears it when the agent goes to another screen.
 */
export class ChunkBoundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidUpdate(previous: { resetKey: string }) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}

function ChunkFailed() {
  const { LL } = useI18nContext();
  return (
    <Alert color="red" role="alert" m="md" title={LL.app.chunkFailed()}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{LL.app.chunkFailedHelp()}</Text>
        <Button onClick={() => window.location.reload()}>{LL.app.reload()}</Button>
      </Stack>
    </Alert>
  );
}
