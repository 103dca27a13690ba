import type { Role } from '../../domain/account/account';
import { canSeeMoney } from '../../domain/account/account';
import type { DashboardSummary, Project } from '../../domain/project/project';

// Crew never receives a dollar figure: the fields are left out of the answer itself, so no
// screen, cache or browser tool can show one. Every route that answers projects goes through here.

export type ProjectView = Project | Omit<Project, 'estimatedCostCents'>;

export function projectFor(role: Role, project: Project): ProjectView {
  if (canSeeMoney(role)) return project;
  const { estimatedCostCents: _money, ...rest } = project;
  return rest;
}

type DashboardView =
  | DashboardSummary
  | (Omit<DashboardSummary, 'totalValueCents' | 'recentProjects' | 'recentActivity'> & {
      recentProjects: ProjectView[];
      recentActivity: ProjectView[];
    });

export function dashboardFor(role: Role, summary: DashboardSummary): DashboardView {
  if (canSeeMoney(role)) return summary;
  const { totalValueCents: _money, ...rest } = summary;
  return {
    ...rest,
    recentProjects: rest.recentProjects.map((p) => projectFor(role, p)),
    recentActivity: rest.recentActivity.map((p) => projectFor(role, p)),
  };
}
