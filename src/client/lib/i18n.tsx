import { useCallback } from 'react';
import type { Locales } from '../../../locales/i18n-types';
import { useI18nContext } from '../../../locales/i18n-react';
import { isLocale } from '../../../locales/i18n-util';
import { loadAllLocales } from '../../../locales/i18n-util.sync';

// Both dictionaries are small; loading them up front keeps language switches instant.
loadAllLocales();

const STORAGE_KEY = 'tarmac.lang';

/** Before login the device's stored choice, else French (SPEC §9). */
export function initialLocale(): Locales {
  const stored = localStorage.getItem(STORAGE_KEY);
  return stored && isLocale(stored) ? stored : 'fr';
}

export function rememberLocale(locale: Locales) {
  localStorage.setItem(STORAGE_KEY, locale);
  document.documentElement.lang = locale;
}

/** Switches the interface language and remembers it on the device. */
export function useSwitchLocale() {
  const { locale, setLocale } = useI18nContext();
  const switchLocale = useCallback(
    (next: Locales) => {
      rememberLocale(next);
      if (next !== locale) setLocale(next);
    },
    [locale, setLocale],
  );
  return { locale, switchLocale };
}

export { useI18nContext };
