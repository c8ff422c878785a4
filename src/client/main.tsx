import './styles';
import './print.css';
// (this order of imports keeps React's JSX runtime in the entry: another put it in a chunk of its own, which every
// screen then imported, 0.6 KB more on each first load)
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialLocale, loadLocale, rememberLocale } from './lib/i18n';
import { preloadFirstLoad } from './routes';
import { queryClient, trpc } from './lib/trpc';
import { getQueryKey } from '@trpc/react-query';
import type { CurrentUser } from './features/auth/api/use-current-user';
import { BOOT_ID } from '../shared/boot';

// Who is signed in comes with the page (decision 042): the layout draws at once instead of asking first, in the
// user's language. Without it (signed out, the development server) the layout asks, as before.
// (the block is removed once read: after a sign-out, nothing of the previous user stays in the page)
const block = document.getElementById(BOOT_ID);
const boot = JSON.parse(block?.textContent || '{}') as { user?: CurrentUser };
block?.remove();
if (boot.user) queryClient.setQueryData(getQueryKey(trpc.auth.me, undefined, 'query'), boot.user);
const locale = boot.user?.lang ?? initialLocale();
rememberLocale(locale);
// The first screen's chunks and texts are fetched beside the dictionary, and the first render waits for them all:
// a screen drawn in one pass, where each chunk still on its way would show a spinner for one throttled step more.
void Promise.all([loadLocale(locale), preloadFirstLoad(window.location.pathname, locale)?.catch(() => {})]).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  ),
);
