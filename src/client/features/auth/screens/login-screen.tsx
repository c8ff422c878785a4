import { Alert, Button, Center, Group, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LanguageSelect } from '../../../components/language-select';
import { useSwitchLocale, useI18nContext } from '../../../lib/i18n';
import { errorMessage, fieldErrors, trpc } from '../../../lib/trpc';

export function LoginScreen() {
  const { LL } = useI18nContext();
  const { locale, switchLocale } = useSwitchLocale();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  // two fields: plain state keeps the first page a visitor loads small (no form library)
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = trpc.auth.login.useMutation({
    onSuccess: ({ user }) => {
      switchLocale(user.lang);
      void utils.auth.me.invalidate();
      navigate('/', { replace: true });
    },
  });
  const errors = fieldErrors(login.error);
  useEffect(() => {
    document.title = `${LL.login.title()} · Tarmac`;
  }, [LL]);

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Paper withBorder shadow="sm" p="xl" w={400} maw="100%" radius="md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            login.mutate({ email, password });
          }}
          noValidate
        >
          <Stack>
            <Group justify="space-between" align="center">
              <Title order={1} size="h2">
                {LL.login.title()}
              </Title>
            </Group>
            <LanguageSelect value={locale} onChange={switchLocale} />
            {login.error && !Object.keys(errors).length && (
              <Alert color="red" role="alert">
                {errorMessage(login.error, LL.login.failed())}
              </Alert>
            )}
            <TextInput
              label={LL.login.email()}
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errors.email}
            />
            <PasswordInput
              label={LL.login.password()}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errors.password}
            />
            <Button type="submit" loading={login.isPending} fullWidth size="md">
              {LL.login.submit()}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
