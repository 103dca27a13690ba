import { z } from 'zod';
import { MAX_ORDER_NOTE } from '../common/bounds';
import { isoDateSchema } from '../common/common-schemas';
import { once } from '../common/once';
import { MAX_OPTIONS } from './estimate';
import { msg } from '../common/messages';
import { isTimeZone } from '../schedule/time-zone';

// The query strings of the documents the server prints from saved records: the material order
// (CSV and PDF), the roof report and the photo report. The date is the user's own calendar date (the server's UTC
// date can already be tomorrow in the US); without it the server prints today's UTC date.

/** GET /api/estimates/:id/order.csv and order.pdf */
export const materialOrderQuerySchema = once(() =>
  z.strictObject({
    note: z
      .string({ error: /*i18n*/ 'Delivery note must be text' })
      .trim()
      .max(
        MAX_ORDER_NOTE,
        msg(/*i18n*/ 'Delivery note must be at most {max} characters', { max: MAX_ORDER_NOTE }),
      )
      .optional(),
    date: isoDateSchema().optional(),
  }),
);
export type MaterialOrderQuery = z.infer<ReturnType<typeof materialOrderQuerySchema>>;

/** PUT /api/estimates/:id/order-option: the option (0 for the first) the office orders. */
export const orderOptionBodySchema = once(() =>
  z.strictObject({
    option: z
      .number({ error: /*i18n*/ 'Option must be a number' })
      .int(/*i18n*/ 'Option must be a whole number')
      .min(0, msg(/*i18n*/ 'Option must be between 0 and {max}', { max: MAX_OPTIONS - 1 }))
      .max(
        MAX_OPTIONS - 1,
        msg(/*i18n*/ 'Option must be between 0 and {max}', { max: MAX_OPTIONS - 1 }),
      ),
  }),
);

/** GET /api/projects/:id/roof-report.pdf */
export const roofReportQuerySchema = once(() =>
  z.strictObject({
    date: isoDateSchema().optional(),
  }),
);

/** GET /api/projects/:id/photo-report.pdf: times print in the reader's zone (else UTC). */
export const photoReportQuerySchema = once(() =>
  z.strictObject({
    date: isoDateSchema().optional(),
    tz: z
      .string({ error: /*i18n*/ 'Time zone must be text' })
      .max(64, /*i18n*/ 'Time zone must be at most 64 characters')
      .refine(isTimeZone, /*i18n*/ 'Time zone must be a name such as America/Denver')
      .optional(),
  }),
);
