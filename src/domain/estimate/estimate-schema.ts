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

// The estimator's input as the API accepts it (PDF export, saving). Pitch is 0 to 12 and nothing
// is negative; the upper bounds are in bounds.ts.

export const bounded = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${formatNumber(max, 0)}`);

const cents = (label: string, max: number) =>
  bounded(label, max).int(`${label} must be whole cents`);

const percent = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);

export const materialLineSchema = once(() =>
  z.object({
    materialId: z
      .string({ error: 'Material is required' })
      .trim()
      .min(1, 'Material is required')
      .max(100, 'Material id must be at most 100 characters'),
    quantity: bounded('Quantity', MAX_QUANTITY),
  }),
);

export const costLineSchema = once(() =>
  z.object({
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(200, 'Description must be at most 200 characters'),
    amountCents: cents('Amount', MAX_COST_LINE_CENTS),
  }),
);

export const adjustmentsSchema = once(() =>
  z.object({
    wastePercent: percent('Waste'),
    overheadProfitPercent: percent('Overhead & profit'),
    taxPercent: percent('Sales tax'),
  }),
);

/** Bounds of a length in feet: the same as a material line's quantity. */
const length = (label: string) => bounded(label, MAX_QUANTITY);

/** A roof's true lengths (ft) and pipe boots, as the estimator's Measurements section has them. */
export const roofLengthsSchema = once(() =>
  z.strictObject({
    eavesFt: length('Eaves'),
    rakesFt: length('Rakes'),
    ridgesFt: length('Ridges'),
    hipsFt: length('Hips'),
    valleysFt: length('Valleys'),
    wallsFt: length('Walls'),
    pipeBoots: bounded('Pipe boots', MAX_PIPE_BOOTS).int('Pipe boots must be a whole number'),
  }),
);

const materialLinesSchema = once(() =>
  z
    .array(materialLineSchema(), { error: 'Materials must be a list' })
    .min(1, 'Add at least one material line')
    .max(MAX_LINES, `At most ${MAX_LINES} material lines`),
);

/** One option of a good / better / best estimate: its name and its own material lines. */
export const estimateOptionSchema = once(() =>
  z.object({
    name: z
      .string({ error: 'Option name must be text' })
      .trim()
      .min(1, 'Option name is required')
      .max(MAX_OPTION_NAME, `Option name must be at most ${MAX_OPTION_NAME} characters`),
    materials: materialLinesSchema(),
  }),
);

export const estimateInputSchema = once(() =>
  z.object({
    roofAreaSqFt: bounded('Roof area', MAX_QUANTITY),
    pitch: z
      .number({ error: 'Pitch must be a number' })
      .min(0, 'Pitch must be between 0 and 12')
      .max(12, 'Pitch must be between 0 and 12'),
    laborRateCents: cents('Labor rate', MAX_LABOR_RATE_CENTS),
    // The first option's lines (the only lines of a one-option estimate).
    materials: materialLinesSchema(),
    costs: z
      .array(costLineSchema(), { error: 'Additional costs must be a list' })
      .max(MAX_LINES, `At most ${MAX_LINES} additional costs`),
    // Older clients send no adjustments: none means all zero.
    adjustments: adjustmentsSchema().default({ ...NO_ADJUSTMENTS }),
    // Lengths typed in or sent from the map, kept so the order can be built again; optional,
    // as estimates saved before the takeoff have none.
    measurements: roofLengthsSchema().optional(),
    // Good / better / best. When sent, the first option's lines are the estimate's `materials`
    // (estimateInputOf makes them so), and its name is shown.
    options: z
      .array(estimateOptionSchema(), { error: 'Options must be a list' })
      .min(1, 'An estimate has at least one option')
      .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
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
