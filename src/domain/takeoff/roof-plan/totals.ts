import type { RoofFacet, RoofPlanLine, RoofPlanLineType } from './plan-parts';

// A computed roof's figures: true lengths by type, and plan and sloped areas.

export interface RoofPlanTotals {
  eavesFt: number;
  rakesFt: number;
  ridgesFt: number;
  hipsFt: number;
  valleysFt: number;
  planSqFt: number;
  slopedSqFt: number;
}

const KEY: Record<RoofPlanLineType, keyof RoofPlanTotals> = {
  eave: 'eavesFt',
  rake: 'rakesFt',
  ridge: 'ridgesFt',
  hip: 'hipsFt',
  valley: 'valleysFt',
};

export function totalsOf(
  lines: readonly Pick<RoofPlanLine, 'type' | 'trueFt'>[],
  facets: readonly Pick<RoofFacet, 'planSqFt' | 'slopedSqFt'>[],
): RoofPlanTotals {
  const t: RoofPlanTotals = {
    eavesFt: 0,
    rakesFt: 0,
    ridgesFt: 0,
    hipsFt: 0,
    valleysFt: 0,
    planSqFt: 0,
    slopedSqFt: 0,
  };
  for (const l of lines) t[KEY[l.type]] += l.trueFt;
  for (const f of facets) {
    t.planSqFt += f.planSqFt;
    t.slopedSqFt += f.slopedSqFt;
  }
  return t;
}
