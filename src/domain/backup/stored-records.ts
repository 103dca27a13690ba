import { z } from 'zod';
import {
  MAX_ESTIMATE_TOTAL_CENTS,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
  MAX_SERIAL,
} from '../common/bounds';
import type { EstimateInput } from '../estimate/estimate';
import { snapshotOf } from '../estimate/estimate-record';
import type { FieldError } from '../common/field-errors';
import { OUTLINES_MAX } from '../geo/geo';
import { roofOutlineSchema } from '../geo/geo-schemas';
import { msg } from '../common/messages';
import { once } from '../common/once';
import { priceEstimate } from '../estimate/pricing';
import { materialCreateSchema } from '../price-list/price-list-schemas';

// Records as the server stores them, checked as strictly as the API checks what it writes: a
// backup import accepts only what the API itself could have stored, so every imported record
// can be opened, priced, printed and saved again. (records.ts describes the records a client
// reads; a saved estimate's totals are checked there with the same schema as here.)

/** Ids are generated (UUIDs) or fixed names ("asphalt-standard"), and appear in URLs. */
export const storedIdSchema = once(() =>
  z
    .string()
    .regex(
      /^[A-Za-z0-9_-]{1,100}$/,
      /*i18n*/ 'Must be an id of at most 100 letters, digits, - or _',
    ),
);

/** An instant as the server writes it: Date.toISOString(). */
export const storedTimestampSchema = once(() =>
  z
    .string()
    .max(40)
    .refine((s) => {
      const d = new Date(s);
      return !Number.isNaN(d.getTime()) && d.toISOString() === s;
    }, /*i18n*/ 'Must be a time as YYYY-MM-DDTHH:MM:SS.sssZ'),
);

/** A version or an estimate number: the next save or estimate adds 1. */
export const storedSerialSchema = once(() => z.number().int().min(1).max(MAX_SERIAL));

const centsUpTo = (max: number) => z.number().int().min(0).max(max);
const totalCents = () => centsUpTo(MAX_ESTIMATE_TOTAL_CENTS);
const quantity = () => z.number().min(0).max(MAX_QUANTITY);

/**
 * The totals a saved estimate carries. The per-line name, unit and price are the snapshot the
 * estimate is priced with later, so they have the price list's bounds.
 */
export const storedEstimateTotalsSchema = once(() => {
  const material = materialCreateSchema().shape;
  return z.strictObject({
    // Pitch 0 to 12 gives 1 to about 1.414.
    multiplier: z.number().min(1).max(2),
    actualAreaSqFt: z
      .number()
      .min(0)
      .max(MAX_QUANTITY * 2),
    actualAreaSquares: z
      .number()
      .min(0)
      .max((MAX_QUANTITY * 2) / 100),
    materialLines: z.array(
      z.strictObject({
        materialId: storedIdSchema(),
        name: material.name,
        unit: material.unit,
        quantity: quantity(),
        wasteQuantity: quantity(),
        unitPriceCents: centsUpTo(MAX_PRICE_CENTS),
        lineTotalCents: totalCents(),
      }),
    ),
    materialsCents: totalCents(),
    wasteCents: totalCents(),
    laborCents: totalCents(),
    additionalCents: totalCents(),
    subtotalCents: totalCents(),
    overheadProfitCents: totalCents(),
    taxCents: totalCents(),
    totalCents: totalCents(),
  });
});
export type StoredEstimateTotals = z.infer<ReturnType<typeof storedEstimateTotalsSchema>>;

/** A project's saved outlines, as PUT /api/projects/:id/outlines accepts them. */
export const storedOutlinesSchema = once(() => z.array(roofOutlineSchema()).max(OUTLINES_MAX));

/**
 * What the shapes alone cannot say about a saved estimate: its totals belong to its input (one
 * snapshot line per material line, parts that add up, the listed total), and pricing the input
 * again at the saved prices succeeds, as reopening and saving it will. Paths are relative to
 * the totals, or "" for the row's total.
 * With options it checks the estimate's own lines (`materials`, the first option's) against its
 * totals; each other option is checked by calling it again with that option's lines and totals.
 */
export function storedEstimateIssues(
  input: EstimateInput,
  totals: StoredEstimateTotals,
  listedTotalCents: number,
): { where: 'input' | 'totals' | 'total'; error: FieldError }[] {
  const issues: { where: 'input' | 'totals' | 'total'; error: FieldError }[] = [];
  const totalsIssue = (path: string, message: string) =>
    issues.push({ where: 'totals', error: { path, message } });
  if (totals.materialLines.length !== input.materials.length) {
    totalsIssue('materialLines', /*i18n*/ 'Must have one line per material line of the input');
  }
  input.materials.forEach((line, i) => {
    const priced = totals.materialLines[i];
    if (priced && priced.materialId !== line.materialId) {
      totalsIssue(
        `materialLines.${i}.materialId`,
        msg(/*i18n*/ 'Must be {value}, as in the input', { value: line.materialId }),
      );
    }
  });
  const materialsSum = totals.materialLines.reduce((sum, l) => sum + l.lineTotalCents, 0);
  if (materialsSum !== totals.materialsCents) {
    totalsIssue('materialsCents', /*i18n*/ 'Must be the sum of the material lines');
  }
  const { materialsCents, wasteCents, laborCents, additionalCents, subtotalCents } = totals;
  if (materialsCents + wasteCents + laborCents + additionalCents !== subtotalCents) {
    totalsIssue('subtotalCents', /*i18n*/ 'Must be materials, waste, labor and additional costs');
  }
  if (subtotalCents + totals.overheadProfitCents + totals.taxCents !== totals.totalCents) {
    totalsIssue('totalCents', /*i18n*/ 'Must be the subtotal, overhead & profit and tax');
  }
  if (listedTotalCents !== totals.totalCents) {
    issues.push({
      where: 'total',
      error: { path: '', message: /*i18n*/ 'Must be the total of the estimate' },
    });
  }
  if (issues.length > 0) return issues;
  // One set of lines against its own totals: an estimate's other options are checked each with
  // its own totals, by the same function.
  const lines = { ...input, options: undefined };
  const priced = priceEstimate({ input: lines, priceList: [], saved: snapshotOf(totals) });
  if (!priced.ok) {
    for (const error of priced.errors) issues.push({ where: 'input', error });
  }
  return issues;
}
