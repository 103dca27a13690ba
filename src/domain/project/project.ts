import { z } from 'zod';
import { LOST_REASON_MAX } from '../pipeline/pipeline';
import { emailText, isoDateSchema } from '../common/common-schemas';
import { once } from '../common/once';
import { MAX_ESTIMATED_COST_CENTS, MAX_QUANTITY, MAX_SEARCH_LENGTH } from '../common/bounds';
import { MAX_OPTION_NAME } from '../estimate/estimate';
import { formatNumber } from '../format/format';
import { PROJECT_STATUSES, SHOWN_STATUSES } from './status';
import type { ProjectStatus } from './status';
import type { ActivityEntry } from '../activity/activity';
import { msg } from '../common/messages';
import { LANGUAGES } from '../language/language';

export type { ProjectStatus };

// One schema per input, shared by the forms (messages shown next to the field) and the API
// (400 problem+json naming the field). Money is integer cents; units are in the names.

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }));

const nonNegative = (label: string, max: number) =>
  z
    .number({ error: msg(/*i18n*/ '{label} must be a number', { label }) })
    .min(0, msg(/*i18n*/ '{label} cannot be negative', { label }))
    .max(max, msg(/*i18n*/ '{label} must be at most {max}', { label, max: formatNumber(max, 0) }));

/** Why a project was lost (asked when it moves to Lost). */
export const lostReasonSchema = once(() =>
  z
    .string({ error: /*i18n*/ 'Reason must be text' })
    .trim()
    .max(
      LOST_REASON_MAX,
      msg(/*i18n*/ 'Reason must be at most {max} characters', { max: LOST_REASON_MAX }),
    ),
);

export const projectStatusSchema = once(() =>
  z.enum(PROJECT_STATUSES, {
    error: /*i18n*/ 'Status must be pending, in-progress or completed',
  }),
);

