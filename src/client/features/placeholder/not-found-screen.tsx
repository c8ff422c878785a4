import { Button, Text } from '@mantine/core';
import { Link } from 'wouter';
import { Screen } from '../../components/screen';
import { useI18nContext } from '../../lib/i18n';

export function NotFoundScreen() {
  const { LL } = useI18nContext();
  return (
    <Screen title={LL.app.notFound()}>
      <Text c="dimmed">{window.location.pathname}</Text>
      <Button component={Link} href="/" w="fit-content">
        {LL.app.backHome()}
      </Button>
    </Screen>
  );
}
