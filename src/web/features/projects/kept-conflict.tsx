import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../domain/project';
import { useOutboxState } from '../../lib/outbox/outbox-state';
import { projectKeys } from './api';
import { ConflictNotice } from './conflict-notice';
import { valuesFromProject } from './project-form-values';

/**
 * A change made to this project with no signal met a newer version when it was sent: the same
 * conflict panel as a save online, the server's values beside the user's, and the user's choice.
 * Until then the change stays on the device, neither sent over the other nor dropped.
 */
export function KeptConflict({ projectId }: { projectId: string }) {
  const qc = useQueryClient();
  const { writes } = useOutboxState();
  const stuck = writes.find(
    (w) => w.kind === 'project.update' && w.recordId === projectId && w.state === 'conflict',
  );
  if (!stuck) return null;
  const current = stuck.current as Project;
  const { version: _read, ...change } = stuck.body;
  const outbox = () => import('../../lib/outbox/outbox');
  return (
    <ConflictNotice
      current={current}
      mine={valuesFromProject({ ...current, ...(change as Partial<Project>) })}
      onUseCurrent={() => {
        qc.setQueryData(projectKeys.detail(projectId), current);
        void outbox().then((o) => o.discardWrite(stuck));
      }}
      onKeepMine={() => void outbox().then((o) => o.keepMine(stuck, current.version))}
    />
  );
}
