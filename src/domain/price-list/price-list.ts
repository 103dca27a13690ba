import type { z } from 'zod';
import type { MaterialPrice } from './price-list-entry';
import type { materialCreateSchema, materialPatchSchema } from './price-list-schemas';
import type { MeasuredAlong, TakeoffRule } from '../takeoff/takeoff';

// The price list: the company's materials with their prices and how each is ordered from a
// roof's measurements (its takeoff rule), as Settings edits them and the estimator prices with
// them. Money is integer cents. Their input rules are in price-list-schemas.ts (zod), apart from
// this module, which the estimator and Settings load to draw the list.

/** Least and most one unit may cover (sq ft, ft or pipe boots). */
export const COVERAGE_MIN = 0.001;
export const COVERAGE_MAX = 1_000_000;

/** POST /api/materials (price-list-schemas.ts). */
export type MaterialCreate = z.infer<ReturnType<typeof materialCreateSchema>>;

/** PATCH /api/materials/:id (price-list-schemas.ts). */
export type MaterialPatch = z.infer<ReturnType<typeof materialPatchSchema>>;

/** A material of the price list as the API answers it: its price, takeoff rule and version. */
export interface Material extends MaterialPrice {
  measuredAlong: MeasuredAlong;
  coveragePerUnit: number;
  wasteApplies: boolean;
  version: number;
}

/** The price list's takeoff items, in list order: the materials measured along something. */
export function takeoffRulesOf(priceList: readonly Material[]): TakeoffRule[] {
  return priceList
    .filter((m) => !m.archived && m.measuredAlong !== 'none')
    .map((m) => ({
      materialId: m.id,
      name: m.name,
      unit: m.unit,
      priceCents: m.priceCents,
      measuredAlong: m.measuredAlong,
      coveragePerUnit: m.coveragePerUnit,
      wasteApplies: m.wasteApplies,
    }));
}
