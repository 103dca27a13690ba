import { newId } from '../../../domain/ids';
import type { Project, ProjectCreate, ProjectPatch } from '../../../domain/project';
import { projectFromCreate } from '../../../domain/project-defaults';
import { statusLabel } from '../../../domain/status';
import { sendOrKeep } from './outbox';

// The project's own saves through the outbox: what each one sends, its line in the list of
// changes waiting, and the project as shown while it waits. Loaded with the outbox, when a save
// needs it, so none of it is in the first load.

/**
 * Creates a project, or keeps it on this device: its id is made here, so the project opens (and
 * can be changed) before the server has it.
 */
export async function createProject(input: ProjectCreate): Promise<Project> {
  const id = newId();
  const r = await sendOrKeep<Project>({
    kind: 'project.create',
    method: 'POST',
    path: '/api/projects',
    body: { ...input, id },
    recordId: id,
    label: `New project “${input.name}”`,
  });
  return 'sent' in r ? r.sent : projectFromCreate(input, id, r.kept.createdAt);
}

/** Saves a change to a project (`before`: the project as read), or keeps it on this device. */
export async function updateProject(
  path: string,
  id: string,
  patch: ProjectPatch,
  before: Project | undefined,
  /** The stage a move goes to, named in the list of changes waiting. */
  stageName?: string,
): Promise<Project> {
  const name = before?.name ?? patch.name ?? 'project';
  const onlyStage = Object.keys(patch).every((k) =>
    ['status', 'stageId', 'lostReason', 'version'].includes(k),
  );
  const r = await sendOrKeep<Project>({
    kind: 'project.update',
    method: 'PATCH',
    path,
    body: patch,
    recordId: id,
    label:
      onlyStage && stageName
        ? `Stage of “${name}” set to ${stageName}`
        : onlyStage && patch.status
          ? `Status of “${name}” set to ${statusLabel(patch.status)}`
          : `Changes to “${name}”`,
  });
  if ('sent' in r) return r.sent;
  // Kept: shown with the change, still at the version read (the change is not on the server).
  const { version: _read, ...change } = patch;
  return { ...(before as Project), ...change };
}
