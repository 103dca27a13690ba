import type { EstimateInput } from '../../../domain/estimate/estimate';
import {
  DEFAULT_ESTIMATE_INPUT,
  DEFAULT_OPTION_NAMES,
  MAX_OPTIONS,
} from '../../../domain/estimate/estimate';
import { parseNumberText } from '../../../domain/format/number-text';
import { NO_LENGTHS } from '../../../domain/takeoff/takeoff';
import type { EstimateForm, LengthField, MaterialRow, OptionRow } from './estimate-form';
import { formFromInput, LENGTH_FIELDS, lengthTexts, lineKey, optionRow } from './estimate-form';
import { defaultOptionNames } from './estimate-options';
import { i18n } from './i18n';

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
  // A new estimate's sample names, in the reader's language: they are typed into the estimate
  // (and its PDF) as they read here.
  const [first] = form.options;
  if (first) first.name = defaultOptionNames()[0] ?? first.name;
  const [removal] = form.costs;
  if (removal) removal.description = i18n._('Removal of old roofing');
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
