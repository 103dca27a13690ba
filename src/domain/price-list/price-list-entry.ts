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

export interface Material {
  id: string;
  name: string;
  unit: MaterialUnit;
  priceCents: Cents;
  // Archived materials stay resolvable so saved estimates keep their names and prices.
  archived: boolean;
}

// The five original materials, now the default price list. Saved data refers to the ids, so they
// never change.
export const DEFAULT_MATERIALS: readonly Material[] = Object.freeze([
  material('asphalt-standard', 'Asphalt Shingles (Standard)', 'sq ft', 175),
  material('asphalt-premium', 'Asphalt Shingles (Premium)', 'sq ft', 250),
  material('metal', 'Metal Roofing', 'sq ft', 825),
  material('underlayment', 'Underlayment', 'sq ft', 45),
  material('flashing', 'Flashing', 'linear ft', 325),
]);

function material(id: string, name: string, unit: MaterialUnit, priceCents: Cents): Material {
  return Object.freeze({ id, name, unit, priceCents, archived: false });
}
