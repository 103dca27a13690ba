// The domain's messages (a schema's field messages) are English, and the English is each one's
// id: the API answers it, the forms show it, and a translation is looked up by it. A message
// with a fixed text is a string literal marked `/*i18n*/`, which Lingui's extractor collects
// into src/domain/locales. A message with values (a length, a field's name) is written once as
// a template with placeholders and filled in by `msg`, so its English stays exactly as before
// while the template is what a translator sees: `msg(/*i18n*/ '{label} is required', { label })`.
// The domain imports no translation library; whoever shows a message translates it
// (`translateMessage`) with the reader's catalogue: the server for its problem+json answers,
// the browser where a form shows a field's message.

export type MessageValues = Record<string, string | number>;

interface Template {
  readonly id: string;
  readonly names: readonly string[];
  readonly pattern: RegExp;
  /** The text around the placeholders: the longer, the more specific the template. */
  readonly fixedLength: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
// Every template `msg` has filled in, most specific first: "{label} must be at most {max}
// characters" is tried before "{label} must be at most {max}", which would also match it.
const templates: Template[] = [];
const known = new Set<string>();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function remember(id: string): void {
  if (known.has(id)) return;
  known.add(id);
  const names: string[] = [];
  const parts = id.split(PLACEHOLDER);
  // split with a capture group alternates text and placeholder names.
  const source = parts
    .map((part, i) => {
      if (i % 2 === 0) return escapeRegExp(part);
      names.push(part);
      return '(.+?)';
    })
    .join('');
  const fixedLength = parts.filter((_, i) => i % 2 === 0).join('').length;
  templates.push({ id, names, pattern: new RegExp(`^${source}$`, 's'), fixedLength });
  templates.sort((a, b) => b.fixedLength - a.fixedLength);
}

/**
 * A message with values: the English with each `{name}` filled in, which is what the API and
 * the forms carry. The template is remembered so the filled-in English can be translated back
 * through it. Values are shown as given (format numbers before: "10,000").
 */
export function msg(id: string, values: MessageValues): string {
  remember(id);
  return id.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/**
 * The templates `msg` has filled in, for another thread: a message made in a worker thread (a
 * large backup's check) can be translated on the main thread only once its template is known
 * there too (`rememberTemplates`).
 */
export const knownTemplates = (): string[] => [...known];

/** Remembers the templates another thread filled in (see `knownTemplates`). */
export function rememberTemplates(ids: readonly string[]): void {
  for (const id of ids) remember(id);
}

/**
 * A catalogue's translation of a message id with its values, or undefined when the catalogue
 * has none (the reader's language is the source's, or the message is not one of the domain's).
 */
export type Translate = (id: string, values?: MessageValues) => string | undefined;

/**
 * A message in the reader's language: its own translation when it is a fixed message, else the
 * translation of the template it was filled in from, with a `{label}` (a field's name, itself a
 * marked message) translated too. A message that is neither (a library's own, or one already
 * translated) is shown as it is.
 */
export function translateMessage(text: string, translate: Translate): string {
  const whole = translate(text);
  if (whole !== undefined) return whole;
  for (const t of templates) {
    const m = t.pattern.exec(text);
    if (!m) continue;
    const values: MessageValues = {};
    t.names.forEach((name, i) => {
      const value = m[i + 1] ?? '';
      values[name] = name === 'label' ? (translate(value) ?? value) : value;
    });
    return translate(t.id, values) ?? text;
  }
  return text;
}
