import { centsToDollars, dollarsToCents } from '../../../domain/money/money';
import { parseNumberText } from '../../../domain/format/number-text';
import { i18n } from './i18n';

// Prices are typed in dollars ("1.75") and stored in cents. What the user typed stays in the
// input as text, so a bad value is shown back with a message instead of being lost.

export type ParsedDollars = { ok: true; cents: number } | { ok: false; message: string };

/** `label`: the field's name in the reader's language ("Price"). */
export function parseDollars(text: string, label: string): ParsedDollars {
  if (text.trim() === '') {
    return { ok: false, message: i18n._('Enter {label}', { label: label.toLowerCase() }) };
  }
  const dollars = parseNumberText(text);
  if (!(dollars >= 0)) {
    return {
      ok: false,
      message: i18n._('{label} must be a number of dollars, like 1.75', { label }),
    };
  }
  return { ok: true, cents: dollarsToCents(dollars) };
}

/** 175 -> "1.75": the value shown in a dollars input. */
export function centsToInput(cents: number): string {
  return centsToDollars(cents).toFixed(2);
}
