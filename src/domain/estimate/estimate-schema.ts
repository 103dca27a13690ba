import { z } from 'zod';
import { once } from '../common/once';
import {
  MAX_COST_LINE_CENTS,
  MAX_LABOR_RATE_CENTS,
  MAX_LINES,
  MAX_PIPE_BOOTS,
  MAX_QUANTITY,
} from '../common/bounds';
import { formatNumber } from '../format/format';
import type { EstimateInput } from './estimate';
import { MAX_OPTION_NAME, MAX_OPTIONS, NO_ADJUSTMENTS } from './estimate';
import { msg } from '../common/messages';

// The estimator's input as the API accepts it (PDF export, saving), and the extra fields of a
// save. Pitch is 0 to 12 and nothing is negative; the upper bounds are in bounds.ts.

export const bounded = (label: string, max: number) =>
  z
    .number({ error: msg(/*i18n*/ '{label} must be a number', { label }) })
    .min(0, msg(/*i18n*/ '{label} cannot be negative', { label }))
    .max(max, msg(/*i18n*/ '{label} must be at most {max}', { label, max: formatNumber(max, 0) }));

const cents = (label: string, max: number) =>
  bounded(label, max).int(msg(/*i18n*/ '{label} must be whole cents', { label }));

const percent = (label: string) =>
  z
    .number({ error: msg(/*i18n*/ '{label} must be a number', { label }) })
    .min(0, msg(/*i18n*/ '{label} must be between 0 and 100', { label }))
    .max(100, msg(/*i18n*/ '{label} must be between 0 and 100', { label }));

export const materialLineSchema = once(() =>
  z.object({
    materialId: z
      .string({ error: /*i18n*/ 'Material is required' })
      .trim()
      .min(1, /*i18n*/ 'Material is required')
      .max(100, /*i18n*/ 'Material id must be at most 100 characters'),
    quantity: bounded(/*i18n*/ 'Quantity', MAX_QUANTITY),
  }),
);

export const costLineSchema = once(() =>
  z.object({
    description: z
      .string({ error: /*i18n*/ 'Description must be text' })
      .trim()
      .max(200, /*i18n*/ 'Description must be at most 200 characters'),
    amountCents: cents(/*i18n*/ 'Amount', MAX_COST_LINE_CENTS),
  }),
);

export const adjustmentsSchema = once(() =>
  z.object({
    wastePercent: percent(/*i18n*/ 'Waste'),
    overheadProfitPercent: percent(/*i18n*/ 'Overhead & profit'),
    taxPercent: percent(/*i18n*/ 'Sales tax'),
  }),
);

/** Bounds of a length in feet: the same as a material line's quantity. */
const length = (label: string) => bounded(label, MAX_QUANTITY);

/** A roof's true lengths (ft) and pipe boots, as the estimator's Measurements section has them. */
export const roofLengthsSchema = once(() =>
  z.strictObject({
    eavesFt: length(/*i18n*/ 'Eaves'),
    rakesFt: length(/*i18n*/ 'Rakes'),
    ridgesFt: length(/*i18n*/ 'Ridges'),
    hipsFt: length(/*i18n*/ 'Hips'),
    valleysFt: length(/*i18n*/ 'Valleys'),
    wallsFt: length(/*i18n*/ 'Walls'),
    pipeBoots: bounded(/*i18n*/ 'Pipe boots', MAX_PIPE_BOOTS).int(
      /*i18n*/ 'Pipe boots must be a whole number',
    ),
  }),
);

const materialLinesSchema = once(() =>
  z
    .array(materialLineSchema(), { error: /*i18n*/ 'Materials must be a list' })
    .min(1, /*i18n*/ 'Add at least one material line')
    .max(MAX_LINES, msg(/*i18n*/ 'At most {max} material lines', { max: MAX_LINES })),
);

/** One option of a good / better / best estimate: its name and its own material lines. */
export const estimateOptionSchema = once(() =>
  z.object({
    name: z
      .string({ error: /*i18n*/ 'Option name must be text' })
      .trim()
      .min(1, /*i18n*/ 'Option name is required')
      .max(
        MAX_OPTION_NAME,
        msg(/*i18n*/ 'Option name must be at most {max} characters', { max: MAX_OPTION_NAME }),
      ),
    materials: materialLinesSchema(),
  }),
);

