import { Alert, Button, FileInput, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useImportManifest } from '../api/flight-passengers';

export function ImportManifestModal({ flightId, onClose }: { flightId: number; onClose: () => void }) {
  const { LL } = useI18nContext();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const importManifest = useImportManifest(flightId);

  const onImport = async () => {
    if (!file) return setError(LL.passengers.selectPdfFirst());
    setBusy(true);
    setError(null);
    try {
      const { count } = await importManifest(file);
      notifySuccess(LL.passengers.imported({ count }));
      onClose();
    } catch (err) {
      setError(LL.passengers.importFailed({ message: (err as Error).message }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={LL.passengers.importTitle()}>
      <Stack>
        <Text size="sm" c="dimmed">
          {LL.passengers.manifestHelp()}
        </Text>
        <FileInput
          label={LL.passengers.manifestFile()}
          accept="application/pdf,.pdf"
          value={file}
          onChange={setFile}
          clearable
          placeholder="manifest.pdf"
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {LL.app.cancel()}
          </Button>
          <Button onClick={() => void onImport()} loading={busy}>
            {LL.passengers.import()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
