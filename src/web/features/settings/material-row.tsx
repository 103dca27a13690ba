import { Trans } from '@lingui/react';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { formatUsdCents } from '../../../domain/format/format';
import type { Material } from '../../../domain/price-list/price-list';
import { buttonStyles } from '../../components/ui/button-styles';
import { Input } from '../../components/ui/field';
import type { ApiError } from '../../lib/api-client';
import { ConflictError } from '../../lib/api-client';
import { useUpdateMaterial } from './mutations';
import { centsToInput, parseDollars } from './dollars-input';
import { materialConflictText, materialErrorText } from './material-conflict';
import { TakeoffForm } from './takeoff-form';
import { originText, takeoffSummary, unitLabel } from './takeoff-text';
import { useLingui } from './i18n';

/**
 * An active material: its price edited in place, archived with one tap, and its unit and takeoff
 * edited in a panel opened on demand (sixteen open forms would bury the prices on a phone).
 */
export function MaterialRow({
  material,
  onAnnounce,
}: {
  material: Material;
  /** Says something about the material to screen readers (archived, moved to the other list). */
  onAnnounce: (message: string) => void;
}) {
  const { i18n } = useLingui();
  const update = useUpdateMaterial();
  const unit = unitLabel(material.unit);
  const name = material.name;
  const inputId = useId();
  const panelId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const dirty = draft !== null && draft !== centsToInput(material.priceCents);
  // A conflict's message stays below the field (their material is now the one shown).
  const notice = update.conflict ? materialConflictText(update.conflict) : null;
  const onError = (err: ApiError) => {
    if (!(err instanceof ConflictError)) setError(materialErrorText(err));
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    const parsed = parseDollars(draft, i18n._('Price'));
    if (!parsed.ok) return setError(parsed.message);
    update.mutate(
      { id: material.id, patch: { priceCents: parsed.cents, version: material.version } },
      {
        onSuccess: () => {
          setDraft(null);
          setError(null);
          setSaved(true);
        },
        onError,
      },
    );
  };

  const archive = () =>
    update.mutate(
      { id: material.id, patch: { archived: true, version: material.version } },
      { onSuccess: (m) => onAnnounce(i18n._('{name} archived.', { name: m.name })), onError },
    );

  const errorId = `${inputId}-error`;
  return (
    // Mobile: name and Archive on the first line, the price below; desktop: one line.
    <li className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <div className="min-w-0 pt-2">
        <p className="font-medium break-words text-slate-900">{material.name}</p>
        <p className="text-sm text-slate-600">
          {i18n._('per {unit}', { unit })}
          {originText(material)}
        </p>
      </div>
      <div className="order-3 col-span-2 flex flex-col gap-1 sm:order-2 sm:col-span-1 sm:items-end">
        <form noValidate onSubmit={save} className="flex items-start gap-2">
          <label htmlFor={inputId} className="sr-only">
            {i18n._('Price of {name} ($ per {unit})', { name, unit })}
          </label>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600"
            >
              $
            </span>
            <Input
              id={inputId}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={draft ?? centsToInput(material.priceCents)}
              invalid={Boolean(error)}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                setDraft(e.target.value);
                setError(null);
                setSaved(false);
              }}
              className="w-32 pl-7 text-right"
            />
          </div>
          <button
            type="submit"
            aria-label={i18n._('Save price of {name}', { name })}
            className={dirty ? buttonStyles.primary : buttonStyles.secondary}
            disabled={!dirty || update.isPending}
          >
            {i18n._('Save')}
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
          {saved
            ? i18n._('✓ Saved: {price} per {unit}', {
                price: formatUsdCents(material.priceCents),
                unit,
              })
            : ''}
        </p>
      </div>
      <button
        type="button"
        aria-label={i18n._('Archive {name}', { name })}
        className={`${buttonStyles.secondary} order-2 sm:order-3`}
        disabled={update.isPending}
        onClick={archive}
      >
        {i18n._('Archive')}
      </button>
      <div className="order-4 col-span-full flex flex-wrap items-center justify-between gap-x-3">
        <p className="min-w-0 text-sm text-slate-700">{takeoffSummary(material)}</p>
        <button
          type="button"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          aria-expanded={editing}
          aria-controls={panelId}
          onClick={() => setEditing((open) => !open)}
        >
          <Trans
            id="Unit & takeoff<0> of {name}</0>"
            values={{ name }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </button>
      </div>
      <div id={panelId} hidden={!editing} className="order-5 col-span-full">
        {editing && <TakeoffForm material={material} onMoved={onAnnounce} />}
      </div>
    </li>
  );
}
