import { useCallback } from 'react';
import type { Locales } from '../../../locales/i18n-types';
import { useI18nContext } from '../../../locales/i18n-react';
import { isLocale } from '../../../locales/i18n-util';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';

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

// Each dictionary is its own chunk: a first load fetches only the language it shows.
const loading = new Map<Locales, Promise<void>>();
export const loadLocale = (locale: Locales) => {
  if (!loading.has(locale)) loading.set(locale, loadLocaleAsync(locale));
  return loading.get(locale)!;
};

/** Switches the interface language (once its dictionary is loaded) and remembers it on the device. */
export function useSwitchLocale() {
  const { locale, setLocale } = useI18nContext();
  const switchLocale = useCallback(
    (next: Locales) => {
      rememberLocale(next);
      if (next !== locale) void loadLocale(next).then(() => setLocale(next));
    },
    [locale, setLocale],
  );
  return { locale, switchLocale };
}

export { useI18nContext };
