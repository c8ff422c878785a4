import { createTheme, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import TypesafeI18n from '../../locales/i18n-react';
import { initialLocale } from './lib/i18n';
import { queryClient, trpc, trpcClient } from './lib/trpc';
import { AppRoutes } from './routes';

const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  // kiosks are touch screens: comfortable targets
  components: { Button: { defaultProps: { size: 'sm' } } },
});

export function App() {
  return (
    <TypesafeI18n locale={initialLocale()}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MantineProvider theme={theme} defaultColorScheme="light">
            {/* SPEC §2, §9: toasts bottom right, hidden after 3000 ms or when closed */}
            <Notifications position="bottom-right" autoClose={3000} />
            <AppRoutes />
          </MantineProvider>
        </QueryClientProvider>
      </trpc.Provider>
    </TypesafeI18n>
  );
}
