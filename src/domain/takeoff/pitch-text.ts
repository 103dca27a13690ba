import { roundToDecimals } from '../format/units';

/**
 * "6:12", "6.9:12": at most one decimal, half up, no trailing ".0".
 *
 * A file of its own: the dashboard's project cards show a pitch, and the module they import is
 * in the first load with every export it has (lazy screens import the rest of pitch.ts from
 * wherever it is), so the pitch table and the phone's measuring code stay with the Pitch Finder.
 */
export function formatPitch(pitch: number): string {
  const rounded = roundToDecimals(pitch, 1);
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}:12`;
}
