import { describe, expect, it } from 'vitest';
import type { Material } from '../../../domain/price-list/price-list';
import { coverageInput, coverageText, originText, takeoffSummary } from './takeoff-text';

const item = (patch: Partial<Material>): Material => ({
  id: 'architectural-shingles',
  name: 'Architectural shingles',
  unit: 'bundle',
  priceCents: 4200,
  archived: false,
  measuredAlong: 'sloped-area',
  coveragePerUnit: 100 / 3,
  wasteApplies: true,
  version: 1,
  ...patch,
});

describe('the price list’s takeoff texts', () => {
  it('shows coverage to 3 decimals and types it to 4', () => {
    expect(coverageText(100 / 3)).toBe('33.333');
    expect(coverageText(1000)).toBe('1,000');
    expect(coverageText(2.5)).toBe('2.5');
    expect(coverageInput(200 / 3)).toBe('66.6667');
    expect(coverageInput(10)).toBe('10');
  });

  it('says how each item is ordered', () => {
    expect(takeoffSummary(item({}))).toBe(
      'Sloped area (sq ft): 33.333 sq ft per bundle, plus waste',
    );
    expect(
      takeoffSummary(
        item({
          measuredAlong: 'eaves-rakes',
          unit: 'piece',
          coveragePerUnit: 10,
          wasteApplies: false,
        }),
      ),
    ).toBe('Eaves + rakes (ft): 10 ft per piece');
    expect(
      takeoffSummary(
        item({
          measuredAlong: 'pipe-boots',
          unit: 'each',
          coveragePerUnit: 1,
          wasteApplies: false,
        }),
      ),
    ).toBe('Pipe boots: 1 pipe boot each');
    expect(takeoffSummary(item({ measuredAlong: 'none', unit: 'sq ft' }))).toBe(
      'Not in the takeoff',
    );
  });

  it('knows the standard materials and takeoff items from custom ones', () => {
    expect(originText(item({}))).toBe(' · standard material');
    expect(originText(item({ id: 'asphalt-standard' }))).toBe(' · standard material');
    expect(originText(item({ id: 'mat-123' }))).toBe(' · custom');
  });
});
