import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Namespaces } from '../../../locales/i18n-types';
import { useI18nContext, useNamespace } from '../lib/i18n';

/** Shows its children once a namespace's texts are loaded (a domain's screens), a spinner meanwhile. */
export function NamespaceGate({ ns, children }: { ns: Namespaces; children: ReactNode }) {
  const { LL } = useI18nContext();
  return useNamespace(ns) ? (
    children
  ) : (
    <Center mih="40vh">
      <Loader aria-label={LL.app.loading()} />
    </Center>
  );
}
