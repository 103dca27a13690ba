import { z } from 'zod';
import { MAX_PRICE_CENTS } from '../common/bounds';
import { versionSchema } from '../common/common-schemas';
import type { MaterialPrice } from './price-list-entry';
import { MATERIAL_UNITS } from './price-list-entry';
import { msg } from '../common/messages';
import { once } from '../common/once';
import type { MeasuredAlong, TakeoffRule } from '../takeoff/takeoff';
import { MEASURED_ALONG } from '../takeoff/takeoff';

// The price list: the company's materials with their prices and how each is ordered from a
// roof's measurements (its takeoff rule), as Settings edits them and the estimator prices with
// them. Money is integer cents.

const materialName = once(() =>
  z
    .string({ error: /*i18n*/ 'Name is required' })
    .trim()
    .min(1, /*i18n*/ 'Name is required')
    .max(100, /*i18n*/ 'Name must be at most 100 characters'),
);

const priceCents = once(() =>
  z
    .number({ error: /*i18n*/ 'Price must be a number' })
    .int(/*i18n*/ 'Price must be whole cents')
    .min(0, /*i18n*/ 'Price cannot be negative')
    .max(MAX_PRICE_CENTS, /*i18n*/ 'Price must be at most $1,000,000'),
);

export const materialUnitSchema = once(() =>
  z.enum(MATERIAL_UNITS, {
    error: msg(/*i18n*/ 'Unit must be one of: {units}', { units: MATERIAL_UNITS.join(', ') }),
  }),
);

export const measuredAlongSchema = once(() =>
  z.enum(MEASURED_ALONG, {
    error: msg(/*i18n*/ 'Measured along must be one of: {values}', {
      values: MEASURED_ALONG.join(', '),
    }),
  }),
);

/** Least and most one unit may cover (sq ft, ft or pipe boots). */
export const COVERAGE_MIN = 0.001;
export const COVERAGE_MAX = 1_000_000;

export const coveragePerUnitSchema = once(() =>
  z
    .number({ error: /*i18n*/ 'Coverage must be a number' })
    .min(COVERAGE_MIN, msg(/*i18n*/ 'Coverage must be at least {min}', { min: COVERAGE_MIN }))
    .max(COVERAGE_MAX, /*i18n*/ 'Coverage must be at most 1,000,000'),
);

/** How a material is ordered from a roof's measurements (the takeoff). */
const takeoffFields = () => ({
  measuredAlong: measuredAlongSchema(),
  coveragePerUnit: coveragePerUnitSchema(),
  wasteApplies: z.boolean({ error: /*i18n*/ 'Waste applies must be true or false' }),
});

/** POST /api/materials: a custom material; not part of the takeoff unless it says so. */
export const materialCreateSchema = once(() =>
  z.strictObject({
    name: materialName(),
    unit: materialUnitSchema(),
    priceCents: priceCents(),
    measuredAlong: takeoffFields().measuredAlong.default('none'),
    coveragePerUnit: takeoffFields().coveragePerUnit.default(1),
    wasteApplies: takeoffFields().wasteApplies.default(false),
  }),
);
export type MaterialCreate = z.infer<ReturnType<typeof materialCreateSchema>>;

/** PATCH /api/materials/:id: there is no delete; archiving keeps saved estimates resolvable. */
export const materialPatchSchema = once(() =>
  z.strictObject({
    name: materialName().optional(),
    // Saved estimates keep the unit they were priced in (their price snapshot).
    unit: materialUnitSchema().optional(),
    priceCents: priceCents().optional(),
    archived: z.boolean({ error: /*i18n*/ 'Archived must be true or false' }).optional(),
    measuredAlong: takeoffFields().measuredAlong.optional(),
    coveragePerUnit: takeoffFields().coveragePerUnit.optional(),
    wasteApplies: takeoffFields().wasteApplies.optional(),
    version: versionSchema(),
  }),
);
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
