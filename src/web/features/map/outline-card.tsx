import { useId } from 'react';
import type { OutlineMeasure } from '../../../domain/geo/geo';
import { DEFAULT_OUTLINE_PITCH, OUTLINE_PITCH_MAX } from '../../../domain/geo/geo';
import { formatNumber } from '../../../domain/format/format';
import { areaMultiplier } from '../../../domain/takeoff/pitch';
import type { EdgeType, InnerLineType } from '../../../domain/takeoff/roof-edge-types';
import {
  EDGE_TYPES,
  INNER_LINE_TYPES,
  INNER_LINES_MAX,
  OUTLINE_PIPE_BOOTS_MAX,
} from '../../../domain/takeoff/roof-edge-types';
import { buttonStyles } from '../../components/ui/button-styles';
import { controlStyles, NumberField, TextField } from '../../components/ui/field';
import type { EditableOutline } from './editable-outline';
import { linesOf, nameError, parsePitch, pipeBootsError, pitchError } from './editable-outline';
import { GenerateRoof } from './generate-roof';
import { LineSwatch } from './map-legend';
import { withEdgeType, withLineRemoved, withLineType } from './outline-edit';
import { edgeTypeLabel } from '../../lib/edge-type-label';
import { i18n, useLingui } from './i18n';
import { feetText, sqFtText } from './map-texts';

/** Called while rendering: in the reader's language. */
function drawLabel(type: InnerLineType): string {
  const labels: Record<InnerLineType, string> = {
    ridge: i18n._('Draw ridge'),
    hip: i18n._('Draw hip'),
    valley: i18n._('Draw valley'),
  };
  return labels[type];
}

/** "Drawing a ridge: tap its two ends on the map." */
function drawingText(type: InnerLineType): string {
  const texts: Record<InnerLineType, string> = {
    ridge: i18n._('Drawing a ridge: tap its two ends on the map.'),
    hip: i18n._('Drawing a hip: tap its two ends on the map.'),
    valley: i18n._('Drawing a valley: tap its two ends on the map.'),
  };
  return texts[type];
}

/**
 * One outline: its name, pitch and pipe boots to edit, its areas, each edge with its type, the
 * ridges, hips and valleys drawn inside it, and Delete. Everything a tap on the map changes can
 * be changed here with the keyboard too.
 */
