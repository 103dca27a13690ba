import { describe, it, expect } from 'vitest';
import { DEFAULT_MATERIALS } from './price-list-entry';

describe('DEFAULT_MATERIALS', () => {
  it('is the five default materials, in order, with stable ids and prices in cents', () => {
    expect(DEFAULT_MATERIALS).toEqual([
      {
        id: 'asphalt-standard',
        name: 'Asphalt Shingles (Standard)',
        unit: 'sq ft',
        priceCents: 175,
        archived: false,
      },
      {
        id: 'asphalt-premium',
        name: 'Asphalt Shingles (Premium)',
        unit: 'sq ft',
        priceCents: 250,
        archived: false,
      },
      { id: 'metal', name: 'Metal Roofing', unit: 'sq ft', priceCents: 825, archived: false },
      { id: 'underlayment', name: 'Underlayment', unit: 'sq ft', priceCents: 45, archived: false },
      { id: 'flashing', name: 'Flashing', unit: 'linear ft', priceCents: 325, archived: false },
    ]);
  });

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_MATERIALS)).toBe(true);
    for (const m of DEFAULT_MATERIALS) expect(Object.isFrozen(m)).toBe(true);
  });
});
