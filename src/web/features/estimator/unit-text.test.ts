import { describe, expect, it } from 'vitest';
import { isCountedUnit, quantityText, unitPlural } from './unit-text';

describe('quantities with their unit', () => {
  it('keeps the spec’s sq ft and linear ft texts', () => {
    expect(quantityText(2000, 'sq ft')).toBe('2,000 sq ft');
    expect(quantityText(2236.071, 'sq ft')).toBe('2,236.07 sq ft');
    expect(quantityText(1, 'linear ft')).toBe('1 linear ft');
  });

  it('counts whole goods as a supplier says them', () => {
    expect(quantityText(45, 'bundle')).toBe('45 bundles');
    expect(quantityText(1, 'box')).toBe('1 box');
    expect(quantityText(2, 'box')).toBe('2 boxes');
    expect(quantityText(15, 'piece')).toBe('15 pieces');
    expect(quantityText(2, 'each')).toBe('2 each');
    expect(unitPlural('roll')).toBe('rolls');
    expect(isCountedUnit('bundle')).toBe(true);
    expect(isCountedUnit('linear ft')).toBe(false);
  });
});
