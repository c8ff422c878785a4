import './styles';
import './print.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialLocale, loadLocale, rememberLocale } from './lib/i18n';
import { preloadFirstLoad } from './routes';

const locale = initialLocale();
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
