import type { Transaction } from 'kysely';
import { z } from 'zod';
import { MAX_ESTIMATE_TOTAL_CENTS, MAX_SERIAL } from '../../domain/bounds';
import type { EstimateInput } from '../../domain/estimate';
import { MAX_OPTION_NAME, MAX_OPTIONS, optionsOf } from '../../domain/estimate';
import { estimateInputSchema } from '../../domain/estimate-schema';
import type { FieldError } from '../../domain/field-errors';
import { fieldErrors } from '../../domain/field-errors';
import { once } from '../../domain/once';
import { EMAIL_MAX, ROLES, USER_NAME_MAX } from '../../domain/account';
import { setupSchema } from '../../domain/account-schemas';
import { looksLikeEmail } from '../../domain/common-schemas';
import type { ActivityKind } from '../../domain/activity';
import { ACTIVITY_KINDS, ACTIVITY_SUBJECT_MAX } from '../../domain/activity';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_CAPTION,
  MAX_PROPOSAL_PHOTOS,
  PHOTO_TAGS,
} from '../../domain/photo';
import { projectSchema } from '../../domain/project';
import {
  MAX_DECLINE_REASON,
  MAX_LOGO_BYTES,
  MAX_LOGO_PIXELS,
  MAX_SIGNER_NAME,
  PROPOSAL_STATES,
} from '../../domain/proposal';
import {
  companyProfileSchema,
  coveragePerUnitSchema,
  measuredAlongSchema,
  laborRateCentsSchema,
  materialCreateSchema,
  proposalTermsSchema,
  proposalValidDaysSchema,
} from '../../domain/settings';
import type { StoredEstimateTotals } from '../../domain/stored-records';
import {
  storedEstimateIssues,
  storedEstimateTotalsSchema,
  storedIdSchema,
  storedOutlinesSchema,
  storedSerialSchema,
  storedTimestampSchema,
} from '../../domain/stored-records';
import { findNul, NUL_MESSAGE } from '../reject-nul';
import { base64Bytes, printableImage } from '../pdf/images';
import { MAX_SIGNATURE_BASE64 } from '../../domain/proposal';
import { signaturePngProblem } from '../signature-png';
import { contentTypeOfKey, isValidKey, MAX_KEY_LENGTH, projectPhotosPrefix } from '../photos/keys';
import type { Db } from './connection';
import {
  leadSourcesRow,
  pipelineReferenceErrors,
  pipelineStagesRow,
  projectPipelineColumns,
  stageMovesRow,
  withStage,
} from './backup-pipeline-rows';
import { sha256Hex } from './proposals-repository';
import type { Database } from './schema';

/**
 * What a backup holds: every table whose rows a user would miss, in dependency order (a table
 * comes after the tables it refers to), because import inserts in this order and empties in
 * the reverse order.
 *
 * ADDING A TABLE takes one line here: its name, the column to sort the export by (so two
 * exports of the same data are byte-identical), a zod schema of one row as stored (snake_case
 * columns; `rowSchemaFromDomain` maps a domain schema's camelCase keys when they match the
 * columns), and `replace: true` when a migration creates rows in it (settings, the default
 * price list), so import replaces those rows instead of refusing a "non-empty" database.
 *   { name: 'settings', orderBy: 'id', row: settingsRow, replace: true },
 * The row schema is as strict as the API's own writes (the domain's input schemas, ids,
 * timestamps and serials from stored-records.ts): an import must never store a record the app
 * could not later open, price, print or save.
 * Caches that can be rebuilt (geocode_cache) stay out: a backup is the user's data.
 * A backup from before a table existed still imports: a missing table counts as empty.
 */
const version = storedSerialSchema;
const timestamp = storedTimestampSchema;
const id = storedIdSchema;
/** Who created and last changed a record; absent (or null) in records from before accounts. */
const authored = () => ({
  created_by: id().nullable().optional(),
  updated_by: id().nullable().optional(),
});

/**
 * Parses a JSON column with its record's schema and adds each issue under the column's path
 * (`totals_json.materialLines.0.unitPriceCents`). The row keeps the text as it was, so an
 * import stores exactly what was exported.
 */
