import type { LatLng } from '../../geo/geo';
import type { LocalFeet, Xy } from '../../geo/earth';
import { localFeet, signedArea } from '../../geo/earth';
import { msg } from '../../common/messages';
import { firstCrossing, extentOf } from './polygon';

// An outline's corners as the skeleton needs them: in feet, counter-clockwise, without repeated
// corners, and checked to be a simple polygon. Each edge of the ring remembers which edge of the
// outline it is, so lines and gable ends are told in the outline's own numbering.

/**
 * Bad input, said to the user: the field it is about, and what to do. The message is one of the
 * domain's (marked for extraction, filled in by `msg`), so the server's answer and the map
 * translate it as they translate a schema's field message.
 */
export class RoofPlanError extends Error {
  constructor(
    readonly path: 'points' | 'gableEdges' | 'pitch',
    message: string,
  ) {
    super(message);
  }
}

/** Corners closer than this (0.3 mm) are one corner: a double tap, not an edge. */
const SAME_CORNER_FT = 0.001;

export interface Footprint {
  frame: LocalFeet;
  ring: Xy[];
  /** The outline's corner at ring corner k (ring edge k starts there, going counter-clockwise). */
  cornerOf: number[];
  /** The outline's edge that ring edge k lies on. */
  edgeOf: number[];
}

export function footprintOf(points: readonly LatLng[]): Footprint {
  const frame = localFeet(points);
  const feet = points.map(frame.toFeet);
  const n = feet.length;
  // Drop a corner that repeats the next one: its edge has no length.
  let keep = feet.map((_, i) => i);
  keep = keep.filter((i) => {
    const p = feet[i]!;
    const q = feet[(i + 1) % n]!;
    return Math.hypot(q.x - p.x, q.y - p.y) > SAME_CORNER_FT;
  });
  if (keep.length < 3) {
    throw new RoofPlanError('points', /*i18n*/ 'The outline needs at least 3 separate corners.');
  }
  let ring = keep.map((i) => feet[i]!);
  const crossing = firstCrossing(ring, 1e-6 * Math.max(1, extentOf(ring)));
  if (crossing) {
    const [a, b] = crossing.map((k) => keep[k]! + 1).sort((x, y) => x - y);
    throw new RoofPlanError(
      'points',
      msg(
        /*i18n*/ 'The outline crosses itself: edges {a} and {b} cross or touch. Move a corner so that no two edges cross, then try again.',
        { a: a!, b: b! },
      ),
    );
  }
  const area = signedArea(ring);
  if (Math.abs(area) < 1) {
    throw new RoofPlanError(
      'points',
      /*i18n*/ 'The outline has no area: its corners are in a line.',
    );
  }
  let cornerOf = keep;
  let edgeOf = keep;
  if (area < 0) {
    // Clockwise as drawn: walk it the other way. Ring edge k then runs from corner cornerOf[k]
    // back along the outline's edge that starts at corner cornerOf[k+1].
    ring = [...ring].reverse();
    cornerOf = [...keep].reverse();
    edgeOf = cornerOf.map((_, k) => cornerOf[(k + 1) % cornerOf.length]!);
  }
  return { frame, ring, cornerOf, edgeOf };
}
