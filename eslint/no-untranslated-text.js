// Words written straight into a screen's markup would show in English to every reader: text
// between tags, and the attributes a person reads or hears (aria-label, title, placeholder, alt,
// label), must come through the folder's `i18n._(...)` or `<Trans>`. Names that are the same in
// every language (Ridgeline, PDF, CSV) and symbols are allowed.

const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint']);
const SAME_IN_EVERY_LANGUAGE = new Set([
  'Ridgeline',
  'PDF',
  'CSV',
  'ICS',
  'Google Calendar',
  'Apple Calendar',
  'English',
  'Español',
]);

/** Does this text hold a word (two letters in a row) that is not a name kept as is? */
function hasWords(text) {
  const t = text.replace(/\s+/g, ' ').trim();
  if (!t || SAME_IN_EVERY_LANGUAGE.has(t)) return false;
  return /\p{L}{2,}/u.test(t);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Text a person reads in JSX goes through the translations' },
    schema: [],
    messages: {
      text: 'Untranslated text "{{text}}": use i18n._(...) or <Trans> from this folder\'s i18n.ts.',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!READ_ATTRIBUTES.has(name) || !node.value) return;
        const value = node.value;
        if (value.type === 'Literal' && typeof value.value === 'string' && hasWords(value.value)) {
          report(value, value.value);
        }
        if (
          value.type === 'JSXExpressionContainer' &&
          value.expression.type === 'Literal' &&
          typeof value.expression.value === 'string' &&
          hasWords(value.expression.value)
        ) {
          report(value, value.expression.value);
        }
      },
    };
  },
};
