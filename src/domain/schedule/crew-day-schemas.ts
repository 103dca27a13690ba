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

// The crew's day's input rules (zod), apart from crew-day.ts so My jobs shows its list without
// loading zod.

/** One item of the owner's default checklist. */
export const checklistItemLabelSchema = once(() =>
  z
    .string({ error: 'Checklist item must be text' })
    .trim()
    .min(1, 'A checklist item cannot be empty')
    .max(CHECKLIST_ITEM_MAX, `A checklist item must be at most ${CHECKLIST_ITEM_MAX} characters`),
);

/** The default checklist in Settings: the items in order, none twice. */
export const jobChecklistSchema = once(() =>
  z
    .array(checklistItemLabelSchema(), { error: 'Job checklist must be a list of items' })
    .max(MAX_CHECKLIST_ITEMS, `A checklist has at most ${MAX_CHECKLIST_ITEMS} items`)
    .refine(
      (items) => new Set(items.map((i) => i.toLowerCase())).size === items.length,
      'Each checklist item may appear once',
    ),
);

/** GET /api/my-jobs?days=: how many days from today (company time). */
export const myJobsQuerySchema = once(() =>
  z.strictObject({
    days: z.coerce
      .number({ error: 'Days must be a number' })
      .int('Days must be a whole number')
      .min(1, 'Days must be at least 1')
      .max(MY_JOBS_MAX_DAYS, `Days must be at most ${MY_JOBS_MAX_DAYS}`)
      .default(MY_JOBS_DAYS),
  }),
);

/** PUT /api/events/:id/checklist/:itemId: ticked or not. */
export const checklistTickSchema = once(() =>
  z.strictObject({ done: z.boolean({ error: 'Done must be true or false' }) }),
);

/**
 * POST /api/events/:id/start and /finish: `at` is when the button was pressed, which a phone
 * with no signal sends later; without it, now.
 */
export const jobTimeSchema = once(() =>
  z.strictObject({
    at: z.iso
      .datetime({ offset: true, error: 'At must be a date and time (ISO 8601)' })
      .refine((s) => {
        const t = Date.parse(s);
        const now = Date.now();
        return t <= now + JOB_TIME_MAX_AHEAD_MS && t >= now - JOB_TIME_MAX_AGE_MS;
      }, 'At must be within the last 30 days and not in the future')
      .optional(),
  }),
);