function parseJsonColumn<T>(
  ctx: z.core.$RefinementCtx,
  column: string,
  text: string,
  schema: z.ZodType<T>,
): T | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', path: [column], message: 'Must be valid JSON' });
    return undefined;
  }
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  for (const issue of r.error.issues) {
    ctx.addIssue({ code: 'custom', path: [column, ...issue.path], message: issue.message });
  }
  return undefined;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const LOGO_PREFIX = /^data:(image\/(?:png|jpeg));base64,/;

/** Why a stored logo could not be printed, or null. */
function logoProblem(url: string): string | null {
  const type = LOGO_PREFIX.exec(url)?.[1];
  const bytes = type ? base64Bytes(url) : null;
  if (!type || !bytes) return 'Must be a PNG or JPEG data: URL';
  if (bytes.length > MAX_LOGO_BYTES) return `Must be an image of at most ${MAX_LOGO_BYTES} bytes`;
  const image = printableImage(bytes);
  if (!image || image.type !== type) {
    return `Must be a ${type === 'image/png' ? 'PNG' : 'JPEG'} image`;
  }
  if (image.width * image.height > MAX_LOGO_PIXELS) {
    return `Must be an image of at most ${MAX_LOGO_PIXELS} pixels`;
  }
  return null;
}

// Every proposal carries a copy of the logo it was sent with, mostly the same one: it is
// decoded once, not once per proposal.
let lastLogo: { url: string; problem: string | null } | undefined;

/**
 * The company logo as stored (Settings, and frozen in each proposal): a PNG or JPEG data: URL
 * of at most MAX_LOGO_BYTES that the proposal PDF can print.
 */
const logoDataUrlSchema = once(() =>
  z
    .string()
    .max('data:image/jpeg;base64,'.length + Math.ceil(MAX_LOGO_BYTES / 3) * 4, {
      message: `Must be an image of at most ${MAX_LOGO_BYTES} bytes`,
      abort: true,
    })
    .superRefine((url, ctx) => {
      if (lastLogo?.url !== url) lastLogo = { url, problem: logoProblem(url) };
      if (lastLogo.problem) ctx.addIssue({ code: 'custom', message: lastLogo.problem });
    }),
);

const settingsRow = once(() => {
  const company = companyProfileSchema().shape;
  return z.strictObject({
    id: z.literal(1),
    company_name: company.name,
    company_phone: company.phone,
    company_email: company.email,
    company_license_number: company.licenseNumber,
    company_address: company.address,
    default_labor_rate_cents: laborRateCentsSchema(),
    // Absent in backups from before proposals: the column defaults apply ('', 30, no logo).
    proposal_terms: proposalTermsSchema().optional(),
    proposal_valid_days: proposalValidDaysSchema().optional(),
    company_logo: logoDataUrlSchema().nullable().optional(),
    version: version(),
    updated_at: timestamp(),
    ...authored(),
  });
});

const materialsRow = once(() => {
  const material = materialCreateSchema().shape;
  return z.strictObject({
    id: id(),
    name: material.name,
    unit: material.unit,
    price_cents: material.priceCents,
    archived: z.union([z.literal(0), z.literal(1)]),
    // Absent in backups from before the takeoff: the column defaults apply ('none', 1, 0).
    measured_along: measuredAlongSchema().optional(),
    coverage_per_unit: coveragePerUnitSchema().optional(),
    waste_applies: z.union([z.literal(0), z.literal(1)]).optional(),
    // A new material goes after the last: position + 1 must fit the integer column too.
    position: z.number().int().min(0).max(MAX_SERIAL),
    created_at: timestamp(),
    updated_at: timestamp(),
    version: version(),
    ...authored(),
  });
});

const projectsRow = once(() =>
  rowSchemaFromDomain(
    projectSchema().extend({
      id: id(),
      createdAt: timestamp(),
      updatedAt: timestamp(),
      version: version(),
      createdBy: authored().created_by,
      updatedBy: authored().updated_by,
      // Absent in backups from before options named the cost: the column defaults apply.
      estimatedCostOption: projectSchema().shape.estimatedCostOption.optional(),
      estimatedCostAccepted: z.union([z.literal(0), z.literal(1)]).optional(),
      ...projectPipelineColumns(),
    }),
  ).transform(withStage),
);

