import { z } from 'zod';
import { parseReminderDays } from './receivables';

/** The owner's overdue reminders: on or off, and the days after the due date ("3, 7, 14"). */
export const reminderSettingsSchema = () =>
  z.strictObject({
    enabled: z.boolean(),
    days: z
      .string()
      .max(200)
      .transform((text, ctx) => {
        const days = parseReminderDays(text);
        if (typeof days === 'string') {
          ctx.addIssue({ code: 'custom', message: days });
          return z.NEVER;
        }
        return days;
      }),
  });
