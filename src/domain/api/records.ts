import { z } from 'zod';
import { estimateInputSchema } from '../estimate/estimate-schema';
import { roofOutlineSchema } from '../geo/geo-schemas';
import { once } from '../common/once';
import { storedEstimateTotalsSchema } from '../backup/stored-records';
import { materialUnitSchema, measuredAlongSchema } from '../price-list/price-list-schemas';

// Records as the API answers them, checked where a client must trust one it did not ask for:
// the current record a 409 carries. (Project and settings records sit with their inputs.)

/** A price list entry: the material plus its version for edits. */
export const priceListMaterialSchema = once(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    unit: materialUnitSchema(),
    priceCents: z.number().int(),
    archived: z.boolean(),
    measuredAlong: measuredAlongSchema(),
    coveragePerUnit: z.number(),
    wasteApplies: z.boolean(),
    version: z.number().int(),
  }),
);

/** A saved estimate: the inputs as entered and the totals the server computed. */
export const estimateSchema = once(() =>
  z.object({
    id: z.string(),
    number: z.number().int(),
    projectId: z.string(),
    input: estimateInputSchema(),
    totals: storedEstimateTotalsSchema(),
    options: z.array(z.object({ name: z.string(), totals: storedEstimateTotalsSchema() })),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  }),
);

/** A project's saved roof outlines; version 0 while none were saved. */
export const roofOutlinesSchema = once(() =>
  z.object({
    projectId: z.string(),
    outlines: z.array(roofOutlineSchema()),
    version: z.number().int(),
    updatedAt: z.string().nullable(),
  }),
);

/**
 * No record: for writes that carry no version and so never meet a conflict (a 409 carrying a
 * record is then never accepted as one).
 */
export const noRecordSchema = once(() => z.never());
