import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Project, ProjectPatch } from '../../../domain/project/project';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { useKeptConflict } from '../../lib/offline/use-kept-conflict';
import { projectKeys } from './api';
import { ConflictNotice } from './conflict-notice';
import { valuesFromProject } from './project-form-values';
import { PROJECT_UPDATE_KIND } from './write-kind-names';

const outbox = () => import('../../lib/offline/outbox');

/**
 * The schema the server reads a change with, fetched with the conflict: it sits beside the
 * record's schema the conflict was checked with, so it is in by then, and a project's page draws
 * without zod.
 */
const patchSchema = () =>
  import('../../../domain/project/project').then((m) => m.projectPatchSchema());

/**
 * A change made to this project with no signal met a newer version when it was sent: the same
 * conflict panel as a save online, the server's values beside the user's, and the user's choice.
 * Until then the change stays on the device, neither sent over the other nor dropped.
 */
export function KeptConflict({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const conflict = useKeptConflict<Project>(PROJECT_UPDATE_KIND, projectId);
  const change = useKeptChange(conflict?.write ?? null);
  if (!conflict || !change) return null;
  const { write, current } = conflict;
  return (
    <ConflictNotice
      current={current}
      mine={valuesFromProject({ ...current, ...change })}
      onUseCurrent={() => {
        qc.setQueryData(projectKeys.detail(projectId), current);
        void outbox().then((o) => o.discardWrite(write));
      }}
      onKeepMine={() => void outbox().then((o) => o.keepMine(write))}
    />
  );
}

/**
 * The change as this device made it, read with the schema the server reads it with; a body it
 * refuses (storage edited by hand) shows no change. Null while the schema loads.
 */
function useKeptChange(write: KeptWrite | null): Omit<ProjectPatch, 'version'> | null {
  const [read, setRead] = useState<{ seq: number; change: Omit<ProjectPatch, 'version'> } | null>(
    null,
  );
  useEffect(() => {
    if (!write) return;
    let live = true;
    void checkWithFetchedSchema(patchSchema, write.body).then((checked) => {
      const { version: _read, ...change } =
        checked !== null && 'data' in checked ? checked.data : { version: 0 };
      if (live) setRead({ seq: write.seq, change });
    });
    return () => {
      live = false;
    };
  }, [write]);
  return write && read?.seq === write.seq ? read.change : null;
}
