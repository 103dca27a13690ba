import { z } from 'zod';
import {
  CHECKLIST_ITEM_MAX,
  JOB_TIME_MAX_AGE_MS,
  JOB_TIME_MAX_AHEAD_MS,
  MAX_CHECKLIST_ITEMS,
  MY_JOBS_DAYS,
  MY_JOBS_MAX_DAYS,
} from './crew-day';
import { once } from '../common/once';
import { msg } from '../common/messages';

// The crew's day's input rules (zod), apart from crew-day.ts so My jobs shows its list without
// loading zod.

/** One item of the owner's default checklist. */
export const checklistItemLabelSchema = once(() =>
  z
    .string({ error: /*i18n*/ 'Checklist item must be text' })
    .trim()
    .min(1, /*i18n*/ 'A checklist item cannot be empty')
    .max(
      CHECKLIST_ITEM_MAX,
      msg(/*i18n*/ 'A checklist item must be at most {max} characters', {
        max: CHECKLIST_ITEM_MAX,
      }),
    ),
);

/** The default checklist in Settings: the items in order, none twice. */
export const jobChecklistSchema = once(() =>
  z
    .array(checklistItemLabelSchema(), { error: /*i18n*/ 'Job checklist must be a list of items' })
    .max(
      MAX_CHECKLIST_ITEMS,
      msg(/*i18n*/ 'A checklist has at most {max} items', { max: MAX_CHECKLIST_ITEMS }),
    )
    .refine(
      (items) => new Set(items.map((i) => i.toLowerCase())).size === items.length,
      /*i18n*/ 'Each checklist item may appear once',
    ),
);

/** GET /api/my-jobs?days=: how many days from today (company time). */
export const myJobsQuerySchema = once(() =>
  z.strictObject({
    days: z.coerce
      .number({ error: /*i18n*/ 'Days must be a number' })
      .int(/*i18n*/ 'Days must be a whole number')
      .min(1, /*i18n*/ 'Days must be at least 1')
      .max(MY_JOBS_MAX_DAYS, msg(/*i18n*/ 'Days must be at most {max}', { max: MY_JOBS_MAX_DAYS }))
      .default(MY_JOBS_DAYS),
  }),
);

/** PUT /api/events/:id/checklist/:itemId: ticked or not. */
export const checklistTickSchema = once(() =>
  z.strictObject({ done: z.boolean({ error: /*i18n*/ 'Done must be true or false' }) }),
);

/**
 * POST /api/events/:id/start and /finish: `at` is when the button was pressed, which a phone
 * with no signal sends later; without it, now.
 */
export const jobTimeSchema = once(() =>
  z.strictObject({
    at: z.iso
      .datetime({ offset: true, error: /*i18n*/ 'At must be a date and time (ISO 8601)' })
      .refine((s) => {
        const t = Date.parse(s);
        const now = Date.now();
        return t <= now + JOB_TIME_MAX_AHEAD_MS && t >= now - JOB_TIME_MAX_AGE_MS;
      }, /*i18n*/ 'At must be within the last 30 days and not in the future')
      .optional(),
  }),
);
