import { z } from 'zod';
import { MAX_PRICE_CENTS } from '../common/bounds';
import { versionSchema } from '../common/common-schemas';
import { msg } from '../common/messages';
import { once } from '../common/once';
import { MEASURED_ALONG } from '../takeoff/takeoff';
import { COVERAGE_MAX, COVERAGE_MIN } from './price-list';
import { MATERIAL_UNITS } from './price-list-entry';

// The price list's input rules (zod): Settings' forms fetch them when they first check a
// material, the API checks every write with them. Apart from price-list.ts, which the estimator
// and Settings load to show the list.

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