const estimatesRow = once(() =>
  z
    .strictObject({
      id: id(),
      number: storedSerialSchema(),
      project_id: id(),
      input_json: z.string(),
      totals_json: z.string(),
      // Absent in backups from before good / better / best; null for a one-option estimate.
      options_json: z.string().nullable().default(null),
      // Absent in backups from before the office chose the option to order: the first.
      order_option: z
        .number()
        .int()
        .min(0)
        .max(MAX_OPTIONS - 1)
        .nullable()
        .default(null),
      total_cents: z.number().int().min(0).max(MAX_ESTIMATE_TOTAL_CENTS),
      created_at: timestamp(),
      updated_at: timestamp(),
      version: version(),
      ...authored(),
    })
    .superRefine((row, ctx) => {
      const input = parseJsonColumn(ctx, 'input_json', row.input_json, estimateInputSchema());
      const totals = parseJsonColumn(
        ctx,
        'totals_json',
        row.totals_json,
        storedEstimateTotalsSchema(),
      );
      if (!input || !totals) return;
      const columns = { input: 'input_json', totals: 'totals_json', total: 'total_cents' };
      // The estimate's own totals are its first option's, priced from that option's lines.
      for (const { where, error } of storedEstimateIssues(input, totals, row.total_cents)) {
        const path = [columns[where], ...(error.path ? error.path.split('.') : [])];
        ctx.addIssue({ code: 'custom', path, message: error.message });
      }
      checkStoredOptions(ctx, input, totals, row.options_json);
      if (row.order_option !== null && row.order_option >= optionsOf(input).length) {
        ctx.addIssue({
          code: 'custom',
          path: ['order_option'],
          message: "Must be the place of one of the estimate's options (0 for the first)",
        });
      }
    }),
);

const storedOptionsSchema = once(() =>
  z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(MAX_OPTION_NAME),
        totals: storedEstimateTotalsSchema(),
      }),
    )
    .min(2, 'Must have at least two options (one option is stored in totals_json alone)')
    .max(MAX_OPTIONS),
);

/**
 * Every option's totals, as the estimates repository stores them: only for an estimate with
 * several options, one per option of the input, the first being the estimate's own totals, and
 * each the totals of its own lines.
 */
function checkStoredOptions(
  ctx: z.core.$RefinementCtx,
  input: EstimateInput,
  totals: StoredEstimateTotals,
  text: string | null,
) {
  const wanted = optionsOf(input);
  if (text === null) {
    if (wanted.length > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['options_json'],
        message: 'Must hold the totals of every option of the input',
      });
    }
    return;
  }
  const options = parseJsonColumn(ctx, 'options_json', text, storedOptionsSchema());
  if (!options) return;
  if (options.length !== wanted.length) {
    ctx.addIssue({
      code: 'custom',
      path: ['options_json'],
      message: 'Must have one entry per option of the input',
    });
    return;
  }
  if (JSON.stringify(options[0]!.totals) !== JSON.stringify(totals)) {
    ctx.addIssue({
      code: 'custom',
      path: ['options_json', 0, 'totals'],
      message: 'Must be the totals in totals_json',
    });
  }
  options.forEach((option, i) => {
    const own = wanted[i]!;
    if (option.name !== own.name) {
      ctx.addIssue({
        code: 'custom',
        path: ['options_json', i, 'name'],
        message: `Must be ${own.name}, as in the input`,
      });
    }
    // The first option's totals are totals_json, checked with the row.
    if (i === 0) return;
    // Each option alone: its own lines priced at its own saved prices.
    const issues = storedEstimateIssues(
      { ...input, materials: own.materials, options: undefined },
      option.totals,
      option.totals.totalCents,
    );
    for (const { where, error } of issues) {
      const at: (string | number)[] =
        where === 'input' ? ['input_json', 'options', i] : ['options_json', i, 'totals'];
      ctx.addIssue({
        code: 'custom',
        path: [...at, ...(error.path ? error.path.split('.') : [])],
        message: error.message,
      });
    }
  });
}

