import { describe, expect, it } from 'vitest';
import { computeEstimate, DEFAULT_ESTIMATE_INPUT } from './estimate';
import {
  changedPrices,
  formatEstimateNumber,
  priceListWithSnapshot,
  snapshotOf,
} from './estimate-record';
import { DEFAULT_MATERIALS } from '../price-list/price-list-entry';

describe('formatEstimateNumber', () => {
  it('pads to six digits', () => {
    expect(formatEstimateNumber(42)).toBe('EST-000042');
    expect(formatEstimateNumber(1234567)).toBe('EST-1234567');
  });
});

describe('saved prices', () => {
  const saved = computeEstimate(DEFAULT_ESTIMATE_INPUT, DEFAULT_MATERIALS);
  const snapshot = snapshotOf(saved);
  const repriced = DEFAULT_MATERIALS.map((m) =>
    m.id === 'asphalt-standard' ? { ...m, priceCents: 200 } : m,
  );

  it('snapshots name, unit and price per line', () => {
    expect(snapshot).toEqual([
      {
        materialId: 'asphalt-standard',
        name: 'Asphalt Shingles (Standard)',
        unit: 'sq ft',
        unitPriceCents: 175,
      },
    ]);
  });

  it('computes a saved estimate at its saved prices, new lines at today’s', () => {
    const list = priceListWithSnapshot(repriced, snapshot);
    expect(list.find((m) => m.id === 'asphalt-standard')?.priceCents).toBe(175);
    expect(list.find((m) => m.id === 'metal')?.priceCents).toBe(825);
    expect(computeEstimate(DEFAULT_ESTIMATE_INPUT, list).totalCents).toBe(saved.totalCents);
  });

  it('keeps a material that is no longer on the list, archived', () => {
    const list = priceListWithSnapshot(
      repriced.filter((m) => m.id !== 'asphalt-standard'),
      snapshot,
    );
    expect(list.at(-1)).toMatchObject({ id: 'asphalt-standard', priceCents: 175, archived: true });
  });

  it('reports which prices changed', () => {
    expect(changedPrices(DEFAULT_MATERIALS, snapshot)).toEqual([]);
    expect(changedPrices(repriced, snapshot)).toEqual([
      {
        materialId: 'asphalt-standard',
        name: 'Asphalt Shingles (Standard)',
        savedCents: 175,
        currentCents: 200,
      },
    ]);
    expect(changedPrices([], snapshot)[0]?.currentCents).toBeNull();
  });
});
