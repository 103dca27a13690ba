import { describe, expect, it } from 'vitest';
import type { EditableOutline } from './editable-outline';
import {
  midpoint,
  snapTargets,
  withCornerInserted,
  withCornerMoved,
  withCornerRemoved,
  withEdgeType,
} from './outline-edit';

// A rectangle of about 39 ft east-west (1.5e-4 degrees of longitude at 45°) by 36 ft north-south
// (1e-4 degrees of latitude), corners 0 1 2 3 going round; edge i runs from corner i to i + 1.
const p0 = { lat: 45, lng: -122 };
const p1 = { lat: 45, lng: -121.99985 };
const p2 = { lat: 45.0001, lng: -121.99985 };
const p3 = { lat: 45.0001, lng: -122 };
const gable: EditableOutline = {
  id: 'g',
  name: 'Main',
  pitchText: '6',
  points: [p0, p1, p2, p3],
  edges: ['eave', 'rake', 'eave', 'rake'],
  lines: [{ type: 'ridge', from: midpoint(p1, p2), to: midpoint(p3, p0) }],
  pipeBootsText: '2',
};

describe('editing an outline keeps its edge types', () => {
  it('sets one edge type and ignores an edge that does not exist', () => {
    expect(withEdgeType(gable, 1, 'wall').edges).toEqual(['eave', 'wall', 'eave', 'rake']);
    expect(withEdgeType(gable, 4, 'wall')).toBe(gable);
  });

  it('a new corner splits an edge into two of the same type', () => {
    const split = withCornerInserted(gable, 1);
    expect(split.points).toEqual([p0, p1, midpoint(p1, p2), p2, p3]);
    expect(split.edges).toEqual(['eave', 'rake', 'rake', 'eave', 'rake']);
    // The last edge runs back to the first corner.
    const last = withCornerInserted(gable, 3, { lat: 45.00005, lng: -122.00001 });
    expect(last.points.at(-1)).toEqual({ lat: 45.00005, lng: -122.00001 });
    expect(last.edges).toEqual(['eave', 'rake', 'eave', 'rake', 'rake']);
  });

  it('removing a corner joins its two edges, keeping the type they share', () => {
    const split = withCornerRemoved(withCornerInserted(gable, 0), 1);
    expect(split.points).toEqual(gable.points);
    expect(split.edges).toEqual(gable.edges);
  });

  it('joining edges of different types keeps the longer one’s type, corner 1 or any other', () => {
    // Corner 1 sits between the 39 ft eave (edge 0) and the 36 ft rake (edge 1).
    const r1 = withCornerRemoved(gable, 1);
    expect(r1.points).toEqual([p0, p2, p3]);
    expect(r1.edges).toEqual(['eave', 'eave', 'rake']);
    // Corner 0 sits between the rake back to it (edge 3) and the eave from it (edge 0).
    const r0 = withCornerRemoved(gable, 0);
    expect(r0.points).toEqual([p1, p2, p3]);
    expect(r0.edges).toEqual(['rake', 'eave', 'eave']);
    const walls = withCornerRemoved(withEdgeType(gable, 2, 'wall'), 3);
    expect(walls.edges).toEqual(['eave', 'rake', 'wall']);
  });

  it('keeps at least 3 corners', () => {
    const triangle = withCornerRemoved(gable, 0);
    expect(withCornerRemoved(triangle, 0)).toBe(triangle);
  });

  it('an outline saved before edge types (all eaves) gets them on the first change', () => {
    const old = { ...gable, edges: [] };
    expect(withCornerInserted(old, 0).edges).toEqual(['eave', 'eave', 'eave', 'eave', 'eave']);
    expect(withEdgeType(old, 0, 'rake').edges).toEqual(['rake', 'eave', 'eave', 'eave']);
  });

  it('a moved corner takes the ends of lines drawn from it along; other ends stay', () => {
    const hip = { ...gable, lines: [{ type: 'hip' as const, from: p0, to: p2 }] };
    const at = { lat: 44.99999, lng: -122.00001 };
    const moved = withCornerMoved(hip, 0, at);
    expect(moved.points[0]).toEqual(at);
    expect(moved.lines).toEqual([{ type: 'hip', from: at, to: p2 }]);
    expect(moved.edges).toEqual(gable.edges);
  });

  it('snaps a line to corners, edge middles and the ends of lines already drawn', () => {
    const targets = snapTargets(gable);
    expect(targets).toHaveLength(4 + 4 + 2);
    expect(targets).toContainEqual(midpoint(p3, p0));
    expect(targets).toContainEqual(p2);
  });
});