const roofOutlinesRow = once(() =>
  z
    .strictObject({
      project_id: id(),
      outlines: z.string(),
      created_at: timestamp(),
      updated_at: timestamp(),
      version: version(),
      ...authored(),
    })
    .superRefine((row, ctx) => {
      parseJsonColumn(ctx, 'outlines', row.outlines, storedOutlinesSchema());
    }),
);

/** The largest side a stored photo may claim: far above what the server makes (PHOTO_LONG_SIDE). */
export const MAX_PHOTO_SIDE = 100_000;
/** The name the file had on the phone or computer it came from (shown, never used as a path). */
const MAX_PHOTO_ORIGINAL_NAME = 255;
/** What a stored photo may be (the server stores JPEG or WebP; PNG for what it may later keep). */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/webp', 'image/png'] as const;

const TAKEN_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2})?$/;

/**
 * When a photo was taken, as its EXIF says: the camera's local time, with the UTC offset when
 * the camera recorded one (`2024-05-03T14:22:09` or `2024-05-03T14:22:09-07:00`).
 */
const photoTakenAtSchema = once(() =>
  z
    .string()
    .max(40)
    .refine((s) => {
      if (!TAKEN_AT.test(s)) return false;
      const d = new Date(`${s.slice(0, 19)}Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s.slice(0, 19));
    }, 'Must be a time as YYYY-MM-DDTHH:MM:SS, with an offset such as -07:00 or none'),
);

/** Why a photo file's key is not one of the project's own files, or null. */
function photoKeyProblem(key: string, projectId: string): string | null {
  const prefix = projectPhotosPrefix(projectId);
  const file = key.slice(prefix.length);
  return isValidKey(key) && key.startsWith(prefix) && file.length > 0 && !file.includes('/')
    ? null
    : `Must be a file of the photo's project: ${prefix}<name> (lower-case letters, digits, _ . -)`;
}

/**
 * A photo's row: what it shows, where its files are in storage. The keys must be files of the
 * photo's own project (`projects/<project_id>/<name>`): deleting a project removes everything
 * under its prefix, and a zip backup restores exactly the keys its rows name, so no key reaches
 * outside its project or the storage. No two photos share a file (checked across rows).
 */
const photosRow = once(() =>
  z
    .strictObject({
      id: id(),
      project_id: id(),
      tag: z.enum(PHOTO_TAGS),
      caption: z.string().max(MAX_PHOTO_CAPTION),
      taken_at: photoTakenAtSchema().nullable(),
      latitude: z.number().min(-90).max(90).nullable(),
      longitude: z.number().min(-180).max(180).nullable(),
      width: z.number().int().min(1).max(MAX_PHOTO_SIDE),
      height: z.number().int().min(1).max(MAX_PHOTO_SIDE),
      content_type: z.enum(PHOTO_CONTENT_TYPES),
      byte_size: z.number().int().min(1).max(MAX_PHOTO_BYTES),
      storage_key: z.string().max(MAX_KEY_LENGTH),
      thumb_key: z.string().max(MAX_KEY_LENGTH),
      original_name: z.string().max(MAX_PHOTO_ORIGINAL_NAME),
      created_at: timestamp(),
      updated_at: timestamp(),
      version: version(),
      ...authored(),
    })
    .superRefine((row, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      for (const column of ['storage_key', 'thumb_key'] as const) {
        const wrong = photoKeyProblem(row[column], row.project_id);
        if (wrong) issue(column, wrong);
      }
      if (row.storage_key === row.thumb_key) {
        issue('thumb_key', 'The thumbnail is a file of its own');
      }
      // The image is served with the type its key names: the two must agree.
      if (contentTypeOfKey(row.storage_key) !== row.content_type) {
        issue('content_type', `Must be the type the file's name says (${row.storage_key})`);
      }
    }),
);

/**
 * The snapshot a customer was shown, as the proposals repository freezes it: what the customer
 * page and the proposal PDF read. Unknown keys are let through (the text is kept as it was and
 * its hash must match), so a snapshot from a later version with more in it still imports.
 */
const storedSnapshotSchema = once(() => {
  const project = projectSchema().shape;
  const input = estimateInputSchema().shape;
  return z.object({
    estimateNumber: z.string().regex(/^EST-\d{6,}$/, 'Must be an estimate number (EST-000042)'),
    proposalVersion: storedSerialSchema(),
    company: companyProfileSchema().extend({ logoDataUrl: logoDataUrlSchema().nullable() }),
    customer: z.object({
      name: project.customerName,
      phone: project.customerPhone,
      email: project.customerEmail,
    }),
    project: z.object({ name: project.name, address: project.address }),
    roof: z.object({ planAreaSqFt: input.roofAreaSqFt, pitch: input.pitch }),
    laborRateCents: input.laborRateCents,
    costs: input.costs,
    adjustments: input.adjustments,
    options: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(MAX_OPTION_NAME),
          totals: storedEstimateTotalsSchema(),
        }),
      )
      .min(1)
      .max(MAX_OPTIONS),
    terms: proposalTermsSchema(),
    createdAt: timestamp(),
    validUntil: timestamp(),
    // The photos it was sent with; each is a copy in the photo storage, which a zip backup
    // carries (`proposals/<id>/<n>.jpg`). Absent in snapshots frozen before proposals had photos.
    photos: z
      .array(
        z.object({
          caption: z.string().max(MAX_PHOTO_CAPTION),
          tag: z.enum(PHOTO_TAGS),
          takenAt: photoTakenAtSchema().nullable(),
          width: z.number().int().min(1).max(MAX_PHOTO_SIDE),
          height: z.number().int().min(1).max(MAX_PHOTO_SIDE),
        }),
      )
      .max(MAX_PROPOSAL_PHOTOS)
      .optional(),
  });
});

