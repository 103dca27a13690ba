import type { Stage } from '../pipeline/pipeline';
import { isBefore, orderStages } from '../pipeline/pipeline';

// Where booking the job moves a project on the pipeline.

/** The Scheduled stage: the one of that id, or else the second In progress stage. */
export function scheduledStage(stages: readonly Stage[]): Stage | undefined {
  return (
    stages.find((s) => s.id === 'scheduled') ??
    orderStages(stages).filter((s) => s.status === 'in-progress')[1]
  );
}

/**
 * Where a production event being booked puts a project: Scheduled, from any earlier stage or
 * from Lost (the job came back); a project already in production or further stays there.
 */
export function stageOnScheduled(stages: readonly Stage[], currentId: string) {
  const target = scheduledStage(stages);
  if (!target) return undefined;
  const current = stages.find((s) => s.id === currentId);
  return current?.status === 'lost' || isBefore(stages, currentId, target.id) ? target : undefined;
}
