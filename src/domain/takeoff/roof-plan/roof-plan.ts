import type { LatLng } from '../../geo/geo';
import { distanceM, mToFt } from '../../geo/geo';
import { areaMultiplier } from '../pitch';
import { rakeLengthFt } from '../takeoff';
import type { TypedArc } from './classify';
import { computedLineType, joinStraightRuns } from './classify';
import { facetRings } from './faces';
import { footprintOf, RoofPlanError } from './footprint';
import { speedsAndFacets } from './gables';
import { signedArea } from '../../geo/earth';
import { msg } from '../../common/messages';
import { GableInLineError, SkeletonError, straightSkeleton } from './skeleton';
import type { RoofFacet, RoofPlanLine } from './plan-parts';
import type { RoofPlanTotals } from './totals';
import { totalsOf } from './totals';
import { edgeLines } from './wavefront';

// A roof of one pitch over a footprint, computed: every plane rises from its eave at the pitch,
// so the roof's lines are the footprint's straight skeleton (gable ends stay upright). The
// browser (offline) and POST /api/roof-plan both run this.

export type { RoofFacet, RoofPlanLine, RoofPlanLineType } from './plan-parts';

export interface RoofPlan {
  lines: RoofPlanLine[];
  facets: RoofFacet[];
  totals: RoofPlanTotals;
}

export interface RoofPlanInput {
  points: readonly LatLng[];
  pitch: number;
  /** Edges (0-based: edge i runs from corner i to the next) that are gable ends. */
  gableEdges?: readonly number[];
}

/** Lines shorter than this are where the skeleton's events nearly coincide: not roof lines. */
const SHORTEST_LINE_FT = 0.01;

/** How many gable ends, one at a time, are tried without to find the one no roof fits with. */
const GABLE_TRIES = 8;

/** The roof over the outline; throws RoofPlanError naming the field when it cannot be done. */
export function planRoof(input: RoofPlanInput): RoofPlan {
  try {
    return planRoofAsGiven(input);
  } catch (e) {
    const gables = input.gableEdges ?? [];
    if (!(e instanceof RoofPlanError) || e.path !== 'points' || gables.length === 0) throw e;
    throw gableToBlame(input, gables);
  }
}

/**
 * No roof came out with the gable ends asked for. When the outline has a roof without them, the
 * user is told which gable end to make an eave (the first one, of the first few, whose removal
 * gives a roof), so the map can say what to change rather than that the outline is wrong. The
 * tries are bounded: a request can never make the server plan more than a few roofs.
 */
function gableToBlame(input: RoofPlanInput, gables: readonly number[]): RoofPlanError {
  const plans = (gableEdges: readonly number[]) => {
    try {
      planRoofAsGiven({ ...input, gableEdges });
      return true;
    } catch (e) {
      if (e instanceof RoofPlanError) return false;
      throw e;
    }
  };
  if (!plans([])) {
    return new RoofPlanError(
      'points',
      /*i18n*/ 'Ridgeline could not work out a roof for this outline. Check its corners (no spikes or edges doubling back), or draw the lines by hand.',
    );
  }
  for (const edge of gables.slice(0, GABLE_TRIES)) {
    if (plans(gables.filter((g) => g !== edge))) {
      return new RoofPlanError(
        'gableEdges',
        msg(
          /*i18n*/ "Edge {edge} cannot be a gable end: no roof fits this outline with it and the other gable ends. Make it an eave, or draw this roof's lines by hand.",
          { edge: edge + 1 },
        ),
      );
    }
  }
  return new RoofPlanError(
    'gableEdges',
    /*i18n*/ "These gable ends leave no roof that fits this outline. Make some of them eaves, or draw this roof's lines by hand.",
  );
}

function planRoofAsGiven({ points, pitch, gableEdges = [] }: RoofPlanInput): RoofPlan {
  const fp = footprintOf(points);
  const { ring, frame, cornerOf, edgeOf } = fp;
  const n = ring.length;
  const lines = edgeLines(
    ring,
    ring.map(() => 1),
  );
  const { speeds, facetOf } = speedsAndFacets(fp, lines, gableEdges);
  const moving = speeds.map((s) => s > 0);
  let sk;
  let rings;
  try {
    sk = straightSkeleton(ring, speeds);
    rings = facetRings(sk, n, facetOf, moving);
    const facetArea = rings.reduce((s, r) => s + signedArea(r.nodes.map((k) => sk!.nodes[k]!)), 0);
    if (Math.abs(facetArea - signedArea(ring)) > 1e-6 * signedArea(ring)) {
      throw new SkeletonError('The roof planes do not cover the outline');
    }
  } catch (e) {
    if (e instanceof GableInLineError) {
      throw new RoofPlanError(
        'gableEdges',
        msg(
          /*i18n*/ "Edge {edge} cannot be a gable end: the roof beside it runs on in line with it. Make it an eave, or draw this roof's lines by hand.",
          { edge: edgeOf[e.edge]! + 1 },
        ),
      );
    }
    if (!(e instanceof SkeletonError)) throw e;
    throw new RoofPlanError(
      'points',
      /*i18n*/ 'Ridgeline could not work out a roof for this outline. Check its corners (no spikes or edges doubling back), or draw the lines by hand.',
    );
  }
  const nodes = sk.nodes;
  // The footprint's own corners keep their coordinates exactly; the rest come off the plane.
  const at = (k: number): LatLng => (k < n ? points[cornerOf[k]!]! : frame.toLatLng(nodes[k]!));
  const slope = pitch / 12;

  const out: RoofPlanLine[] = [];
  for (let k = 0; k < n; k++) {
    if (!moving[k]) continue;
    const from = at(k);
    const to = at((k + 1) % n);
    const planFt = mToFt(distanceM(from, to));
    out.push({ type: 'eave', from, to, planFt, trueFt: planFt, eaveDistanceFt: [0, 0] });
  }
  const typed: TypedArc[] = [];
  for (const arc of sk.arcs) {
    const gableSides = Number(!moving[arc.left]) + Number(!moving[arc.right]);
    if (gableSides === 2 || facetOf[arc.left] === facetOf[arc.right]) continue;
    // Beside a gable end the line lies along the gable edge: half of it, corner to ridge.
    const type = gableSides === 1 ? 'rake' : computedLineType(sk, arc, lines, n);
    typed.push({ a: arc.a, b: arc.b, type });
  }
  for (const { a, b, type } of joinStraightRuns(typed, sk, n)) {
    const from = at(a);
    const to = at(b);
    const planFt = mToFt(distanceM(from, to));
    if (planFt < SHORTEST_LINE_FT) continue;
    const eaveDistanceFt: [number, number] = [nodes[a]!.t, nodes[b]!.t];
    const riseFt = Math.abs(eaveDistanceFt[1] - eaveDistanceFt[0]) * slope;
    const trueFt = type === 'rake' ? rakeLengthFt(planFt, pitch) : Math.hypot(planFt, riseFt);
    out.push({ type, from, to, planFt, trueFt, eaveDistanceFt });
  }

  const multiplier = areaMultiplier(pitch);
  const facets = rings.map((r): RoofFacet => {
    // On the outline's own plane, where its edges measure what the map says they do.
    const planSqFt = signedArea(r.nodes.map((k) => nodes[k]!));
    return {
      points: r.nodes.map(at),
      planSqFt,
      slopedSqFt: planSqFt * multiplier,
      edges: r.edges.map((k) => edgeOf[k]!),
      eaveDistanceFt: r.nodes.map((k) => nodes[k]!.t),
    };
  });
  return { lines: out, facets, totals: totalsOf(out, facets) };
}

export { RoofPlanError };
