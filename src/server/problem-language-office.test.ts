import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { costCreateSchema } from '../domain/costing/cost-schemas';
import { fieldErrors } from '../domain/common/field-errors';
import { invoiceCreateSchema } from '../domain/invoicing/schemas';
import { materialCreateSchema } from '../domain/price-list/price-list-schemas';
import { reportQuerySchema } from '../domain/reports/reports-schemas';
import { problem } from './problem';
import { problemInLanguage } from './problem-language';

// The field messages of job costs, invoices, the price list and reports in Spanish: each English
// kept as its key, and a field's name inside a template translated with it.

function spanish(schema: z.ZodType, input: unknown) {
  const refused = schema.safeParse(input);
  if (refused.success) throw new Error('expected a refusal');
  return problemInLanguage(problem(400, 'Invalid', { errors: fieldErrors(refused.error) }), 'es')
    .errors!;
}

describe('the office’s field messages in Spanish', () => {
  it('translates the price list’s and the reports’ messages', () => {
    expect(spanish(materialCreateSchema(), { name: '', unit: 'sq ft', priceCents: -1 })).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'El nombre es obligatorio', key: 'Name is required' },
        {
          path: 'priceCents',
          message: 'El precio no puede ser negativo',
          key: 'Price cannot be negative',
        },
      ]),
    );
    expect(
      spanish(reportQuerySchema(), { from: '2026-01-01', to: '2026-01-31', threshold: 500 }),
    ).toEqual([
      {
        path: 'threshold',
        message: 'El umbral debe ser como máximo 100',
        key: 'Threshold must be at most 100',
      },
    ]);
  });

  it('translates a template with the field’s name in it', () => {
    const errors = spanish(costCreateSchema(), {
      date: '2026-11-26',
      category: 'other',
      description: 'x'.repeat(201),
      amountCents: -5,
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          path: 'description',
          message: 'La descripción debe tener como máximo 200 caracteres',
          key: 'Description must be at most 200 characters',
        },
        {
          path: 'amountCents',
          message: 'Importe no debe ser negativo',
          key: 'Amount must not be negative',
        },
      ]),
    );
    expect(spanish(invoiceCreateSchema(), { lines: [] })).toEqual(
      expect.arrayContaining([
        { path: 'lines', message: 'Agregue al menos una línea', key: 'Add at least one line' },
      ]),
    );
  });
});
