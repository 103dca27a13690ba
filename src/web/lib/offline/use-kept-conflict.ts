import { useEffect, useState } from 'react';
import type { KeptWrite } from './kept-writes';
import { useOutboxState } from './outbox-state';
import type { WriteKind } from './write-kinds';
import { conflictRecord } from './write-kinds';

/**
 * A kept write of this kind and record that met a newer version when it was sent, with the
 * record as stored now, checked with the kind's schema (it loads on demand). Null while there is
 * none, while its schema loads, or when the record does not match it.
 */
export function useKeptConflict<R extends { version: number }>(
  kind: WriteKind<R>,
  recordId: string,
): { write: KeptWrite; current: R } | null {
  const { writes } = useOutboxState();
  const stuck = writes.find(
    (w) => w.kind === kind.kind && w.recordId === recordId && w.state === 'conflict',
  );
  const [checked, setChecked] = useState<{ write: KeptWrite; current: R } | null>(null);
  useEffect(() => {
    if (!stuck) return;
    let live = true;
    void conflictRecord(stuck, kind).then((current) => {
      if (live && current) setChecked({ write: stuck, current });
    });
    return () => {
      live = false;
    };
  }, [stuck, kind]);
  return stuck && checked?.write.seq === stuck.seq ? checked : null;
}
