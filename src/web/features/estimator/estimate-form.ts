import type { CostLine, EstimateInput, MaterialLine } from '../../../domain/estimate';
import { DEFAULT_ESTIMATE_INPUT, newCostLine, newMaterialLine } from '../../../domain/estimate';
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

export interface EstimateForm {
  area: string;
  pitch: string;
  /** Dollars per sq ft. */
  laborRate: string;
  materials: MaterialRow[];
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
    materials: input.materials.map(materialRow),
    costs: input.costs.map(costRow),
    waste: text(input.adjustments.wastePercent),
    overheadProfit: text(input.adjustments.overheadProfitPercent),
    tax: text(input.adjustments.taxPercent),
    // Estimates saved before the takeoff have no measurements.
    ...lengthTexts(input.measurements ?? NO_LENGTHS),
  };
}

export function addMaterialRow(form: EstimateForm, priceList: readonly Material[]): EstimateForm {
  return { ...form, materials: [...form.materials, materialRow(newMaterialLine(priceList))] };
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

/** The form as the API's input; invalid text becomes NaN, which the schema names. */
export function inputFromForm(form: EstimateForm): EstimateInput {
  const lengths = lengthsFromForm(form);
  return {
    roofAreaSqFt: parseNumberText(form.area),
    pitch: parseNumberText(form.pitch),
    laborRateCents: dollarsToCents(parseNumberText(form.laborRate)),
    materials: form.materials.map((m) => ({
      materialId: m.materialId,
      quantity: parseNumberText(m.quantity),
    })),
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
// the links of estimates without them) stay what they were.

const FORMAT = 1;

type Packed = [
  typeof FORMAT,
  string,
  string,
  string,
  [string, string][],
  [string, string][],
  [string, string, string],
  string[]?,
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

export function encodeForm(form: EstimateForm): string {
  const packed: Packed = [
    FORMAT,
    form.area,
    form.pitch,
    form.laborRate,
    form.materials.map((m) => [m.materialId, m.quantity]),
    form.costs.map((c) => [c.description, c.amount]),
    [form.waste, form.overheadProfit, form.tax],
  ];
  const lengths = LENGTH_FIELDS.map((f) => form[f.field]);
  if (!lengths.every((t) => NO_LENGTH_TEXT.test(t))) packed.push(lengths);
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

/** The form from a link; undefined for anything that is not one (a hand-edited link). */
export function decodeForm(encoded: string): EstimateForm | undefined {
  let v: unknown;
  try {
    v = JSON.parse(fromBase64Url(encoded));
  } catch {
    return undefined;
  }
  if (!Array.isArray(v) || (v.length !== 7 && v.length !== 8) || v[0] !== FORMAT) {
    return undefined;
  }
  const items: unknown[] = v;
  const [, area, pitch, laborRate, materials, costs, adjustments, lengths] = items;
  if (!isStr(area) || !isStr(pitch) || !isStr(laborRate)) return undefined;
  if (!isPairs(materials) || materials.length === 0 || !isPairs(costs)) return undefined;
  if (!isTriple(adjustments)) return undefined;
  if (lengths !== undefined && !isLengths(lengths)) return undefined;
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
    materials: materials.map(([materialId, quantity]) => ({
      key: lineKey(),
      materialId,
      quantity,
    })),
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
    const first = form.materials[0];
    if (first && Number.isFinite(parseNumberText(area))) first.quantity = area;
  }
  for (const { field } of LENGTH_FIELDS) {
    const typed = params.get(field)?.trim();
    // Kept as sent, even when it is not a number: the field then says what is wrong with it.
    if (typed) form[field] = typed.slice(0, 100);
  }
  return form;
}
