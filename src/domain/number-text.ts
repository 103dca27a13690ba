/**
 * A number as a person types it into a form: "2000", "2,000", "$1,500.50", " 6 ", ".5".
 * Blank or anything else (letters, two dots, "1e") is NaN, which each form's schema reports
 * next to the field. The one way every form in Ridgeline reads typed numbers.
 */
export function parseNumberText(text: string): number {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Puts en-US thousands separators into a plain decimal string: "-1234567.50" -> "-1,234,567.50".
 *
 * Ridgeline's display formats are all en-US, and doing them by hand keeps Intl off the first
 * render: a page's first Intl.NumberFormat loads ICU data, 30-50 ms of main thread on a phone.
 */
export function groupThousands(plain: string): string {
  const [, sign = '', whole = '', fraction = ''] = /^(-?)(\d+)(\.\d+)?$/.exec(plain) ?? [];
  if (!whole) return plain;
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + fraction;
}
