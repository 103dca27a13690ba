import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Project, ProjectCreate, ProjectStatus } from '../../../domain/project';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
import { ErrorState, LoadingState } from '../../components/ui/status-message';
import { ApiError } from '../../lib/api-client';
import { statusLabel } from '../../../domain/status';
import { ProjectEstimates } from '../estimator/project-estimates';
import { projectQuery, useDeleteProject, useUpdateProject } from './api';
import { ConflictNotice } from './conflict-notice';
import { ProjectDetails } from './project-details';
import { ProjectForm } from './project-form';
import type { ProjectFormValues } from './project-form-values';
import { toProjectInput, valuesFromProject } from './project-form-values';
import { StatusBadge } from './status-badge';
import { StatusControl } from './status-control';
import { NotFoundPage } from '../../app/not-found-page';

export function ProjectPage() {
  const { id = '' } = useParams();
  const project = useQuery(projectQuery(id));
  if (project.isPending) return <LoadingState label="Loading project…" />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <NotFoundPage />;
    return (
      <ErrorState
        title="Could not load the project"
        message={project.error.message}
        onRetry={() => void project.refetch()}
      />
    );
  }
  return <ProjectView key={project.data.id} project={project.data} />;
}

function ProjectView({ project }: { project: Project }) {
  const navigate = useNavigate();
  const update = useUpdateProject(project.id);
  const remove = useDeleteProject(project.id);
  const [editing, setEditing] = useState<ProjectFormValues | null>(null);
  // The record the user's edit started from: its version goes with the save.
  const [editBase, setEditBase] = useState<Project | null>(null);
  const [conflict, setConflict] = useState<Project | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [statusError, setStatusError] = useState<string | null>(null);
  // Shown checked at once while the change is saved; the stored value wins afterwards.
  const [pendingStatus, setPendingStatus] = useState<ProjectStatus | null>(null);

  const startEdit = () => {
    setEditing(valuesFromProject(project));
    setEditBase(project);
    setConflict(null);
    setNotice(null);
  };

  async function save(input: ProjectCreate, base: Project) {
    try {
      await update.mutateAsync({ ...input, version: base.version });
      setEditing(null);
      setConflict(null);
      setNotice('Changes saved.');
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.problem.current) {
        setConflict(e.problem.current as Project);
      }
      throw e;
    }
  }

  async function changeStatus(status: ProjectStatus) {
    setStatusError(null);
    setNotice(null);
    setPendingStatus(status);
    try {
      await update.mutateAsync({ status, version: project.version });
      setNotice(`Status set to ${statusLabel(status).toLowerCase()}.`);
    } catch (e) {
      if (e instanceof ApiError && e.status === 409) {
        setStatusError(
          'This project was changed elsewhere, so the status was not changed. The current values are shown; try again.',
        );
      } else {
        setStatusError(e instanceof Error ? e.message : 'Could not change the status.');
      }
    } finally {
      setPendingStatus(null);
    }
  }

  const mapParams =
    project.latitude !== null && project.longitude !== null
      ? `projectId=${project.id}`
      : new URLSearchParams({ projectId: project.id, address: project.address }).toString();

  return (
    <article>
      <title>{`${project.name} · Ridgeline`}</title>
      <nav aria-label="Breadcrumb" className="mb-3 text-sm">
        <Link to="/projects" className="font-medium text-brand-700 hover:text-brand-800">
          Projects
        </Link>
        <span aria-hidden="true" className="mx-2 text-slate-400">
          /
        </span>
        <span className="text-slate-600">{project.name}</span>
      </nav>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
              {project.name}
            </h1>
            <StatusBadge status={project.status} />
          </div>
          <p className="mt-1 break-words text-slate-600">{project.address}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/map?${mapParams}`} className={buttonStyles.secondary}>
            {project.latitude !== null ? 'Open on map' : 'Find on map'}
          </Link>
          {!editing && (
            <button type="button" className={buttonStyles.secondary} onClick={startEdit}>
              Edit
            </button>
          )}
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => setConfirmDelete(true)}
          >
            Delete
          </button>
        </div>
      </header>

      {notice && (
        <p
          role="status"
          className="mb-4 rounded-md border border-green-300 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {notice}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="details-heading"
          className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2 sm:p-6"
        >
          <h2 id="details-heading" className="mb-3 text-lg font-semibold">
            {editing ? 'Edit project' : 'Details'}
          </h2>
          {editing && editBase ? (
            <>
              {conflict && (
                <ConflictNotice
                  current={conflict}
                  mine={editing}
                  onUseCurrent={() => {
                    setEditing(valuesFromProject(conflict));
                    setEditBase(conflict);
                    setConflict(null);
                  }}
                  onKeepMine={() => {
                    const parsed = toProjectInput(editing, true);
                    if (parsed.input) {
                      setEditBase(conflict);
                      void save(parsed.input, conflict).catch(() => {});
                    }
                  }}
                />
              )}
              <ProjectForm
                initial={editing}
                values={editing}
                onValuesChange={setEditing}
                includeMeasurements
                submitLabel="Save changes"
                onCancel={() => {
                  setEditing(null);
                  setConflict(null);
                }}
                onSubmit={(input) => save(input, editBase)}
              />
            </>
          ) : (
            <ProjectDetails project={project} />
          )}
        </section>
        <div className="space-y-6">
          <section
            aria-label="Status"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <StatusControl
              value={pendingStatus ?? project.status}
              disabled={update.isPending}
              onChange={(s) => void changeStatus(s)}
            />
            {statusError && (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                {statusError}
              </p>
            )}
          </section>
          <section
            aria-labelledby="estimates-heading"
            className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="estimates-heading" className="mb-3 text-lg font-semibold">
              Estimates
            </h2>
            <ProjectEstimates project={project} />
          </section>
        </div>
      </div>

      {confirmDelete && (
        <Dialog title="Delete this project?" onClose={() => setConfirmDelete(false)}>
          <p className="text-slate-700">
            “{project.name}” and its saved estimates will be deleted. This cannot be undone.
          </p>
          {remove.isError && (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              {remove.error.message}
            </p>
          )}
          <div className="mt-5 flex justify-end gap-2">
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setConfirmDelete(false)}
            >
              Cancel
            </button>
            <button
              type="button"
              className={buttonStyles.danger}
              disabled={remove.isPending}
              onClick={() =>
                void remove
                  .mutateAsync()
                  .then(() => navigate('/projects', { state: { deleted: project.name } }))
              }
            >
              {remove.isPending ? 'Deleting…' : 'Delete project'}
            </button>
          </div>
        </Dialog>
      )}
    </article>
  );
}
