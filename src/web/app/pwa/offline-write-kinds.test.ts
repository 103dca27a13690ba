import { describe, expect, it } from 'vitest';
import { nextToSend, rebased, versionsIn } from '../../lib/offline/kept-writes';
import { writeKinds } from '../../lib/offline/write-kinds';
// The features' declarations, as the app loads them with the outbox.
import '../../features/costing/offline-writes';
import '../../features/estimator/offline-writes';
import '../../features/invoices/offline-writes';
import '../../features/map/offline-writes';
import '../../features/my-jobs/offline-writes';
import '../../features/projects/offline-writes';
import { keptWrite as write, storedProject as stored } from '../../lib/offline/testing/kept-write';

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

describe('the write kinds', () => {
  it('are every feature’s offline-writes.ts, as the app loads them with the outbox', () => {
    const files = Object.keys(import.meta.glob('../../features/*/offline-writes.ts'));
    expect(files.map((f) => f.split('/')[3]).sort()).toEqual([
      'costing',
      'estimator',
      'invoices',
      'map',
      'my-jobs',
      'projects',
    ]);
    expect(
      writeKinds()
        .map((k) => k.kind)
        .sort(),
    ).toEqual([
      'crew-time.log',
      'estimate.create',
      'estimate.order-option',
      'estimate.update',
      'job.checklist-tick',
      'job.progress',
      'outlines.save',
      'payment.record',
      'project.create',
      'project.update',
    ]);
  });

  it('each check the record a conflict carries with a schema', async () => {
    for (const kind of writeKinds()) {
      const schema = await kind.record();
      expect(schema.safeParse({ version: 1 }).success, kind.kind).toBe(false);
    }
  });

  it('link only to a screen of the app', () => {
    for (const kind of writeKinds()) {
      // The crew's writes are about an event, shown on My jobs.
      const screen = kind.kind.startsWith('job.') ? '/my-jobs' : '/projects/p1';
      if (kind.link) expect(kind.link('p1'), kind.kind).toBe(screen);
    }
  });
});
