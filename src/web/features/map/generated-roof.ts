import type { RoofPlan } from '../../../domain/takeoff/roof-plan/roof-plan';
import type { EdgeType, InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import { INNER_LINES_MAX } from '../../../domain/takeoff/roof-edge-types';
import type { EditableOutline, InnerLine } from './editable-outline';

// A computed roof put onto an outline: its edges become eaves (gable ends rakes) and its
// ridges, hips and valleys are added as generated lines. Regenerating replaces only the lines
// generated before; lines drawn by hand stay.

export const generatedLinesOf = (o: EditableOutline): InnerLine[] =>
  o.lines.filter((l) => l.generated);

const INNER: readonly string[] = ['ridge', 'hip', 'valley'];

/** The outline with the plan's lines, or an error message when they would be too many. */
export function withGeneratedRoof(
  o: EditableOutline,
  plan: RoofPlan,
  pitchText: string,
): { outline: EditableOutline } | { error: string } {
  const byHand = o.lines.filter((l) => !l.generated);
  const generated: InnerLine[] = plan.lines
    .filter((l) => INNER.includes(l.type))
    .map((l) => ({
      type: l.type as InnerLineType,
      from: l.from,
      to: l.to,
      generated: true,
      eaveDistanceFt: l.eaveDistanceFt,
    }));
  if (byHand.length + generated.length > INNER_LINES_MAX) {
    return {
      error: `This roof has ${generated.length} lines; with the ${byHand.length} drawn by hand that is more than the ${INNER_LINES_MAX} an outline can keep. Delete some hand-drawn lines first.`,
    };
  }
  const eaves = new Set(plan.facets.flatMap((f) => f.edges));
  const edges = o.points.map((_, i): EdgeType => (eaves.has(i) ? 'eave' : 'rake'));
  return { outline: { ...o, pitchText, edges, lines: [...byHand, ...generated] } };
}

/** "1 ridge, 4 hips" */
export function lineCountText(lines: readonly { type: string }[]): string {
  const words: [string, string, string][] = [
    ['ridge', 'ridge', 'ridges'],
    ['hip', 'hip', 'hips'],
    ['valley', 'valley', 'valleys'],
  ];
  const parts = words.flatMap(([type, one, many]) => {
    const n = lines.filter((l) => l.type === type).length;
    return n === 0 ? [] : [`${n} ${n === 1 ? one : many}`];
  });
  return parts.length > 0 ? parts.join(', ') : 'no ridges, hips or valleys';
}
