import { jobCrewDays, usedQuantity } from '../costing/costs';
import type { CrewTimeLog, DeliveredQuantity, JobCost } from '../costing/costs';
import type { MeasuredAlong } from '../takeoff/takeoff';
import { slopedAreaSqFt } from '../takeoff/takeoff';
import type { FinishedJob } from './similar-roofs';
import { actualWastePercent, crewDaysPer10Squares } from './similar-roofs';

// A completed job's records turned into what the learning needs: its kind of roof, the waste
// its shingles really had and its crew days per 10 squares.

/** A takeoff item as the learning reads it: shingles are bundles laid over the sloped area. */
export interface ItemCoverage {
  materialId: string;
  unit: string;
  measuredAlong: MeasuredAlong;
  coveragePerUnit: number;
}

/** Items whose used quantity covers the roof: bundles measured along the sloped area. */
export const isShingleItem = (i: ItemCoverage): boolean =>
  i.unit === 'bundle' && i.measuredAlong === 'sloped-area' && i.coveragePerUnit > 0;

export function finishedJobOf(job: {
  roofAreaSqFt: number;
  pitch: number;
  hipsFt: number;
  valleysFt: number;
  costs: readonly Pick<JobCost, 'category' | 'laborMethod' | 'units' | 'quantities'>[];
  logs: readonly Pick<CrewTimeLog, 'days' | 'hours'>[];
  items: readonly ItemCoverage[];
}): FinishedJob {
  const area = slopedAreaSqFt(job);
  const shingles = new Map(job.items.filter(isShingleItem).map((i) => [i.materialId, i]));
  const used: DeliveredQuantity[] = job.costs.flatMap((c) =>
    c.quantities.filter((q) => shingles.has(q.materialId)),
  );
  // Several shingle items (field and a second colour) add up by the area they cover.
  const coveredSqFt = used.reduce(
    (sum, q) => sum + usedQuantity(q) * shingles.get(q.materialId)!.coveragePerUnit,
    0,
  );
  return {
    pitch: job.pitch,
    complex: job.hipsFt > 0 || job.valleysFt > 0,
    slopedAreaSqFt: area,
    wastePercent: actualWastePercent({
      bundlesUsed: coveredSqFt,
      coveragePerBundleSqFt: 1,
      slopedAreaSqFt: area,
    }),
    crewDaysPer10Squares: crewDaysPer10Squares({
      crewDays: jobCrewDays(job.costs, job.logs),
      slopedAreaSqFt: area,
    }),
  };
}
