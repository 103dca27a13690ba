import { describe, expect, it } from 'vitest';
import type { DrawingState } from './drawing-state';
import { drawingReducer } from './drawing-state';
import type { EditableOutline } from './editable-outline';

const a = { lat: 45, lng: -122 };
const b = { lat: 45.001, lng: -122 };
const c = { lat: 45.001, lng: -122.001 };
const roof1: EditableOutline = {
  id: 'r1',
  name: 'Roof 1',
  pitchText: '8',
  points: [a, b, c],
  edges: ['eave', 'rake', 'eave'],
  lines: [],
  pipeBootsText: '0',
};
const idle = (outlines: EditableOutline[] = []): DrawingState => ({
  outlines,
  draft: null,
  line: null,
});

const run = (state: DrawingState, ...actions: Parameters<typeof drawingReducer>[1][]) =>
  actions.reduce(drawingReducer, state);

describe('drawingReducer', () => {
  it('adds and undoes corners only while drawing', () => {
    expect(run(idle(), { type: 'addCorner', at: a })).toEqual(idle());
    expect(
      run(
        idle(),
        { type: 'start' },
        { type: 'addCorner', at: a },
        { type: 'addCorner', at: b },
        {
          type: 'undoCorner',
        },
      ).draft,
    ).toEqual([a]);
    expect(run(idle(), { type: 'start' }, { type: 'cancel' }).draft).toBeNull();
  });

  it('finishes a draft of 3 or more corners as the next free "Roof n" at pitch 6, every edge an eave', () => {
    const drawing = run(
      idle([roof1]),
      { type: 'start' },
      { type: 'addCorner', at: a },
      { type: 'addCorner', at: b },
    );
    expect(run(drawing, { type: 'finish', id: 'x' })).toBe(drawing);
    const done = run(drawing, { type: 'addCorner', at: c }, { type: 'finish', id: 'r2' });
    expect(done.draft).toBeNull();
    expect(done.outlines[1]).toEqual({
      id: 'r2',
      name: 'Roof 2',
      pitchText: '6',
      points: [a, b, c],
      edges: ['eave', 'eave', 'eave'],
      lines: [],
      pipeBootsText: '0',
    });

    const renamed = { ...roof1, name: 'Roof 2' };
    const next = run(
      { outlines: [renamed], draft: [a, b, c], line: null },
      { type: 'finish', id: 'r3' },
    );
    expect(next.outlines[1]?.name).toBe('Roof 3');
  });

  it('moves one corner of one outline, keeping its edge types', () => {
    const moved = run(idle([roof1, { ...roof1, id: 'r2' }]), {
      type: 'moveCorner',
      id: 'r1',
      index: 1,
      at: c,
    });
    expect(moved.outlines[0]?.points).toEqual([a, c, c]);
    expect(moved.outlines[0]?.edges).toEqual(['eave', 'rake', 'eave']);
    expect(moved.outlines[1]?.points).toEqual([a, b, c]);
  });

  it('sets one edge type of one outline', () => {
    const s = run(idle([roof1, { ...roof1, id: 'r2' }]), {
      type: 'setEdgeType',
      id: 'r2',
      index: 2,
      edgeType: 'wall',
    });
    expect(s.outlines[0]?.edges).toEqual(['eave', 'rake', 'eave']);
    expect(s.outlines[1]?.edges).toEqual(['eave', 'rake', 'wall']);
  });

  it('draws a line from two taps into its outline; a second tap on the first end is ignored', () => {
    const started = run(idle([roof1]), { type: 'startLine', id: 'r1', lineType: 'ridge' });
    expect(started.line).toEqual({ outlineId: 'r1', type: 'ridge', points: [] });
    const one = run(started, { type: 'addLinePoint', at: a });
    expect(run(one, { type: 'addLinePoint', at: a })).toBe(one);
    expect(run(one, { type: 'undoLinePoint' }).line?.points).toEqual([]);
    const done = run(one, { type: 'addLinePoint', at: c });
    expect(done.line).toBeNull();
    expect(done.outlines[0]?.lines).toEqual([{ type: 'ridge', from: a, to: c }]);

    const retyped = run(done, { type: 'setLineType', id: 'r1', index: 0, lineType: 'hip' });
    expect(retyped.outlines[0]?.lines[0]?.type).toBe('hip');
    expect(run(retyped, { type: 'deleteLine', id: 'r1', index: 0 }).outlines[0]?.lines).toEqual([]);
  });

  it('draws one thing at a time: an outline or a line; Escape (cancel) stops either', () => {
    const line = run(idle([roof1]), { type: 'startLine', id: 'r1', lineType: 'hip' });
    const outline = run(line, { type: 'start' });
    expect(outline.line).toBeNull();
    expect(outline.draft).toEqual([]);
    const back = run(outline, { type: 'startLine', id: 'r1', lineType: 'valley' });
    expect(back.draft).toBeNull();
    expect(run(back, { type: 'cancel' })).toEqual(idle([roof1]));
    expect(run(idle([roof1]), { type: 'startLine', id: 'gone', lineType: 'hip' }).line).toBeNull();
  });

  it('drops the line being drawn when its outline is deleted', () => {
    const drawing = run(idle([roof1]), { type: 'startLine', id: 'r1', lineType: 'ridge' });
    expect(run(drawing, { type: 'setOutlines', outlines: [] }).line).toBeNull();
    expect(run(drawing, { type: 'setOutlines', outlines: [roof1] }).line).not.toBeNull();
  });
});
