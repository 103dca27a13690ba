// The rules every translation keeps, as pure functions over parsed catalogues
// ({ id: { translation } }, as @lingui/format-po parses a .po file): scripts/check-catalogs.mjs
// runs them in `npm test`; src/web/lib/i18n/catalog-rules.test.ts tests them.

/**
 * The placeholders of an ICU message a translation must keep: its arguments ({name},
 * {count, plural, ...}) and its tags (<0>...</0>, the links and emphasis <Trans> fills in).
 */
export function placeholdersOf(message) {
  const found = new Set();
  for (const m of message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)) found.add(`{${m[1]}}`);
  for (const m of message.matchAll(/<(\d+)\s*\/?>/g)) found.add(`<${m[1]}>`);
  return found;
}

/** The messages of a translated catalogue with no translation. */
export function missingTranslations(catalog) {
  return Object.entries(catalog)
    .filter(([, m]) => !m.obsolete && !(m.translation ?? '').trim())
    .map(([id]) => id);
}

/** Each translation that drops a placeholder of its English: "id: lost {name}". */
export function droppedPlaceholders(catalog) {
  const problems = [];
  for (const [id, m] of Object.entries(catalog)) {
    if (!m.translation) continue;
    const kept = placeholdersOf(m.translation);
    const lost = [...placeholdersOf(id)].filter((p) => !kept.has(p));
    if (lost.length > 0) problems.push(`${id}: lost ${lost.join(', ')}`);
  }
  return problems;
}

/**
 * The app loads every part's catalogue into one dictionary per language: the same English
 * translated two ways in two parts would show whichever loaded last. Each such message, with
 * its translations.
 */
export function translatedTwoWays(catalogs) {
  const seen = new Map();
  for (const catalog of catalogs) {
    for (const [id, m] of Object.entries(catalog)) {
      if (!m.translation) continue;
      seen.set(id, (seen.get(id) ?? new Set()).add(m.translation));
    }
  }
  return [...seen]
    .filter(([, ways]) => ways.size > 1)
    .map(([id, ways]) => `${id}: ${[...ways].map((w) => JSON.stringify(w)).join(' / ')}`);
}

/**
 * Each message that counts with ICU's `plural` (or `selectordinal`): Lingui formats its number
 * with Intl.NumberFormat even when the message does not show it, and a page's first one loads
 * ICU's number data (80-140 ms of a phone's main thread). A message that counts chooses its form
 * with `select` and shows `{n}` (src/web/lib/i18n/counted.ts).
 */
export function countsWithIcuPlural(catalog) {
  const plural = /\{\s*\w+\s*,\s*(plural|selectordinal)\s*,/;
  const problems = [];
  for (const [id, m] of Object.entries(catalog)) {
    if (plural.test(id)) problems.push(`${id}: counts with plural`);
    else if (plural.test(m.translation ?? ''))
      problems.push(`${id}: its translation counts with plural`);
  }
  return problems;
}

/** The text of the `{...}` that opens at `start`, its braces balanced. */
function braced(text, start) {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}' && --depth === 0) return text.slice(start + 1, i);
  }
  return null;
}

/**
 * Messages (by their English id) that count with the same words for one and for many, as
 * "1 days" would read: a form copied without its singular.
 */
export function countsInOneForm(catalog) {
  const problems = [];
  for (const id of Object.keys(catalog)) {
    const one = id.indexOf('one {');
    const other = id.indexOf('other {');
    if (one < 0 || other < 0) continue;
    const a = braced(id, one + 4);
    const b = braced(id, other + 6);
    if (a !== null && a === b) problems.push(`${id}: says "${a}" for one and for many`);
  }
  return problems;
}
