import type { FormEvent } from 'react';
import { useState } from 'react';
import { formatUsdCents } from '../../../domain/format/format';
import type { MaterialUnit } from '../../../domain/price-list/price-list-entry';
import { MATERIAL_UNITS } from '../../../domain/price-list/price-list-entry';
import type { MaterialCreate } from '../../../domain/price-list/price-list';
import { buttonStyles } from '../../components/ui/button-styles';
import { NumberField, SelectField, TextField } from '../../components/ui/field';
import { checkWithFetchedSchema } from '../../lib/check-with-fetched-schema';
import { useCreateMaterial } from './mutations';
import { parseDollars } from './dollars-input';
import type { TakeoffDraft } from './takeoff-form';
import { parseCoverage, TakeoffFields } from './takeoff-form';
import { unitLabel } from './takeoff-text';
import { useLingui } from './i18n';

interface NewMaterial extends Omit<TakeoffDraft, 'unit'> {
  name: string;
  /** Empty until the owner picks one: a wrong guess would price every line in it wrongly. */
  unit: MaterialUnit | '';
  /** Dollars as typed; the API takes cents. */
  price: string;
}

// A new material is not in the takeoff unless the owner says how it is measured.
const EMPTY_NEW: NewMaterial = {
  name: '',
  unit: '',
  price: '',
  measuredAlong: 'none',
  coverage: '1',
  wasteApplies: false,
};

/**
 * Messages by path (the schema's or the server's) as the form shows them: the cents' next to the
 * "Price ($)" field. A message already in `errors` stays.
 */
function byField(byPath: Record<string, string>, errors: Record<string, string> = {}) {
  const out = { ...errors };
  for (const [path, message] of Object.entries(byPath)) {
    out[path === 'priceCents' ? 'price' : path] ??= message;
  }
  return out;
}

/** The new material's schema, fetched as the owner starts typing (it brings zod). */
const materialSchema = () =>
  import('../../../domain/price-list/price-list-schemas').then((m) => m.materialCreateSchema());

export function AddMaterialForm({ onAdded }: { onAdded: (message: string) => void }) {
  const { i18n } = useLingui();
  const create = useCreateMaterial();
  const [values, setValues] = useState(EMPTY_NEW);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);

  const change = (patch: Partial<NewMaterial>) => {
    // Fetched while the owner types; a failed fetch is asked again at submit.
    materialSchema().catch(() => {});
    setValues((v) => ({ ...v, ...patch }));
    setErrors((errs) => {
      const rest = { ...errs };
      for (const key of Object.keys(patch))
        delete rest[key === 'coverage' ? 'coveragePerUnit' : key];
      return rest;
    });
    setAdded(null);
  };
  const set = (key: 'name' | 'unit' | 'price', value: string) => change({ [key]: value });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void check();
  };

  /**
   * The material checked with the API's schema, then sent. With no schema to be had it goes as
   * typed: the server checks the same schema and names the fields it refuses.
   */
  const check = async () => {
    const price = parseDollars(values.price, i18n._('Price'));
    const measured = values.measuredAlong !== 'none';
    // Coverage and waste say nothing about a material that is not measured: the defaults go.
    const coverage = measured
      ? await parseCoverage(values.coverage)
      : { ok: true as const, value: 1 };
    const candidate = {
      name: values.name,
      // None picked: the schema's message names the Unit field, as the API's 400 would.
      unit: values.unit || undefined,
      priceCents: price.ok ? price.cents : 0,
      measuredAlong: values.measuredAlong,
      coveragePerUnit: coverage.ok ? coverage.value : 1,
      wasteApplies: measured && values.wasteApplies,
    };
    const checked = await checkWithFetchedSchema(materialSchema, candidate);
    const refused = checked !== null && 'errors' in checked;
    const next = byField(refused ? checked.errors : {}, {
      ...(price.ok ? {} : { price: price.message }),
      ...(coverage.ok ? {} : { coveragePerUnit: coverage.message }),
    });
    if (Object.keys(next).length > 0 || refused) return setErrors(next);
    create.mutate(checked === null ? (candidate as MaterialCreate) : checked.data, {
      onSuccess: (m) => {
        setValues(EMPTY_NEW);
        setErrors({});
        setAdded(
          i18n._('{name} added at {price} per {unit}.', {
            name: m.name,
            price: formatUsdCents(m.priceCents),
            unit: unitLabel(m.unit),
          }),
        );
        onAdded(i18n._('{name} added.', { name: m.name }));
      },
      onError: (err) => {
        const byPath = byField(err.fieldErrors());
        setErrors(Object.keys(byPath).length > 0 ? byPath : { form: err.message });
      },
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="add-material-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id="add-material-heading" className="text-base font-semibold text-slate-800">
        {i18n._('Add a custom material')}
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem] sm:items-start">
        <TextField
          label={i18n._('Material name')}
          value={values.name}
          error={errors.name}
          maxLength={100}
          onChange={(e) => set('name', e.target.value)}
        />
        <SelectField
          label={i18n._('Unit')}
          value={values.unit}
          error={errors.unit}
          onChange={(e) => set('unit', e.target.value)}
        >
          <option value="" disabled>
            {i18n._('Choose a unit')}
          </option>
          {MATERIAL_UNITS.map((u) => (
            <option key={u} value={u}>
              {unitLabel(u)}
            </option>
          ))}
        </SelectField>
        <NumberField
          label={i18n._('Price ($)')}
          min={0}
          step={0.01}
          value={values.price}
          error={errors.price}
          onValue={(text) => set('price', text)}
        />
      </div>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_auto] sm:items-start">
        <TakeoffFields draft={values} errors={errors} onChange={change} />
      </div>
      <button type="submit" className={`${buttonStyles.primary} mt-3`} disabled={create.isPending}>
        {create.isPending ? i18n._('Adding…') : i18n._('Add material')}
      </button>
      <p role="status" aria-live="polite" className="mt-2 text-sm font-medium">
        {errors.form ? (
          <span className="text-red-700">{errors.form}</span>
        ) : added ? (
          <span className="text-green-800">✓ {added}</span>
        ) : null}
      </p>
    </form>
  );
}
