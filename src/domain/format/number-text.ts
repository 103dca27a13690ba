/**
 * A number as a person types it into a form: "2000", "2,000", "$1,500.50", " 6 ", ".5".
 * Blank or anything else (letters, two dots, "1e") is NaN, which each form's schema reports
 * next to the field. The one way every form in Ridgeline reads typed numbers.
 */
export function parseNumberText(text: string): number {
  const t = text.trim().replace(/^\$/, '').replace(/,/g, '');
  return /^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}
