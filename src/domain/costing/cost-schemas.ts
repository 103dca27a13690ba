import { z } from 'zod';
import { MAX_COST_LINE_CENTS, MAX_QUANTITY } from '../common/bounds';
import { isoDateSchema } from '../common/common-schemas';
import { once } from '../common/once';
import { COMMISSION_BASES, MAX_COMMISSION_BASIS_POINTS } from './commission';
import { COST_CATEGORIES, LABOR_METHODS } from './costs';

// The input rules of job costs, crew time, commission plans and crew day rates: the forms and
// the server parse with these same schemas, and the backup's row schemas reuse the bounds.

export const MAX_COST_DESCRIPTION = 200;
export const MAX_SUPPLIER = 100;
export const MAX_SUPPLIER_INVOICE_NUMBER = 60;
/** Crew days or hours on one line: 10,000 is years of work, beyond any one roof. */
export const MAX_LABOR_UNITS = 10_000;
export const MAX_COST_CENTS = MAX_COST_LINE_CENTS;
/** A day rate or hourly rate: $1,000,000 is a typo. */
export const MAX_RATE_CENTS = 100_000_000;
/** Takeoff items with quantities on one cost line. */
export const MAX_QUANTITY_LINES = 50;
export const MAX_TIME_NOTE = 200;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const cents = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole cents`)
    .min(0, `${label} must not be negative`)
    .max(max, `${label} is too large`);

const amount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(max, `${label} must be at most ${max}`);

export const deliveredQuantitySchema = once(() =>
  z.strictObject({
    materialId: z.string().trim().min(1, 'Item is required').max(100, 'Item is not valid'),
    delivered: amount('Delivered', MAX_QUANTITY),
    returned: amount('Returned', MAX_QUANTITY),
  }),
);

const costFields = () => ({
  category: z.enum(COST_CATEGORIES, { error: 'Category must be material, labor or other' }),
  description: text('Description', MAX_COST_DESCRIPTION).default(''),
  supplier: text('Supplier', MAX_SUPPLIER).default(''),
  supplierInvoiceNumber: text('Supplier invoice number', MAX_SUPPLIER_INVOICE_NUMBER).default(''),
  date: isoDateSchema(),
  amountCents: cents('Amount', MAX_COST_CENTS).optional(),
  laborMethod: z
    .enum(LABOR_METHODS, { error: 'Labor must be crew-days, hours or subcontractor' })
    .nullable()
    .optional(),
  crewId: z.string().max(100, 'Crew is not valid').nullable().optional(),
  units: amount('Days or hours', MAX_LABOR_UNITS).nullable().optional(),
  rateCents: cents('Rate', MAX_RATE_CENTS).nullable().optional(),
  quantities: z
    .array(deliveredQuantitySchema())
    .max(MAX_QUANTITY_LINES, `At most ${MAX_QUANTITY_LINES} items`)
    .default([]),
});

type CostShape = {
  category: string;
  laborMethod?: string | null | undefined;
  units?: number | null | undefined;
  rateCents?: number | null | undefined;
  amountCents?: number | undefined;
  quantities?: { delivered: number; returned: number }[] | undefined;
};

/** The rules across fields: which inputs a category and labor method need. */
function checkCost(c: CostShape, ctx: z.RefinementCtx): void {
  const priced = c.category === 'labor' && c.laborMethod && c.laborMethod !== 'subcontractor';
  if (c.category === 'labor' && !c.laborMethod) {
    ctx.addIssue({ code: 'custom', path: ['laborMethod'], message: 'Choose how labor is priced' });
  }
  if (priced) {
    if (c.units === undefined || c.units === null) {
      ctx.addIssue({ code: 'custom', path: ['units'], message: 'Enter the days or hours' });
    }
    if (c.rateCents === undefined || c.rateCents === null) {
      ctx.addIssue({ code: 'custom', path: ['rateCents'], message: 'Enter the rate' });
    }
  } else if (c.amountCents === undefined) {
    ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'Amount is required' });
  }
  c.quantities?.forEach((q, i) => {
    if (q.returned > q.delivered) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantities', i, 'returned'],
        message: 'Returned cannot be more than delivered',
      });
    }
  });
}

/** POST /api/projects/:id/costs. */
export const costCreateSchema = once(() => z.strictObject(costFields()).superRefine(checkCost));
export type CostCreate = z.infer<ReturnType<typeof costCreateSchema>>;

/** PATCH /api/costs/:id: the whole line again, with the version it was read at. */
export const costPatchSchema = once(() =>
  z
    .strictObject({
      ...costFields(),
      version: z.number({ error: 'Version is required' }).int().min(1),
    })
    .superRefine(checkCost),
);
export type CostPatch = z.infer<ReturnType<typeof costPatchSchema>>;

/** POST /api/projects/:id/crew-time: a crew member's days or hours on the job, no money. */
export const crewTimeSchema = once(() =>
  z
    .strictObject({
      date: isoDateSchema(),
      days: amount('Days', 31).default(0),
      hours: amount('Hours', 24 * 31).default(0),
      note: text('Note', MAX_TIME_NOTE).default(''),
    })
    .refine((t) => t.days > 0 || t.hours > 0, {
      path: ['hours'],
      message: 'Enter the days or hours worked',
    }),
);
export type CrewTimeInput = z.infer<ReturnType<typeof crewTimeSchema>>;

/** PUT /api/commission-plans/:userId. */
export const commissionPlanSchema = once(() =>
  z.strictObject({
    basis: z.enum(COMMISSION_BASES, { error: 'Basis must be revenue or gross-profit' }),
    basisPoints: z
      .number({ error: 'Percent must be a number' })
      .int('Percent must be in hundredths')
      .min(0, 'Percent must not be negative')
      .max(MAX_COMMISSION_BASIS_POINTS, 'Percent must be at most 100'),
  }),
);

/** PUT /api/crew-day-rates/:crewId. */
export const crewDayRateSchema = once(() =>
  z.strictObject({ dayRateCents: cents('Day rate', MAX_RATE_CENTS) }),
);

/** PATCH /api/costing-settings. */
export const costingSettingsSchema = once(() =>
  z.strictObject({
    estimatorsSeeProfit: z.boolean({ error: 'Must be true or false' }),
  }),
);

/** GET /api/estimator/suggestions. */
export const suggestionQuerySchema = once(() =>
  z.strictObject({
    sqft: z.coerce
      .number({ error: 'Roof area must be a number' })
      .min(0, 'Roof area must not be negative')
      .max(MAX_QUANTITY, 'Roof area is too large'),
    pitch: z.coerce
      .number({ error: 'Pitch must be a number' })
      .min(0, 'Pitch must not be negative')
      .max(24, 'Pitch must be at most 24'),
    hips: z.coerce.number({ error: 'Hips must be a number' }).min(0).max(MAX_QUANTITY).default(0),
    valleys: z.coerce
      .number({ error: 'Valleys must be a number' })
      .min(0)
      .max(MAX_QUANTITY)
      .default(0),
  }),
);
