import { useQueryClient } from '@tanstack/react-query';
import { projectPatchSchema } from '../../../domain/project/project';
import { useKeptConflict } from '../../lib/offline/use-kept-conflict';
import { projectKeys } from './api';
import { ConflictNotice } from './conflict-notice';
import { PROJECT_UPDATE } from './offline-writes';
import { valuesFromProject } from './project-form-values';

const outbox = () => import('../../lib/offline/outbox');

/**
 * A change made to this project with no signal met a newer version when it was sent: the same
 * conflict panel as a save online, the server's values beside the user's, and the user's choice.
 * Until then the change stays on the device, neither sent over the other nor dropped.
 */
export function KeptConflict({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const conflict = useKeptConflict(PROJECT_UPDATE, projectId);
  if (!conflict) return null;
  const { write, current } = conflict;
  // The change as this device made it, over the project as stored now, read with the schema
  // the server reads it with; a body it refuses (storage edited by hand) shows no change.
  const parsed = projectPatchSchema().safeParse(write.body);
  const { version: _read, ...change } = parsed.success ? parsed.data : { version: 0 };
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
