import { describe, expect, it } from 'vitest';
import { companyProfileSchema, settingsPatchSchema, settingsSchema } from './settings-schemas';
import { materialCreateSchema, materialPatchSchema } from '../price-list/price-list-schemas';

const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (r.error?.issues ?? []).map((i) => i.path.map(String).join('.'));

const company = {
  name: '  Summit Roofing Co.  ',
  phone: '(503) 555-0100',
  email: 'office@summit.example',
  licenseNumber: 'CCB 123456',
  address: '100 Main St, Portland, OR',
};

describe('companyProfileSchema', () => {
  it('trims and accepts a full profile, and an empty email', () => {
    expect(companyProfileSchema().parse(company).name).toBe('Summit Roofing Co.');
    expect(companyProfileSchema().parse({ ...company, email: '' }).email).toBe('');
  });

  it.each([
    ['bad email', { ...company, email: 'nope' }, 'email'],
    ['long name', { ...company, name: 'x'.repeat(201) }, 'name'],
    ['number for phone', { ...company, phone: 5035550100 }, 'phone'],
    ['long address', { ...company, address: 'x'.repeat(501) }, 'address'],
  ])('refuses %s naming the field', (_l, input, path) => {
    const r = companyProfileSchema().safeParse(input);
    expect(r.success).toBe(false);
    expect(paths(r)).toContain(path);
  });
});

describe('settings schemas', () => {
  it('defaults the labor rate to $2.50', () => {
    const s = settingsSchema().parse({
      company: { name: '', phone: '', email: '', licenseNumber: '', address: '' },
      version: 1,
    });
    expect(s.defaultLaborRateCents).toBe(250);
  });

  it('patches part of the profile with a version', () => {
    expect(settingsPatchSchema().parse({ company: { name: 'A' }, version: 3 })).toEqual({
      company: { name: 'A' },
      version: 3,
    });
  });

  it.each([
    ['no version', { defaultLaborRateCents: 300 }, 'version'],
    ['negative rate', { defaultLaborRateCents: -1, version: 1 }, 'defaultLaborRateCents'],
    ['fractional cents', { defaultLaborRateCents: 2.5, version: 1 }, 'defaultLaborRateCents'],
    ['bad email', { company: { email: 'x@' }, version: 1 }, 'company.email'],
    ['unknown field', { colour: 'red', version: 1 }, ''],
  ])('refuses %s', (_l, input, path) => {
    expect(paths(settingsPatchSchema().safeParse(input))).toContain(path);
  });
});

describe('material schemas', () => {
  it('accepts a custom material, trimmed', () => {
    expect(
      materialCreateSchema().parse({ name: ' Ridge Vent ', unit: 'linear ft', priceCents: 599 }),
    ).toEqual({
      name: 'Ridge Vent',
      unit: 'linear ft',
      priceCents: 599,
      // Not part of the roof takeoff unless it says so.
      measuredAlong: 'none',
      coveragePerUnit: 1,
      wasteApplies: false,
    });
  });

  it.each([
    ['blank name', { name: '  ', unit: 'sq ft', priceCents: 1 }, 'name'],
    ['unknown unit', { name: 'A', unit: 'pallet', priceCents: 1 }, 'unit'],
    ['negative price', { name: 'A', unit: 'sq ft', priceCents: -5 }, 'priceCents'],
    ['fractional cents', { name: 'A', unit: 'sq ft', priceCents: 1.5 }, 'priceCents'],
    ['price as text', { name: 'A', unit: 'sq ft', priceCents: '1' }, 'priceCents'],
  ])('refuses %s naming the field', (_l, input, path) => {
    expect(paths(materialCreateSchema().safeParse(input))).toContain(path);
  });

  it('patches price and archived with a version; no version is refused', () => {
    expect(materialPatchSchema().parse({ priceCents: 199, archived: true, version: 2 })).toEqual({
      priceCents: 199,
      archived: true,
      version: 2,
    });
    expect(paths(materialPatchSchema().safeParse({ priceCents: 199 }))).toContain('version');
    expect(materialPatchSchema().parse({ unit: 'bundle', version: 1 })).toEqual({
      unit: 'bundle',
      version: 1,
    });
    expect(paths(materialPatchSchema().safeParse({ unit: 'pallet', version: 1 }))).toContain(
      'unit',
    );
  });
});
