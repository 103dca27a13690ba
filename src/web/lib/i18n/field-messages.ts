import { translateMessage } from '../../../domain/common/messages';
import { i18n, registerCatalog } from './catalogs';

// The domain's messages (the schemas' field messages, src/domain/locales), which a form shows
// when it checks its input with the same schema the server does. English is their source, so
// English readers load nothing; another language is fetched with the first screen's catalogues.
registerCatalog({}, { es: () => import('../../../domain/locales/es') });

/**
 * A field's message in the reader's language. Messages the form made with a domain schema are
 * English and translated here; the server's answers are already in the reader's language (and
 * are shown as they are, as is any message the domain's catalogue does not have).
 */
export function inReadersLanguage(message: string): string {
  if (i18n.locale === 'en') return message;
  return translateMessage(message, (id, values) =>
    i18n.messages[id] === undefined ? undefined : i18n._(id, values),
  );
}
