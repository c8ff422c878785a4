import { Alert } from '@mantine/core';
import { useState } from 'react';
import { useI18nContext } from '../lib/i18n';
import { errorMessage, fieldErrors } from '../lib/trpc';

/**
 * A dialog's refused save (an alert such as "Failed to add shift : …"): the fields the server names go to the
 * form, its message to an alert at the top of the dialog, which stays open to be corrected.
 */
export function useFormFailure(setErrors: (errors: Record<string, string>) => void) {
  const { LL } = useI18nContext();
  const [failure, setFailure] = useState<string | null>(null);
  return {
    failure,
    clear: () => setFailure(null),
    fail: (err: unknown, text: (p: { message: string }) => string) => {
      setErrors(fieldErrors(err));
      setFailure(text({ message: errorMessage(err, LL.app.unexpectedError()) }));
    },
  };
}

export function FailureAlert({ failure }: { failure: string | null }) {
  return (
    failure && (
      <Alert color="red" role="alert">
        {failure}
      </Alert>
    )
  );
}
