import type { Cents } from '../money/money';

// The spec's materials are priced per sq ft or linear ft; what a supplier sells comes in
// bundles, rolls, pieces, boxes and single items (the roof takeoff orders those).
export const MATERIAL_UNITS = [
  'sq ft',
  'linear ft',
  'bundle',
  'roll',
  'piece',
  'box',
  'each',
] as const;

export type MaterialUnit = (typeof MATERIAL_UNITS)[number];

/**
 * What pricing reads of a material (the estimate's lines, a saved estimate's price snapshot):
 * the part of a price list `Material` (price-list.ts) without its takeoff rule and version.
 */
export interface MaterialPrice {
  id: string;
  name: string;
  unit: MaterialUnit;
  priceCents: Cents;
  // Archived materials stay resolvable so saved estimates keep their names and prices.
  archived: boolean;
}

// The five original materials, now the default price list. Saved data refers to the ids, so they
// never change.
export const DEFAULT_MATERIALS: readonly MaterialPrice[] = Object.freeze([
  material('asphalt-standard', 'Asphalt Shingles (Standard)', 'sq ft', 175),
  material('asphalt-premium', 'Asphalt Shingles (Premium)', 'sq ft', 250),
  material('metal', 'Metal Roofing', 'sq ft', 825),
  material('underlayment', 'Underlayment', 'sq ft', 45),
  material('flashing', 'Flashing', 'linear ft', 325),
]);

function material(id: string, name: string, unit: MaterialUnit, priceCents: Cents): MaterialPrice {
  return Object.freeze({ id, name, unit, priceCents, archived: false });
}
