import { estimatorHandoff, planAreaSqFt } from '../../../domain/geo/geo';
import { outlineAreas, roofMeasurementsOf } from '../../../domain/takeoff/roof-edges';
import type { RoofMeasurements } from '../../../domain/takeoff/takeoff';
import type { EditableOutline } from './editable-outline';
import { toMeasurable } from './editable-outline';

export interface TakeoffTotals {
  /** Plan area of every outline: known whatever is typed in the cards. */
  planSqFt: number;
  /**
   * Sloped area, the estimator's measurements, and which outline gave the pitch (the largest).
   * Null while an outline's pitch or pipe boots are not valid, or nothing is outlined.
   */
  measured: { slopedSqFt: number; measurements: RoofMeasurements; pitchFrom: number } | null;
}

/** The whole roof's totals from its outlines, by the same domain functions the server uses. */
export function takeoffTotalsOf(outlines: readonly EditableOutline[]): TakeoffTotals {
  const planSqFt = outlines.reduce((sum, o) => sum + planAreaSqFt(o.points), 0);
  const measurable = outlines.map(toMeasurable);
  if (measurable.some((o) => o === null)) return { planSqFt, measured: null };
  const valid = measurable.filter((o) => o !== null);
  const measurements = roofMeasurementsOf(valid);
  const handoff = estimatorHandoff(valid);
  if (!measurements || !handoff) return { planSqFt, measured: null };
  return {
    planSqFt,
    measured: {
      slopedSqFt: valid.reduce((sum, o) => sum + outlineAreas(o).slopedSqFt, 0),
      measurements,
      pitchFrom: handoff.fromIndex,
    },
  };
}
