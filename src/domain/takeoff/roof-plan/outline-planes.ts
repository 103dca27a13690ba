import type { LatLng } from '../../geo/geo';
import type { EdgeType } from '../roof-edge-types';
import type { RoofFacet } from './roof-plan';
import { planRoof, RoofPlanError } from './roof-plan';

/**
 * The roof planes (facets) of an outline whose roof was generated: worked out again from its
 * corners, pitch and gable ends (the edges typed Rake), as Generate roof did. The map draws them
 * and the roof report tables them. Null when nothing was generated or the outline has no roof
 * (its corners were moved into a shape the skeleton refuses).
 */
export function outlinePlanes(o: {
  points: readonly LatLng[];
  pitch: number;
  edges: readonly EdgeType[];
  lines: readonly { generated?: boolean | undefined }[];
}): RoofFacet[] | null {
  if (!o.lines.some((l) => l.generated)) return null;
  const gableEdges = o.edges.flatMap((t, i) => (t === 'rake' ? [i] : []));
  try {
    return planRoof({ points: o.points, pitch: o.pitch, gableEdges }).facets;
  } catch (e) {
    if (e instanceof RoofPlanError) return null;
    throw e;
  }
}
