import { formatNumber } from '../../../domain/format/format';
import { currentLanguage } from './catalogs';

/** One per language: making one costs little, but not per message. */
const pluralRules = new Map<string, Intl.PluralRules>();

function pluralForm(count: number): Intl.LDMLPluralRule {
  const language = currentLanguage();
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A whole count as is; a part one ("1.5 days", "7.25 hours") to two places, no trailing zeros. */
const countText = (count: number) =>
  Number.isInteger(count) ? formatNumber(count, 0) : formatNumber(count, 2).replace(/\.?0+$/, '');

/**
 * The values of a message that counts: `count` is the plural form of the number in the reader's
 * language ("one", "other"), `n` the number as every other number Ridgeline shows is written
 * (domain/format). Such a message reads `{count, select, one {{n} line} other {{n} lines}}`:
 * Lingui's own `plural` formats the number with Intl.NumberFormat whatever the message says, and
 * a page's first one loads ICU's number data, 80-140 ms of a phone's main thread on the first
 * screen that shows a count ("3 days in stage"). Intl.PluralRules costs a few milliseconds.
 */
export const counted = (count: number) => ({ count: pluralForm(count), n: countText(count) });
