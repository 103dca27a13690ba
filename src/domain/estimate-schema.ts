import { z } from 'zod';
import { once } from './once';
import { MAX_COST_LINE_CENTS, MAX_LABOR_RATE_CENTS, MAX_LINES, MAX_QUANTITY } from './bounds';
import { formatNumber } from './format';
import type { EstimateInput } from './estimate';
import { NO_ADJUSTMENTS } from './estimate';

// The estimator's input as the API accepts it (PDF export, saving). Pitch is 0 to 12 and nothing
// is negative; the upper bounds are in bounds.ts.

const bounded = (label: string, max: number) =>
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

export const estimateInputSchema = once(() =>
  z.object({
    roofAreaSqFt: bounded('Roof area', MAX_QUANTITY),
    pitch: z
      .number({ error: 'Pitch must be a number' })
      .min(0, 'Pitch must be between 0 and 12')
      .max(12, 'Pitch must be between 0 and 12'),
    laborRateCents: cents('Labor rate', MAX_LABOR_RATE_CENTS),
    materials: z
      .array(materialLineSchema(), { error: 'Materials must be a list' })
      .min(1, 'Add at least one material line')
      .max(MAX_LINES, `At most ${MAX_LINES} material lines`),
    costs: z
      .array(costLineSchema(), { error: 'Additional costs must be a list' })
      .max(MAX_LINES, `At most ${MAX_LINES} additional costs`),
    // Older clients send no adjustments: none means all zero.
    adjustments: adjustmentsSchema().default({ ...NO_ADJUSTMENTS }),
  }),
);

// The parsed value is exactly the domain's input type, so computeEstimate takes it as is.
export type EstimateInputParsed = z.infer<ReturnType<typeof estimateInputSchema>>;
const _sameShape: (x: EstimateInputParsed) => EstimateInput = (x) => x;
void _sameShape;
