import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../components/ui/status-message';
import { NotFoundPage } from '../app/not-found-page';
import { ProjectEstimates } from '../features/estimator/project-estimates';
import { ProposalsSection } from '../features/proposals/proposals-section';
import { projectQuery } from '../features/projects/api';
import { ProjectView } from '../features/projects/project-view';
import { ApiError } from '../lib/api-client';
import { usePermissions } from '../lib/permissions';

/**
 * /projects/:id: the project (projects feature) with its estimates (estimator feature) and,
 * below, its proposals (proposals feature). Crew see neither: both carry money.
 */
export function ProjectPage() {
  const { id = '' } = useParams();
  const project = useQuery(projectQuery(id));
  const can = usePermissions();
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
  return (
    <>
      <ProjectView
        key={project.data.id}
        project={project.data}
        estimates={can.estimate ? <ProjectEstimates project={project.data} /> : undefined}
      />
      {can.estimate && <ProposalsSection key={project.data.id} project={project.data} />}
    </>
  );
}
