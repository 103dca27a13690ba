import { z } from 'zod';
import { USER_NAME_MAX } from '../../domain/account/account';
import { checklistItemLabelSchema } from '../../domain/schedule/crew-day-schemas';
import { MAX_CHECKLIST_ITEMS } from '../../domain/schedule/crew-day';
import type { FieldError } from '../../domain/common/field-errors';
import { once } from '../../domain/common/once';
import { id, timestamp } from './rows-common';

// The crew's day's rows in a backup (migration 021): each production event's checklist with
// its ticks, and each user's calendar feed, as the hash of its token (the token itself is
// never stored), so a restored server answers the same feed URLs.

export const eventChecklistItemsRow = once(() =>
  z.strictObject({
    id: z.string().max(201),
    event_id: id(),
    position: z
      .number()
      .int()
      .min(0)
      .max(MAX_CHECKLIST_ITEMS - 1),
    label: checklistItemLabelSchema(),
    done_at: timestamp().nullable(),
    done_by_id: id().nullable(),
    done_by_name: z.string().max(USER_NAME_MAX).nullable(),
  }),
);

export const calendarFeedsRow = once(() =>
  z.strictObject({
    user_id: id(),
    // A SHA-256 as base64url (auth/tokens.ts tokenHash).
    token_hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, /*i18n*/ 'Must be a token hash'),
    created_at: timestamp(),
  }),
);

/** Checklists name events, feeds name users, that the backup holds. */
export function crewDayReferenceErrors(
  tables: Record<string, Record<string, unknown>[]>,
): FieldError[] {
  const ids = (table: string) => new Set((tables[table] ?? []).map((r) => r.id));
  const errors: FieldError[] = [];
  const check = (table: string, column: string, set: Set<unknown>, message: string) => {
    for (const [i, r] of (tables[table] ?? []).entries()) {
      if (errors.length >= 100) return;
      if (!set.has(r[column])) {
        errors.push({ path: `tables.${table}.${i}.${column}`, message });
      }
    }
  };
  check('event_checklist_items', 'event_id', ids('schedule_events'), /*i18n*/ 'No such event');
  check('calendar_feeds', 'user_id', ids('users'), /*i18n*/ 'No such user');
  return errors;
}
