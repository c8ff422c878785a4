import { schemaResolver, type FormErrors } from '@mantine/form';
import type { Locales } from '../../../locales/i18n-types';
import { i18nObject } from '../../../locales/i18n-util';
import { keyOfMessage } from '../../shared/messages';
import { preloadNamespace } from './i18n';

// The part of a form's check that runs only once something is checked (lib/forms.ts loads it with the schema):
// it stays out of every screen's first load.

export type Schema = Parameters<typeof schemaResolver>[0];

type Translate = (p?: Record<string, unknown>) => string;

/** The messages of the schemas, in the interface language: the screens' own and the server's (a namespace). */
async function messages(locale: Locales) {
  await preloadNamespace(locale, 'serverErrors');
  const LL = i18nObject(locale);
  const texts = { ...LL.serverErrors, ...LL.errors } as unknown as Record<string, Translate | undefined>;
  return {
    required: () => LL.errors.required(),
    of: (message: string) => {
      const key = keyOfMessage(message);
      return (key && texts[key]?.()) || LL.serverErrors.invalidValue();
    },
  };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The schema's refusals of `input` (what the form would send), on the form's own fields only, translated.
 * A field left empty reads "This field is required", as the form always said.
 */
export async function checkWithSchema(
  schema: Schema,
  input: unknown,
  values: Record<string, unknown>,
  locale: Locales,
): Promise<FormErrors> {
  const [found, text] = await Promise.all([schemaResolver(schema)(input), messages(locale)]);
  const errors: FormErrors = {};
  for (const [path, message] of Object.entries(found)) {
    const field = path.split('.')[0]!;
    if (!(field in values)) continue; // anything else is the server's to answer
    errors[path] = isEmpty(values[field]) ? text.required() : text.of(typeof message === 'string' ? message : '');
  }
  return errors;
}
