import type { z } from 'zod';
import type { companyProfileSchema, settingsPatchSchema, settingsSchema } from './settings-schemas';

// The company's settings as the screens and the server use them: the default labor rate, the
// empty profile, and the records' types. Their input rules are in settings-schemas.ts (zod),
// which Settings' forms fetch when they first check a value; the estimator loads only this.
// Money is integer cents.

/** The company profile printed on proposals and documents. */
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

/** The settings record as the API answers it. */
export type Settings = z.infer<ReturnType<typeof settingsSchema>>;

/** PATCH /api/settings: any part of the profile and/or the labor rate, with the version read. */
export type SettingsPatch = z.infer<ReturnType<typeof settingsPatchSchema>>;
