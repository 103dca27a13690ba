import { roundHalfUp } from '../money/money';

/** Rounds half away from zero at the given number of decimals. */
export function roundToDecimals(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  return roundHalfUp(x * scale) / scale || 0;
}
