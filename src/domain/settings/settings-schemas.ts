import { z } from 'zod';
import { emailText, versionSchema } from '../common/common-schemas';
import { once } from '../common/once';
import { MAX_LABOR_RATE_CENTS } from '../common/bounds';
import {
  DEFAULT_PROPOSAL_VALID_DAYS,
  MAX_PROPOSAL_TERMS,
  MAX_PROPOSAL_VALID_DAYS,
} from '../proposal/proposal';
import { DEFAULT_JOB_CHECKLIST } from '../schedule/crew-day';
import { jobChecklistSchema } from '../schedule/crew-day-schemas';
import { msg } from '../common/messages';
import { LANGUAGES } from '../language/language';
import { DEFAULT_LABOR_RATE_CENTS } from './settings';

// The input rules (zod) of the Settings screen and its API: the company profile printed on
// proposals, the default labor rate, and the proposals' terms and validity. The price list's are
// in price-list-schemas.ts. Money is integer cents. Apart from settings.ts, which the estimator
// loads for the default labor rate: Settings' forms fetch these when they first check a value.

const text = (max: number, label: string) =>
  z
    .string({ error: msg(/*i18n*/ '{label} must be text', { label }) })
    .trim()
    .max(max, msg(/*i18n*/ '{label} must be at most {max} characters', { label, max }));

export const companyProfileSchema = once(() =>
  z.strictObject({
    name: text(200, /*i18n*/ 'Company name'),
    phone: text(50, /*i18n*/ 'Phone'),
    email: emailText(/*i18n*/ 'Email', 254),
    licenseNumber: text(100, /*i18n*/ 'License number'),
    address: text(500, /*i18n*/ 'Address'),
  }),
);

export const laborRateCentsSchema = once(() =>
  z
    .number({ error: /*i18n*/ 'Default labor rate must be a number' })
    .int(/*i18n*/ 'Default labor rate must be whole cents')
    .min(0, /*i18n*/ 'Default labor rate cannot be negative')
    .max(MAX_LABOR_RATE_CENTS, /*i18n*/ 'Default labor rate must be at most $10,000 per sq ft'),
);

/** The terms printed on every proposal, which the customer agrees to when accepting. */
export const proposalTermsSchema = once(() => text(MAX_PROPOSAL_TERMS, /*i18n*/ 'Terms'));

/** How many days a new proposal can be accepted. */
export const proposalValidDaysSchema = once(() =>
  z
    .number({ error: /*i18n*/ 'Proposals valid for must be a number of days' })
    .int(/*i18n*/ 'Proposals valid for must be a whole number of days')
    .min(1, /*i18n*/ 'Proposals valid for must be at least 1 day')
    .max(
      MAX_PROPOSAL_VALID_DAYS,
      msg(/*i18n*/ 'Proposals valid for must be at most {max} days', {
        max: MAX_PROPOSAL_VALID_DAYS,
      }),
    ),
);

/**
 * The company's language: what its own documents for others in the trade (the supplier's
 * material order, the roof report) are written in, whoever prints them.
 */
export const companyLanguageSchema = once(() =>
  z.enum(LANGUAGES, {
    error: msg(/*i18n*/ 'Company language must be one of {languages}', {
      languages: LANGUAGES.join(', '),
    }),
  }),
);

/** The settings record as the API answers it. */
export const settingsSchema = once(() =>
  z.object({
    company: companyProfileSchema(),
    defaultLaborRateCents: laborRateCentsSchema().default(DEFAULT_LABOR_RATE_CENTS),
    proposalTerms: proposalTermsSchema().default(''),
    proposalValidDays: proposalValidDaysSchema().default(DEFAULT_PROPOSAL_VALID_DAYS),
    /** The checklist each production event starts with (My jobs). */
    jobChecklist: jobChecklistSchema().default([...DEFAULT_JOB_CHECKLIST]),
    companyLanguage: companyLanguageSchema().default('en'),
    /** The logo itself is at GET /api/settings/logo. */
    hasLogo: z.boolean().default(false),
    version: z.number().int(),
  }),
);

/** PATCH /api/settings: any part of the profile and/or the labor rate, with the version read. */
export const settingsPatchSchema = once(() =>
  z.strictObject({
    company: companyProfileSchema().partial().optional(),
    defaultLaborRateCents: laborRateCentsSchema().optional(),
    proposalTerms: proposalTermsSchema().optional(),
    proposalValidDays: proposalValidDaysSchema().optional(),
    jobChecklist: jobChecklistSchema().optional(),
    companyLanguage: companyLanguageSchema().optional(),
    version: versionSchema(),
  }),
);
