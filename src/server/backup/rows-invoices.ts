// The rows of invoicing (migration 022): the settings (a migration makes the row, so an import
// replaces it), the numbering counters, invoices, their lines and payments, as strict as the
// API's own writes.
import { z } from 'zod';
import { MAX_ESTIMATED_COST_CENTS, MAX_SERIAL } from '../../domain/common/bounds';
import { isoDateSchema } from '../../domain/common/common-schemas';
import { once } from '../../domain/common/once';
import {
  CHECK_NUMBER_MAX,
  INVOICE_KINDS,
  INVOICE_LABEL_MAX,
  LINE_DESCRIPTION_MAX,
  PAYER_KINDS,
  PAYER_NAME_MAX,
  PAYMENT_METHODS,
  PAYMENT_NOTE_MAX,
  PAYMENT_STATUSES,
  PAYMENT_TERMS,
  REASON_MAX,
} from '../../domain/invoicing/defaults';
import { invoiceSettingsSchema, schedulePartSchema } from '../../domain/invoicing/schemas';
import { id, parseJsonColumn, timestamp, version } from './rows-common';

const cents = (min = 0) => z.number().int().min(min).max(MAX_ESTIMATED_COST_CENTS);
const flag = () => z.union([z.literal(0), z.literal(1)]);
const serial = () => z.number().int().min(1).max(MAX_SERIAL);
const sha256 = () => z.string().regex(/^[0-9a-f]{64}$/, /*i18n*/ 'Must be a SHA-256 (hex)');

export const invoiceSettingsRow = once(() => {
  const s = invoiceSettingsSchema().shape;
  return z
    .strictObject({
      id: z.literal(1),
      schedule_json: z.string(),
      number_format: s.numberFormat,
      payment_terms: s.paymentTerms,
      how_to_pay: s.howToPay,
      updated_at: timestamp(),
      updated_by: id().nullable(),
      version: version(),
    })
    .superRefine((row, ctx) => {
      parseJsonColumn(
        ctx,
        'schedule_json',
        row.schedule_json,
        z.array(schedulePartSchema()).min(1),
      );
    });
});

export const invoiceCountersRow = once(() =>
  z.strictObject({ year: z.number().int().min(1970).max(9999), last_number: serial() }),
);

export const invoicesRow = once(() =>
  z.strictObject({
    id: id(),
    number: z.string().min(1).max(80),
    number_year: z.number().int().min(1970).max(9999),
    number_seq: serial(),
    project_id: id(),
    kind: z.enum(INVOICE_KINDS),
    label: z.string().max(INVOICE_LABEL_MAX),
    final: flag(),
    subtotal_cents: cents(),
    tax_percent: z.number().min(0).max(100),
    tax_cents: cents(),
    total_cents: cents(),
    payment_terms: z.enum(PAYMENT_TERMS),
    issue_date: isoDateSchema().nullable(),
    due_date: isoDateSchema().nullable(),
    sent_at: timestamp().nullable(),
    emailed_to: z.string().max(254).nullable(),
    emailed_at: timestamp().nullable(),
    first_viewed_at: timestamp().nullable(),
    last_viewed_at: timestamp().nullable(),
    view_count: z.number().int().min(0).max(MAX_SERIAL),
    voided_at: timestamp().nullable(),
    voided_by: id().nullable(),
    void_reason: z.string().max(REASON_MAX).nullable(),
    customer_token_hash: sha256().nullable(),
    created_at: timestamp(),
    created_by: id().nullable(),
    updated_at: timestamp(),
    updated_by: id().nullable(),
    version: version(),
  }),
);

export const invoiceLinesRow = once(() =>
  z.strictObject({
    id: id(),
    invoice_id: id(),
    position: z.number().int().min(0).max(1000),
    description: z.string().max(LINE_DESCRIPTION_MAX),
    amount_cents: cents(),
    taxable: flag(),
  }),
);

export const paymentsRow = once(() =>
  z.strictObject({
    id: id(),
    invoice_id: id(),
    project_id: id(),
    amount_cents: z
      .number()
      .int()
      .min(-MAX_ESTIMATED_COST_CENTS)
      .max(MAX_ESTIMATED_COST_CENTS)
      .refine((n) => n !== 0, /*i18n*/ 'Must not be zero'),
    paid_on: isoDateSchema(),
    method: z.enum(PAYMENT_METHODS),
    check_number: z.string().max(CHECK_NUMBER_MAX).nullable(),
    payer_kind: z.enum(PAYER_KINDS),
    payer_name: z.string().max(PAYER_NAME_MAX),
    note: z.string().max(PAYMENT_NOTE_MAX),
    is_credit: flag(),
    refund_of: id().nullable(),
    reason: z.string().max(REASON_MAX).nullable(),
    status: z.enum(PAYMENT_STATUSES),
    provider: z.string().max(40).nullable(),
    provider_ref: z.string().max(255).nullable(),
    created_at: timestamp(),
    created_by: id().nullable(),
  }),
);
