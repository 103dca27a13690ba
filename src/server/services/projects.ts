import type { Project } from '../../domain/project/project';
import type { ProjectsRepository } from '../db/projects-repository';
import { problem, ProblemError } from '../problem';

// What every route about one project needs first: the project, or the one 404 that says so.

/** The 404 of a project that does not exist (or no longer does). */
export const projectNotFound = (id: string): ProblemError =>
  new ProblemError(problem(404, `No project with id ${id}`));

/** The project, or a 404 naming the id. */
export async function existingProject(projects: ProjectsRepository, id: string): Promise<Project> {
  const project = await projects.get(id);
  if (!project) throw projectNotFound(id);
  return project;
}
