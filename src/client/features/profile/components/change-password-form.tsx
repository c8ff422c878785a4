import { Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSchemaValidation } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors, trpc } from '../../../lib/trpc';

const schema = () => import('../../../../shared/schemas/auth').then((m) => m.ChangePasswordSchema);
const asIs = (v: { current_password: string; new_password: string; new_password_confirmation: string }) => v;

/** The profile's password form; `onChanged` runs once the server took the new password, `currentHelp` explains the first field. */
export function ChangePasswordForm({ onChanged, currentHelp }: { onChanged?: () => void; currentHelp?: string } = {}) {
  const { LL } = useI18nContext();
  const validate = useSchemaValidation(schema, asIs);
  const form = useForm({
    initialValues: { current_password: '', new_password: '', new_password_confirmation: '' },
    validate,
  });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: ({ message }) => {
      notifySuccess(message);
      form.reset();
      onChanged?.();
    },
    onError: (err) => {
      // server messages go next to their fields, or into a toast
      const fields = fieldErrors(err);
      form.setErrors(fields);
      if (!Object.keys(fields).length) notifyError(errorMessage(err, LL.profile.passwordFailed()));
    },
  });
  // all three fields are required, the new password twice the same and not the current one
  const onSubmit = form.onSubmit((values) => change.mutate(values));
  return (
    <Card withBorder padding="lg">
      <form onSubmit={onSubmit} noValidate aria-label={LL.profile.changePassword()}>
        <Stack>
          <Title order={2} size="h3">
            {LL.profile.changePassword()}
          </Title>
          <PasswordInput
            label={LL.profile.currentPassword()}
            description={currentHelp}
            autoComplete="current-password"
            required
            {...form.getInputProps('current_password')}
          />
          <PasswordInput
            label={LL.profile.newPassword()}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password')}
          />
          <PasswordInput
            label={LL.profile.confirmPassword()}
            autoComplete="new-password"
            required
            {...form.getInputProps('new_password_confirmation')}
          />
          <Button type="submit" loading={change.isPending} w="fit-content">
            {LL.profile.updatePassword()}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
