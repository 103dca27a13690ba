import { z } from 'zod';
import { estimateInputSchema } from './estimate-schema';
import { roofOutlineSchema } from './geo';
import { once } from './once';
import { MATERIAL_UNITS } from './materials';

// Records as the API answers them, checked where a client must trust one it did not ask for:
// the current record a 409 carries. (Project and settings records sit with their inputs.)

const unitSchema = once(() => z.enum(MATERIAL_UNITS as ['sq ft', 'linear ft']));

/** A price list entry: the material plus its version for edits. */
export const priceListMaterialSchema = once(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    unit: unitSchema(),
    priceCents: z.number().int(),
    archived: z.boolean(),
    version: z.number().int(),
  }),
);

const estimateTotalsSchema = once(() =>
  z.object({
    multiplier: z.number(),
    actualAreaSqFt: z.number(),
    actualAreaSquares: z.number(),
    materialLines: z.array(
      z.object({
        materialId: z.string(),
        name: z.string(),
        unit: unitSchema(),
        quantity: z.number(),
        wasteQuantity: z.number(),
        unitPriceCents: z.number().int(),
        lineTotalCents: z.number().int(),
      }),
    ),
    materialsCents: z.number().int(),
    wasteCents: z.number().int(),
    laborCents: z.number().int(),
    additionalCents: z.number().int(),
    subtotalCents: z.number().int(),
    overheadProfitCents: z.number().int(),
    taxCents: z.number().int(),
    totalCents: z.number().int(),
  }),
);

/** A saved estimate: the inputs as entered and the totals the server computed. */
export const estimateSchema = once(() =>
  z.object({
    id: z.string(),
    number: z.number().int(),
    projectId: z.string(),
    input: estimateInputSchema(),
    totals: estimateTotalsSchema(),
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
