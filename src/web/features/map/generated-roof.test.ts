import { beforeAll, describe, expect, it } from 'vitest';
import { planRoof } from '../../../domain/takeoff/roof-plan/roof-plan';
import { onMap, SHAPES } from '../../../domain/testing/roof-shapes';
import { measuredLinesOf } from '../../../domain/takeoff/roof-edges';
import { at } from '../../../domain/takeoff/sample-roofs';
import type { EditableOutline } from './editable-outline';
import { newOutline, toMeasurable } from './editable-outline';
import { generatedLinesOf, lineCountText, withGeneratedRoof } from './generated-roof';
import { mapSchemas } from './api';

// An outline is measured with its pitch checked by the schema the map fetches before drawing.
beforeAll(() => mapSchemas.fetch());

const outline = (): EditableOutline => ({
  ...newOutline([], onMap(SHAPES['rectangle 40 x 30']!), 'o1'),
  lines: [{ type: 'valley', from: at(1, 1), to: at(2, 2) }],
});

describe('a generated roof on an outline', () => {
  it('makes the edges eaves and rakes, adds the lines, and keeps lines drawn by hand', () => {
    const o = outline();
    const plan = planRoof({ points: o.points, pitch: 8, gableEdges: [1, 3] });
    const r = withGeneratedRoof(o, plan, '8');
    if ('error' in r) throw new Error(r.error);
    expect(r.outline.edges).toEqual(['eave', 'rake', 'eave', 'rake']);
    expect(r.outline.pitchText).toBe('8');
    expect(r.outline.lines[0]).toEqual(o.lines[0]);
    expect(generatedLinesOf(r.outline).map((l) => l.type)).toEqual(['ridge']);
    // Measured as the takeoff and the report measure them: rakes climb, the ridge is level.
    const measured = measuredLinesOf(toMeasurable(r.outline)!);
    const rakes = measured.filter((l) => l.type === 'rake').reduce((s, l) => s + l.trueFt, 0);
    expect(rakes).toBeCloseTo(2 * 30 * Math.sqrt(1 + (8 / 12) ** 2), 3);
  });

  it('replaces only the generated lines when generated again', () => {
    const first = withGeneratedRoof(
      outline(),
      planRoof({ points: outline().points, pitch: 6 }),
      '6',
    );
    if ('error' in first) throw new Error(first.error);
    expect(lineCountText(generatedLinesOf(first.outline))).toBe('1 ridge, 4 hips');
    const again = withGeneratedRoof(
      first.outline,
      planRoof({ points: first.outline.points, pitch: 6, gableEdges: [1, 3] }),
      '6',
    );
    if ('error' in again) throw new Error(again.error);
    expect(again.outline.lines.map((l) => l.type)).toEqual(['valley', 'ridge']);
    // A hip's true length comes from its ends' heights: 22.50 ft at 6:12, as the factor says.
    const hips = measuredLinesOf(toMeasurable(first.outline)!).filter((l) => l.type === 'hip');
    expect(hips.map((l) => l.trueFt.toFixed(2))).toEqual(['22.50', '22.50', '22.50', '22.50']);
  });

  it('refuses more lines than an outline can keep', () => {
    const comb = newOutline([], onMap(SHAPES['comb of 200 corners']!), 'c');
    const full = { ...comb, lines: Array.from({ length: 200 }, () => outline().lines[0]!) };
    const r = withGeneratedRoof(full, planRoof({ points: comb.points, pitch: 6 }), '6');
    expect(r).toEqual({
      error:
        'This roof has 299 lines; with the 200 drawn by hand that is more than the 400 an outline can keep. Delete some hand-drawn lines first.',
    });
  });
});
