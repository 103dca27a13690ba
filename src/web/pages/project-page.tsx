import { DrawnInTurn } from '../components/ui/drawn-in-turn';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorState, LoadingState } from '../components/ui/status-message';
import { NotFoundPage } from '../components/not-found-page';
import { ProjectEstimates } from '../features/estimator/project-estimates';
import { PhotoReportButton } from '../features/photo-report/photo-report-button';
import { PhotosSection } from '../features/photos/photos-section';
import { ProposalsSection } from '../features/proposals/proposals-section';
import { CostsSection } from '../features/costing/costs-section';
import { CrewTimeSection } from '../features/costing/crew-time';
import { InvoicesSection } from '../features/invoices/invoices-section';
import { projectQuery } from '../features/projects/api';
import { ProjectView } from '../features/projects/project-view';
import { StageHistory } from '../features/projects/stage-history';
import { ProjectSchedule } from '../features/schedule/project-schedule';
import { ApiError } from '../lib/api-client';
import { usePermissions } from '../lib/permissions';
import { madeOnDevice, useOutboxState } from '../lib/offline/outbox-state';
import { Callout } from '../components/ui/callout';
import { useLingui } from '../i18n';

/**
 * /projects/:id: the project (projects feature) with its estimates (estimator feature), its
 * photos (photos feature, for every role, with the photo report beside them) and its proposals
 * (proposals feature). Crew see
 * neither estimates nor proposals: both carry money.
 */
export function ProjectPage() {
  const { i18n } = useLingui();
  const { id = '' } = useParams();
  const project = useQuery(projectQuery(id));
  const can = usePermissions();
  const { writes } = useOutboxState();
  if (project.isPending) return <LoadingState label={i18n._('Loading project…')} />;
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) return <NotFoundPage />;
    return (
      <ErrorState
        title={i18n._('Could not load the project')}
        message={project.error.message}
        onRetry={() => void project.refetch()}
      />
    );
  }
  if (madeOnDevice(writes, id)) {
    // Made with no signal: the server has nothing of it yet, so no estimates, photos or
    // proposals to show, and none can be added until it is sent.
    return (
      <>
        <ProjectView key={project.data.id} project={project.data} />
        <Callout tone="info" className="mt-6">
          {i18n._(
            'This project is saved on this device and is sent when you are back online. Estimates, photos and proposals can be added once it is.',
          )}
        </Callout>
      </>
    );
  }
  return (
    <>
      <ProjectView
        key={project.data.id}
        project={project.data}
        estimates={can.estimate ? <ProjectEstimates project={project.data} /> : undefined}
        stageHistory={<StageHistory projectId={project.data.id} />}
      />
      {/* Under the project, past a phone's first screen: each drawn after it, in turn. */}
      <DrawnInTurn>
        <ProjectSchedule
          key={`schedule-${project.data.id}`}
          projectId={project.data.id}
          canEdit={can.editProjects}
        />
      </DrawnInTurn>
      <DrawnInTurn>
        <PhotosSection
          key={`photos-${project.data.id}`}
          projectId={project.data.id}
          actions={(count) => <PhotoReportButton projectId={project.data.id} photoCount={count} />}
        />
      </DrawnInTurn>
      {can.estimate && (
        <DrawnInTurn>
          <ProposalsSection key={project.data.id} project={project.data} />
        </DrawnInTurn>
      )}
      {can.estimate && can.seeMoney && (
        <DrawnInTurn>
          <InvoicesSection key={`invoices-${project.data.id}`} project={project.data} />
        </DrawnInTurn>
      )}
      <DrawnInTurn>
        {can.estimate ? (
          <CostsSection key={`costs-${project.data.id}`} projectId={project.data.id} />
        ) : (
          <CrewTimeSection key={`time-${project.data.id}`} projectId={project.data.id} />
        )}
      </DrawnInTurn>
    </>
  );
}
