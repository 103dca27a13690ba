import { describe, expect, it } from 'vitest';
import { outlinesWithKept } from './offline-writes';
import { keptWrite as write } from '../../lib/offline/testing/kept-write';

describe('the screens show kept changes', () => {
  it('shows the last outlines saved on the device at the server’s version', () => {
    const outline = { name: 'Main', pitch: 6 } as never;
    const writes = [
      write({ kind: 'outlines.save', recordId: 'p1', body: { outlines: [], version: 2 } }),
      write({ kind: 'outlines.save', recordId: 'p1', body: { outlines: [outline], version: 2 } }),
    ];
    const fetched = {
      projectId: 'p1',
      outlines: [],
      version: 2,
      updatedAt: '2026-11-20T00:00:00Z',
    };
    expect(outlinesWithKept('p1', fetched, writes)).toEqual({ ...fetched, outlines: [outline] });
    expect(outlinesWithKept('p9', fetched, writes)).toBe(fetched);
  });
});
