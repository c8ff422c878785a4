import { Alert, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LanguageSelect } from '../../../components/language-select';
import { useSwitchLocale, useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors, trpc } from '../../../lib/trpc';

export function LoginScreen() {
  const { LL } = useI18nContext();
  const { locale, switchLocale } = useSwitchLocale();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const form = useForm({ initialValues: { email: '', password: '' } });
  const login = trpc.auth.login.useMutation({
    onSuccess: ({ user }) => {
      switchLocale(user.lang);
      void utils.auth.me.invalidate();
      navigate('/', { replace: true });
    },
    onError: (err) => form.setErrors(fieldErrors(err)),
  });
  useEffect(() => {
    document.title = `${LL.login.title()} · Tarmac`;
  }, [LL]);

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%" radius="md">
        <form onSubmit={form.onSubmit((values) => login.mutate(values))} noValidate>
          <Stack>
            <Group justify="space-between" align="center">
              <Title order={2}>{LL.login.title()}</Title>
            </Group>
            <LanguageSelect value={locale} onChange={switchLocale} />
            {login.error && !Object.keys(fieldErrors(login.error)).length && (
              <Alert color="red" role="alert">
                {errorMessage(login.error, LL.login.failed())}
              </Alert>
            )}
            <TextInput label={LL.login.email()} autoComplete="username" required autoFocus {...form.getInputProps('email')} />
            <PasswordInput label={LL.login.password()} autoComplete="current-password" required {...form.getInputProps('password')} />
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              {LL.login.submit()}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
