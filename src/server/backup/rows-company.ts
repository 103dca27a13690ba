import { LANGUAGES } from '../../domain/language/language';
// The rows of the company itself: its settings (with the logo), price list, team and activity log.
import { z } from 'zod';
import { msg } from '../../domain/common/messages';
import { MAX_SERIAL } from '../../domain/common/bounds';
import { EMAIL_MAX, ROLES, USER_NAME_MAX } from '../../domain/account/account';
import { setupSchema } from '../../domain/account/account-schemas';
import type { ActivityKind } from '../../domain/activity/activity';
import { ACTIVITY_KINDS, ACTIVITY_SUBJECT_MAX } from '../../domain/activity/activity';
import { looksLikeEmail } from '../../domain/common/email';
import { jobChecklistSchema } from '../../domain/schedule/crew-day-schemas';
import {
  ACTIVITY_DETAIL_MAX,
  parseActivityDetail,
} from '../../domain/activity/activity-detail-schema';
import { once } from '../../domain/common/once';
import { MAX_LOGO_BYTES, MAX_LOGO_PIXELS } from '../../domain/proposal/proposal';
import {
  companyLanguageSchema,
  companyProfileSchema,
  laborRateCentsSchema,
  proposalTermsSchema,
  proposalValidDaysSchema,
} from '../../domain/settings/settings-schemas';
import {
  coveragePerUnitSchema,
  materialCreateSchema,
  measuredAlongSchema,
} from '../../domain/price-list/price-list-schemas';
import { base64Bytes, printableImage } from '../pdf/images';
import { authored, id, parseJsonColumn, timestamp, version } from './rows-common';

const LOGO_PREFIX = /^data:(image\/(?:png|jpeg));base64,/;

const tooManyBytes = () =>
  msg(/*i18n*/ 'Must be an image of at most {max} bytes', { max: MAX_LOGO_BYTES });

/** Why a stored logo could not be printed, or null. */
function logoProblem(url: string): string | null {
  const type = LOGO_PREFIX.exec(url)?.[1];
  const bytes = type ? base64Bytes(url) : null;
  if (!type || !bytes) return /*i18n*/ 'Must be a PNG or JPEG data: URL';
  if (bytes.length > MAX_LOGO_BYTES) return tooManyBytes();
  const image = printableImage(bytes);
  if (!image || image.type !== type) {
    return type === 'image/png' ? /*i18n*/ 'Must be a PNG image' : /*i18n*/ 'Must be a JPEG image';
  }
  if (image.width * image.height > MAX_LOGO_PIXELS) {
    return msg(/*i18n*/ 'Must be an image of at most {max} pixels', { max: MAX_LOGO_PIXELS });
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
export const logoDataUrlSchema = once(() =>
  z
    .string()
    .max('data:image/jpeg;base64,'.length + Math.ceil(MAX_LOGO_BYTES / 3) * 4, {
      message: tooManyBytes(),
      abort: true,
    })
    .superRefine((url, ctx) => {
      if (lastLogo?.url !== url) lastLogo = { url, problem: logoProblem(url) };
      if (lastLogo.problem) ctx.addIssue({ code: 'custom', message: lastLogo.problem });
    }),
);

export const settingsRow = once(() => {
  const company = companyProfileSchema().shape;
  return z
    .strictObject({
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
      // Absent in backups from before the crew's day: the default checklist applies.
      job_checklist: z.string().optional(),
      // Absent in backups from before the company's language: the column's default, English.
      company_language: companyLanguageSchema().optional(),
      version: version(),
      updated_at: timestamp(),
      ...authored(),
    })
    .superRefine((r, ctx) => {
      if (r.job_checklist !== undefined) {
        parseJsonColumn(ctx, 'job_checklist', r.job_checklist, jobChecklistSchema());
      }
    });
});

export const materialsRow = once(() => {
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

// The team, with their password hashes, so a restored company signs in as before. Sessions and
// one-time links are not data: a restore signs everyone out.
export const usersRow = once(() => {
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
      .regex(/^\$argon2id\$[A-Za-z0-9$=,+/.-]+$/, /*i18n*/ 'Must be an argon2id hash'),
    active: z.union([z.literal(0), z.literal(1)]),
    last_active_at: timestamp().nullable(),
    created_at: timestamp(),
    updated_at: timestamp(),
    // Absent in backups from before languages: null, the browser's language.
    language: z.enum(LANGUAGES).nullable().optional(),
  });
});

export const activityRow = once(() =>
  z.strictObject({
    id: id(),
    at: timestamp(),
    user_id: id().nullable(),
    user_name: z.string().max(USER_NAME_MAX),
    kind: z.enum(Object.keys(ACTIVITY_KINDS) as [ActivityKind, ...ActivityKind[]]),
    project_id: id().nullable(),
    subject: z.string().max(ACTIVITY_SUBJECT_MAX),
    // Absent in backups from before the log kept its parts: the entry reads as its subject.
    detail: z
      .string()
      .max(ACTIVITY_DETAIL_MAX)
      .refine(
        (json) => parseActivityDetail(json) !== null,
        /*i18n*/ 'Detail must be the parts of an activity entry',
      )
      .nullable()
      .default(null),
  }),
);
