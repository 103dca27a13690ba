import { createRoot } from 'react-dom/client';
import { CustomerApp } from './customer-app';
import { I18nProvider, i18n, readInBrowsersLanguage } from './i18n';
import './styles.css';

// Built by vite.customer.config.ts, where react and react-dom are Preact's compat layer. The
// provider re-renders the page when its language changes, and the shared UI parts read it.
void readInBrowsersLanguage();
createRoot(document.getElementById('root')!).render(
  <I18nProvider i18n={i18n}>
    <CustomerApp />
  </I18nProvider>,
);
