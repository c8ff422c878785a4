import { SegmentedControl } from '@mantine/core';
import type { Locales } from '../../../locales/i18n-types';
import { useI18nContext } from '../lib/i18n';

/** English / Français; the caller decides where the choice is stored. */
export function LanguageSelect({ value, onChange, disabled }: { value: Locales; onChange: (l: Locales) => void; disabled?: boolean }) {
  const { LL } = useI18nContext();
  return (
    <SegmentedControl
      aria-label={LL.app.language()}
      value={value}
      disabled={disabled}
      onChange={(v) => onChange(v as Locales)}
      data={[
        { value: 'en', label: LL.langs.en() },
        { value: 'fr', label: LL.langs.fr() },
      ]}
    />
  );
}
