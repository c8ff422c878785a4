import { ActionIcon, Button, Card, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { CameraIcon } from '../../../components/icons';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy';
import { SCAN_FORMATS } from '../../../scanner/formats';

const CameraScanDialog = lazyPart(() => import('../../../scanner/camera-scan-dialog'), 'CameraScanDialog');

/** The route named SearchResult, with the tag in its query. */
export const resultHref = (tag: string) => `/search/result?tag=${encodeURIComponent(tag.trim())}`;

/** Tag search: one field for a bag tag or an AWB, typed, scanned or read by the camera. */
export function SearchScreen() {
  return (
    <NamespaceGate ns="tracking">
      <SearchView />
    </NamespaceGate>
  );
}

function SearchView() {
  const { LL } = useI18nContext();
  const [, navigate] = useLocation();
  const [tag, setTag] = useState('');
  const [camera, setCamera] = useState(false);
  const go = (value: string) => value.trim() && navigate(resultHref(value));
  return (
    <Screen title={LL.titles.search()}>
      <Card withBorder padding="lg" maw={640}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            go(tag);
          }}
        >
          <Stack>
            <TextInput
              label={LL.tracking.tag()}
              description={LL.tracking.tagHelp()}
              inputWrapperOrder={['label', 'input', 'description']}
              placeholder={LL.tracking.tagPlaceholder()}
              value={tag}
              onChange={(e) => setTag(e.currentTarget.value)}
              autoFocus
              autoComplete="off"
              size="lg"
              styles={{ input: { fontFamily: 'monospace' } }}
              rightSectionWidth={52}
              rightSection={
                <ActionIcon variant="subtle" size="xl" aria-label={LL.scan.camera()} onClick={() => setCamera(true)}>
                  <CameraIcon />
                </ActionIcon>
              }
            />
            <Group justify="flex-end">
              <Button type="submit" size="md">
                {LL.tracking.search()}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      {camera && (
        <CameraScanDialog
          opened={camera}
          formats={SCAN_FORMATS.search}
          onClose={() => setCamera(false)}
          onDecoded={(text) => {
            setTag(text);
            go(text);
          }}
        />
      )}
    </Screen>
  );
}
