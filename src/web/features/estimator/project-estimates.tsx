import { Link } from 'react-router';
import type { Project } from '../../../domain/project';

/** The estimates section of a project's page (the estimator feature owns what it lists). */
export function ProjectEstimates({ project }: { project: Project }) {
  const params = new URLSearchParams({
    projectId: project.id,
    area: String(project.roofAreaSqFt),
    pitch: String(project.pitch),
  });
  return (
    <div>
      <p className="text-slate-600">No saved estimates yet.</p>
      <Link
        to={`/estimator?${params}`}
        className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
      >
        New estimate
      </Link>
    </div>
  );
}
