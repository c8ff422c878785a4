import { Button, Group } from '@mantine/core';
import { useI18nContext } from '../lib/i18n';

/** Cancel and submit at the foot of a modal form. */
export function FormActions({
  onCancel,
  loading,
  submitLabel,
}: {
  onCancel: () => void;
  loading: boolean;
  submitLabel?: string;
}) {
  const { LL } = useI18nContext();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {LL.app.cancel()}
      </Button>
      <Button type="submit" loading={loading}>
        {submitLabel ?? LL.app.save()}
      </Button>
    </Group>
  );
}
