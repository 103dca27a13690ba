import { useState } from 'react';
import type { Project, ProjectStatus } from '../../../domain/project';
import { statusLabel } from '../../../domain/status';
import { useUpdateProject } from './api';
import { StatusControl } from './status-control';
import type { SavedMessage } from '../../lib/offline/saved-notice';
import { savedNotice } from '../../lib/offline/saved-notice';

/**
 * The status, set with one tap. It saves on its own (its own mutation), so a refused change
 * shows its message here and never the edit form's conflict table.
 */
export function ProjectStatusSection({
  project,
  onNotice,
}: {
  project: Project;
  onNotice: (message: SavedMessage | null) => void;
}) {
  const update = useUpdateProject(project.id);
  // Shown checked at once while the change is saved; the stored value wins afterwards.
  const [pendingStatus, setPendingStatus] = useState<ProjectStatus | null>(null);

  const change = (status: ProjectStatus) => {
    onNotice(null);
    setPendingStatus(status);
    update.mutate(
      { status, version: project.version },
      {
        onSuccess: () =>
          onNotice(savedNotice(`Status set to ${statusLabel(status).toLowerCase()}.`, project.id)),
        onSettled: () => setPendingStatus(null),
      },
    );
  };

  const error = update.conflict
    ? 'This project was changed elsewhere, so the status was not changed. The current values are shown; try again.'
    : update.error?.message;

  return (
    <section
      aria-label="Status"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <StatusControl
        value={pendingStatus ?? project.status}
        disabled={update.isPending}
        onChange={change}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </section>
  );
}
