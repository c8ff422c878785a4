import type { Locales } from '../../../locales/i18n-types';
import { useI18nContext } from '../lib/i18n';
import { ChoiceButtons } from './choice-buttons';

/**
 * English / Français as two big buttons (a radio group); the caller decides where the choice is stored.
 * Buttons rather than a segmented control: the login page's first load has no room for its 3 KB.
 */
export function LanguageSelect({
  value,
  onChange,
  disabled,
}: {
  value: Locales;
  onChange: (l: Locales) => void;
  disabled?: boolean;
}) {
  const { LL } = useI18nContext();
  return (
    <ChoiceButtons
      label={LL.app.language()}
      labelHidden
      value={value}
      disabled={disabled}
      onChange={onChange}
      options={[
        { value: 'en', label: LL.langs.en() },
        { value: 'fr', label: LL.langs.fr() },
      ]}
    />
  );
}
