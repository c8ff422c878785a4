import type { Translations } from '../../locales/i18n-types';

/**
 * A message a person reads when a field is refused: a key of the dictionary, among the screens' own (`errors`)
 * or the server's refusals (`serverErrors`). English is the reference language: French must have every key.
 */
export type ErrorKey = keyof Translations['errors'] | keyof Translations['serverErrors'];

/** What a schema carries as its message: the key, marked so that it is told apart from valibot's own English. */
export type SchemaMessage = `errors.${ErrorKey}`;

/**
 * The message of a schema's refusal, translated for the reader where it is shown (the server's answer, or a form
 * before sending). A key missing from the dictionary fails the typecheck. Only types come from the dictionary:
 * a schema imported by a screen brings no texts with it.
 */
export const msg = (key: ErrorKey): SchemaMessage => `errors.${key}`;

/** The dictionary key a schema's message names; null for valibot's own message (a check given none). */
export const keyOfMessage = (message: string): string | null =>
  message.startsWith('errors.') ? message.slice('errors.'.length) : null;
