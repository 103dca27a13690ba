import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import type { MaterialUnit } from '../../../domain/price-list/price-list-entry';
import { MATERIAL_UNITS } from '../../../domain/price-list/price-list-entry';
import { parseNumberText } from '../../../domain/format/number-text';
import type { Material } from '../../../domain/price-list/price-list';
import type { MeasuredAlong } from '../../../domain/takeoff/takeoff';
import { MEASURED_ALONG } from '../../../domain/takeoff/takeoff';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, SelectField } from '../../components/ui/field';
import type { ApiError } from '../../lib/api-client';
import { ConflictError } from '../../lib/api-client';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import type { MaterialChange } from './mutations';
import { useUpdateMaterial } from './mutations';
import {
  coverageInput,
  isTakeoffItem,
  measuredAlongLabel,
  measureUnitOf,
  unitLabel,
} from './takeoff-text';
import { i18n, useLingui } from './i18n';

const FIELDS = ['unit', 'measuredAlong', 'coveragePerUnit', 'wasteApplies'] as const;

interface Draft {
  unit: MaterialUnit;
  measuredAlong: MeasuredAlong;
  /** As typed. */
  coverage: string;
  wasteApplies: boolean;
}

const draftOf = (m: Material): Draft => ({
  unit: m.unit,
  measuredAlong: m.measuredAlong,
  coverage: coverageInput(m.coveragePerUnit),
  wasteApplies: m.wasteApplies,
});

/** The takeoff's own fields, shared by this form and the add-material form. */
export function TakeoffFields({
  draft,
  errors,
  onChange,
}: {
  /** The add-material form's unit may not be chosen yet (''). */
  draft: Omit<Draft, 'unit'> & { unit: MaterialUnit | '' };
  errors: Record<string, string | undefined>;
  onChange: (change: Partial<Draft>) => void;
}) {
  const { i18n } = useLingui();
  const wasteId = useId();
  const measured = draft.measuredAlong !== 'none';
  return (
    <>
      <SelectField
        label={i18n._('Measured along')}
        value={draft.measuredAlong}
        error={errors.measuredAlong}
        hint={measured ? undefined : i18n._('Priced by the quantity typed in the estimate')}
        onChange={(e) => onChange({ measuredAlong: e.target.value as MeasuredAlong })}
      >
        {MEASURED_ALONG.map((a) => (
          <option key={a} value={a}>
            {measuredAlongLabel(a)}
          </option>
        ))}
      </SelectField>
      {measured && (
        <>
          <NumberField
            label={i18n._('Coverage per unit')}
            min={0}
            value={draft.coverage}
            error={errors.coveragePerUnit}
            hint={
              draft.unit === 'each'
                ? i18n._('{amount} each', { amount: measureUnitOf(draft.measuredAlong) })
                : i18n._('{amount} per {unit}', {
                    amount: measureUnitOf(draft.measuredAlong),
                    unit: draft.unit ? unitLabel(draft.unit) : i18n._('unit'),
                  })
            }
            onValue={(coverage) => onChange({ coverage })}
          />
          <div className="sm:pt-6">
            <div className="flex min-h-11 items-center gap-2">
              <input
                id={wasteId}
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={draft.wasteApplies}
                aria-describedby={`${wasteId}-hint`}
                onChange={(e) => onChange({ wasteApplies: e.target.checked })}
              />
              <label htmlFor={wasteId} className="text-sm font-medium text-slate-800">
                {i18n._('Waste applies')}
              </label>
            </div>
            <p id={`${wasteId}-hint`} className="text-sm text-slate-600">
              {i18n._('Adds the waste before rounding up')}
            </p>
          </div>
        </>
      )}
    </>
  );
}

export type TakeoffDraft = Draft;

/** The coverage's schema, fetched when a coverage is first typed (it brings zod). */
export const coverageSchema = () =>
  import('../../../domain/price-list/price-list-schemas').then((m) => m.coveragePerUnitSchema());

/**
 * The draft's coverage in the API's terms, or its message. With no schema to be had the number
 * goes as typed: the server checks the same schema and names the field.
 */
