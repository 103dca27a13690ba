import { z } from 'zod';
import { emailText } from './common-schemas';
import { once } from './once';
import { MAX_LABOR_RATE_CENTS, MAX_PRICE_CENTS } from './bounds';
import type { Material } from './materials';
import { MATERIAL_UNITS } from './materials';
import type { MeasuredAlong } from './takeoff';
import {
  DEFAULT_PROPOSAL_VALID_DAYS,
  MAX_PROPOSAL_TERMS,
  MAX_PROPOSAL_VALID_DAYS,
} from './proposal';
import { MEASURED_ALONG } from './takeoff';

// Inputs of the Settings screen and its API: the company profile printed on proposals, the
// default labor rate, and the price list. Money is integer cents.

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

const version = once(() =>
  z
    .number({ error: 'Version is required' })
    .int('Version must be a whole number')
    .min(1, 'Version must be at least 1'),
);

export const companyProfileSchema = once(() =>
  z.strictObject({
    name: text(200, 'Company name'),
    phone: text(50, 'Phone'),
    email: emailText('Email', 254),
    licenseNumber: text(100, 'License number'),
    address: text(500, 'Address'),
  }),
);
export type CompanyProfile = z.infer<ReturnType<typeof companyProfileSchema>>;

export const EMPTY_COMPANY_PROFILE: CompanyProfile = Object.freeze({
  name: '',
  phone: '',
  email: '',
  licenseNumber: '',
  address: '',
});

/** The labor rate until Settings changes it: 2.5 dollars per sq ft of sloped area. */
export const DEFAULT_LABOR_RATE_CENTS = 250;

export const laborRateCentsSchema = once(() =>
  z
    .number({ error: 'Default labor rate must be a number' })
    .int('Default labor rate must be whole cents')
    .min(0, 'Default labor rate cannot be negative')
    .max(MAX_LABOR_RATE_CENTS, 'Default labor rate must be at most $10,000 per sq ft'),
);

/** The terms printed on every proposal, which the customer agrees to when accepting. */
export const proposalTermsSchema = once(() => text(MAX_PROPOSAL_TERMS, 'Terms'));

/** How many days a new proposal can be accepted. */
export const proposalValidDaysSchema = once(() =>
  z
    .number({ error: 'Proposals valid for must be a number of days' })
    .int('Proposals valid for must be a whole number of days')
    .min(1, 'Proposals valid for must be at least 1 day')
    .max(
      MAX_PROPOSAL_VALID_DAYS,
      `Proposals valid for must be at most ${MAX_PROPOSAL_VALID_DAYS} days`,
    ),
);

/** The settings record as the API answers it. */
export const settingsSchema = once(() =>
  z.object({
    company: companyProfileSchema(),
    defaultLaborRateCents: laborRateCentsSchema().default(DEFAULT_LABOR_RATE_CENTS),
    proposalTerms: proposalTermsSchema().default(''),
    proposalValidDays: proposalValidDaysSchema().default(DEFAULT_PROPOSAL_VALID_DAYS),
    /** The logo itself is at GET /api/settings/logo. */
    hasLogo: z.boolean().default(false),
    version: z.number().int(),
  }),
);
export type Settings = z.infer<ReturnType<typeof settingsSchema>>;

/** PATCH /api/settings: any part of the profile and/or the labor rate, with the version read. */
export const settingsPatchSchema = once(() =>
  z.strictObject({
    company: companyProfileSchema().partial().optional(),
    defaultLaborRateCents: laborRateCentsSchema().optional(),
    proposalTerms: proposalTermsSchema().optional(),
    proposalValidDays: proposalValidDaysSchema().optional(),
    version: version(),
  }),
);
export type SettingsPatch = z.infer<ReturnType<typeof settingsPatchSchema>>;

const materialName = once(() =>
  z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
);

const priceCents = once(() =>
  z
    .number({ error: 'Price must be a number' })
    .int('Price must be whole cents')
    .min(0, 'Price cannot be negative')
    .max(MAX_PRICE_CENTS, 'Price must be at most $1,000,000'),
);

export const materialUnitSchema = once(() =>
  z.enum(MATERIAL_UNITS, { error: `Unit must be one of: ${MATERIAL_UNITS.join(', ')}` }),
);

export const measuredAlongSchema = once(() =>
  z.enum(MEASURED_ALONG, { error: `Measured along must be one of: ${MEASURED_ALONG.join(', ')}` }),
);

/** Least and most one unit may cover (sq ft, ft or pipe boots). */
export const COVERAGE_MIN = 0.001;
export const COVERAGE_MAX = 1_000_000;

export const coveragePerUnitSchema = once(() =>
  z
    .number({ error: 'Coverage must be a number' })
    .min(COVERAGE_MIN, `Coverage must be at least ${COVERAGE_MIN}`)
    .max(COVERAGE_MAX, 'Coverage must be at most 1,000,000'),
);

/** How a material is ordered from a roof's measurements (the takeoff). */
const takeoffFields = () => ({
  measuredAlong: measuredAlongSchema(),
  coveragePerUnit: coveragePerUnitSchema(),
  wasteApplies: z.boolean({ error: 'Waste applies must be true or false' }),
});

/** POST /api/materials: a custom material; not part of the takeoff unless it says so. */
export const materialCreateSchema = once(() =>
  z.strictObject({
    name: materialName(),
    unit: materialUnitSchema(),
    priceCents: priceCents(),
    measuredAlong: takeoffFields().measuredAlong.default('none'),
    coveragePerUnit: takeoffFields().coveragePerUnit.default(1),
    wasteApplies: takeoffFields().wasteApplies.default(false),
  }),
);
export type MaterialCreate = z.infer<ReturnType<typeof materialCreateSchema>>;

/** PATCH /api/materials/:id: there is no delete; archiving keeps saved estimates resolvable. */
export const materialPatchSchema = once(() =>
  z.strictObject({
    name: materialName().optional(),
    // Saved estimates keep the unit they were priced in (their price snapshot).
    unit: materialUnitSchema().optional(),
    priceCents: priceCents().optional(),
    archived: z.boolean({ error: 'Archived must be true or false' }).optional(),
    measuredAlong: takeoffFields().measuredAlong.optional(),
    coveragePerUnit: takeoffFields().coveragePerUnit.optional(),
    wasteApplies: takeoffFields().wasteApplies.optional(),
    version: version(),
  }),
);
export type MaterialPatch = z.infer<ReturnType<typeof materialPatchSchema>>;

/** A price list entry as the API answers it: the material plus its version for edits. */
export interface PriceListMaterial extends Material {
  measuredAlong: MeasuredAlong;
  coveragePerUnit: number;
  wasteApplies: boolean;
  version: number;
}
