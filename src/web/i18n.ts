import { registerCatalog } from './lib/i18n/catalogs';
import { messages } from './locales/en';

// The app shell's messages (the header, menus, shared components, the pages in pages/): its
// catalogue (lingui.config.ts) registered when the first page's code runs. Components of these
// folders take `useLingui` and `i18n` from here, so using one registers the catalogue.
registerCatalog(messages, { es: () => import('./locales/es') });

export { I18nProvider, useLingui } from '@lingui/react';
export { i18n } from './lib/i18n/catalogs';
