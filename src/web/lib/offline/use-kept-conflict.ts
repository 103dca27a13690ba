import { useEffect, useState } from 'react';
import type { KeptWrite } from './kept-writes';
import { useOutboxState } from './outbox-state';
import type { WriteKind } from './write-kinds';
import { conflictRecord, writeKindOf, writeKindsLoaded } from './write-kinds';

/**
 * A kept write of this kind (its name, as declared with defineWriteKind) and record that met a
 * newer version when it was sent, with the record as stored now, checked with the kind's schema
 * (it loads on demand). Null while there is none, while its schema loads, or when the record
 * does not match it. By name, so a screen showing the conflict does not carry its feature's
 * offline code (loaded with the outbox) in its own.
 */
export function useKeptConflict<R extends { version: number }>(
  kind: string,
  recordId: string,
): { write: KeptWrite; current: R } | null {
  const { writes } = useOutboxState();
  const stuck = writes.find(
    (w) => w.kind === kind && w.recordId === recordId && w.state === 'conflict',
  );
  const [checked, setChecked] = useState<{ write: KeptWrite; current: R } | null>(null);
  useEffect(() => {
    if (!stuck) return;
    let live = true;
    // A kept write is shown only once the outbox has read it, which loads every kind first.
    void writeKindsLoaded()
      .then(() => conflictRecord(stuck, writeKindOf(kind) as WriteKind<R> | undefined))
      .then(
        (current) => {
          if (live && current) setChecked({ write: stuck, current });
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [stuck, kind]);
  return stuck && checked?.write.seq === stuck.seq ? checked : null;
}
