import { Button, Text } from '@mantine/core';
import { Link, useLocation } from 'wouter';
import { Screen } from '../../components/screen';
import { useI18nContext } from '../../lib/i18n';

export function NotFoundScreen() {
  const { LL } = useI18nContext();
  // the router's location, not the window's: the server draws this screen too (server-render.tsx)
  const [location] = useLocation();
  return (
    <Screen title={LL.app.notFound()}>
      <Text c="dimmed">{location}</Text>
      <Button component={Link} href="/" w="fit-content">
        {LL.app.backHome()}
      </Button>
    </Screen>
  );
}
