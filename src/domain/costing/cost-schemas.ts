import { z } from 'zod';
import { MAX_COST_LINE_CENTS, MAX_QUANTITY } from '../common/bounds';
import { isoDateSchema } from '../common/common-schemas';
import { msg } from '../common/messages';
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

// `label`: a field's name, passed marked `/*i18n*/` so it is translated with the message.
const text = (label: string, max: number) =>
  z
    .string({ error: msg(/*i18n*/ '{label} must be text', { label }) })
    .trim()
    .max(max, msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }));

const cents = (label: string, max: number) =>
  z
    .number({ error: msg(/*i18n*/ '{label} must be a number', { label }) })
    .int(msg(/*i18n*/ '{label} must be whole cents', { label }))
    .min(0, msg(/*i18n*/ '{label} must not be negative', { label }))
    .max(max, msg(/*i18n*/ '{label} is too large', { label }));

const amount = (label: string, max: number) =>
  z
    .number({ error: msg(/*i18n*/ '{label} must be a number', { label }) })
    .min(0, msg(/*i18n*/ '{label} must not be negative', { label }))
    .max(max, msg(/*i18n*/ '{label} must be at most {max}', { label, max }));

export const deliveredQuantitySchema = once(() =>
  z.strictObject({
    materialId: z
      .string()
      .trim()
      .min(1, /*i18n*/ 'Item is required')
      .max(100, /*i18n*/ 'Item is not valid'),
    delivered: amount(/*i18n*/ 'Delivered', MAX_QUANTITY),
    returned: amount(/*i18n*/ 'Returned', MAX_QUANTITY),
  }),
);

const costFields = () => ({
  category: z.enum(COST_CATEGORIES, {
    error: /*i18n*/ 'Category must be material, labor or other',
  }),
  description: text(/*i18n*/ 'Description', MAX_COST_DESCRIPTION).default(''),
  supplier: text(/*i18n*/ 'Supplier', MAX_SUPPLIER).default(''),
  supplierInvoiceNumber: text(
    /*i18n*/ 'Supplier invoice number',
    MAX_SUPPLIER_INVOICE_NUMBER,
  ).default(''),
  date: isoDateSchema(),
  amountCents: cents(/*i18n*/ 'Amount', MAX_COST_CENTS).optional(),
  laborMethod: z
    .enum(LABOR_METHODS, { error: /*i18n*/ 'Labor must be crew-days, hours or subcontractor' })
    .nullable()
    .optional(),
  crewId: z.string().max(100, /*i18n*/ 'Crew is not valid').nullable().optional(),
  units: amount(/*i18n*/ 'Days or hours', MAX_LABOR_UNITS).nullable().optional(),
  rateCents: cents(/*i18n*/ 'Rate', MAX_RATE_CENTS).nullable().optional(),
  quantities: z
    .array(deliveredQuantitySchema())
    .max(MAX_QUANTITY_LINES, msg(/*i18n*/ 'At most {max} items', { max: MAX_QUANTITY_LINES }))
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
    ctx.addIssue({
      code: 'custom',
      path: ['laborMethod'],
      message: /*i18n*/ 'Choose how labor is priced',
    });
  }
  if (priced) {
    if (c.units === undefined || c.units === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['units'],
        message: /*i18n*/ 'Enter the days or hours',
      });
    }
    if (c.rateCents === undefined || c.rateCents === null) {
      ctx.addIssue({ code: 'custom', path: ['rateCents'], message: /*i18n*/ 'Enter the rate' });
    }
  } else if (c.amountCents === undefined) {
    ctx.addIssue({ code: 'custom', path: ['amountCents'], message: /*i18n*/ 'Amount is required' });
  }
  c.quantities?.forEach((q, i) => {
    if (q.returned > q.delivered) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantities', i, 'returned'],
        message: /*i18n*/ 'Returned cannot be more than delivered',
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
      version: z.number({ error: /*i18n*/ 'Version is required' }).int().min(1),
    })
    .superRefine(checkCost),
);
export type CostPatch = z.infer<ReturnType<typeof costPatchSchema>>;

/** POST /api/projects/:id/crew-time: a crew member's days or hours on the job, no money. */
export const crewTimeSchema = once(() =>
  z
    .strictObject({
      date: isoDateSchema(),
      days: amount(/*i18n*/ 'Days', 31).default(0),
      hours: amount(/*i18n*/ 'Hours', 24 * 31).default(0),
      note: text(/*i18n*/ 'Note', MAX_TIME_NOTE).default(''),
    })
    .refine((t) => t.days > 0 || t.hours > 0, {
      path: ['hours'],
      message: /*i18n*/ 'Enter the days or hours worked',
    }),
);
export type CrewTimeInput = z.infer<ReturnType<typeof crewTimeSchema>>;

/** PUT /api/commission-plans/:userId. */
export const commissionPlanSchema = once(() =>
  z.strictObject({
    basis: z.enum(COMMISSION_BASES, { error: /*i18n*/ 'Basis must be revenue or gross-profit' }),
    basisPoints: z
      .number({ error: /*i18n*/ 'Percent must be a number' })
      .int(/*i18n*/ 'Percent must be in hundredths')
      .min(0, /*i18n*/ 'Percent must not be negative')
      .max(MAX_COMMISSION_BASIS_POINTS, /*i18n*/ 'Percent must be at most 100'),
  }),
);

/** PUT /api/crew-day-rates/:crewId. */
export const crewDayRateSchema = once(() =>
  z.strictObject({ dayRateCents: cents(/*i18n*/ 'Day rate', MAX_RATE_CENTS) }),
);

/** PATCH /api/costing-settings. */
export const costingSettingsSchema = once(() =>
  z.strictObject({
    estimatorsSeeProfit: z.boolean({ error: /*i18n*/ 'Must be true or false' }),
  }),
);

/** GET /api/estimator/suggestions. */
export const suggestionQuerySchema = once(() =>
  z.strictObject({
    sqft: z.coerce
      .number({ error: /*i18n*/ 'Roof area must be a number' })
      .min(0, /*i18n*/ 'Roof area must not be negative')
      .max(MAX_QUANTITY, /*i18n*/ 'Roof area is too large'),
    pitch: z.coerce
      .number({ error: /*i18n*/ 'Pitch must be a number' })
      .min(0, /*i18n*/ 'Pitch must not be negative')
      .max(24, /*i18n*/ 'Pitch must be at most 24'),
    hips: z.coerce
      .number({ error: /*i18n*/ 'Hips must be a number' })
      .min(0)
      .max(MAX_QUANTITY)
      .default(0),
    valleys: z.coerce
      .number({ error: /*i18n*/ 'Valleys must be a number' })
      .min(0)
      .max(MAX_QUANTITY)
      .default(0),
  }),
);
