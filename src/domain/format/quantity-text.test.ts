import { describe, expect, it } from 'vitest';
import { isCountedUnit, quantityText, unitFor, unitPlural } from './quantity-text';

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
    expect(quantityText(94, 'bundle')).toBe('94 bundles');
    expect(quantityText(2.5, 'roll')).toBe('2.50 rolls');
  });

  it('names the unit after a quantity, for a table’s own unit column', () => {
    expect(unitFor(94, 'bundle')).toBe('bundles');
    expect(unitFor(1, 'bundle')).toBe('bundle');
    expect(unitFor(0, 'piece')).toBe('pieces');
    expect(unitFor(2000, 'sq ft')).toBe('sq ft');
    expect(unitFor(12, 'linear ft')).toBe('linear ft');
  });
});
