import { describe, expect, it } from 'vitest';
import { computeEstimate } from '../../domain/estimate/estimate';
import { DEFAULT_MATERIALS } from '../../domain/price-list/price-list-entry';
import { orderLinesOf, orderQuantity } from './order-data';

describe('orderQuantity', () => {
  it.each([
    [45, 'bundle', 45],
    [44.26, 'bundle', 45],
    [2.0000000001, 'roll', 2],
    [0.2, 'each', 1],
    [2000 * 1.1, 'sq ft', 2200],
    [120.5, 'linear ft', 120.5],
    [10.001, 'sq ft', 10.01],
    [0, 'piece', 0],
  ] as const)('%d %s -> %d', (q, unit, expected) => {
    expect(orderQuantity(q, unit)).toBe(expected);
  });
});

describe('orderLinesOf', () => {
  it('adds the waste to sq ft goods, joins repeated materials and drops empty lines', () => {
    const totals = computeEstimate(
      {
        roofAreaSqFt: 2000,
        pitch: 6,
        laborRateCents: 250,
        materials: [
          { materialId: 'asphalt-standard', quantity: 2000 },
          { materialId: 'flashing', quantity: 100 },
          { materialId: 'metal', quantity: 0 },
          { materialId: 'flashing', quantity: 20.5 },
        ],
        costs: [],
        adjustments: { wastePercent: 10, overheadProfitPercent: 0, taxPercent: 0 },
      },
      DEFAULT_MATERIALS,
    );
    expect(orderLinesOf(totals)).toEqual([
      { name: 'Asphalt Shingles (Standard)', quantity: 2200, unit: 'sq ft' },
      { name: 'Flashing', quantity: 120.5, unit: 'linear ft' },
    ]);
  });
});