const proposalsRow = once(() =>
  z
    .strictObject({
      id: id(),
      // The SHA-256 of the link's token, as base64url: restored links keep working.
      token_hash: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a token hash'),
      project_id: id(),
      estimate_id: id().nullable(),
      version_number: storedSerialSchema(),
      // A logo and three options with their lines fit well within this.
      snapshot_json: z.string().max(2_000_000),
      snapshot_sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 in hex'),
      customer_name: z.string().max(200),
      state: z.enum(PROPOSAL_STATES),
      valid_until: timestamp(),
      created_at: timestamp(),
      created_by: id().nullable(),
      emailed_to: z.string().max(254).nullable(),
      emailed_at: timestamp().nullable(),
      first_viewed_at: timestamp().nullable(),
      last_viewed_at: timestamp().nullable(),
      view_count: z.number().int().min(0).max(MAX_SERIAL),
      decided_at: timestamp().nullable(),
      accepted_option: z
        .number()
        .int()
        .min(0)
        .max(MAX_OPTIONS - 1)
        .nullable(),
      signer_name: z.string().max(MAX_SIGNER_NAME).nullable(),
      signature_kind: z.enum(['drawn', 'typed']).nullable(),
      signature_png: z
        .string()
        .max(MAX_SIGNATURE_BASE64, { message: 'Signature image is too large', abort: true })
        .regex(BASE64, 'Must be base64')
        .nullable(),
      decline_reason: z.string().max(MAX_DECLINE_REASON).nullable(),
      signer_ip: z.string().max(100).nullable(),
      signer_user_agent: z.string().max(500).nullable(),
      withdrawn_at: timestamp().nullable(),
      withdrawn_by: id().nullable(),
      replaced_by: id().nullable(),
      version: version(),
    })
    .superRefine((row, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      // What the customer signed is proved by this hash: it must be of exactly this text.
      if (sha256Hex(row.snapshot_json) !== row.snapshot_sha256) {
        issue('snapshot_sha256', 'Must be the SHA-256 of snapshot_json');
      }
      const snapshot = parseJsonColumn(
        ctx,
        'snapshot_json',
        row.snapshot_json,
        storedSnapshotSchema(),
      );
      if (row.state === 'accepted') {
        if (row.decided_at === null) issue('decided_at', 'An accepted proposal has its time');
        if (row.signer_name === null) issue('signer_name', 'An accepted proposal has a signer');
        if (row.signature_kind === null) issue('signature_kind', 'An accepted proposal is signed');
        if (row.accepted_option === null) {
          issue('accepted_option', 'An accepted proposal has its option');
        } else if (snapshot && row.accepted_option >= snapshot.options.length) {
          issue('accepted_option', 'Must be one of the snapshot’s options');
        }
      } else if (row.accepted_option !== null) {
        issue('accepted_option', 'Only an accepted proposal has an option');
      }
      if (row.state === 'declined' && row.decided_at === null) {
        issue('decided_at', 'A declined proposal has its time');
      }
      if ((row.signature_kind === 'drawn') !== (row.signature_png !== null)) {
        issue('signature_png', 'A drawn signature has its image, and only a drawn one');
      }
      if (row.signature_png !== null) {
        // The signed PDF embeds it: it must be a PNG the PDF can read.
        const wrong = signaturePngProblem(Buffer.from(row.signature_png, 'base64'));
        if (wrong) issue('signature_png', wrong);
      }
    }),
);

