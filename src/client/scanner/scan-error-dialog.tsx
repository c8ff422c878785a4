import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useI18nContext } from '../lib/i18n';

/** The Scan Error dialog: the server's message and what was scanned ("Tag: …", "AWB: …"); Enter or Close closes it. */
export function ScanErrorDialog({
  error,
  onClose,
}: {
  error: { message: string; subject: string } | null;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  // Enter closes it wherever the focus is: the dialog takes the focus once it has opened, and on a slow kiosk an
  // Enter pressed before then reached the tag field behind it, which sent the same tag again and kept the dialog
  // open. Heard first (capture), and kept from the field.
  useWindowEvent(
    'keydown',
    (e) => {
      if (!error || e.key !== 'Enter') return;
      e.preventDefault();
      e.stopPropagation();
      onClose();
    },
    true,
  );
  return (
    <Modal
      opened={!!error}
      onClose={onClose}
      title={LL.scan.errorTitle()}
      centered
      styles={{ title: { color: 'var(--mantine-color-red-9)', fontWeight: 700 } }}
    >
      <Stack>
        <Text fw={500} role="alert">
          {error?.message || LL.app.unexpectedError()}
        </Text>
        <Text ff="monospace">{error?.subject}</Text>
        <Group justify="flex-end">
          <Button color="red.9" onClick={onClose} data-autofocus>
            {LL.app.close()}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
