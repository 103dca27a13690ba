import { z } from 'zod';
import { MAX_ESTIMATED_COST_CENTS } from '../common/bounds';
import { isoDateSchema, versionSchema } from '../common/common-schemas';
import { once } from '../common/once';
import {
  CHECK_NUMBER_MAX,
  HOW_TO_PAY_MAX,
  INVOICE_LABEL_MAX,
  LINE_DESCRIPTION_MAX,
  MAX_INVOICE_LINES,
  MAX_SCHEDULE_PARTS,
  NUMBER_FORMAT_MAX,
  PAYER_KINDS,
  PAYER_NAME_MAX,
  PAYMENT_NOTE_MAX,
  PAYMENT_TERMS,
  REASON_MAX,
  RECORDED_METHODS,
} from './defaults';
import { numberFormatProblem } from './numbers';

// Inputs of the invoicing API, shared by the office's forms and the server.

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/** Cents of an invoice, a line or a payment: a whole number within the project's bound. */
export const centsSchema = (label: string, min = 1) =>
  z
    .number({ error: `${label} must be a number of cents` })
    .int(`${label} must be whole cents`)
    .min(min, min === 1 ? `${label} must be more than zero` : `${label} must be at least ${min}`)
    .max(MAX_ESTIMATED_COST_CENTS, `${label} is too large`);

const percentSchema = () =>
  z
    .number({ error: 'Percent must be a number' })
    .min(0.01, 'Percent must be more than zero')
    .max(100, 'Percent must be at most 100')
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'Use at most two decimals');

export const schedulePartSchema = once(() =>
  z.union([
    z.strictObject({ label: required('Label', INVOICE_LABEL_MAX), percent: percentSchema() }),
    z.strictObject({
      label: required('Label', INVOICE_LABEL_MAX),
      amountCents: centsSchema('Amount'),
    }),
  ]),
);

const scheduleSchema = () =>
  z
    .array(schedulePartSchema(), { error: 'Schedule must be a list of parts' })
    .min(1, 'Add at least one part')
    .max(MAX_SCHEDULE_PARTS, `At most ${MAX_SCHEDULE_PARTS} parts`);

export const invoiceLineSchema = once(() =>
  z.strictObject({
    description: required('Description', LINE_DESCRIPTION_MAX),
    amountCents: centsSchema('Amount'),
    taxable: z.boolean({ error: 'Taxable must be true or false' }).default(false),
  }),
);

/** POST /api/projects/:id/invoices: a schedule's parts, or one change order's lines. */
export const invoiceCreateSchema = once(() =>
  z.union([
    z.strictObject({ schedule: scheduleSchema() }),
    z.strictObject({
      label: required('Label', INVOICE_LABEL_MAX).default('Change order'),
      lines: z
        .array(invoiceLineSchema(), { error: 'Lines must be a list' })
        .min(1, 'Add at least one line')
        .max(MAX_INVOICE_LINES, `At most ${MAX_INVOICE_LINES} lines`),
      // The estimate's tax percent when not given.
      taxPercent: z
        .number({ error: 'Tax must be a number' })
        .min(0, 'Tax must be at least 0')
        .max(100, 'Tax must be at most 100')
        .optional(),
    }),
  ]),
);
export type InvoiceCreate = z.infer<ReturnType<typeof invoiceCreateSchema>>;

/** POST /api/payments and its offline replay. */
export const paymentCreateSchema = once(() =>
  z
    .strictObject({
      amountCents: centsSchema('Amount'),
      paidOn: isoDateSchema(),
      method: z.enum(RECORDED_METHODS as ['check'], { error: 'Choose a method' }),
      checkNumber: text('Check number', CHECK_NUMBER_MAX).default(''),
      payerKind: z.enum(PAYER_KINDS, { error: 'Choose who paid' }),
      payerName: required('Payer', PAYER_NAME_MAX),
      note: text('Note', PAYMENT_NOTE_MAX).default(''),
      /** Take an amount above the balance as a credit on the job. */
      asCredit: z.boolean({ error: 'Credit must be true or false' }).default(false),
    })
    .superRefine((p, ctx) => {
      if ((p.method === 'check' || p.method === 'insurance-check') && p.checkNumber === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['checkNumber'],
          message: 'Check number is required',
        });
      }
    }),
);
export type PaymentCreate = z.infer<ReturnType<typeof paymentCreateSchema>>;

/** POST /api/payments/:id/refund. */
export const refundSchema = once(() =>
  z.strictObject({
    amountCents: centsSchema('Amount'),
    paidOn: isoDateSchema(),
    reason: required('Reason', REASON_MAX),
  }),
);
export type RefundCreate = z.infer<ReturnType<typeof refundSchema>>;

export const voidSchema = once(() =>
  z.strictObject({ reason: required('Reason', REASON_MAX), version: versionSchema().optional() }),
);

/** POST /api/invoices/:id/send: email the link when an address is given (and SMTP is set). */
export const invoiceSendSchema = once(() =>
  z.strictObject({
    email: text('Email', 254).optional(),
  }),
);

/** PUT /api/settings/invoices. */
export const invoiceSettingsSchema = once(() =>
  z.strictObject({
    schedule: scheduleSchema().superRefine((parts, ctx) => {
      const percents = parts.reduce(
        (a, p) => a + ('percent' in p ? Math.round(p.percent * 100) : 0),
        0,
      );
      if (parts.every((p) => 'percent' in p) && percents !== 10000) {
        ctx.addIssue({ code: 'custom', message: 'The percents must add up to 100' });
      }
      if (percents > 10000) ctx.addIssue({ code: 'custom', message: 'Over 100 percent' });
    }),
    numberFormat: required('Number format', NUMBER_FORMAT_MAX).superRefine((f, ctx) => {
      const problem = numberFormatProblem(f);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    paymentTerms: z.enum(PAYMENT_TERMS, { error: 'Choose payment terms' }),
    howToPay: text('How to pay', HOW_TO_PAY_MAX).default(''),
    version: versionSchema(),
  }),
);
export type InvoiceSettingsInput = z.infer<ReturnType<typeof invoiceSettingsSchema>>;