// The team, with their password hashes, so a restored company signs in as before. Sessions and
// one-time links are not data: a restore signs everyone out.
const usersRow = once(() => {
  const account = setupSchema().shape;
  return z.strictObject({
    id: id(),
    name: account.name,
    // As sign-in compares it: trimmed and lower-case (the API stores it so).
    email: z
      .string()
      .max(EMAIL_MAX)
      .refine(
        (e) => e === e.trim().toLowerCase() && looksLikeEmail(e),
        'Must be a lower-case email address',
      ),
    role: z.enum(ROLES),
    password_hash: z
      .string()
      .max(200)
      .regex(/^\$argon2id\$[A-Za-z0-9$=,+/.-]+$/, 'Must be an argon2id hash'),
    active: z.union([z.literal(0), z.literal(1)]),
    last_active_at: timestamp().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
  });
});

const activityRow = once(() =>
  z.strictObject({
    id: id(),
    at: timestamp(),
    user_id: id().nullable(),
    user_name: z.string().max(USER_NAME_MAX),
    kind: z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]),
    project_id: id().nullable(),
    subject: z.string().max(ACTIVITY_SUBJECT_MAX),
  }),
);

export const BACKUP_TABLES: readonly BackupTable[] = [
  // The importing owner's own account (and the log of its creation) give way to the backup's.
  { name: 'users', orderBy: 'id', row: usersRow, replace: true },
  { name: 'settings', orderBy: 'id', row: settingsRow, replace: true },
  { name: 'materials', orderBy: 'id', row: materialsRow, replace: true },
  // Before projects, which name them (and whose totals' triggers read them).
  { name: 'pipeline_stages', orderBy: 'id', row: pipelineStagesRow, replace: true },
  { name: 'lead_sources', orderBy: 'id', row: leadSourcesRow, replace: true },
  { name: 'projects', orderBy: 'id', row: projectsRow },
  { name: 'photos', orderBy: 'id', row: photosRow },
  { name: 'estimates', orderBy: 'id', row: estimatesRow },
  { name: 'proposals', orderBy: 'id', row: proposalsRow },
  { name: 'roof_outlines', orderBy: 'project_id', row: roofOutlinesRow },
  { name: 'stage_moves', orderBy: 'id', row: stageMovesRow },
  { name: 'activity', orderBy: 'id', row: activityRow, replace: true },
];

export interface BackupTable {
  name: keyof Database;
  orderBy: string;
  /** Built on first use, like the domain's schemas. */
  row: () => z.ZodType<Record<string, unknown>>;
  /** Rows that migrations create: import replaces them rather than requiring an empty table. */
  replace?: boolean;
}

export const BACKUP_FORMAT = 'ridgeline-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface BackupDocument {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  exportedAt: string;
  tables: Record<string, Record<string, unknown>[]>;
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The stored-row schema of a domain record whose camelCase keys name its snake_case columns. */
export function rowSchemaFromDomain(
  schema: z.ZodObject<z.ZodRawShape>,
): z.ZodType<Record<string, unknown>> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [snakeCase(key), field]),
  );
  return z.strictObject(shape) as unknown as z.ZodType<Record<string, unknown>>;
}

