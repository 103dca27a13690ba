import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { fieldErrorsByPath } from '../../../domain/field-errors';
import { DEFAULT_MATERIALS, MATERIAL_UNITS } from '../../../domain/materials';
import type { MaterialUnit } from '../../../domain/materials';
import { formatUsdCents } from '../../../domain/format';
import type { PriceListMaterial } from '../../../domain/settings';
import { materialCreateSchema } from '../../../domain/settings';
import { buttonStyles } from '../../components/ui/button-styles';
import { SelectField, TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api-client';
import { settingsKeys, useCreateMaterial, useUpdateMaterial } from './api';
import { centsToInput, parseDollars } from './dollars-input';

const DEFAULT_IDS = new Set(DEFAULT_MATERIALS.map((m) => m.id));

/** The price list: active materials are edited in place; archived ones can be restored. */
export function PriceList({ materials }: { materials: PriceListMaterial[] }) {
  const [announcement, setAnnouncement] = useState('');
  const active = materials.filter((m) => !m.archived);
  const archived = materials.filter((m) => m.archived);
  return (
    <div className="space-y-6">
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {active.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-slate-700">
          Every material is archived. Add one below or restore an archived one.
        </p>
      ) : (
        <ul
          aria-label="Materials"
          className="divide-y divide-slate-200 rounded-lg border border-slate-200"
        >
          {active.map((m) => (
            <MaterialRow key={m.id} material={m} onArchived={setAnnouncement} />
          ))}
        </ul>
      )}
      <AddMaterialForm onAdded={setAnnouncement} />
      {archived.length > 0 && (
        <section aria-labelledby="archived-heading">
          <h3 id="archived-heading" className="text-base font-semibold text-slate-800">
            Archived materials
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            Hidden from new estimates. Saved estimates keep the name and price they were saved with.
          </p>
          <ul
            aria-label="Archived materials"
            className="mt-3 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50"
          >
            {archived.map((m) => (
              <ArchivedRow key={m.id} material={m} onRestored={setAnnouncement} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function useConflictAware() {
  const qc = useQueryClient();
  /** On 409 the list is refreshed with the current material and a message explains it. */
  return (err: unknown, fallback: (message: string) => void) => {
    if (err instanceof ApiError && err.status === 409) {
      const current = err.problem.current as PriceListMaterial | undefined;
      if (current) {
        qc.setQueryData<PriceListMaterial[]>(settingsKeys.materials, (list) =>
          list?.map((x) => (x.id === current.id ? current : x)),
        );
        return `Someone else changed ${current.name} (now ${formatUsdCents(current.priceCents)} per ${current.unit}${current.archived ? ', archived' : ''}). Your price is still in the field: save again to replace theirs.`;
      }
    }
    fallback(err instanceof ApiError ? (err.fieldErrors().priceCents ?? err.message) : String(err));
    return null;
  };
}

function MaterialRow({
  material,
  onArchived,
}: {
  material: PriceListMaterial;
  onArchived: (message: string) => void;
}) {
  const update = useUpdateMaterial();
  const handleError = useConflictAware();
  const inputId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dirty = draft !== null && draft !== centsToInput(material.priceCents);

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    const parsed = parseDollars(draft, 'Price');
    if (!parsed.ok) return setError(parsed.message);
    update.mutate(
      { id: material.id, patch: { priceCents: parsed.cents, version: material.version } },
      {
        onSuccess: () => {
          setDraft(null);
          setError(null);
          setNotice(null);
          setSaved(true);
        },
        onError: (err) => setNotice(handleError(err, setError)),
      },
    );
  };

  const archive = () =>
    update.mutate(
      { id: material.id, patch: { archived: true, version: material.version } },
      {
        onSuccess: (m) => onArchived(`${m.name} archived.`),
        onError: (err) => setNotice(handleError(err, setError)),
      },
    );

  const errorId = `${inputId}-error`;
  return (
    // Mobile: name and Archive on the first line, the price below; desktop: one line.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <div className="min-w-0 pt-2">
        <p className="font-medium break-words text-slate-900">{material.name}</p>
        <p className="text-sm text-slate-600">
          per {material.unit}
          {DEFAULT_IDS.has(material.id) ? ' · standard material' : ' · custom'}
        </p>
      </div>
      <div className="order-3 col-span-2 flex flex-col gap-1 sm:order-2 sm:col-span-1 sm:items-end">
        <form noValidate onSubmit={save} className="flex items-start gap-2">
          <label htmlFor={inputId} className="sr-only">
            {`Price of ${material.name} ($ per ${material.unit})`}
          </label>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600"
            >
              $
            </span>
            <input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft ?? centsToInput(material.priceCents)}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
                setSaved(false);
              }}
              className={`block min-h-11 w-32 rounded-md border bg-white py-2 pr-3 pl-7 text-right text-base text-slate-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-500/40 focus:outline-none ${error ? 'border-red-600' : 'border-slate-300'}`}
            />
          </div>
          <button
            type="submit"
            aria-label={`Save price of ${material.name}`}
            className={dirty ? buttonStyles.primary : buttonStyles.secondary}
            disabled={!dirty || update.isPending}
          >
            Save
          </button>
        </form>
        {error && (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        {notice && (
          <p role="alert" className="max-w-sm text-sm text-amber-900">
            {notice}
          </p>
        )}
        <p role="status" aria-live="polite" className="text-sm font-medium text-green-800">
          {saved ? `✓ Saved: ${formatUsdCents(material.priceCents)} per ${material.unit}` : ''}
        </p>
      </div>
      <button
        type="button"
        aria-label={`Archive ${material.name}`}
        className={`${buttonStyles.secondary} order-2 sm:order-3`}
        disabled={update.isPending}
        onClick={archive}
      >
        Archive
      </button>
    </li>
  );
}

function ArchivedRow({
  material,
  onRestored,
}: {
  material: PriceListMaterial;
  onRestored: (message: string) => void;
}) {
  const update = useUpdateMaterial();
  const handleError = useConflictAware();
  const [problemText, setProblemText] = useState<string | null>(null);
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-700">
          {material.name}{' '}
          <span className="ml-1 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-700">
            Archived
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {formatUsdCents(material.priceCents)} per {material.unit}
        </p>
        {problemText && (
          <p role="alert" className="text-sm text-red-700">
            {problemText}
          </p>
        )}
      </div>
      <button
        type="button"
        aria-label={`Restore ${material.name}`}
        className={buttonStyles.secondary}
        disabled={update.isPending}
        onClick={() =>
          update.mutate(
            { id: material.id, patch: { archived: false, version: material.version } },
            {
              onSuccess: (m) => onRestored(`${m.name} restored.`),
              onError: (err) => setProblemText(handleError(err, setProblemText)),
            },
          )
        }
      >
        Restore
      </button>
    </li>
  );
}

const EMPTY_NEW = { name: '', unit: 'sq ft' as MaterialUnit, price: '' };

function AddMaterialForm({ onAdded }: { onAdded: (message: string) => void }) {
  const create = useCreateMaterial();
  const [values, setValues] = useState(EMPTY_NEW);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [added, setAdded] = useState<string | null>(null);

  const set = (key: keyof typeof EMPTY_NEW, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
    setAdded(null);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string> = {};
    const price = parseDollars(values.price, 'Price');
    if (!price.ok) next.price = price.message;
    const parsed = materialCreateSchema().safeParse({
      name: values.name,
      unit: values.unit,
      priceCents: price.ok ? price.cents : 0,
    });
    if (!parsed.success) {
      for (const [path, message] of Object.entries(fieldErrorsByPath(parsed.error))) {
        next[path === 'priceCents' ? 'price' : path] ??= message;
      }
    }
    if (Object.keys(next).length > 0 || !parsed.success) return setErrors(next);
    create.mutate(parsed.data, {
      onSuccess: (m) => {
        setValues(EMPTY_NEW);
        setErrors({});
        setAdded(`${m.name} added at ${formatUsdCents(m.priceCents)} per ${m.unit}.`);
        onAdded(`${m.name} added.`);
      },
      onError: (err) => {
        if (!(err instanceof ApiError)) return;
        const f = err.fieldErrors();
        setErrors({
          ...(f.name ? { name: f.name } : {}),
          ...(f.unit ? { unit: f.unit } : {}),
          ...(f.priceCents ? { price: f.priceCents } : {}),
          ...(Object.keys(f).length === 0 ? { form: err.message } : {}),
        });
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
        Add a custom material
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_9rem_auto] sm:items-start">
        <TextField
          label="Material name"
          value={values.name}
          error={errors.name}
          maxLength={100}
          onChange={(e) => set('name', e.target.value)}
        />
        <SelectField
          label="Unit"
          value={values.unit}
          error={errors.unit}
          onChange={(e) => set('unit', e.target.value)}
        >
          {MATERIAL_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Price ($)"
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.price}
          error={errors.price}
          onChange={(e) => set('price', e.target.value)}
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} sm:mt-6`}
          disabled={create.isPending}
        >
          {create.isPending ? 'Adding…' : 'Add material'}
        </button>
      </div>
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
