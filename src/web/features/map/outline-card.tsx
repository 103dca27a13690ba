import type { OutlineMeasure } from '../../../domain/geo';
import { DEFAULT_OUTLINE_PITCH, OUTLINE_PITCH_MAX } from '../../../domain/geo';
import { formatNumber, formatSqFt } from '../../../domain/format';
import { areaMultiplier } from '../../../domain/pitch';
import { NumberField, TextField } from '../../components/ui/field';
import type { EditableOutline } from './editable-outline';
import { nameError, parsePitch, pitchError } from './editable-outline';

/** One outline: its name and pitch to edit, its areas and edge lengths, and Delete. */
export function OutlineCard({
  outline,
  index,
  measure,
  onChange,
  onDelete,
}: {
  outline: EditableOutline;
  index: number;
  measure: OutlineMeasure;
  onChange(patch: Partial<EditableOutline>): void;
  onDelete(): void;
}) {
  const pitch = parsePitch(outline.pitchText);
  return (
    <section
      aria-label={`Outline ${outline.name || index + 1}`}
      className="rounded-md border border-slate-200 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Outline name"
          value={outline.name}
          maxLength={100}
          error={nameError(outline.name)}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <NumberField
          type="text"
          label="Pitch (rise per 12)"
          value={outline.pitchText}
          error={pitchError(outline.pitchText)}
          hint={`0 to ${OUTLINE_PITCH_MAX}; the estimator's default is ${DEFAULT_OUTLINE_PITCH}`}
          onValue={(pitchText) => onChange({ pitchText })}
        />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">Plan area</dt>
        <dd className="font-semibold">{formatSqFt(measure.planAreaSqFt, 1)}</dd>
        <dt className="text-slate-700">Roof area</dt>
        <dd className="font-semibold">
          {measure.roofAreaSqFt === null || pitch === null
            ? '—'
            : `${formatSqFt(measure.roofAreaSqFt, 1)} (× ${formatNumber(areaMultiplier(pitch), 3)})`}
        </dd>
        <dt className="text-slate-700">Edges</dt>
        <dd>
          <ol className="flex flex-wrap gap-x-3">
            {measure.edgesFt.map((ft, j) => (
              <li key={j}>
                {j + 1}: {formatNumber(ft, 1)} ft
              </li>
            ))}
          </ol>
        </dd>
      </dl>
      <button
        type="button"
        onClick={onDelete}
        className="mt-2 inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete outline<span className="sr-only"> {outline.name}</span>
      </button>
    </section>
  );
}
