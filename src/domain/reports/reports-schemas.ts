import { z } from 'zod';
import { isoDateSchema } from '../common/common-schemas';
import { once } from '../common/once';
import { periodSpanProblem, REPORT_NAMES } from './reports';

// The input rules of GET /api/reports/:name. The period picker checks the same rules with
// periodProblem (reports.ts), which needs no schema library.

export const reportNameSchema = once(() =>
  z.enum(REPORT_NAMES, { error: `Report must be one of ${REPORT_NAMES.join(', ')}` }),
);

/** ?from=&to= (both days included), the margin's threshold, and CSV instead of JSON. */
export const reportQuerySchema = once(() =>
  z
    .strictObject({
      from: isoDateSchema(),
      to: isoDateSchema(),
      threshold: z.coerce
        .number({ error: 'Threshold must be a number' })
        .min(-100, 'Threshold must be at least -100')
        .max(100, 'Threshold must be at most 100')
        .optional(),
      format: z.enum(['json', 'csv'], { error: 'Format must be json or csv' }).optional(),
    })
    .superRefine((q, ctx) => {
      const message = periodSpanProblem(q.from, q.to);
      if (message) ctx.addIssue({ code: 'custom', path: ['to'], message });
    }),
);
export type ReportQuery = z.infer<ReturnType<typeof reportQuerySchema>>;
