import type { ReactNode } from 'react';
import { useState } from 'react';
import type { Project } from '../../../domain/project/project';
import { Callout } from '../../components/ui/callout';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectDetails } from './project-details';
import { ProjectEditor } from './project-editor';
import { ProjectHeader } from './project-header';
import { ProjectStatusSection } from './project-status';
import { KeptConflict } from './kept-conflict';
import { useLingui } from './i18n';
import type { SavedMessage } from '../../lib/offline/saved-notice';
import { SavedNoticeText, savedNotice } from '../../lib/offline/saved-notice';

/**
 * A project's page: its details (or the edit form), its status and, in `estimates`, what other
 * features show about it (the page that composes this view passes them in; none for a role
 * that may not see estimates).
 */
export function ProjectView({
  project,
  estimates,
  stageHistory,
}: {
  project: Project;
  estimates?: ReactNode;
  /** The project's stage moves, shown under its stage. */
  stageHistory?: ReactNode;
}) {
  const { i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<SavedMessage | null>(null);
  useDocumentTitle(`${project.name} · Ridgeline`);

  return (
    <article>
      <ProjectHeader
        project={project}
        editing={editing}
        onEdit={() => {
          setEditing(true);
          setNotice(null);
        }}
        onDelete={() => setConfirmDelete(true)}
      />

      <KeptConflict projectId={project.id} />

      {notice && (
        <Callout tone="success" role="status" className="mb-4">
          <SavedNoticeText saved={notice} onDone={() => setNotice(null)} />
        </Callout>
      )}

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="details-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2 sm:p-6"
        >
          <h2 id="details-heading" className="mb-3 text-lg font-semibold">
            {editing ? i18n._('Edit project') : i18n._('Details')}
          </h2>
          {editing ? (
            <ProjectEditor
              project={project}
              onCancel={() => setEditing(false)}
              onSaved={() => {
                setEditing(false);
                setNotice(savedNotice(i18n._('Changes saved.'), project.id));
              }}
            />
          ) : (
            <ProjectDetails project={project} />
          )}
        </section>
        <div className="space-y-6">
          <ProjectStatusSection project={project} onNotice={setNotice} history={stageHistory} />
          {estimates !== undefined && (
            <section
              aria-labelledby="estimates-heading"
              className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            >
              <h2 id="estimates-heading" className="mb-3 text-lg font-semibold">
                {i18n._('Estimates')}
              </h2>
              {estimates}
            </section>
          )}
        </div>
      </div>

      {confirmDelete && (
        <DeleteProjectDialog project={project} onClose={() => setConfirmDelete(false)} />
      )}
    </article>
  );
}
