import { Anchor, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage } from '../../../lib/trpc';
import { photoUrl, type FoundBag } from '../api/matching';
import { useDeletePhoto, useSavePhoto } from '../api/found-bags';

/** A found bag's photo in its dialog: shown when there is one, added, replaced or removed. */
export function FoundBagPhoto({ bag }: { bag: FoundBag }) {
  const { LL } = useI18nContext();
  const t = LL.foundBags;
  const save = useSavePhoto();
  const [sending, setSending] = useState(false);
  const failed = (err: unknown) => notifyError(t.photoFailed({ message: errorMessage(err, LL.app.unexpectedError()) }));
  const remove = useDeletePhoto({ onSuccess: () => notifySuccess(t.photoRemoved()), onError: failed });
  const url = photoUrl(bag);

  const onFile = async (file: File | null) => {
    if (!file) return;
    setSending(true);
    try {
      await save(bag.id, file);
      notifySuccess(t.photoSaved());
    } catch (err) {
      failed(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t.photo()}
      </Text>
      {url ? (
        <Anchor href={url} target="_blank" rel="noopener" title={t.photoOpen()} w="fit-content">
          <Image src={url} alt={t.photoAlt({ id: bag.id })} mah={220} maw="100%" w="auto" fit="contain" radius="sm" />
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {t.noPhoto()}
        </Text>
      )}
      <Group gap="xs">
        <FileButton onChange={(f) => void onFile(f)} accept="image/*">
          {(props) => (
            <Button {...props} size="compact-md" variant="light" loading={sending}>
              {url ? t.replacePhoto() : t.addPhoto()}
            </Button>
          )}
        </FileButton>
        {url && (
          <Button
            size="compact-md"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ id: bag.id })}
          >
            {t.removePhoto()}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
