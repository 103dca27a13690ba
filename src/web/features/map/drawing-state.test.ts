import { describe, expect, it } from 'vitest';
import type { DrawingState } from './drawing-state';
import { drawingReducer } from './drawing-state';
import type { EditableOutline } from './editable-outline';

const a = { lat: 45, lng: -122 };
const b = { lat: 45.001, lng: -122 };
const c = { lat: 45.001, lng: -122.001 };
const roof1: EditableOutline = { id: 'r1', name: 'Roof 1', pitchText: '8', points: [a, b, c] };

const run = (state: DrawingState, ...actions: Parameters<typeof drawingReducer>[1][]) =>
  actions.reduce(drawingReducer, state);

describe('drawingReducer', () => {
  it('adds and undoes corners only while drawing', () => {
    const idle: DrawingState = { outlines: [], draft: null };
    expect(run(idle, { type: 'addCorner', at: a })).toBe(idle);
    expect(
      run(
        idle,
        { type: 'start' },
        { type: 'addCorner', at: a },
        { type: 'addCorner', at: b },
        {
          type: 'undoCorner',
        },
      ).draft,
    ).toEqual([a]);
    expect(run(idle, { type: 'start' }, { type: 'cancel' }).draft).toBeNull();
  });

  it('finishes a draft of 3 or more corners as the next free "Roof n" at pitch 6', () => {
    const drawing = run(
      { outlines: [roof1], draft: null },
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
    });

    const renamed = { ...roof1, name: 'Roof 2' };
    const next = run({ outlines: [renamed], draft: [a, b, c] }, { type: 'finish', id: 'r3' });
    expect(next.outlines[1]?.name).toBe('Roof 3');
  });

  it('moves one corner of one outline', () => {
    const moved = run(
      { outlines: [roof1, { ...roof1, id: 'r2' }], draft: null },
      { type: 'moveCorner', id: 'r1', index: 1, at: c },
    );
    expect(moved.outlines[0]?.points).toEqual([a, c, c]);
    expect(moved.outlines[1]?.points).toEqual([a, b, c]);
  });
});
