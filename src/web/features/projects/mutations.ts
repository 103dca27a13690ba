import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project, ProjectCreate, ProjectPatch } from '../../../domain/project/project';
import { apiFetch, apiRequest, conflictOr } from '../../lib/api-client';
import { saveDownload } from '../../lib/save-download';
import type { KeptWrite } from '../../lib/offline/kept-writes';
import { madeOnDevice, outboxState } from '../../lib/offline/outbox-state';
import { useVersionedMutation } from '../../lib/use-versioned-mutation';
import { apiPath } from '../../../domain/api/api-paths';
import { offlineWrites, projectKeys, projectPath } from './api';

// The projects feature's writes, for its own screens and other features'. Apart from api.ts,
// which every first load carries: only screens that change a project load these.

/** After any project change the lists and the dashboard figures are stale. */
function useInvalidateProjects() {
  const qc = useQueryClient();
  return (changed?: Project) => {
    if (changed) qc.setQueryData(projectKeys.detail(changed.id), changed);
    void qc.invalidateQueries({ queryKey: projectKeys.lists() });
    void qc.invalidateQueries({ queryKey: projectKeys.dashboard });
  };
}

/**
 * Creates a project, or with no network keeps it on this device until it can be sent: its id is
 * made here, so the project opens (and can be changed) before the server has it.
 */
export function useCreateProject() {
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async (input: ProjectCreate) => (await offlineWrites()).createProject(input),
    onSuccess: (p) => invalidate(p),
  });
}

/** The schema of a project record (offline-writes.ts), loaded when a conflict needs it. */
const projectRecord = async () => (await offlineWrites()).projectRecord();

/**
 * Saves a change to a project or keeps it on this device (`before`: the project as read;
 * `stageName`: a stage move names its stage in the list of changes waiting). A conflict comes
 * back as a ConflictError carrying the server's project. Other features (the pipeline's moves)
 * change a project through this one path.
 */
export async function saveProjectChange(
  id: string,
  patch: ProjectPatch,
  before: Project | undefined,
  stageName?: string,
  /** The project's name when `before` is not at hand, for the list of changes waiting. */
  projectName?: string,
): Promise<Project> {
  return (await offlineWrites())
    .updateProject(id, patch, before, stageName, projectName)
    .catch((e: unknown) => conflictOr(e, projectRecord));
}

/**
 * The stages that projects' changes kept on this device (not sent yet) put them in, by project
 * id: the board shows its cards there (offline-writes.ts `keptStages`).
 */
export const keptProjectStages = async (writes: readonly KeptWrite[]) =>
  (await offlineWrites()).keptStages(writes);

/**
 * A PATCH carrying the version it read; a stale one fails with a ConflictError, and the current
 * project it carries is what every screen shows from then on.
 */
export function useUpdateProject(id: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useVersionedMutation({
    // `stageName`: a stage move names its stage in the list of changes waiting (not sent).
    mutationFn: async ({ stageName, ...patch }: ProjectPatch & { stageName?: string }) => {
      // A read still under way would put back the project as it was before this change.
      await qc.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      return saveProjectChange(id, patch, qc.getQueryData(projectKeys.detail(id)), stageName);
    },
    onSaved: (p) => invalidate(p),
    onCurrent: (p: Project) => invalidate(p),
  });
}

export function useDeleteProject(id: string) {
  const qc = useQueryClient();
  const invalidate = useInvalidateProjects();
  return useMutation({
    mutationFn: async () => {
      // Made on this device and not sent: deleting it is dropping what was kept.
      if (madeOnDevice(outboxState().writes, id)) {
        return (await import('../../lib/offline/outbox')).discardRecord(id);
      }
      return apiFetch<void>(projectPath(id), { method: 'DELETE' });
    },
    onSuccess: () => {
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      invalidate();
    },
  });
}

/** Every project as a spreadsheet (the server leaves money out for crew). */
export async function downloadProjectsCsv(): Promise<string> {
  const res = await apiRequest(apiPath('projectsExportCsv'), { accept: 'text/csv' });
  return saveDownload(res, 'projects.csv');
}
