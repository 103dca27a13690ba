import { z } from 'zod';
import { isoDateSchema } from '../common/common-schemas';
import { once } from '../common/once';
import { MAX_REPORT_DAYS, REPORT_NAMES } from './reports';

// The reports' input rules, shared by the period picker and GET /api/reports/:name.

const DAY_MS = 24 * 60 * 60 * 1000;

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
      const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
      if (days < 0)
        ctx.addIssue({ code: 'custom', path: ['to'], message: 'To must not be before from' });
      else if (days >= MAX_REPORT_DAYS) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `A period is at most ${MAX_REPORT_DAYS} days`,
        });
      }
    }),
);
export type ReportQuery = z.infer<ReturnType<typeof reportQuerySchema>>;
