import { Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { missingFields } from '../../../lib/forms';
import { useI18nContext } from '../../../lib/i18n';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, fieldErrors, trpc } from '../../../lib/trpc';

/** The profile's password form; `onChanged` runs once the server took the new password, `currentHelp` explains the first field. */
export function ChangePasswordForm({ onChanged, currentHelp }: { onChanged?: () => void; currentHelp?: string } = {}) {
  const { LL } = useI18nContext();
  const form = useForm({ initialValues: { current_password: '', new_password: '', new_password_confirmation: '' } });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: ({ message }) => {
      notifySuccess(message);
      form.reset();
      onChanged?.();
    },
    onError: (err) => {
      // server messages go next to their fields, or into a toast (SPEC §8)
      const fields = fieldErrors(err);
      form.setErrors(fields);
      if (!Object.keys(fields).length) notifyError(errorMessage(err, LL.profile.passwordFailed()));
    },
  });
  const onSubmit = form.onSubmit((values) => {
    // SPEC §5: all three fields required
    const missing = missingFields(values, Object.keys(values) as (keyof typeof values)[], LL.errors.required());
    if (missing) return form.setErrors(missing);
    change.mutate(values);
  });
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
