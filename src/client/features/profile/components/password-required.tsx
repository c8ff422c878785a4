import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { LanguageSelect } from '../../../components/language-select';
import { useI18nContext, useSwitchLocale } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import { useLogout } from '../../../lib/session/use-current-user';
import { ChangePasswordForm } from './change-password-form';

/**
 * The profile of a user whose password someone else chose (the first administrator's printed one, or one an
 * administrator gave with "must change it"): its password form alone, with why, and no menu (the layout leaves
 * it out and sends every address here), as the server refuses everything else (403). Once the password is
 * changed the dashboard opens.
 */
export function PasswordRequired() {
  const { LL } = useI18nContext();
  const { locale, switchLocale } = useSwitchLocale();
  const [, navigate] = useLocation();
  const logout = useLogout();
  const utils = trpc.useUtils();
  useEffect(() => {
    document.title = `${LL.profile.passwordRequiredTitle()} · Tarmac`;
  }, [LL]);
  const onChanged = () => {
    // in one render: the layout must not see the old flag at the new address (it would send it back here)
    utils.auth.me.setData(undefined, (me) => me && { ...me, must_change_password: false });
    navigate('/', { replace: true });
    void utils.auth.me.invalidate();
  };

  return (
    <Center mih="100vh" bg="gray.1" p="md">
      <Stack w={480} maw="100%">
        <Title order={1} size="h2">
          {LL.profile.passwordRequiredTitle()}
        </Title>
        <Text>{LL.profile.passwordRequiredHelp()}</Text>
        {/* the device's language, as on the sign-in page: the account's cannot be saved before the password is changed */}
        <LanguageSelect value={locale} onChange={switchLocale} />
        <ChangePasswordForm currentHelp={LL.profile.passwordRequiredCurrent()} onChanged={onChanged} />
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={() => logout.mutate()} loading={logout.isPending}>
            {LL.app.logout()}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
