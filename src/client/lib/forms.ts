import type { FormErrors } from '@mantine/form';
import { useEffect } from 'react';
import type { Schema } from './schema-check';
import { preloadNamespace, useI18nContext } from './i18n';

/**
 * A form's schema, given as a dynamic import of its module, declared once outside the component:
 * `const schema = () => import('…/shared/schemas/flights').then((m) => m.CreateFlightSchema)`.
 * valibot and the schemas then stay out of the screen's first load, and arrive while the person types.
 */
export type SchemaLoader = () => Promise<Schema>;

const checker = () => import('./schema-check');

/**
 * A form's `validate`: the schema the server checks the call with, on the input the form would send
 * (`toInput`, the same function its submit uses), so that a refusal shows on its field before sending, with the
 * message the server would answer. Only the form's own fields are checked: anything else is the server's to answer.
 */
export function useSchemaValidation<Values extends Record<string, unknown>>(
  schema: SchemaLoader,
  toInput: (values: Values) => unknown,
) {
  const { locale } = useI18nContext();
  useEffect(() => {
    void schema();
    void checker();
    void preloadNamespace(locale, 'serverErrors');
  }, [schema, locale]);
  return async (values: Values): Promise<FormErrors> => {
    // a schema that cannot be fetched (the network gone) checks nothing: the call goes, and the server answers
    const loaded = await Promise.all([schema(), checker()]).catch(() => null);
    if (!loaded) return {};
    const [resolved, { checkWithSchema }] = loaded;
    return checkWithSchema(resolved, toInput(values), values, locale).catch(() => ({}));
  };
}
