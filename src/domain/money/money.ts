// Money is integer cents everywhere so that sums are exact; only display converts to dollars.

export type Cents = number;

/**
 * Rounds to an integer, halves away from zero.
 *
 * The value is first snapped to 9 decimals so that binary noise does not decide the
 * direction of a half: 1.005 * 100 is 100.49999999999999 in floating point but is meant as
 * 100.5. toFixed is used for the snap (rather than multiplying by 1e9) because it stays exact
 * for large amounts where x * 1e9 would exceed the safe integer range.
 */
export function roundHalfUp(x: number): number {
  if (!Number.isFinite(x)) return x;
  const magnitude = Math.abs(x);
  const snapped = magnitude < 1e20 ? Number(magnitude.toFixed(9)) : magnitude;
  const rounded = Math.floor(snapped + 0.5);
  // `|| 0` turns -0 into 0 so nothing downstream ever prints "-$0".
  return (x < 0 ? -rounded : rounded) || 0;
}

export function dollarsToCents(dollars: number): Cents {
  return roundHalfUp(dollars * 100);
}

export function centsToDollars(cents: Cents): number {
  return cents / 100;
}
