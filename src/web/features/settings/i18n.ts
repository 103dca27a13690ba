import { registerCatalog } from '../../lib/i18n/catalogs';
import { messages } from './locales/en';

// The Settings screens' messages (lingui.config.ts): registered when this feature's code first runs.
registerCatalog(messages, { es: () => import('./locales/es') });

export { useLingui } from '@lingui/react';
export { i18n } from '../../lib/i18n/catalogs';
