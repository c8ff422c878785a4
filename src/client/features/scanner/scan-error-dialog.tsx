import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useI18nContext } from '../../lib/i18n';

/** The Scan Error dialog: the server's message and what was scanned ("Tag: …", "AWB: …"); Enter or Close closes it. */
export function ScanErrorDialog({
  error,
  onClose,
}: {
  error: { message: string; subject: string } | null;
  onClose: () => void;
}) {
  const { LL } = useI18nContext();
  return (
    <Modal
      opened={!!error}
      onClose={onClose}
      title={LL.scan.errorTitle()}
      centered
      styles={{ title: { color: 'var(--mantine-color-red-9)', fontWeight: 700 } }}
    >
      <Stack
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onClose();
          }
        }}
      >
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
