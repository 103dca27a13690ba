import { counted } from '../../lib/i18n/counted';
import type { RoofPlan } from '../../../domain/takeoff/roof-plan/roof-plan';
import type { EdgeType, InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import { INNER_LINES_MAX } from '../../../domain/takeoff/roof-edge-types';
import type { EditableOutline, InnerLine } from './editable-outline';
import { i18n } from './i18n';

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
      error: i18n._(
        'This roof has {count} lines; with the {byHand} drawn by hand that is more than the {max} an outline can keep. Delete some hand-drawn lines first.',
        { count: generated.length, byHand: byHand.length, max: INNER_LINES_MAX },
      ),
    };
  }
  const eaves = new Set(plan.facets.flatMap((f) => f.edges));
  const edges = o.points.map((_, i): EdgeType => (eaves.has(i) ? 'eave' : 'rake'));
  return { outline: { ...o, pitchText, edges, lines: [...byHand, ...generated] } };
}

/** "1 ridge, 4 hips" */
export function lineCountText(lines: readonly { type: string }[]): string {
  const words: [string, (count: number) => string][] = [
    [
      'ridge',
      (count) => i18n._('{count, select, one {{n} ridge} other {{n} ridges}}', counted(count)),
    ],
    ['hip', (count) => i18n._('{count, select, one {{n} hip} other {{n} hips}}', counted(count))],
    [
      'valley',
      (count) => i18n._('{count, select, one {{n} valley} other {{n} valleys}}', counted(count)),
    ],
  ];
  const parts = words.flatMap(([type, text]) => {
    const n = lines.filter((l) => l.type === type).length;
    return n === 0 ? [] : [text(n)];
  });
  return parts.length > 0 ? parts.join(', ') : i18n._('no ridges, hips or valleys');
}
