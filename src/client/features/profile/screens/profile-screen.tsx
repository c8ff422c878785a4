import { SimpleGrid, Stack } from '@mantine/core';
import { NamespaceGate } from '../../../components/namespace-gate';
import { Screen } from '../../../components/screen';
import { useI18nContext } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/use-current-user';
import { ApiTokensCard } from '../components/api-tokens-card';
import { ChangePasswordForm } from '../components/change-password-form';
import { LanguageCard } from '../components/language-card';
import { PasswordRequired } from '../components/password-required';
import { ProfileDetails } from '../components/profile-details';
import { MyShiftsCard } from '../../../components/my-shifts';

export function ProfileScreen() {
  return (
    <NamespaceGate ns="profile">
      <ProfileView />
    </NamespaceGate>
  );
}

function ProfileView() {
  const { LL } = useI18nContext();
  const user = useUser();
  if (user.must_change_password) return <PasswordRequired />;
  return (
    <Screen title={LL.titles.profile()}>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack>
          <ProfileDetails user={user} />
          <LanguageCard />
        </Stack>
        <Stack>
          <MyShiftsCard />
          <ChangePasswordForm />
        </Stack>
      </SimpleGrid>
      <ApiTokensCard />
    </Screen>
  );
}
