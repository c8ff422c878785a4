import { Text } from '@mantine/core';
import type { Translation } from '../../../../locales/i18n-types';
import { Screen } from '../../components/screen';
import { useI18nContext } from '../../lib/i18n';

/** A route whose screen a later issue builds: the layout and its title, nothing pretended. */
export function UpcomingScreen({ title }: { title: keyof Translation['titles'] }) {
  const { LL } = useI18nContext();
  return (
    <Screen title={LL.titles[title]()}>
      <Text c="dimmed">{LL.app.comingSoon()}</Text>
    </Screen>
  );
}
