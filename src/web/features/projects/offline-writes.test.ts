import { describe, expect, it } from 'vitest';
import { projectFromCreate } from '../../../domain/project/project-defaults';
import { keptStages, projectPageWithKept, projectWithKept } from './offline-writes';
import { keptWrite as write, storedProject as stored } from '../../lib/offline/testing/kept-write';

describe('the screens show kept changes', () => {
  it('shows a project made on the device with the server’s defaults', () => {
    const made = write({
      kind: 'project.create',
      recordId: 'p2',
      method: 'POST',
      body: { id: 'p2', name: 'Barn', address: '9 Farm Rd', status: 'in-progress' },
    });
    expect(projectWithKept('p2', undefined, [made])).toEqual({
      ...projectFromCreate(
        { name: 'Barn', address: '9 Farm Rd', status: 'in-progress' },
        'p2',
        made.createdAt,
      ),
      id: 'p2',
    });
    expect(projectWithKept('p3', undefined, [made])).toBeUndefined();
  });

  it('applies waiting edits in order at the version read; a conflicted one is not shown', () => {
    const writes = [
      write({ kind: 'project.update', recordId: 'p1', body: { status: 'completed', version: 3 } }),
      write({ kind: 'project.update', recordId: 'p1', body: { notes: 'Tarp on', version: 3 } }),
      write({
        kind: 'project.update',
        recordId: 'p1',
        body: { name: 'Theirs won', version: 3 },
        state: 'conflict',
      }),
    ];
    expect(projectWithKept('p1', stored, writes)).toEqual({
      ...stored,
      status: 'completed',
      notes: 'Tarp on',
    });
  });

  it('lists projects made on the device first on the first page, within the filter', () => {
    const writes = [
      write({ kind: 'project.create', recordId: 'a', body: { name: 'Alpha', address: 'x' } }),
      write({ kind: 'project.create', recordId: 'b', body: { name: 'Beta', address: 'y' } }),
    ];
    const page = { items: [stored], nextCursor: 'c1' };
    expect(projectPageWithKept(page, {}, writes).items.map((p) => p.id)).toEqual(['b', 'a', 'p1']);
    expect(projectPageWithKept(page, { q: 'alp' }, writes).items.map((p) => p.id)).toEqual(['a']);
    expect(projectPageWithKept(page, { status: 'completed' }, writes).items).toEqual([]);
    expect(projectPageWithKept(page, { cursor: 'c1' }, writes).items.map((p) => p.id)).toEqual([
      'p1',
    ]);
    // Once the server lists it, it is not shown twice.
    const listed = { items: [{ ...stored, id: 'a', name: 'Alpha' }], nextCursor: null };
    expect(projectPageWithKept(listed, {}, writes).items.map((p) => p.id)).toEqual(['b', 'a']);
  });

  it('gives the board each card’s kept stage: the last move waiting, none in conflict', () => {
    const writes = [
      write({ kind: 'project.update', recordId: 'a', body: { stageId: 'inspection', version: 1 } }),
      write({ kind: 'project.update', recordId: 'a', body: { stageId: 'sold', version: 1 } }),
      write({ kind: 'project.update', recordId: 'b', body: { notes: 'Tarp on', version: 1 } }),
      write({
        kind: 'project.update',
        recordId: 'c',
        body: { stageId: 'lost', lostReason: 'Price', version: 1 },
        state: 'conflict',
      }),
    ];
    expect([...keptStages(writes)]).toEqual([['a', { stageId: 'sold', at: writes[1]!.createdAt }]]);
  });
});
