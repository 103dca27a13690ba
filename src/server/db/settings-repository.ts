import type { Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import { DEFAULT_JOB_CHECKLIST } from '../../domain/schedule/crew-day';
import type { Settings, SettingsPatch } from '../../domain/settings/settings';
import type { Db } from './connection';
import type { SettingsTable } from './schema';

type Row = Selectable<SettingsTable>;

export type SettingsUpdateResult =
  { kind: 'updated'; settings: Settings } | { kind: 'conflict'; current: Settings };

/** The stored default checklist; a row a migration or an import left unreadable reads as the default. */
function checklistOf(json: string): string[] {
  try {
    const items: unknown = JSON.parse(json);
    if (Array.isArray(items) && items.every((i) => typeof i === 'string')) return items;
  } catch {
    // falls through to the default
  }
  return [...DEFAULT_JOB_CHECKLIST];
}

function toSettings(r: Row): Settings {
  return {
    company: {
      name: r.company_name,
      phone: r.company_phone,
      email: r.company_email,
      licenseNumber: r.company_license_number,
      address: r.company_address,
    },
    defaultLaborRateCents: Number(r.default_labor_rate_cents),
    proposalTerms: r.proposal_terms,
    proposalValidDays: Number(r.proposal_valid_days),
    jobChecklist: checklistOf(r.job_checklist),
    companyLanguage: r.company_language,
    hasLogo: r.company_logo !== null,
    version: Number(r.version),
  };
}

export function settingsRepository(db: Db) {
  return {
    /** The single row is created by migration 002, so it always exists. */
    async get(): Promise<Settings> {
      const row = await db
        .selectFrom('settings')
        .selectAll()
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return toSettings(row);
    },

    /** Applies the patch only if the stored version is the one the client read. */
    async update(patch: SettingsPatch, by: string | null): Promise<SettingsUpdateResult> {
      const c = patch.company ?? {};
      const set: Updateable<Omit<SettingsTable, 'version' | 'id'>> = {};
      if (c.name !== undefined) set.company_name = c.name;
      if (c.phone !== undefined) set.company_phone = c.phone;
      if (c.email !== undefined) set.company_email = c.email;
      if (c.licenseNumber !== undefined) set.company_license_number = c.licenseNumber;
      if (c.address !== undefined) set.company_address = c.address;
      if (patch.defaultLaborRateCents !== undefined) {
        set.default_labor_rate_cents = patch.defaultLaborRateCents;
      }
      if (patch.proposalTerms !== undefined) set.proposal_terms = patch.proposalTerms;
      if (patch.proposalValidDays !== undefined) set.proposal_valid_days = patch.proposalValidDays;
      if (patch.jobChecklist !== undefined) set.job_checklist = JSON.stringify(patch.jobChecklist);
      if (patch.companyLanguage !== undefined) set.company_language = patch.companyLanguage;
      const row = await db
        .updateTable('settings')
        .set({
          ...set,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', 1)
        .where('version', '=', patch.version)
        .returningAll()
        .executeTakeFirst();
      if (row) return { kind: 'updated', settings: toSettings(row) };
      return { kind: 'conflict', current: await this.get() };
    },

    /** The company logo as stored: a data: URL (PNG or JPEG), or null. */
    async logo(): Promise<string | null> {
      const row = await db
        .selectFrom('settings')
        .select('company_logo')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
      return row.company_logo;
    },

    /**
     * Replaces (or, with null, removes) the logo, whatever the version: an upload carries no
     * other field, so there is nothing of someone else's it could overwrite. The version still
     * goes up, so a form holding the old settings learns they changed.
     */
    async setLogo(dataUrl: string | null, by: string | null): Promise<Settings> {
      const row = await db
        .updateTable('settings')
        .set({
          company_logo: dataUrl,
          updated_at: new Date().toISOString(),
          updated_by: by,
          version: sql<number>`version + 1`,
        })
        .where('id', '=', 1)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSettings(row);
    },
  };
}

export type SettingsRepository = ReturnType<typeof settingsRepository>;
