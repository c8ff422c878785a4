import { useCallback, useEffect, useState } from 'react';
import type { Locales, Namespaces } from '../../../locales/i18n-types';
import { useI18nContext } from '../../../locales/i18n-react';
import { isLocale } from '../../../locales/i18n-util';
import { loadLocaleAsync, loadNamespaceAsync } from '../../../locales/i18n-util.async';

const STORAGE_KEY = 'tarmac.lang';

/** Before login the device's stored choice, else French. */
export function initialLocale(): Locales {
  // a link may name the language (the passenger's receipt and e-mails do): it wins over this device's last choice
  const asked = new URLSearchParams(window.location.search).get('lang');
  if (asked && isLocale(asked)) return asked;
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

// Texts of a part that not every screen shows (the camera dialog, a domain's screens) are a namespace
// (locales/<lang>/<namespace>/), fetched with that part: the dictionary of every first load stays small.
const namespaces = new Map<string, Promise<void>>();
/**
 * Namespaces the current `LL` includes: typesafe-i18n builds `LL` when the locale is set, so a namespace
 * loaded afterwards (even one preloaded beside a screen's chunk) shows only once the locale is set again.
 */
const applied = new Set<string>();
/** Namespaces this page has used: a language switch brings them along. */
const usedNamespaces = new Set<Namespaces>();
const loadNamespace = (locale: Locales, ns: Namespaces) => {
  const key = `${locale}/${ns}`;
  if (!namespaces.has(key)) namespaces.set(key, loadNamespaceAsync(locale, ns));
  return namespaces.get(key)!;
};

/** Fetches a namespace (beside a screen's chunk, so that the two do not wait on each other; before a text of another language). */
export const preloadNamespace = (locale: Locales, ns: Namespaces) => loadNamespace(locale, ns);

/**
 * Loads a namespace that the first render then shows at once: the `LL` made when the app mounts includes it. The
 * page the server drew and the browser's first render must both show the screen's texts, not one a spinner.
 */
export const loadNamespaceBeforeFirstRender = (locale: Locales, ns: Namespaces) =>
  loadNamespace(locale, ns).then(() => void applied.add(`${locale}/${ns}`));

/** Loads a namespace's texts for the interface language; true once `LL[ns]` can be read. */
export function useNamespace(ns: Namespaces): boolean {
  const { locale, setLocale } = useI18nContext();
  const [, rendered] = useState(0);
  const key = `${locale}/${ns}`;
  useEffect(() => {
    usedNamespaces.add(ns);
    if (applied.has(key)) return;
    let live = true;
    void loadNamespace(locale, ns).then(() => {
      if (!applied.has(key)) {
        applied.add(key);
        setLocale(locale); // a new LL that includes the namespace
      }
      if (live) rendered((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return applied.has(key);
}

/** Switches the interface language (once its dictionary and the namespaces in use are loaded) and remembers it on the device. */
export function useSwitchLocale() {
  const { locale, setLocale } = useI18nContext();
  const switchLocale = useCallback(
    (next: Locales) => {
      rememberLocale(next);
      if (next === locale) return;
      // only the namespaces loaded here count as applied: one a gate starts using meanwhile (a screen's second
      // namespace) loads through its own useNamespace, instead of being marked applied with no texts
      let used: Namespaces[] = [];
      void loadLocale(next)
        .then(() => Promise.all((used = [...usedNamespaces]).map((ns) => loadNamespace(next, ns))))
        .then(() => {
          for (const ns of used) applied.add(`${next}/${ns}`);
          setLocale(next);
        });
    },
    [locale, setLocale],
  );
  return { locale, switchLocale };
}

export { useI18nContext };
