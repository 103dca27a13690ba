import { roundHalfUp } from './money';
import { groupThousands } from './number-text';

/** Rounds half away from zero at the given number of decimals. */
export function roundToDecimals(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  return roundHalfUp(x * scale) / scale || 0;
}

/** Like Number#toFixed, but rounds half up instead of by the binary value (1.005 -> "1.01"). */
export function toFixedHalfUp(x: number, decimals: number): string {
  return roundToDecimals(x, decimals).toFixed(decimals);
}

/** en-US with thousands separators and exactly `decimals` decimals, rounded half up. */
export function formatNumber(x: number, decimals: number): string {
  return groupThousands(roundToDecimals(x, decimals).toFixed(decimals));
}

/** "2,236 sq ft"; pass decimals for "2,236.07 sq ft". */
export function formatSqFt(sqFt: number, decimals = 0): string {
  return `${formatNumber(sqFt, decimals)} sq ft`;
}

/** Roofing squares (100 sq ft each), "22.36". */
export function formatSquares(squares: number): string {
  return formatNumber(squares, 2);
}
