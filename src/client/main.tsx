import './styles';
import './print.css';
// (this order of imports keeps React's JSX runtime in the entry: another put it in a chunk of its own, which every
// screen then imported, 0.6 KB more on each first load)
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { takeBoot } from './lib/boot';
import { setDisplayTimeZone } from './lib/format';
import { initialLocale, loadLocale, rememberLocale } from './lib/i18n';
import { preloadFirstLoad } from './routes';
import { queryClient, trpcClient } from './lib/trpc';

// Who is signed in comes with the page (decision 042), and for them the first screen already drawn by the server,
// with the answers it shows (decision 044): the browser takes that page over. Without them (signed out, the
// development server) the app draws itself and asks, as before.
const user = takeBoot(queryClient);
if (user) setDisplayTimeZone(user.timezone);
const locale = user?.lang ?? initialLocale();
rememberLocale(locale);
const root = document.getElementById('root')!;
const drawn = root.firstElementChild !== null;
const app = (
  <StrictMode>
    <App locale={locale} queryClient={queryClient} trpcClient={trpcClient} />
  </StrictMode>
);
// The first screen's chunks and texts are fetched beside the dictionary, and the first render waits for them all:
// a screen drawn in one pass (the same as the server's), where each chunk still on its way would show a spinner.
void Promise.all([loadLocale(locale), preloadFirstLoad(window.location.pathname, locale).catch(() => {})]).then(() => {
  if (drawn) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
