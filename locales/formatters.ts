import type { FormattersInitializer } from 'typesafe-i18n';
import type { Locales, Formatters } from './i18n-types.js';

export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale: Locales) => {
  const formatters: Formatters = {
    // a figure with the language's digit grouping (200,000 / 200 000), for the caps the server names
    number: (value: number) => new Intl.NumberFormat(locale).format(value),
  };

  return formatters;
};
