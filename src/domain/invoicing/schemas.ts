import { z } from 'zod';
import { MAX_ESTIMATED_COST_CENTS } from '../common/bounds';
import { isoDateSchema, versionSchema } from '../common/common-schemas';
import { msg } from '../common/messages';
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

// `label`: a field's name, passed marked `/*i18n*/` so it is translated with the message.
const text = (label: string, max: number) =>
  z
    .string({ error: msg(/*i18n*/ '{label} must be text', { label }) })
    .trim()
    .max(max, msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }));
const required = (label: string, max: number) =>
  text(label, max).min(1, msg(/*i18n*/ '{label} is required', { label }));

/** Cents of an invoice, a line or a payment: a whole number within the project's bound. */
export const centsSchema = (label: string, min = 1) =>
  z
    .number({ error: msg(/*i18n*/ '{label} must be a number of cents', { label }) })
    .int(msg(/*i18n*/ '{label} must be whole cents', { label }))
    .min(
      min,
      min === 1
        ? msg(/*i18n*/ '{label} must be more than zero', { label })
        : msg(/*i18n*/ '{label} must be at least {min}', { label, min }),
    )
    .max(MAX_ESTIMATED_COST_CENTS, msg(/*i18n*/ '{label} is too large', { label }));

const percentSchema = () =>
  z
    .number({ error: /*i18n*/ 'Percent must be a number' })
    .min(0.01, /*i18n*/ 'Percent must be more than zero')
    .max(100, /*i18n*/ 'Percent must be at most 100')
    .refine(
      (p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6,
      /*i18n*/ 'Use at most two decimals',
    );

export const schedulePartSchema = once(() =>
  z.union([
    z.strictObject({
      label: required(/*i18n*/ 'Label', INVOICE_LABEL_MAX),
      percent: percentSchema(),
    }),
    z.strictObject({
      label: required(/*i18n*/ 'Label', INVOICE_LABEL_MAX),
      amountCents: centsSchema(/*i18n*/ 'Amount'),
    }),
  ]),
);

const scheduleSchema = () =>
  z
    .array(schedulePartSchema(), { error: /*i18n*/ 'Schedule must be a list of parts' })
    .min(1, /*i18n*/ 'Add at least one part')
    .max(MAX_SCHEDULE_PARTS, msg(/*i18n*/ 'At most {max} parts', { max: MAX_SCHEDULE_PARTS }));

export const invoiceLineSchema = once(() =>
  z.strictObject({
    description: required(/*i18n*/ 'Description', LINE_DESCRIPTION_MAX),
    amountCents: centsSchema(/*i18n*/ 'Amount'),
    taxable: z.boolean({ error: /*i18n*/ 'Taxable must be true or false' }).default(false),
  }),
);

/** POST /api/projects/:id/invoices: a schedule's parts, or one change order's lines. */
export const invoiceCreateSchema = once(() =>
  z.union(
    [
      z.strictObject({ schedule: scheduleSchema() }),
      z.strictObject({
        label: required(/*i18n*/ 'Label', INVOICE_LABEL_MAX).default('Change order'),
        lines: z
          .array(invoiceLineSchema(), { error: /*i18n*/ 'Lines must be a list' })
          .min(1, /*i18n*/ 'Add at least one line')
          .max(MAX_INVOICE_LINES, msg(/*i18n*/ 'At most {max} lines', { max: MAX_INVOICE_LINES })),
        // The estimate's tax percent when not given.
        taxPercent: z
          .number({ error: /*i18n*/ 'Tax must be a number' })
          .min(0, /*i18n*/ 'Tax must be at least 0')
          .max(100, /*i18n*/ 'Tax must be at most 100')
          .optional(),
      }),
    ],
    { error: /*i18n*/ 'Send a schedule of parts, or the lines of a change order' },
  ),
);
export type InvoiceCreate = z.infer<ReturnType<typeof invoiceCreateSchema>>;

/** POST /api/payments and its offline replay. */
export const paymentCreateSchema = once(() =>
  z
    .strictObject({
      amountCents: centsSchema(/*i18n*/ 'Amount'),
      paidOn: isoDateSchema(),
      method: z.enum(RECORDED_METHODS as ['check'], { error: /*i18n*/ 'Choose a method' }),
      checkNumber: text(/*i18n*/ 'Check number', CHECK_NUMBER_MAX).default(''),
      payerKind: z.enum(PAYER_KINDS, { error: /*i18n*/ 'Choose who paid' }),
      payerName: required(/*i18n*/ 'Payer', PAYER_NAME_MAX),
      note: text(/*i18n*/ 'Note', PAYMENT_NOTE_MAX).default(''),
      /** Take an amount above the balance as a credit on the job. */
      asCredit: z.boolean({ error: /*i18n*/ 'Credit must be true or false' }).default(false),
    })
    .superRefine((p, ctx) => {
      if ((p.method === 'check' || p.method === 'insurance-check') && p.checkNumber === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['checkNumber'],
          message: /*i18n*/ 'Check number is required',
        });
      }
    }),
);
export type PaymentCreate = z.infer<ReturnType<typeof paymentCreateSchema>>;

/** POST /api/payments/:id/refund. */
export const refundSchema = once(() =>
  z.strictObject({
    amountCents: centsSchema(/*i18n*/ 'Amount'),
    paidOn: isoDateSchema(),
    reason: required(/*i18n*/ 'Reason', REASON_MAX),
  }),
);
export type RefundCreate = z.infer<ReturnType<typeof refundSchema>>;

export const voidSchema = once(() =>
  z.strictObject({
    reason: required(/*i18n*/ 'Reason', REASON_MAX),
    version: versionSchema().optional(),
  }),
);

/** POST /api/invoices/:id/send: email the link when an address is given (and SMTP is set). */
export const invoiceSendSchema = once(() =>
  z.strictObject({
    email: text(/*i18n*/ 'Email', 254).optional(),
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
        ctx.addIssue({ code: 'custom', message: /*i18n*/ 'The percents must add up to 100' });
      }
      if (percents > 10000) ctx.addIssue({ code: 'custom', message: /*i18n*/ 'Over 100 percent' });
    }),
    numberFormat: required(/*i18n*/ 'Number format', NUMBER_FORMAT_MAX).superRefine((f, ctx) => {
      const problem = numberFormatProblem(f);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    paymentTerms: z.enum(PAYMENT_TERMS, { error: /*i18n*/ 'Choose payment terms' }),
    howToPay: text(/*i18n*/ 'How to pay', HOW_TO_PAY_MAX).default(''),
    version: versionSchema(),
  }),
);
export type InvoiceSettingsInput = z.infer<ReturnType<typeof invoiceSettingsSchema>>;
