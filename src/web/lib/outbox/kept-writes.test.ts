import { describe, expect, it } from 'vitest';
import type { Project } from '../../../domain/project';
import { projectFromCreate } from '../../../domain/project-defaults';
import type { KeptWrite } from './kept-writes';
import {
  nextToSend,
  outlinesWithKept,
  projectPageWithKept,
  projectWithKept,
  rebased,
  versionsIn,
} from './kept-writes';

let seq = 0;
function write(part: Partial<KeptWrite> & Pick<KeptWrite, 'kind' | 'recordId'>): KeptWrite {
  seq += 1;
  return {
    seq,
    key: `key-${seq}`,
    userId: 'u1',
    method: 'PATCH',
    path: `/api/projects/${part.recordId}`,
    body: {},
    label: 'A change',
    createdAt: '2026-11-24T10:00:00.000Z',
    state: 'waiting',
    ...part,
  };
}

const stored: Project = {
  ...projectFromCreate({ name: 'Okafor gable', address: '1 Elm St' }, 'p1', '2026-11-20T08:00:00Z'),
  version: 3,
};

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

describe('sending in order', () => {
  it('skips the writes of a record stuck on a conflict or refusal, not the others', () => {
    const a1 = write({ kind: 'project.update', recordId: 'a', state: 'conflict' });
    const a2 = write({ kind: 'project.update', recordId: 'a' });
    const b1 = write({ kind: 'project.update', recordId: 'b' });
    expect(nextToSend([a1, a2, b1])).toBe(b1);
    expect(nextToSend([a2, b1])).toBe(a2);
    expect(nextToSend([a1])).toBeUndefined();
  });

  it('moves later writes made on top of a sent one to the version its answer made', () => {
    const sent = write({ kind: 'project.update', recordId: 'p1', body: { version: 3 } });
    const onTop = write({
      kind: 'project.update',
      recordId: 'p1',
      body: { notes: 'x', version: 3 },
    });
    const older = write({ kind: 'project.update', recordId: 'p1', body: { version: 2 } });
    const versions = versionsIn(sent, { ...stored, version: 4 });
    expect(rebased(onTop, versions)?.body).toEqual({ notes: 'x', version: 4 });
    // Read before someone else's change: it keeps its version and meets the conflict.
    expect(rebased(older, versions)).toBeNull();
  });

  it('an estimate saved offline moves the project’s later edits past its own change', () => {
    const estimate = write({ kind: 'estimate.create', recordId: 'p1', method: 'POST' });
    const edit = write({ kind: 'project.update', recordId: 'p1', body: { version: 3 } });
    const versions = versionsIn(estimate, {
      id: 'e1',
      version: 1,
      project: { id: 'p1', version: 4 },
    });
    expect(versions.get('estimate:e1')).toBe(1);
    expect(rebased(edit, versions)?.body.version).toBe(4);
  });

  it('outlines follow their own version, not the project’s', () => {
    const save = write({
      kind: 'outlines.save',
      recordId: 'p1',
      body: { outlines: [], version: 0 },
    });
    const again = write({
      kind: 'outlines.save',
      recordId: 'p1',
      body: { outlines: [], version: 0 },
    });
    const edit = write({ kind: 'project.update', recordId: 'p1', body: { version: 0 } });
    const versions = versionsIn(save, { projectId: 'p1', outlines: [], version: 1 });
    expect(rebased(again, versions)?.body.version).toBe(1);
    expect(rebased(edit, versions)).toBeNull();
  });
});
