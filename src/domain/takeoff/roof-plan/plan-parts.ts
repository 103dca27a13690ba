import type { LatLng } from '../../geo/geo';

// The parts a roof plan is made of: its lines and its planes (facets).

export type RoofPlanLineType = 'eave' | 'rake' | 'ridge' | 'hip' | 'valley';

export interface RoofPlanLine {
  type: RoofPlanLineType;
  from: LatLng;
  to: LatLng;
  planFt: number;
  trueFt: number;
  /**
   * How far each end is from the eaves on plan: the roof rises pitch/12 ft for each of these
   * feet, so the line's rise follows the pitch (0 for both ends of an eave or rake).
   */
  eaveDistanceFt: [number, number];
}

export interface RoofFacet {
  points: LatLng[];
  planSqFt: number;
  slopedSqFt: number;
  /** The outline's edges (0-based) it rises from. */
  edges: number[];
  /** Each point's distance from the eaves on plan (its height is this x pitch / 12). */
  eaveDistanceFt: number[];
}
