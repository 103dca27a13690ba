import type { CostLine, EstimateInput, MaterialLine } from '../../../domain/estimate';
import {
  DEFAULT_ESTIMATE_INPUT,
  DEFAULT_OPTION_NAMES,
  MAX_OPTIONS,
  newCostLine,
  newMaterialLine,
  optionsOf,
} from '../../../domain/estimate';
import { estimateInputSchema } from '../../../domain/estimate-schema';
import { fieldErrorsByPath } from '../../../domain/field-errors';
import type { Material } from '../../../domain/materials';
import { centsToDollars, dollarsToCents } from '../../../domain/money';
import { parseNumberText } from '../../../domain/number-text';
import type { RoofLengths } from '../../../domain/takeoff';
import { NO_LENGTHS } from '../../../domain/takeoff';

// The estimator's form keeps every number as the text typed, so nothing typed is ever lost
// (an empty field, "12." mid-typing, an out-of-bounds value): the text is parsed into an
// EstimateInput and validated with the API's schema on every change.

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
export const newMaterialRow = (priceList: readonly Material[]): MaterialRow =>
  materialRow(newMaterialLine(priceList));

/** An option's lines as the form types them: the same text, keys of their own. */
export const copyRows = (rows: readonly MaterialRow[]): MaterialRow[] =>
  rows.map((r) => ({ ...r, key: lineKey() }));

const optionRow = (name: string, materials: MaterialRow[]): OptionRow => ({
  key: lineKey(),
  name,
  materials,
});

const costRow = (line: CostLine): CostRow => ({
  key: lineKey(),
  description: line.description,
  amount: text(centsToDollars(line.amountCents)),
});

const lengthTexts = (lengths: RoofLengths) =>
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
  const r = estimateInputSchema().safeParse(inputFromForm(form));
  if (r.success) return { ok: true, input: r.data };
  return { ok: false, errors: fieldErrorsByPath(r.error) };
}

// ---------------------------------------------------------------------------------------------
// The whole form in one URL parameter, so a copied link reproduces the estimate: compact JSON
// of the typed text (arrays, not objects), base64url-encoded. The measurements came later: they
// are an optional eighth item, left out while none is typed, so links made before them (and
// the links of estimates without them) stay what they were. Options came later still: a ninth
// item, every option's name and lines, only when there are several (the eighth is then null
// if nothing is measured); the fifth item stays the first option's lines, as the API's
// `materials` does.

const FORMAT = 1;

type Packed = [
  typeof FORMAT,
  string,
  string,
  string,
  [string, string][],
  [string, string][],
  [string, string, string],
  (string[] | null)?,
  [string, [string, string][]][]?,
];

const NO_LENGTH_TEXT = /^\s*0?\s*$/;