/** Every backed-up row of every table as one JSON-ready document. */
export async function exportAll(db: Db, now = new Date()): Promise<BackupDocument> {
  const tables: BackupDocument['tables'] = {};
  for (const t of BACKUP_TABLES) {
    // The table list is typed, its columns are not: the rows are copied as they are stored.
    const rows = (await db
      .selectFrom(t.name)
      .selectAll()
      .orderBy(t.orderBy as never)
      .execute()) as Record<string, unknown>[];
    tables[t.name] = rows.map(normalizeRow);
  }
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    tables,
  };
}

// PostgreSQL's bigint arrives as a number (see connection.ts), but a driver could hand back a
// bigint or a Buffer; a backup is JSON, so make every value a JSON value here.
function normalizeRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    out[k] = typeof v === 'bigint' ? Number(v) : v instanceof Date ? v.toISOString() : v;
  }
  return out;
}

/** The document around the rows; each row is checked on its own by `validateBackup`. */
const backupEnvelopeSchema = once(() =>
  z.strictObject({
    format: z.literal(BACKUP_FORMAT, { error: `Format must be "${BACKUP_FORMAT}"` }),
    formatVersion: z.literal(BACKUP_FORMAT_VERSION, {
      error: `Format version must be ${BACKUP_FORMAT_VERSION}`,
    }),
    exportedAt: z.string().max(100),
    tables: z.strictObject(
      Object.fromEntries(
        BACKUP_TABLES.map((t) => [
          t.name,
          z.array(z.unknown(), { error: `${t.name} must be a list of rows` }).default([]),
        ]),
      ),
      { error: 'Tables must be an object of table name to rows' },
    ),
  }),
);

/** A backup whose bytes are not JSON at all. */
export const NOT_JSON: FieldError = { path: '', message: 'The backup is not valid JSON' };

/**
 * Parses a backup's text and checks it: JSON, no NUL character anywhere (PostgreSQL cannot store
 * one), then every row. The one way a backup is read, on the event loop or in a worker thread.
 */
export async function checkBackupText(text: string): Promise<BackupValidation> {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, errors: [NOT_JSON] };
  }
  const nul = findNul(body, '', 0);
  if (nul !== undefined) return { ok: false, errors: [{ path: nul, message: NUL_MESSAGE }] };
  return validateBackup(body);
}

export interface BackupRows {
  tables: Record<string, Record<string, unknown>[]>;
}

export type BackupValidation = { ok: true; doc: BackupRows } | { ok: false; errors: FieldError[] };

// A refused backup names this many problems at most: enough to fix them, and a bounded answer.
const MAX_REPORTED_ERRORS = 100;
// Validation gives the event loop back this often, so other requests (health checks) are served
// while a large backup is checked.
const YIELD_EVERY_MS = 10;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks a parsed backup row by row, yielding to the event loop between chunks of rows. Errors
 * name the path in the document, e.g. tables.estimates.3.totals_json.materialLines.0.unitPriceCents.
 */
