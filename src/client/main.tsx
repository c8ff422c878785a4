import './styles';
import './print.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialLocale, loadLocale, rememberLocale } from './lib/i18n';
import { preloadFirstLoad } from './routes';

const locale = initialLocale();
rememberLocale(locale);
// the first screen's chunks, texts and user are fetched while the dictionary is, not after it
preloadFirstLoad(window.location.pathname, locale);
void loadLocale(locale).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  ),
);
