import type { Locales } from '../../../locales/i18n-types';
import type { ErrorKey } from '../../shared/messages';
import { i18nObject } from '../../../locales/i18n-util';
import { loadAllLocales } from '../../../locales/i18n-util.sync';

// Server messages are shown to people: they are written in the caller's language.
loadAllLocales();

/** A message the server writes: the screens' own (`errors`) or its refusals (`serverErrors`), one key space. */
export type { ErrorKey };
export type Message = { key: ErrorKey; params?: Record<string, string | number> };

const translators = { en: i18nObject('en'), fr: i18nObject('fr') } as const;

/** The whole dictionary, for the few success messages the API returns. */
export const LL = (locale: Locales) => translators[locale];

// typesafe-i18n builds a new proxy, copying the dictionary, on every property read: errors are
// translated on every refused call, so their functions are taken out once
type ErrorFn = (p?: Record<string, unknown>) => string;
const errorFns = (locale: Locales) => {
  const map = new Map<string, ErrorFn>();
  for (const section of [translators[locale].errors, translators[locale].serverErrors] as unknown as Record<
    string,
    ErrorFn
  >[]) {
    for (const key of Object.keys(section)) map.set(key, section[key]!);
  }
  return map;
};
const errorsOf = { en: errorFns('en'), fr: errorFns('fr') };

export function isErrorKey(key: string): key is ErrorKey {
  return errorsOf.en.has(key);
}

export function translate(locale: Locales, msg: Message): string {
  return errorsOf[locale].get(msg.key)!(msg.params ?? {});
}

/** The stored preference of the user, else the browser's, else French, the default language. */
export function pickLocale(userLang: string | null | undefined, acceptLanguage: string | undefined): Locales {
  if (userLang === 'en' || userLang === 'fr') return userLang;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'en' || tag === 'fr') return tag;
  }
  return 'fr';
}