const projectFields = once(() => ({
  name: z
    .string({ error: /*i18n*/ 'Name is required' })
    .trim()
    .min(1, /*i18n*/ 'Name is required')
    .max(200, /*i18n*/ 'Name must be at most 200 characters'),
  address: z
    .string({ error: /*i18n*/ 'Address is required' })
    .trim()
    .min(1, /*i18n*/ 'Address is required')
    .max(500, /*i18n*/ 'Address must be at most 500 characters'),
  status: projectStatusSchema(),
  // The way to move a project; `status` alone moves it to the first stage of that status.
  stageId: z
    .string({ error: /*i18n*/ 'Stage must be text' })
    .min(1, /*i18n*/ 'Stage is required')
    .max(100),
  // Asked when a project moves to Lost; kept until it moves out.
  lostReason: lostReasonSchema().nullable(),
  leadSourceId: z.string({ error: /*i18n*/ 'Lead source must be text' }).max(100).nullable(),
  // An owner or estimator of the team (the API checks who).
  salespersonId: z.string({ error: /*i18n*/ 'Salesperson must be text' }).max(100).nullable(),
  date: isoDateSchema(),
  roofAreaSqFt: nonNegative(/*i18n*/ 'Roof area', MAX_QUANTITY),
  pitch: nonNegative(/*i18n*/ 'Pitch', 288),
  estimatedCostCents: nonNegative(/*i18n*/ 'Estimated cost', MAX_ESTIMATED_COST_CENTS).int(
    /*i18n*/ 'Estimated cost must be whole cents',
  ),
  customerName: optionalText(200, /*i18n*/ 'Customer name'),
  customerPhone: optionalText(50, /*i18n*/ 'Customer phone'),
  customerEmail: emailText(/*i18n*/ 'Customer email', 254),
  // What the homeowner's pages, PDFs and emails are written in; the office's stay in each user's.
  customerLanguage: z.enum(LANGUAGES, {
    error: `Customer language must be one of ${LANGUAGES.join(', ')}`,
  }),
  notes: optionalText(5000, /*i18n*/ 'Notes'),
  latitude: z
    .number({ error: /*i18n*/ 'Latitude must be a number' })
    .min(-90, /*i18n*/ 'Latitude must be between -90 and 90')
    .max(90, /*i18n*/ 'Latitude must be between -90 and 90')
    .nullable(),
  longitude: z
    .number({ error: /*i18n*/ 'Longitude must be a number' })
    .min(-180, /*i18n*/ 'Longitude must be between -180 and 180')
    .max(180, /*i18n*/ 'Longitude must be between -180 and 180')
    .nullable(),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** POST /api/projects: name and address are required; everything else has a default. */
export const projectCreateSchema = once(() => {
  const f = projectFields();
  return z.strictObject({
    // The id a device gave a project it made with no signal (newId in ids.ts), so what is done
    // to the project before it reaches the server can name it. Without one the server makes it.
    id: z
      .string({ error: /*i18n*/ 'Id must be text' })
      .regex(UUID, /*i18n*/ 'Id must be a UUID')
      .optional(),
    name: f.name,
    address: f.address,
    status: f.status.optional(),
    stageId: f.stageId.optional(),
    lostReason: f.lostReason.optional(),
    leadSourceId: f.leadSourceId.optional(),
    salespersonId: f.salespersonId.optional(),
    date: f.date.optional(),
    roofAreaSqFt: f.roofAreaSqFt.optional(),
    pitch: f.pitch.optional(),
    estimatedCostCents: f.estimatedCostCents.optional(),
    customerName: f.customerName.optional(),
    customerPhone: f.customerPhone.optional(),
    customerEmail: f.customerEmail.optional(),
    customerLanguage: f.customerLanguage.optional(),
    notes: f.notes.optional(),
    latitude: f.latitude.optional(),
    longitude: f.longitude.optional(),
  });
});
export type ProjectCreate = z.infer<ReturnType<typeof projectCreateSchema>>;

/** PATCH /api/projects/:id carries the version it read (optimistic concurrency). */
export const projectPatchSchema = once(() =>
  projectCreateSchema()
    .omit({ id: true })
    .partial()
    .extend({
      version: z
        .number({ error: /*i18n*/ 'Version is required' })
        .int()
        .min(1, /*i18n*/ 'Version must be at least 1'),
    }),
);
export type ProjectPatch = z.infer<ReturnType<typeof projectPatchSchema>>;

export const projectSchema = once(() =>
  z.object({
    id: z.string(),
    ...projectFields(),
    // Derived from the stage (its group): one of the spec's three, or lost.
    status: z.enum(SHOWN_STATUSES),
    stageChangedAt: z.string(),
    // Which option of which estimate the estimated cost is; set by saving an estimate, choosing
    // the option to order, or a customer accepting one, and cleared by typing a cost.
    estimatedCostOption: z.string().max(MAX_OPTION_NAME).nullable(),
    estimatedCostAccepted: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
    version: z.number().int(),
  }),
);
export type Project = z.infer<ReturnType<typeof projectSchema>>;

export const projectListQuerySchema = once(() =>
  z.strictObject({
    status: z
      .enum(SHOWN_STATUSES, {
        error: /*i18n*/ 'Status must be pending, in-progress, completed or lost',
      })
      .optional(),
    q: z
      .string()
      .trim()
      .max(
        MAX_SEARCH_LENGTH,
        msg(/*i18n*/ 'Search must be at most {max} characters', { max: MAX_SEARCH_LENGTH }),
      )
      .optional(),
    limit: z.coerce
      .number({ error: /*i18n*/ 'Limit must be a number' })
      .int(/*i18n*/ 'Limit must be a whole number')
      .min(1, /*i18n*/ 'Limit must be between 1 and 100')
      .max(100, /*i18n*/ 'Limit must be between 1 and 100')
      .default(20),
    cursor: z.string().max(500, /*i18n*/ 'Cursor is not valid').optional(),
  }),
);
export type ProjectListQuery = z.infer<ReturnType<typeof projectListQuerySchema>>;

/** GET /api/search: the header's search box. */
export const searchQuerySchema = once(() =>
  z.strictObject({
    q: z
      .string({ error: /*i18n*/ 'Search text is required' })
      .trim()
      .min(1, /*i18n*/ 'Search text is required')
      .max(
        MAX_SEARCH_LENGTH,
        msg(/*i18n*/ 'Search must be at most {max} characters', { max: MAX_SEARCH_LENGTH }),
      ),
  }),
);

export interface ProjectPage {
  items: Project[];
  nextCursor: string | null;
}

export interface DashboardSummary {
  totalProjects: number;
  pending: number;
  inProgress: number;
  completed: number;
  totalValueCents: number;
  recentProjects: Project[];
  /** The projects changed last, newest first: only while `activity` is empty, standing in for it. */
  recentActivity: Project[];
  /** The newest entries of the activity log that the viewer's role may see. */
  activity: ActivityEntry[];
}