export async function parseCoverage(
  text: string,
): Promise<{ ok: true; value: number } | { ok: false; message: string }> {
  const typed = parseNumberText(text);
  const checked = await checkWithFetchedSchema(coverageSchema, typed);
  if (checked === null) return { ok: true, value: typed };
  return 'data' in checked
    ? { ok: true, value: checked.data }
    : { ok: false, message: checked.errors[''] ?? i18n._('Coverage must be a number') };
}

/**
 * A material's unit and how the takeoff orders it, edited apart from its price: only the fields
 * changed are sent, so an untouched coverage keeps its exact value (100/3, not 33.3333).
 */
export function TakeoffForm({
  material,
  onMoved,
}: {
  material: Material;
  /** The material joins or leaves the takeoff items (and moves to the other list). */
  onMoved: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const update = useUpdateMaterial();
  const [draft, setDraft] = useState<Draft>(() => draftOf(material));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [saved, setSaved] = useState(false);
  const base = draftOf(material);
  const changed = (Object.keys(base) as (keyof Draft)[]).filter((k) => draft[k] !== base[k]);

  const onChange = (change: Partial<Draft>) => {
    // Fetched while the owner edits; a failed fetch is asked again at save.
    if (change.coverage !== undefined) coverageSchema().catch(() => {});
    setDraft((d) => ({ ...d, ...change }));
    setErrors({});
    setSaved(false);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };

  const send = async () => {
    if (changed.length === 0) return;
    const patch: MaterialChange = { version: material.version };
    if (changed.includes('unit')) patch.unit = draft.unit;
    if (changed.includes('measuredAlong')) patch.measuredAlong = draft.measuredAlong;
    if (changed.includes('wasteApplies')) patch.wasteApplies = draft.wasteApplies;
    if (changed.includes('coverage')) {
      const coverage = await parseCoverage(draft.coverage);
      if (!coverage.ok) return setErrors({ coveragePerUnit: coverage.message });
      patch.coveragePerUnit = coverage.value;
    }
    update.mutate(
      { id: material.id, patch },
      {
        onSuccess: (m) => {
          setDraft(draftOf(m));
          setErrors({});
          setSaved(true);
          if (isTakeoffItem(m) !== isTakeoffItem(material)) {
            onMoved(
              isTakeoffItem(m)
                ? i18n._('{name} is now a takeoff item.', { name: m.name })
                : i18n._('{name} is no longer in the takeoff.', { name: m.name }),
            );
          }
        },
        onError: (err: ApiError) => {
          if (err instanceof ConflictError) return;
          // A message next to the field it names; any other one below the form.
          const byPath = err.fieldErrors();
          const byField = Object.fromEntries(
            FIELDS.flatMap((k) => (byPath[k] ? [[k, byPath[k]]] : [])),
          );
          setErrors(
            Object.keys(byField).length > 0 ? byField : { form: byPath[''] ?? err.message },
          );
        },
      },
    );
  };

  const formMessage = errors.form;
  return (
    <form noValidate onSubmit={save} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <fieldset>
        <legend className="sr-only">
          {i18n._('Unit and takeoff of {name}', { name: material.name })}
        </legend>
        <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)_9rem_auto] sm:items-start">
          <SelectField
            label={i18n._('Unit')}
            value={draft.unit}
            error={errors.unit}
            onChange={(e) => onChange({ unit: e.target.value as MaterialUnit })}
          >
            {MATERIAL_UNITS.map((u) => (
              <option key={u} value={u}>
                {unitLabel(u)}
              </option>
            ))}
          </SelectField>
          <TakeoffFields draft={draft} errors={errors} onChange={onChange} />
        </div>
      </fieldset>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="submit"
          aria-label={i18n._('Save unit and takeoff of {name}', { name: material.name })}
          className={changed.length > 0 ? buttonStyles.primary : buttonStyles.secondary}
          disabled={changed.length === 0 || update.isPending}
        >
          {i18n._('Save')}
        </button>
        <p role="status" aria-live="polite" className="text-sm font-medium">
          {formMessage ? (
            <span className="text-red-700">{formMessage}</span>
          ) : update.conflict ? (
            <span className="text-amber-900">
              {i18n._(
                'Someone else changed {name} meanwhile. Your choices are still here: save again to replace theirs.',
                { name: update.conflict.name },
              )}
            </span>
          ) : saved ? (
            <span className="text-green-800">✓ {i18n._('Saved')}</span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
