import type { Role } from '../../domain/account/account';
import type { Project, ProjectCreate, ProjectPatch } from '../../domain/project/project';
import type { Stage } from '../../domain/pipeline/pipeline';
import { crewMayMoveTo, stageForStatus } from '../../domain/pipeline/pipeline';
import type { PipelineRepository } from '../db/pipeline-repository';
import { problem, ProblemError } from '../problem';

const fieldProblem = (path: string, message: string) =>
  new ProblemError(problem(400, `Invalid project: ${message}`, { errors: [{ path, message }] }));

/** What a project write names besides its own fields: a stage, a lead source, a salesperson. */
export function projectChecks(pipeline: PipelineRepository) {
  return {
    /** The lead source and salesperson exist (a salesperson is an active owner or estimator). */
    async references(input: Partial<ProjectCreate>): Promise<void> {
      if (input.leadSourceId) {
        const sources = await pipeline.leadSources();
        if (!sources.some((s) => s.id === input.leadSourceId)) {
          throw fieldProblem('leadSourceId', 'No such lead source');
        }
      }
      if (input.salespersonId) {
        const people = await pipeline.salespeople();
        if (!people.some((p) => p.id === input.salespersonId)) {
          throw fieldProblem('salespersonId', 'The salesperson must be an owner or estimator');
        }
      }
    },

    /**
     * The stage a write moves the project to, or undefined when it stays: `stageId` names it,
     * `status` alone means that status's first stage. Crew may not move before Scheduled or into
     * Lost (403); Lost needs its reason (400).
     */
    targetStage(
      stages: readonly Stage[],
      input: Pick<ProjectPatch, 'stageId' | 'status' | 'lostReason'>,
      before: Project | undefined,
      role: Role,
    ): Stage | undefined {
      let to: Stage | undefined;
      if (input.stageId !== undefined) {
        to = stages.find((s) => s.id === input.stageId);
        if (!to) throw fieldProblem('stageId', 'No such stage');
      } else if (input.status !== undefined) {
        to = stageForStatus(stages, before?.stageId ?? '', input.status, role);
      }
      if (!to || to.id === before?.stageId) return undefined;
      if (role === 'crew' && !crewMayMoveTo(stages, to.id)) {
        throw new ProblemError(
          problem(
            403,
            `Your role (crew) may not move a project to ${to.name}: crew moves jobs from Scheduled on, and never to Lost.`,
          ),
        );
      }
      if (to.status === 'lost' && !input.lostReason?.trim()) {
        throw fieldProblem('lostReason', 'Say why the project was lost');
      }
      return to;
    },
  };
}
