// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapSchemas } from './api';
import { readMapSession, writeMapSession } from './session-state';

// The kept map is read with the schema the map fetches before drawing.
beforeAll(() => mapSchemas.fetch());

const location = {
  address: 'Portland, OR',
  lat: 45.5,
  lng: -122.6,
  located: true,
  chosen: true,
};
const points = [
  { lat: 45.5, lng: -122.6 },
  { lat: 45.5001, lng: -122.6 },
  { lat: 45.5001, lng: -122.6001 },
];

afterEach(() => sessionStorage.clear());

describe('the map kept for this tab', () => {
  it('keeps edge types, lines and pipe boots', () => {
    const outline = {
      id: 'a',
      name: 'Roof 1',
      pitchText: '6',
      points,
      edges: ['eave' as const, 'rake' as const, 'wall' as const],
      lines: [{ type: 'hip' as const, from: points[0]!, to: points[2]! }],
      pipeBootsText: '3',
    };
    writeMapSession({ location, outlines: [outline] });
    expect(readMapSession()).toEqual({ location, outlines: [outline] });
  });

  it('reads outlines kept before edges had types as all eaves, no lines, no boots', () => {
    sessionStorage.setItem(
      'ridgeline.map.v1',
      JSON.stringify({ location, outlines: [{ id: 'a', name: 'Roof 1', pitchText: '6', points }] }),
    );
    expect(readMapSession()?.outlines[0]).toEqual({
      id: 'a',
      name: 'Roof 1',
      pitchText: '6',
      points,
      edges: ['eave', 'eave', 'eave'],
      lines: [],
      pipeBootsText: '0',
    });
  });
});
