// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import type { LineMaterial } from '../../../domain/estimate/line-quantity';
import { switchLanguage } from '../../lib/i18n/catalogs';
import { quantityConcernText } from '../../lib/unit-text';
import { quantityChangeText } from './quantity-change-text';

const material = (unit: LineMaterial['unit']) => ({ unit });

describe('what a line says after its material changed unit', () => {
  afterAll(() => switchLanguage('en'));

  it('names the new quantity, how it was found and what the old number meant', () => {
    const previous = { quantity: '94', unit: 'bundle' as const };
    expect(
      quantityChangeText({ kind: 'roof-area', quantity: 2236.07 }, previous, material('sq ft')),
    ).toBe('Quantity set to the actual roof area, 2,236.07 sq ft (the 94 before was in bundles).');
    expect(
      quantityChangeText(
        { kind: 'takeoff', quantity: 74, along: 'sloped-area', wastePercent: 10 },
        { quantity: '2,000', unit: 'sq ft' },
        material('bundle'),
      ),
    ).toBe(
      'Quantity recomputed from the sloped area with 10% waste: 74 bundles (the 2,000 before was in sq ft).',
    );
    expect(quantityChangeText({ kind: 'cleared' }, previous, material('linear ft'))).toBe(
      'Enter the quantity in linear ft: the 94 before was in bundles, and nothing measured gives it.',
    );
  });

  it('says why a quantity looks wrong', () => {
    expect(quantityConcernText({ kind: 'under-area', quantity: 94, areaSqFt: 2236.07 })).toBe(
      '94 sq ft is under 10% of the roof’s actual area (2,236 sq ft).',
    );
    expect(quantityConcernText({ kind: 'over-bundles', quantity: 371, needed: 74 })).toBe(
      '371 bundles is over 5 × the 74 bundles the roof’s area needs.',
    );
  });

  it('says both in Spanish, the numbers in the US style', async () => {
    await switchLanguage('es');
    expect(
      quantityChangeText(
        { kind: 'takeoff', quantity: 74, along: 'sloped-area', wastePercent: 10 },
        { quantity: '2,000', unit: 'sq ft' },
        material('bundle'),
      ),
    ).toBe(
      'Cantidad recalculada a partir del área inclinada con 10% de desperdicio: 74 paquetes (el 2,000 anterior estaba en pies²).',
    );
    expect(quantityConcernText({ kind: 'over-bundles', quantity: 371, needed: 74 })).toBe(
      '371 paquetes es más de 5 × los 74 paquetes que necesita el área del techo.',
    );
  });
});
