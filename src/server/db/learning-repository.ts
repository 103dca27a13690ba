import type { EstimateInput } from '../../domain/estimate/estimate';
import type { CrewTimeLog, JobCost } from '../../domain/costing/costs';
import type { ItemCoverage } from '../../domain/learning/finished-job';
import { finishedJobOf } from '../../domain/learning/finished-job';
import type { FinishedJob } from '../../domain/learning/similar-roofs';
import type { Db } from './connection';
import { toCrewTimeLog, toJobCost } from './costing-repository';

/** The learning looks at this many of the latest completed jobs: recent work, bounded reads. */
export const LEARNING_JOBS = 300;

/**
 * The company's completed jobs as the learning reads them, newest first: the roof from the
 * project (plan area and pitch) and its latest estimate (hips and valleys), the shingles from
 * the costs' delivered and returned quantities, the crew days from labor lines or crew time.
 */
export function learningRepository(db: Db) {
  return {
    async finishedJobs(): Promise<FinishedJob[]> {
      const projects = await db
        .selectFrom('projects as p')
        .innerJoin('pipeline_stages as s', 's.id', 'p.stage_id')
        .select(['p.id', 'p.roof_area_sq_ft', 'p.pitch'])
        .where('s.status', '=', 'completed')
        .orderBy('p.stage_changed_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(LEARNING_JOBS)
        .execute();
      if (projects.length === 0) return [];
      const ids = projects.map((p) => p.id);
      const [costRows, logRows, estimateRows, materialRows] = await Promise.all([
        db.selectFrom('job_costs').selectAll().where('project_id', 'in', ids).execute(),
        db.selectFrom('crew_time_logs').selectAll().where('project_id', 'in', ids).execute(),
        db
          .selectFrom('estimates')
          .select(['project_id', 'input_json', 'updated_at'])
          .where('project_id', 'in', ids)
          .orderBy('updated_at', 'desc')
          .execute(),
        db
          .selectFrom('materials')
          .select(['id', 'unit', 'measured_along', 'coverage_per_unit'])
          .execute(),
      ]);
      const items: ItemCoverage[] = materialRows.map((m) => ({
        materialId: m.id,
        unit: m.unit,
        measuredAlong: m.measured_along,
        coveragePerUnit: Number(m.coverage_per_unit),
      }));
      const costs = groupBy(costRows.map(toJobCost), (c: JobCost) => c.projectId);
      const logs = groupBy(logRows.map(toCrewTimeLog), (l: CrewTimeLog) => l.projectId);
      const lengths = new Map<string, { hipsFt: number; valleysFt: number }>();
      for (const e of estimateRows) {
        if (lengths.has(e.project_id)) continue; // the latest estimate of the project
        const m = (JSON.parse(e.input_json) as EstimateInput).measurements;
        lengths.set(e.project_id, { hipsFt: m?.hipsFt ?? 0, valleysFt: m?.valleysFt ?? 0 });
      }
      return projects.map((p) =>
        finishedJobOf({
          roofAreaSqFt: Number(p.roof_area_sq_ft),
          pitch: Number(p.pitch),
          ...(lengths.get(p.id) ?? { hipsFt: 0, valleysFt: 0 }),
          costs: costs.get(p.id) ?? [],
          logs: logs.get(p.id) ?? [],
          items,
        }),
      );
    },
  };
}

function groupBy<T>(items: readonly T[], key: (t: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

export type LearningRepository = ReturnType<typeof learningRepository>;
