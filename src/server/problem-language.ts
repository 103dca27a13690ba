import type { FastifyRequest } from 'fastify';
import { translateMessage, type Translate } from '../domain/common/messages';
import type { Language } from '../domain/language/language';
import { languageFromPreferences } from '../domain/language/language';
import { i18nFor } from './i18n';
import type { Problem } from './problem';

/**
 * The language a request is answered in: the signed-in user's choice, else the first language of
 * the browser's Accept-Language (by its q-values) that Ridgeline speaks, else English.
 */
export function requestLanguage(req: FastifyRequest): Language {
  const chosen = req.user?.language;
  if (chosen) return chosen;
  const header = req.headers['accept-language'];
  if (!header) return 'en';
  const tags = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((t) => t.tag !== '' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map((t) => t.tag);
  return languageFromPreferences(tags);
}

/** A catalogue's translation, or undefined when it has none (see translateMessage). */
function translatorFor(language: Language): Translate {
  const i18n = i18nFor(language);
  return (id, values) => (i18n.messages[id] === undefined ? undefined : i18n._(id, values));
}

/**
 * One of the domain's messages in the reader's language, for an answer that is not a problem
 * (an import's refused and skipped rows): translated as a problem's field messages are.
 */
export function messageInLanguage(text: string, language: Language): string {
  return language === 'en' ? text : translateMessage(text, translatorFor(language));
}

/**
 * A problem in the reader's language: its title and each field's message. English is the source
 * and answers as it always has. A translated field message keeps its English as `key`, which a
 * program can match whatever the reader's language (an English answer's `message` is its key).
 * `detail` stays English: it is the developer's account of the refusal, and a form shows the
 * fields' messages, not it.
 */
export function problemInLanguage(p: Problem, language: Language): Problem {
  if (language === 'en') return p;
  const translate = translatorFor(language);
  return {
    ...p,
    title: translate(p.title) ?? p.title,
    ...(p.errors
      ? {
          errors: p.errors.map((e) => ({
            ...e,
            message: translateMessage(e.message, translate),
            key: e.message,
          })),
        }
      : {}),
  };
}