export async function validateBackup(body: unknown): Promise<BackupValidation> {
  const envelope = backupEnvelopeSchema().safeParse(body);
  if (!envelope.success) return { ok: false, errors: fieldErrors(envelope.error) };
  const errors: FieldError[] = [];
  const tables: BackupRows['tables'] = {};
  let lastYield = performance.now();
  for (const t of BACKUP_TABLES) {
    const schema = t.row();
    const rows = envelope.data.tables[t.name] ?? [];
    const valid: Record<string, unknown>[] = [];
    // A duplicate key would fail inside the database; name the row instead.
    const seen = new Set<unknown>();
    for (const [i, row] of rows.entries()) {
      if (errors.length >= MAX_REPORTED_ERRORS) return { ok: false, errors };
      const r = schema.safeParse(row);
      const at = `tables.${t.name}.${i}`;
      if (!r.success) {
        for (const e of fieldErrors(r.error)) {
          errors.push({ path: e.path ? `${at}.${e.path}` : at, message: e.message });
        }
      } else {
        const key = r.data[t.orderBy];
        if (seen.has(key)) {
          errors.push({
            path: `${at}.${t.orderBy}`,
            message: `Duplicate ${t.orderBy} ${String(key)}`,
          });
        }
        seen.add(key);
        valid.push(r.data);
      }
      if (performance.now() - lastYield > YIELD_EVERY_MS) {
        await yieldToEventLoop();
        lastYield = performance.now();
      }
    }
    tables[t.name] = valid;
  }
  const team = tables.users ?? [];
  if (team.length > 0 && !team.some((u) => u.role === 'owner' && u.active === 1)) {
    errors.push({ path: 'tables.users', message: 'The team must have an active owner' });
  }
  // Two photos on one file: deleting either would take the other's image away. (Checked once
  // every row is valid: only then do the valid rows' indexes match the document's.)
  const fileOwners = new Map<unknown, string>();
  for (const [i, photo] of (errors.length === 0 ? (tables.photos ?? []) : []).entries()) {
    for (const column of ['storage_key', 'thumb_key']) {
      const at = `tables.photos.${i}.${column}`;
      const other = fileOwners.get(photo[column]);
      if (other) errors.push({ path: at, message: `The same file as ${other}` });
      else fileOwners.set(photo[column], at);
    }
  }
  if (errors.length === 0) errors.push(...pipelineReferenceErrors(tables));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, doc: { tables } };
}

/** The first backed-up table that holds user data (rows migrations made do not count). */
export async function firstTableWithData(db: Db | Transaction<Database>): Promise<string | null> {
  for (const t of BACKUP_TABLES) {
    if (t.replace) continue;
    const any = await db
      .selectFrom(t.name)
      .select((eb) => eb.lit(1).as('one'))
      .limit(1)
      .executeTakeFirst();
    if (any) return t.name;
  }
  return null;
}

export type ImportResult =
  { kind: 'imported'; counts: Record<string, number> } | { kind: 'not-empty'; table: string };

export class ImportRowsError extends Error {
  constructor(
    readonly table: string,
    readonly firstRow: number,
  ) {
    super(`Rows of ${table} from ${firstRow} could not be stored`);
  }
}

// Rows per INSERT: well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const CHUNK_COLUMNS_BUDGET = 30_000;

/**
 * Loads a validated document into a database with no user data, all or nothing: one
 * transaction, so a failure half way leaves the database as it was.
 */
export async function importAll(db: Db, doc: BackupRows): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another server on the same database may have
    // imported since the route's early check.
    const table = await firstTableWithData(trx);
    if (table) return { kind: 'not-empty', table };
    const rowsOf = (t: BackupTable) => doc.tables[t.name] ?? [];
    // Rows that migrations made (settings, the default price list) give way to the backup's;
    // a backup without them (made before those tables existed) keeps the defaults.
    for (const t of [...BACKUP_TABLES].reverse()) {
      if (t.replace && rowsOf(t).length > 0) await trx.deleteFrom(t.name).execute();
    }
    const counts: Record<string, number> = {};
    for (const t of BACKUP_TABLES) {
      const rows = rowsOf(t);
      await insertChunked(trx, t.name, rows);
      counts[t.name] = rows.length;
    }
    return { kind: 'imported', counts };
  });
}

async function insertChunked(
  trx: Transaction<Database>,
  table: keyof Database,
  rows: Record<string, unknown>[],
) {
  const columns = Math.max(1, Object.keys(rows[0] ?? {}).length);
  const size = Math.max(1, Math.floor(CHUNK_COLUMNS_BUDGET / columns));
  for (let i = 0; i < rows.length; i += size) {
    try {
      await trx
        .insertInto(table)
        .values(rows.slice(i, i + size) as never)
        .execute();
    } catch {
      // A constraint the row schema does not know (a CHECK, a foreign key): the client's data.
      throw new ImportRowsError(table, i);
    }
    // SQLite answers synchronously, so without this a restore of 100,000 projects would hold
    // the event loop for its whole insert; health checks and other requests get turns between
    // chunks (requests that need the database wait for the transaction, as they must).
    await yieldToEventLoop();
  }
}
