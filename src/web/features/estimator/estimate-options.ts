import type { EstimateForm, FieldErrors, OptionRow } from './estimate-form';
import { i18n } from './i18n';

// Good / better / best in the form: which option is on screen, how its fields are named in the
// API's messages, and which messages belong to which option. The material lines belong to one
// option each; everything else is shared.

/** The form and the key of the option on screen (the estimator's state has both). */
interface OnScreen {
  form: EstimateForm;
  activeOption: string;
}

/** Where the active option is in the list (the first when its key is gone). */
export function activeIndexOf(state: OnScreen): number {
  return Math.max(
    0,
    state.form.options.findIndex((o) => o.key === state.activeOption),
  );
}

/** The option being edited. */
export function activeOptionOf(state: OnScreen): OptionRow {
  const option = state.form.options[activeIndexOf(state)];
  if (!option) throw new Error('An estimate has at least one option');
  return option;
}

/**
 * Good / Better / Best in the reader's language: the names a new estimate's options start with.
 * They are the user's to change and are saved as typed, so an option keeps the name it was given
 * whoever opens it later.
 */
export const defaultOptionNames = () => [i18n._('Good'), i18n._('Better'), i18n._('Best')];

/** The name a new option gets: the first of Good / Better / Best no option is called. */
export function nextOptionName(options: readonly Pick<OptionRow, 'name'>[]): string {
  const used = new Set(options.map((o) => o.name.trim().toLowerCase()));
  return (
    defaultOptionNames().find((n) => !used.has(n.toLowerCase())) ??
    i18n._('Option {number}', { number: options.length + 1 })
  );
}

/**
 * The API's name for a field of an option's line: `materials.0.quantity` with one option (sent
 * as the estimate's own lines), `options.1.materials.0.quantity` with several.
 */
export function materialPath(
  form: EstimateForm,
  option: number,
  line: number,
  field: 'materialId' | 'quantity',
): string {
  return form.options.length > 1
    ? `options.${option}.materials.${line}.${field}`
    : `materials.${line}.${field}`;
}

/** The one message no single field owns: a total above what a project can hold. */
export const isTotalPath = (path: string) => /^(options\.\d+\.)?totalCents$/.test(path);

/** That message, naming its option when there are several: "Best: The total must be ...". */
export function totalErrorOf(form: EstimateForm, errors: FieldErrors): string | null {
  const path = Object.keys(errors).find(isTotalPath);
  if (!path) return null;
  const option = /^options\.(\d+)\./.exec(path);
  const name = option ? form.options[Number(option[1])]?.name.trim() : undefined;
  return name ? `${name}: ${errors[path]}` : (errors[path] ?? null);
}

/** The options (by index) that have a message on one of their fields. */
export function optionsWithErrors(form: EstimateForm, errors: FieldErrors): Set<number> {
  const out = new Set<number>();
  if (form.options.length < 2) return out;
  for (const path of Object.keys(errors)) {
    const m = /^options\.(\d+)\./.exec(path);
    if (m) out.add(Number(m[1]));
  }
  return out;
}

/**
 * With several options the API checks `materials` too, which are the first option's lines: its
 * messages repeat those of `options.0.materials`, and only those are shown.
 */
export function formErrors(form: EstimateForm, errors: FieldErrors): FieldErrors {
  if (form.options.length < 2) return errors;
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([path]) => path !== 'materials' && !path.startsWith('materials.'),
    ),
  );
}
