import './styles';
import './print.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initialLocale, loadLocale, rememberLocale } from './lib/i18n';

const locale = initialLocale();
rememberLocale(locale);
void loadLocale(locale).then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App locale={locale} />
    </StrictMode>,
  ),
);