function toBase64Url(s: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(s)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(s: string): string {
  const binary = atob(s.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

const pairsOf = (option: OptionRow | undefined): [string, string][] =>
  (option?.materials ?? []).map((m) => [m.materialId, m.quantity]);

export function encodeForm(form: EstimateForm): string {
  const packed: Packed = [
    FORMAT,
    form.area,
    form.pitch,
    form.laborRate,
    pairsOf(form.options[0]),
    form.costs.map((c) => [c.description, c.amount]),
    [form.waste, form.overheadProfit, form.tax],
  ];
  const lengths = LENGTH_FIELDS.map((f) => form[f.field]);
  const measured = !lengths.every((t) => NO_LENGTH_TEXT.test(t));
  if (form.options.length > 1) {
    packed.push(
      measured ? lengths : null,
      form.options.map((o): [string, [string, string][]] => [o.name, pairsOf(o)]),
    );
  } else if (measured) {
    packed.push(lengths);
  }
  return toBase64Url(JSON.stringify(packed));
}

const isStr = (x: unknown): x is string => typeof x === 'string' && x.length <= 1000;
const isPairs = (x: unknown): x is [string, string][] =>
  Array.isArray(x) &&
  x.length <= 200 &&
  x.every((p) => Array.isArray(p) && p.length === 2 && isStr(p[0]) && isStr(p[1]));
const isTriple = (x: unknown): x is [string, string, string] =>
  Array.isArray(x) && x.length === 3 && x.every(isStr);
const isLengths = (x: unknown): x is string[] =>
  Array.isArray(x) && x.length === LENGTH_FIELDS.length && x.every(isStr);
const isOption = (x: unknown): x is [string, [string, string][]] =>
  Array.isArray(x) && x.length === 2 && isStr(x[0]) && isPairs(x[1]) && x[1].length > 0;
const isOptions = (x: unknown): x is [string, [string, string][]][] =>
  Array.isArray(x) && x.length > 1 && x.length <= MAX_OPTIONS && x.every(isOption);

const rowsOf = (pairs: [string, string][]): MaterialRow[] =>
  pairs.map(([materialId, quantity]) => ({ key: lineKey(), materialId, quantity }));

/** The form from a link; undefined for anything that is not one (a hand-edited link). */
export function decodeForm(encoded: string): EstimateForm | undefined {
  let v: unknown;
  try {
    v = JSON.parse(fromBase64Url(encoded));
  } catch {
    return undefined;
  }
  if (!Array.isArray(v) || v.length < 7 || v.length > 9 || v[0] !== FORMAT) {
    return undefined;
  }
  const items: unknown[] = v;
  const [, area, pitch, laborRate, materials, costs, adjustments, lengths, options] = items;
  if (!isStr(area) || !isStr(pitch) || !isStr(laborRate)) return undefined;
  if (!isPairs(materials) || materials.length === 0 || !isPairs(costs)) return undefined;
  if (!isTriple(adjustments)) return undefined;
  if (lengths !== undefined && lengths !== null && !isLengths(lengths)) return undefined;
  if (options !== undefined && !isOptions(options)) return undefined;
  const [waste, overheadProfit, tax] = adjustments;
  const measured = lengths
    ? (Object.fromEntries(LENGTH_FIELDS.map((f, i) => [f.field, lengths[i] ?? ''])) as Record<
        LengthField,
        string
      >)
    : lengthTexts(NO_LENGTHS);
  return {
    area,
    pitch,
    laborRate,
    options: options
      ? options.map(([name, pairs]) => optionRow(name, rowsOf(pairs)))
      : [optionRow(DEFAULT_OPTION_NAMES[0], rowsOf(materials))],
    costs: costs.map(([description, amount]) => ({ key: lineKey(), description, amount })),
    waste,
    overheadProfit,
    tax,
    ...measured,
  };
}

/**
 * Where the estimator starts: a full link (`e`), else a saved estimate, else the default estimate
 * (with the company's labor rate) and the simple prefill parameters (`area`, `pitch`) from the
 * pitch finder, the map or a project, and the lengths the map sends (`eaves` ... `boots`).
 */
export function initialForm(
  params: URLSearchParams,
  options: { savedInput?: EstimateInput | undefined; defaultLaborRateCents: number },
): EstimateForm {
  const encoded = params.get('e');
  const fromLink = encoded ? decodeForm(encoded) : undefined;
  if (fromLink) return fromLink;
  if (options.savedInput) return formFromInput(options.savedInput);
  const form = formFromInput({
    ...DEFAULT_ESTIMATE_INPUT,
    laborRateCents: options.defaultLaborRateCents,
  });
  const area = params.get('area')?.trim();
  const pitch = params.get('pitch')?.trim();
  if (pitch) form.pitch = pitch;
  if (area) {
    form.area = area;
    // The default first line's quantity is the default area (2000 for 2000); a measured roof's
    // line starts at its area the same way.
    const first = form.options[0]?.materials[0];
    if (first && Number.isFinite(parseNumberText(area))) first.quantity = area;
  }
  for (const { field } of LENGTH_FIELDS) {
    const typed = params.get(field)?.trim();
    // Kept as sent, even when it is not a number: the field then says what is wrong with it.
    if (typed) form[field] = typed.slice(0, 100);
  }
  return form;
}
