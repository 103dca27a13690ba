import type { CostLine, EstimateInput, MaterialLine } from '../../../domain/estimate';
import { DEFAULT_ESTIMATE_INPUT, newCostLine, newMaterialLine } from '../../../domain/estimate';
import { estimateInputSchema } from '../../../domain/estimate-schema';
import { fieldErrorsByPath } from '../../../domain/field-errors';
import type { Material } from '../../../domain/materials';
import { centsToDollars, dollarsToCents } from '../../../domain/money';
import { parseNumberText } from '../../../domain/number-text';

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
}

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
  };
}

export function addMaterialRow(form: EstimateForm, priceList: readonly Material[]): EstimateForm {
  return { ...form, materials: [...form.materials, materialRow(newMaterialLine(priceList))] };
}

export function addCostRow(form: EstimateForm): EstimateForm {
  return { ...form, costs: [...form.costs, costRow(newCostLine())] };
}

/** The form as the API's input; invalid text becomes NaN, which the schema names. */
export function inputFromForm(form: EstimateForm): EstimateInput {
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
// of the typed text (arrays, not objects), base64url-encoded.

const FORMAT = 1;

type Packed = [
  typeof FORMAT,
  string,
  string,
  string,
  [string, string][],
  [string, string][],
  [string, string, string],
];

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
  return toBase64Url(JSON.stringify(packed));
}

const isStr = (x: unknown): x is string => typeof x === 'string' && x.length <= 1000;
const isPairs = (x: unknown): x is [string, string][] =>
  Array.isArray(x) &&
  x.length <= 200 &&
  x.every((p) => Array.isArray(p) && p.length === 2 && isStr(p[0]) && isStr(p[1]));
const isTriple = (x: unknown): x is [string, string, string] =>
  Array.isArray(x) && x.length === 3 && x.every(isStr);

/** The form from a link; undefined for anything that is not one (a hand-edited link). */
export function decodeForm(encoded: string): EstimateForm | undefined {
  let v: unknown;
  try {
    v = JSON.parse(fromBase64Url(encoded));
  } catch {
    return undefined;
  }
  if (!Array.isArray(v) || v.length !== 7 || v[0] !== FORMAT) return undefined;
  const items: unknown[] = v;
  const [, area, pitch, laborRate, materials, costs, adjustments] = items;
  if (!isStr(area) || !isStr(pitch) || !isStr(laborRate)) return undefined;
  if (!isPairs(materials) || materials.length === 0 || !isPairs(costs)) return undefined;
  if (!isTriple(adjustments)) return undefined;
  const [waste, overheadProfit, tax] = adjustments;
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
  };
}

/**
 * Where the estimator starts: a full link (`e`), else a saved estimate, else the default estimate
 * (with the company's labor rate) and the simple prefill parameters (`area`, `pitch`) from the
 * pitch finder, the map or a project.
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
  return form;
}
