import type { Cents } from '../money/money';
import { roundHalfUp } from '../money/money';
import { quantileSorted } from './robust-median';

// The estimate prices labor per square foot of sloped roof; the company's finished jobs say how
// many crew days a roof like this takes. Using the learned days means the labor rate that pays
// those days at the crews' day rate over this roof's area.

/**
 * The crews' day rate a suggestion is priced at: the median of the rates set on crews still in
 * use (one crew: its rate); null when none is set.
 */
export function typicalDayRateCents(
  crews: readonly { archived: boolean; dayRateCents: number | null }[],
): Cents | null {
  const rates = crews
    .filter((c) => !c.archived && c.dayRateCents !== null && c.dayRateCents > 0)
    .map((c) => c.dayRateCents!)
    .sort((a, b) => a - b);
  return rates.length === 0 ? null : roundHalfUp(quantileSorted(rates, 0.5));
}

/**
 * Labor rate in cents per square foot of sloped area that pays `days` crew days at
 * `dayRateCents`, rounded half up to the cent; null without a roof area.
 */
export function laborRateForDays(
  days: number,
  dayRateCents: Cents,
  slopedAreaSqFt: number,
): Cents | null {
  if (!(slopedAreaSqFt > 0) || !(days >= 0) || !(dayRateCents >= 0)) return null;
  return roundHalfUp((days * dayRateCents) / slopedAreaSqFt);
}
