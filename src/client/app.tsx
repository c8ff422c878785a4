import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import TypesafeI18n, { useI18nContext } from '../../locales/i18n-react';
import type { Locales } from '../../locales/i18n-types';
import { trpc } from './lib/trpc';
import { AppRoutes } from './routes';
import { cssVariablesResolver, makeTheme } from './theme';

// The toasts' container (and its transitions) is its own chunk: fetched beside the first screen, which never waits for it.
// A fetch that fails (the network cut just as the page loaded) is tried again a little later, for as long as it takes:
// a lazy component whose chunk fails throws, and with no error boundary above it React would empty the whole page.
const NOTIFICATIONS_RETRY_MS = 3_000;
const loadNotifications = (): Promise<typeof import('@mantine/notifications')> =>
  import('@mantine/notifications').catch(
    () => new Promise((resolve) => setTimeout(() => resolve(loadNotifications()), NOTIFICATIONS_RETRY_MS)),
  );
const Notifications = lazy(() => loadNotifications().then((m) => ({ default: m.Notifications })));

/**
 * The whole app, in a language, around its answers cache and its way of calling the server: in the browser the
 * page's own (lib/trpc.ts), on the server one per page it draws (server-render.tsx), whose calls stay in-process.
 */
export function App({
  locale,
  queryClient,
  trpcClient,
}: {
  locale: Locales;
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof trpc.createClient>;
}) {
  return (
    <TypesafeI18n locale={locale}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Themed>
            {/* toasts bottom right, hidden after 3000 ms or when closed */}
            <Suspense>
              <Notifications position="bottom-right" autoClose={3000} />
            </Suspense>
            <AppRoutes />
          </Themed>
        </QueryClientProvider>
      </trpc.Provider>
    </TypesafeI18n>
  );
}

function Themed({ children }: { children: ReactNode }) {
  const { LL } = useI18nContext();
  const theme = useMemo(() => makeTheme(LL.app.close()), [LL]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
