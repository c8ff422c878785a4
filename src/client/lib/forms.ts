/** Required-field check before sending: the errors to show, or null when every named field has a value. */
export function missingFields<T extends Record<string, unknown>>(values: T, required: (keyof T)[], message: string) {
  const errors: Record<string, string> = {};
  for (const key of required) {
    const v = values[key];
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) errors[key as string] = message;
  }
  return Object.keys(errors).length ? errors : null;
}
