// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { onMap, SHAPES } from '../../../domain/testing/roof-shapes';
import { planRoof, RoofPlanError } from '../../../domain/takeoff/roof-plan/roof-plan';
import { switchLanguage } from '../../lib/i18n/catalogs';
import { inReadersLanguage } from '../../lib/i18n/field-messages';

// Generate roof shows the planner's refusal through inReadersLanguage, as a form shows a
// schema's field message: English as the planner wrote it, Spanish from the domain's catalogue.

const rectangle = onMap(SHAPES['rectangle 40 x 30']!);

function refusal(input: Parameters<typeof planRoof>[0]): string {
  try {
    planRoof(input);
  } catch (e) {
    if (e instanceof RoofPlanError) return inReadersLanguage(e.message);
    throw e;
  }
  throw new Error('expected the roof to be refused');
}

const crossed = { points: [rectangle[0]!, rectangle[2]!, rectangle[1]!, rectangle[3]!], pitch: 6 };
const allGables = { points: rectangle, pitch: 6, gableEdges: [0, 1, 2, 3] };

describe('Generate roof’s refusals in the reader’s language', () => {
  afterAll(() => switchLanguage('en'));

  it('shows English as the planner wrote it', () => {
    expect(refusal(allGables)).toBe('At least one edge must be an eave, not a gable end.');
  });

  it('shows Spanish, with the edges’ numbers filled in', async () => {
    await switchLanguage('es');
    expect(refusal(allGables)).toBe('Al menos un borde debe ser un alero, no un hastial.');
    expect(refusal(crossed)).toBe(
      'El contorno se cruza consigo mismo: los bordes 1 y 3 se cruzan o se tocan. Mueve una esquina para que no se crucen dos bordes y vuelve a intentarlo.',
    );
  });
});
