import { z } from 'zod';
import { ROLES } from '../account/account';
import { once } from '../common/once';
import { EVENT_KINDS } from '../schedule/schedule';
import { ACTIVITY_SUBJECT_MAX } from './activity';
import type { ActivityDetail } from './activity-detail';
import { SETTINGS_PARTS } from './activity-detail';

// The parts of an activity entry as a backup brings them back: the server writes them itself,
// so only a backup file can hold parts it did not write. Each name is bounded like the subject
// they make; anything else is refused with the row, rather than shown half-understood.

/** The longest the parts may be, written as JSON. */
export const ACTIVITY_DETAIL_MAX = 4_000;

const name = z.string().max(ACTIVITY_SUBJECT_MAX);
const date = z.iso.date();
const range = z.strictObject({ startDate: date, endDate: date });

export const activityDetailSchema = once((): z.ZodType<ActivityDetail> =>
  z.discriminatedUnion('t', [
    z.strictObject({
      t: z.literal('invoices'),
      numbers: z.array(name).max(50),
      project: name.nullable(),
      cents: z.number().int().optional(),
    }),
    z.strictObject({ t: z.literal('photos'), project: name, count: z.number().int().min(1) }),
    z.strictObject({
      t: z.literal('event'),
      event: z.strictObject({
        kind: z.enum(EVENT_KINDS),
        title: name,
        startDate: date.nullable(),
        endDate: date.nullable(),
        startsAt: z.iso.datetime({ offset: true }).nullable(),
        endsAt: z.iso.datetime({ offset: true }).nullable(),
        zone: z.string().max(100),
      }),
      project: name,
      email: name.optional(),
    }),
    z.strictObject({
      t: z.literal('rained-out'),
      date,
      project: name,
      from: range,
      to: range,
    }),
    z.strictObject({ t: z.literal('rain-undone'), project: name, back: range }),
    z.strictObject({
      t: z.literal('crew'),
      crew: name,
      change: z.enum(['added', 'archived', 'brought back', 'changed']),
    }),
    z.strictObject({
      t: z.literal('role'),
      name: name.nullable(),
      role: z.enum(ROLES),
      word: z.enum(['as', 'to']),
    }),
    z.strictObject({ t: z.literal('settings'), parts: z.array(z.enum(SETTINGS_PARTS)).max(20) }),
    z.strictObject({ t: z.literal('commission'), name }),
    z.strictObject({ t: z.literal('day-rate'), crew: name }),
    z.strictObject({
      t: z.literal('pipeline'),
      list: z.enum(['stage', 'source']),
      change: z.enum(['added', 'renamed', 'removed', 'reordered']),
      name,
    }),
    z.strictObject({
      t: z.literal('material'),
      change: z.enum(['added', 'archived', 'restored', 'changed']),
      name,
    }),
    z.strictObject({ t: z.literal('imported'), count: z.number().int().min(0) }),
    z.strictObject({ t: z.literal('stage'), project: name, stage: name }),
  ]),
);

/** The parts written as the log keeps them, or null if they are not parts the log knows. */
export function parseActivityDetail(json: string): ActivityDetail | null {
  try {
    const r = activityDetailSchema().safeParse(JSON.parse(json));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}
