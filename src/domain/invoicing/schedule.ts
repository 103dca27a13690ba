import type { SchedulePart } from './defaults';

// A contract total split into the parts of a payment schedule, exactly to the cent: each part is
// its amount, or its percent of the total rounded half up, and the last part takes what is left,
// so the parts always add up to the total and the rounding lands on the last one.

/** Percent to hundredths, as an integer (30 -> 3000, 33.33 -> 3333). */
export function basisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export type ScheduleProblem =
  | { kind: 'empty' }
  | { kind: 'not-total'; shortCents: number }
  | { kind: 'part-not-positive'; index: number };

export interface ScheduleSplit {
  parts: { label: string; amountCents: number }[];
}

/** The cents of one part before the last takes the remainder. */
function nominalCents(totalCents: number, part: SchedulePart): number {
  if ('amountCents' in part) return part.amountCents;
  // Integer arithmetic: total (< 2^53 / 10000) times basis points stays exact.
  const scaled = totalCents * basisPoints(part.percent);
  return Math.floor((scaled + 5000) / 10000);
}

/**
 * Splits `totalCents` by `parts`. The parts must add up to the total exactly: amounts plus
 * percents of the total (percents to hundredths; 33.33 + 33.33 + 33.34 is 100). Every part must
 * come to at least one cent.
 */
export function splitSchedule(
  totalCents: number,
  parts: readonly SchedulePart[],
): ScheduleSplit | ScheduleProblem {
  if (parts.length === 0) return { kind: 'empty' };
  // The parts' exact sum in ten-thousandths of a cent, compared without rounding.
  let exact = 0;
  for (const p of parts) {
    exact += 'amountCents' in p ? p.amountCents * 10000 : totalCents * basisPoints(p.percent);
  }
  const short = totalCents * 10000 - exact;
  if (short !== 0) return { kind: 'not-total', shortCents: short / 10000 };
  const amounts = parts.map((p) => nominalCents(totalCents, p));
  const before = amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  amounts[amounts.length - 1] = totalCents - before;
  const bad = amounts.findIndex((a) => a < 1);
  if (bad !== -1) return { kind: 'part-not-positive', index: bad };
  return { parts: parts.map((p, i) => ({ label: p.label, amountCents: amounts[i]! })) };
}

export function isSplit(r: ScheduleSplit | ScheduleProblem): r is ScheduleSplit {
  return 'parts' in r;
}

/** The schedule's parts as percents that add to 100 (the last part takes the rest). */
export function sumOfPercents(parts: readonly SchedulePart[]): number {
  return parts.reduce((a, p) => a + ('percent' in p ? basisPoints(p.percent) : 0), 0) / 100;
}

/** Words for a schedule that does not split, for a form or a 400. */
export function scheduleProblemText(p: ScheduleProblem, formatCents: (c: number) => string) {
  switch (p.kind) {
    case 'empty':
      return 'Add at least one part';
    case 'not-total':
      return p.shortCents > 0
        ? `The parts are ${formatCents(Math.round(p.shortCents))} short of the total`
        : `The parts are ${formatCents(Math.round(-p.shortCents))} over the total`;
    case 'part-not-positive':
      return `Part ${p.index + 1} must come to at least one cent`;
  }
}

/**
 * The company's default schedule laid on a contract total, as amounts the office then edits:
 * amounts as set, percents of the total rounded, and the last part whatever is left (so the
 * proposal always adds up, even when the default mixes amounts and percents).
 */
export function proposeSchedule(
  totalCents: number,
  defaults: readonly SchedulePart[],
): { label: string; amountCents: number }[] {
  const amounts = defaults.map((p) => nominalCents(totalCents, p));
  const before = amounts.slice(0, -1).reduce((a, b) => a + b, 0);
  if (amounts.length > 0) amounts[amounts.length - 1] = totalCents - before;
  return defaults.map((p, i) => ({ label: p.label, amountCents: amounts[i]! }));
}
