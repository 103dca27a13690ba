import type { CostLine, EstimateInput, MaterialLine } from '../../../domain/estimate/estimate';
import { newCostLine, newMaterialLine, optionsOf } from '../../../domain/estimate/estimate';
import { fieldErrorsByPath } from '../../../domain/common/field-errors';
import type { MaterialPrice } from '../../../domain/price-list/price-list-entry';
import { centsToDollars, dollarsToCents } from '../../../domain/money/money';
import { parseNumberText } from '../../../domain/format/number-text';
import type { RoofLengths } from '../../../domain/takeoff/takeoff';
import { NO_LENGTHS } from '../../../domain/takeoff/takeoff';
import { estimatorSchemas } from './api';

// The estimator's form keeps every number as the text typed, so nothing typed is ever lost
// (an empty field, "12." mid-typing, an out-of-bounds value): the text is parsed into an
// EstimateInput and validated with the API's schema on every change (estimatorSchemas: the
// screen draws once they are in).

export interface MaterialRow {
  key: string;
  materialId: string;
  quantity: string;
}

export interface CostRow {
  key: string;
  description: string;
  /** Dollars. */
  amount: string;
}

/** One good / better / best option: its name and its own material lines. */
export interface OptionRow {
  key: string;
  name: string;
  materials: MaterialRow[];
}

export interface EstimateForm {
  area: string;
  pitch: string;
  /** Dollars per sq ft. */
  laborRate: string;
  /**
   * One to three options, each with its material lines; everything else is shared. With one,
   * its name is neither shown nor sent: the estimate is exactly what it was before options.
   */
  options: OptionRow[];
  costs: CostRow[];
  waste: string;
  overheadProfit: string;
  tax: string;
  // The Measurements section: true lengths in feet and the number of pipe boots.
  eaves: string;
  rakes: string;
  ridges: string;
  hips: string;
  valleys: string;
  walls: string;
  boots: string;
}

/**
 * The Measurements section's fields and the roof lengths they hold. The field names are also the
 * map's handoff parameters (`/estimator?eaves=80&boots=2`).
 */
export const LENGTH_FIELDS = [
  { field: 'eaves', key: 'eavesFt' },
  { field: 'rakes', key: 'rakesFt' },
  { field: 'ridges', key: 'ridgesFt' },
  { field: 'hips', key: 'hipsFt' },
  { field: 'valleys', key: 'valleysFt' },
  { field: 'walls', key: 'wallsFt' },
  { field: 'boots', key: 'pipeBoots' },
] as const satisfies readonly { field: keyof EstimateForm; key: keyof RoofLengths }[];

export type LengthField = (typeof LENGTH_FIELDS)[number]['field'];

let nextKey = 0;
/** React keys for lines: stable while lines are added and removed. */
export const lineKey = () => `line-${++nextKey}`;

const text = (n: number) => String(n);

const materialRow = (line: MaterialLine): MaterialRow => ({
  key: lineKey(),
  materialId: line.materialId,
  quantity: text(line.quantity),
});

/** A line added in the estimator, as text. */
export const newMaterialRow = (priceList: readonly MaterialPrice[]): MaterialRow =>
  materialRow(newMaterialLine(priceList));

/** An option's lines as the form types them: the same text, keys of their own. */
export const copyRows = (rows: readonly MaterialRow[]): MaterialRow[] =>
  rows.map((r) => ({ ...r, key: lineKey() }));

export const optionRow = (name: string, materials: MaterialRow[]): OptionRow => ({
  key: lineKey(),
  name,
  materials,
});

const costRow = (line: CostLine): CostRow => ({
  key: lineKey(),
  description: line.description,
  amount: text(centsToDollars(line.amountCents)),
});

export const lengthTexts = (lengths: RoofLengths) =>
  Object.fromEntries(LENGTH_FIELDS.map((f) => [f.field, text(lengths[f.key])])) as Record<
    LengthField,
    string
  >;

export function formFromInput(input: EstimateInput): EstimateForm {
  return {
    area: text(input.roofAreaSqFt),
    pitch: text(input.pitch),
    laborRate: text(centsToDollars(input.laborRateCents)),
    options: optionsOf(input).map((o) => optionRow(o.name, o.materials.map(materialRow))),
    costs: input.costs.map(costRow),
    waste: text(input.adjustments.wastePercent),
    overheadProfit: text(input.adjustments.overheadProfitPercent),
    tax: text(input.adjustments.taxPercent),
    // Estimates saved before the takeoff have no measurements.
    ...lengthTexts(input.measurements ?? NO_LENGTHS),
  };
}

export function addCostRow(form: EstimateForm): EstimateForm {
  return { ...form, costs: [...form.costs, costRow(newCostLine())] };
}

/**
 * The Measurements section as numbers. A blank field is 0: the section is optional, and a roof
 * without valleys should not need a typed 0. Invalid text becomes NaN, which the schema names.
 */
export function lengthsFromForm(form: EstimateForm): RoofLengths {
  const out = { ...NO_LENGTHS };
  for (const f of LENGTH_FIELDS) {
    const typed = form[f.field];
    out[f.key] = typed.trim() === '' ? 0 : parseNumberText(typed);
  }
  return out;
}

/** Any measurement typed (or not a number): only then does the estimate carry them. */
export const hasLengths = (lengths: RoofLengths) => Object.values(lengths).some((v) => v !== 0);

const linesOf = (option: OptionRow | undefined): MaterialLine[] =>
  (option?.materials ?? []).map((m) => ({
    materialId: m.materialId,
    quantity: parseNumberText(m.quantity),
  }));

/**
 * The form as the API's input; invalid text becomes NaN, which the schema names. One option
 * sends only `materials`, as before options existed; several send every option (with its name)
 * and `materials` as the first option's lines, which is what the API makes of them anyway.
 */
export function inputFromForm(form: EstimateForm): EstimateInput {
  const lengths = lengthsFromForm(form);
  const several = form.options.length > 1;
  return {
    roofAreaSqFt: parseNumberText(form.area),
    pitch: parseNumberText(form.pitch),
    laborRateCents: dollarsToCents(parseNumberText(form.laborRate)),
    materials: linesOf(form.options[0]),
    costs: form.costs.map((c) => ({
      description: c.description,
      amountCents: dollarsToCents(parseNumberText(c.amount)),
    })),
    adjustments: {
      wastePercent: parseNumberText(form.waste),
      overheadProfitPercent: parseNumberText(form.overheadProfit),
      taxPercent: parseNumberText(form.tax),
    },
    // Without any, the estimate is exactly what it was before the takeoff existed.
    ...(hasLengths(lengths) ? { measurements: lengths } : {}),
    ...(several
      ? { options: form.options.map((o) => ({ name: o.name, materials: linesOf(o) })) }
      : {}),
  };
}

export type FieldErrors = Record<string, string>;

/** A valid input, or a message per field path (`materials.0.quantity`, as the API names it). */
export function validateForm(
  form: EstimateForm,
): { ok: true; input: EstimateInput } | { ok: false; errors: FieldErrors } {
  const r = estimatorSchemas.get().estimateInputSchema().safeParse(inputFromForm(form));
  if (r.success) return { ok: true, input: r.data };
  return { ok: false, errors: fieldErrorsByPath(r.error) };
}