export function OutlineCard({
  outline,
  index,
  measure,
  drawingLine,
  onChange,
  onStartLine,
  onDelete,
}: {
  outline: EditableOutline;
  index: number;
  measure: OutlineMeasure;
  /** The type of line being drawn in this outline, if one is. */
  drawingLine: InnerLineType | null;
  onChange(patch: Partial<EditableOutline>): void;
  onStartLine(type: InnerLineType): void;
  onDelete(): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const pitch = parsePitch(outline.pitchText);
  const { lines, pitchKnown } = linesOf(outline);
  const n = outline.points.length;
  const edges = lines.slice(0, n);
  const inner = lines.slice(n);
  const length = (l: { planFt: number; trueFt: number }) =>
    pitchKnown
      ? feetText(l.trueFt)
      : i18n._('{length} ft on plan', { length: formatNumber(l.planFt, 1) });
  const name = outline.name || `${index + 1}`;

  return (
    <section
      aria-label={i18n._('Outline {name}', { name })}
      className="rounded-md border border-slate-200 p-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={i18n._('Outline name')}
          value={outline.name}
          maxLength={100}
          error={nameError(outline.name)}
          onChange={(e) => onChange({ name: e.target.value })}
        />
        <NumberField
          type="text"
          label={i18n._('Pitch (rise per 12)')}
          value={outline.pitchText}
          error={pitchError(outline.pitchText)}
          hint={i18n._("0 to {max}; the estimator's default is {pitch}", {
            max: OUTLINE_PITCH_MAX,
            pitch: DEFAULT_OUTLINE_PITCH,
          })}
          onValue={(pitchText) => onChange({ pitchText })}
        />
      </div>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-700">{i18n._('Plan area')}</dt>
        <dd className="font-semibold">{sqFtText(measure.planAreaSqFt)}</dd>
        <dt className="text-slate-700">{i18n._('Roof area')}</dt>
        <dd className="font-semibold">
          {measure.roofAreaSqFt === null || pitch === null
            ? '—'
            : `${sqFtText(measure.roofAreaSqFt)} (× ${formatNumber(areaMultiplier(pitch), 3)})`}
        </dd>
      </dl>

      <h3 id={`${id}-edges`} className="mt-4 text-sm font-semibold">
        {i18n._('Edges')}
      </h3>
      <p className="text-sm text-slate-700">
        {pitchKnown
          ? i18n._('True lengths: rakes climb the slope.')
          : i18n._('Lengths on plan until the pitch is fixed.')}{' '}
        {i18n._('Edge 1 runs from corner 1 to corner 2.')}
      </p>
      <ol aria-labelledby={`${id}-edges`} className="mt-1 divide-y divide-slate-100">
        {edges.map((l, j) => (
          <li key={j} className="flex items-center justify-between gap-3 py-1">
            <label
              htmlFor={`${id}-edge-${j}`}
              className="flex min-w-0 items-center gap-2 text-sm text-slate-800"
            >
              <LineSwatch type={l.type} width={24} />
              <span>{i18n._('Edge {number}: {length}', { number: j + 1, length: length(l) })}</span>
            </label>
            <select
              id={`${id}-edge-${j}`}
              value={l.type}
              onChange={(e) => onChange(withEdgeType(outline, j, e.target.value as EdgeType))}
              className={controlStyles(false, 'w-auto min-w-28 shrink-0 py-1')}
            >
              {EDGE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {edgeTypeLabel(t)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ol>

      <h3 id={`${id}-lines`} className="mt-4 text-sm font-semibold">
        {i18n._('Ridges, hips and valleys')}
      </h3>
      {inner.length === 0 ? (
        <p className="text-sm text-slate-700">
          {i18n._(
            'None drawn yet. Draw each line where two roof planes meet: tap its two ends on the map.',
          )}
        </p>
      ) : (
        <ol aria-labelledby={`${id}-lines`} className="mt-1 divide-y divide-slate-100">
          {inner.map((l, k) => (
            <li key={k} className="flex flex-wrap items-center justify-between gap-x-3 py-1">
              <label
                htmlFor={`${id}-line-${k}`}
                className="flex min-w-0 items-center gap-2 text-sm text-slate-800"
              >
                <LineSwatch type={l.type} width={24} />
                <span>
                  {i18n._('Line {number}: {length}', { number: k + 1, length: length(l) })}
                </span>
              </label>
              <span className="flex items-center gap-1">
                <select
                  id={`${id}-line-${k}`}
                  value={l.type}
                  onChange={(e) =>
                    onChange(withLineType(outline, k, e.target.value as InnerLineType))
                  }
                  className={controlStyles(false, 'w-auto min-w-28 py-1')}
                >
                  {INNER_LINE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {edgeTypeLabel(t)}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  onClick={() => onChange(withLineRemoved(outline, k))}
                  className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                >
                  {i18n._('Delete')}
                  <span className="sr-only"> {i18n._('line {number}', { number: k + 1 })}</span>
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      {drawingLine && (
        <p className="mt-1 text-sm font-medium text-slate-800">{drawingText(drawingLine)}</p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {INNER_LINE_TYPES.map((t) => (
          <button
            key={t}
            type="button"
            disabled={inner.length >= INNER_LINES_MAX}
            onClick={() => onStartLine(t)}
            className={`${buttonStyles.secondary} px-3`}
          >
            <LineSwatch type={t} width={20} />
            {drawLabel(t)}
            <span className="sr-only"> {i18n._('in {name}', { name })}</span>
          </button>
        ))}
        <GenerateRoof outline={outline} name={name} onChange={onChange} />
      </div>

      <div className="mt-4 max-w-48">
        <NumberField
          label={i18n._('Pipe boots')}
          value={outline.pipeBootsText}
          inputMode="numeric"
          min={0}
          max={OUTLINE_PIPE_BOOTS_MAX}
          step={1}
          error={pipeBootsError(outline.pipeBootsText)}
          onValue={(pipeBootsText) => onChange({ pipeBootsText })}
        />
      </div>

      <button
        type="button"
        onClick={onDelete}
        className="mt-2 inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        {i18n._('Delete outline')}
        <span className="sr-only"> {outline.name}</span>
      </button>
    </section>
  );
}
