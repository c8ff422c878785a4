import { Card, Stack, Title } from '@mantine/core';
import type { Locales } from '../../../../../locales/i18n-types';
import { LanguageSelect } from '../../../components/language-select';
import { loadLocale, preloadNamespace, useI18nContext, useSwitchLocale } from '../../../lib/i18n';
import { i18nObject } from '../../../../../locales/i18n-util';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { errorMessage, trpc } from '../../../lib/trpc';

/** The language is stored on the user (PATCH /api/profile/lang) and on the device. */
export function LanguageCard() {
  const { LL } = useI18nContext();
  const { locale, switchLocale } = useSwitchLocale();
  const utils = trpc.useUtils();
  const setLang = trpc.auth.setLang.useMutation({
    onSuccess: ({ lang }) => {
      switchLocale(lang);
      void utils.auth.me.invalidate();
      // in the language just chosen, once its dictionary is there
      void Promise.all([loadLocale(lang), preloadNamespace(lang, 'profile')]).then(() =>
        notifySuccess(i18nObject(lang).profile.languageUpdated()),
      );
    },
    onError: (err) => notifyError(errorMessage(err, LL.app.unexpectedError())),
  });
  return (
    <Card withBorder padding="lg">
      <Stack>
        <Title order={2} size="h3">
          {LL.profile.language()}
        </Title>
        <LanguageSelect
          value={locale}
          disabled={setLang.isPending}
          onChange={(lang: Locales) => setLang.mutate({ lang })}
        />
      </Stack>
    </Card>
  );
}