export const estimateInputSchema = once(() =>
  z.object({
    roofAreaSqFt: bounded(/*i18n*/ 'Roof area', MAX_QUANTITY),
    pitch: z
      .number({ error: /*i18n*/ 'Pitch must be a number' })
      .min(0, /*i18n*/ 'Pitch must be between 0 and 12')
      .max(12, /*i18n*/ 'Pitch must be between 0 and 12'),
    laborRateCents: cents(/*i18n*/ 'Labor rate', MAX_LABOR_RATE_CENTS),
    // The first option's lines (the only lines of a one-option estimate).
    materials: materialLinesSchema(),
    costs: z
      .array(costLineSchema(), { error: /*i18n*/ 'Additional costs must be a list' })
      .max(MAX_LINES, msg(/*i18n*/ 'At most {max} additional costs', { max: MAX_LINES })),
    // Older clients send no adjustments: none means all zero.
    adjustments: adjustmentsSchema().default({ ...NO_ADJUSTMENTS }),
    // Lengths typed in or sent from the map, kept so the order can be built again; optional,
    // as estimates saved before the takeoff have none.
    measurements: roofLengthsSchema().optional(),
    // Good / better / best. When sent, the first option's lines are the estimate's `materials`
    // (estimateInputOf makes them so), and its name is shown.
    options: z
      .array(estimateOptionSchema(), { error: /*i18n*/ 'Options must be a list' })
      .min(1, /*i18n*/ 'An estimate has at least one option')
      .max(MAX_OPTIONS, msg(/*i18n*/ 'At most {max} options', { max: MAX_OPTIONS }))
      .optional(),
  }),
);

// The parsed value is exactly the domain's input type, so computeEstimate takes it as is.
export type EstimateInputParsed = z.infer<ReturnType<typeof estimateInputSchema>>;
const _sameShape: (x: EstimateInputParsed) => EstimateInput = (x) => x;
void _sameShape;

/** POST /api/takeoff: plan area and pitch as the estimator takes them, the waste, the lengths. */
export const takeoffRequestSchema = once(() =>
  z.strictObject({
    roofAreaSqFt: estimateInputSchema().shape.roofAreaSqFt,
    pitch: estimateInputSchema().shape.pitch,
    wastePercent: adjustmentsSchema().shape.wastePercent,
    ...roofLengthsSchema().shape,
  }),
);

/** The extra fields of POST /api/estimates; the estimate input itself sits beside them. */
export const estimateCreateFieldsSchema = once(() =>
  z.object({
    projectId: z
      .string({ error: /*i18n*/ 'Project is required' })
      .trim()
      .min(1, /*i18n*/ 'Project is required')
      .max(100, /*i18n*/ 'Project id is not valid'),
    /**
     * Saving a copy of a saved estimate keeps that estimate's prices (what the user saw) unless
     * `reprice` asks for today's price list.
     */
    sourceEstimateId: z.string().max(100, /*i18n*/ 'Source estimate id is not valid').optional(),
    reprice: z.boolean({ error: /*i18n*/ 'Reprice must be true or false' }).optional(),
    // A total computed in the browser is accepted and ignored: the server stores its own.
    totalCents: z.number().optional(),
  }),
);
export type EstimateCreateFields = z.infer<ReturnType<typeof estimateCreateFieldsSchema>>;

/** The extra fields of PATCH /api/estimates/:id: the version it read (optimistic concurrency). */
export const estimatePatchFieldsSchema = once(() =>
  z.object({
    version: z
      .number({ error: /*i18n*/ 'Version is required' })
      .int(/*i18n*/ 'Version must be a whole number')
      .min(1, /*i18n*/ 'Version must be at least 1'),
    reprice: z.boolean({ error: /*i18n*/ 'Reprice must be true or false' }).optional(),
    totalCents: z.number().optional(),
  }),
);
export type EstimatePatchFields = z.infer<ReturnType<typeof estimatePatchFieldsSchema>>;
