import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keptWrite } from './testing/kept-write';
import {
  conflictRecord,
  defineWriteKind,
  loadWriteKindsWith,
  savedVersion,
  writeKindOf,
  writeKindsLoaded,
} from './write-kinds';

const noteSchema = z.object({ id: z.string(), text: z.string(), version: z.number() });
const NOTE_SAVE = defineWriteKind({
  kind: 'test.note-save',
  record: async () => noteSchema,
});

describe('the write kinds registry', () => {
  it('knows a kind once declared, and refuses the same name twice', () => {
    expect(writeKindOf('test.note-save')).toBe(NOTE_SAVE);
    expect(writeKindOf('test.unknown')).toBeUndefined();
    expect(() =>
      defineWriteKind({ kind: 'test.note-save', record: async () => noteSchema }),
    ).toThrow(/declared twice/);
  });

  it('reads a conflict’s record only when it matches the kind’s schema', async () => {
    const current = { id: 'n1', text: 'theirs', version: 4 };
    const w = (c: unknown) =>
      keptWrite({ kind: NOTE_SAVE.kind, recordId: 'n1', state: 'conflict', current: c });
    expect(await conflictRecord(w(current), NOTE_SAVE)).toEqual(current);
    expect(await conflictRecord(w({ id: 'n1', version: 4 }), NOTE_SAVE)).toBeUndefined();
    expect(await conflictRecord(w(undefined), NOTE_SAVE)).toBeUndefined();
    expect(await conflictRecord(w(current), undefined)).toBeUndefined();
  });

  it('loads the features’ declarations once, and again after a load that failed', async () => {
    let calls = 0;
    loadWriteKindsWith(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline, code not cached');
    });
    await expect(writeKindsLoaded()).rejects.toThrow(/not cached/);
    await writeKindsLoaded();
    await writeKindsLoaded();
    expect(calls).toBe(2);
  });

  it('reads the id and version a saved record’s answer carries', () => {
    expect(savedVersion({ id: 'p1', version: 3, name: 'x' })).toEqual({ id: 'p1', version: 3 });
    expect(savedVersion({ id: 'p1' })).toBeUndefined();
    expect(savedVersion(null)).toBeUndefined();
  });
});
