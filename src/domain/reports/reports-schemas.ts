import { z } from 'zod';
import { isoDateSchema } from '../common/common-schemas';
import { msg } from '../common/messages';
import { once } from '../common/once';
import { periodSpanProblem, REPORT_NAMES } from './reports';

// The input rules of GET /api/reports/:name. The period picker checks the same rules with
// periodProblem (reports.ts), which needs no schema library.

export const reportNameSchema = once(() =>
  z.enum(REPORT_NAMES, {
    error: msg(/*i18n*/ 'Report must be one of {names}', { names: REPORT_NAMES.join(', ') }),
  }),
);

/** ?from=&to= (both days included), the margin's threshold, and CSV instead of JSON. */
export const reportQuerySchema = once(() =>
  z
    .strictObject({
      from: isoDateSchema(),
      to: isoDateSchema(),
      threshold: z.coerce
        .number({ error: /*i18n*/ 'Threshold must be a number' })
        .min(-100, /*i18n*/ 'Threshold must be at least -100')
        .max(100, /*i18n*/ 'Threshold must be at most 100')
        .optional(),
      format: z.enum(['json', 'csv'], { error: /*i18n*/ 'Format must be json or csv' }).optional(),
    })
    .superRefine((q, ctx) => {
      const message = periodSpanProblem(q.from, q.to);
      if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
    }),
);
export type ReportQuery = z.infer<ReturnType<typeof reportQuerySchema>>;
