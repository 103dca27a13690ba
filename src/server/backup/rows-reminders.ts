import { z } from 'zod';
import { msg } from '../../domain/common/messages';
import { once } from '../../domain/common/once';
import { MAX_REMINDER_DAY, MAX_REMINDER_DAYS } from '../../domain/receivables/receivables';
import { storedIdSchema, storedTimestampSchema } from '../../domain/backup/stored-records';

// Overdue reminders in a backup (migration 024): the owner's settings (which the migration
// creates, so an import replaces the row) and each invoice's reminder log.

const reminderDay = () => z.number().int().min(1).max(MAX_REMINDER_DAY);

export const reminderSettingsRow = once(() =>
  z.strictObject({
    id: z.literal(1),
    enabled: z.union([z.literal(0), z.literal(1)]),
    days_json: z.string().refine(
      (text) => {
        try {
          const days: unknown = JSON.parse(text);
          return reminderDay().array().max(MAX_REMINDER_DAYS).safeParse(days).success;
        } catch {
          return false;
        }
      },
      msg(/*i18n*/ 'must be a JSON list of at most {max} days', { max: MAX_REMINDER_DAYS }),
    ),
    updated_at: storedTimestampSchema(),
    updated_by: storedIdSchema().nullable(),
  }),
);

export const invoiceRemindersRow = once(() =>
  z.strictObject({
    id: storedIdSchema(),
    invoice_id: storedIdSchema(),
    days_after: reminderDay(),
    status: z.enum(['sending', 'sent', 'failed']),
    sent_to: z.string().max(254),
    at: storedTimestampSchema(),
    message: z.string().max(2000).nullable(),
  }),
);
