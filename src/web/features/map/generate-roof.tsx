import { counted } from '../../lib/i18n/counted';
import { useId, useState } from 'react';
import { OUTLINE_PITCH_MAX } from '../../../domain/geo/geo';
import type { RoofFacet, RoofPlan } from '../../../domain/takeoff/roof-plan/roof-plan';
import { rectangleGableEdges } from '../../../domain/takeoff/roof-plan/rectangle';
import { buttonStyles } from '../../components/ui/button-styles';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { NumberField } from '../../components/ui/field';
import type { EditableOutline } from './editable-outline';
import { linesOf, parsePitch, pitchError } from './editable-outline';
import { generatedLinesOf, lineCountText, withGeneratedRoof } from './generated-roof';
import { inReadersLanguage } from '../../lib/i18n/field-messages';
import { withEdgeType } from './outline-edit';
import { i18n, useLingui } from './i18n';
import { feetText, sqFtText } from './map-texts';

// The roof's code (the straight skeleton) loads on the first Generate, never with the map.
const loadPlanner = () => import('../../../domain/takeoff/roof-plan/roof-plan');

type Style = 'hip' | 'gable';

/**
 * Generate roof: the ridges, hips and valleys of an outline worked out from its corners and one
 * pitch. Gable ends are the edges typed Rake: ticked here, or tapped on the map (choose Rake).
 */
export function GenerateRoof({
  outline,
  name,
  onChange,
}: {
  outline: EditableOutline;
  name: string;
  onChange(next: EditableOutline): void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [style, setStyle] = useState<Style>('hip');
  const [pitchText, setPitchText] = useState(outline.pitchText);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ text: string; facets: RoofFacet[] } | null>(null);
  const [pending, setPending] = useState<RoofPlan | null>(null);
  const gables = outline.edges.flatMap((t, i) => (t === 'rake' ? [i] : []));
  const rectangle = rectangleGableEdges(outline.points);
  const previous = generatedLinesOf(outline).length;
  const byHand = outline.lines.length - previous;
  const { lines } = linesOf(outline);

  const start = () => {
    setOpen(true);
    setStyle(gables.length > 0 ? 'gable' : 'hip');
    setPitchText(outline.pitchText);
    setError(null);
    setDone(null);
  };

  function apply(plan: RoofPlan) {
    setPending(null);
    const r = withGeneratedRoof(outline, plan, pitchText);
    if ('error' in r) {
      setError(r.error);
      return;
    }
    onChange(r.outline);
    const made = generatedLinesOf(r.outline);
    setDone({
      text:
        style === 'gable'
          ? i18n._('Generated {lines} on {planes} roof planes, with {rakes} rakes.', {
              lines: lineCountText(made),
              planes: plan.facets.length,
              rakes: plan.lines.filter((l) => l.type === 'rake').length,
            })
          : i18n._('Generated {lines} on {planes} roof planes.', {
              lines: lineCountText(made),
              planes: plan.facets.length,
            }),
      facets: plan.facets,
    });
  }

  async function generate() {
    setError(null);
    setDone(null);
    const pitch = parsePitch(pitchText);
    if (pitch === null) {
      setError(inReadersLanguage(pitchError(pitchText) ?? i18n._('Pitch is not valid')));
      return;
    }
    if (style === 'gable' && gables.length === 0) {
      setError(i18n._('Tick at least one gable end (or choose Hip).'));
      return;
    }
    setBusy(true);
    try {
      const { planRoof, RoofPlanError } = await loadPlanner();
      try {
        const plan = planRoof({
          points: outline.points,
          pitch,
          gableEdges: style === 'gable' ? gables : [],
        });
        if (previous > 0) setPending(plan);
        else apply(plan);
      } catch (e) {
        // The planner's message is the domain's English, translated as a field message is.
        if (e instanceof RoofPlanError) setError(inReadersLanguage(e.message));
        else throw e;
      }
    } catch (e) {
      setError(
        i18n._('Could not work out the roof: {message}', {
          message: e instanceof Error ? e.message : String(e),
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <button type="button" onClick={start} className={`${buttonStyles.secondary} px-3`}>
        {i18n._('Generate roof')}
        <span className="sr-only"> {i18n._('of {name}', { name })}</span>
      </button>
    );
  }

  return (
    <div
      role="group"
      aria-labelledby={`${id}-title`}
      className="mt-3 w-full rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {i18n._('Generate roof')}
      </h4>
      <p className="text-sm text-slate-700">
        {i18n._(
          'Works out the ridges, hips and valleys from the outline, every plane at one pitch.',
        )}
      </p>
      <fieldset className="mt-2">
        <legend className="text-sm font-medium text-slate-800">{i18n._('Roof style')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {(
            [
              ['hip', i18n._('Hip (every edge an eave)')],
              ['gable', i18n._('Gable ends')],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-style`}
                value={value}
                checked={style === value}
                onChange={() => setStyle(value)}
                className="h-5 w-5"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      {style === 'gable' && (
        <fieldset className="mt-2">
          <legend className="text-sm font-medium text-slate-800">{i18n._('Gable ends')}</legend>
          <p className="text-sm text-slate-700">
            {i18n._('Tick each edge that is a gable end, or tap it on the map and choose Rake.')}
          </p>
          <button
            type="button"
            disabled={!rectangle}
            onClick={() => {
              const ends = new Set(rectangle);
              onChange({
                ...outline,
                edges: outline.edges.map((t, i) =>
                  ends.has(i) ? 'rake' : t === 'rake' ? 'eave' : t,
                ),
              });
            }}
            aria-label={i18n._('Gable: the two short edges')}
            className={`${buttonStyles.secondary} mt-2 px-3`}
          >
            {i18n._('Gable')}
          </button>
          <span className="ml-2 text-sm text-slate-700">
            {rectangle ? i18n._('the two short edges') : i18n._('for a rectangle')}
          </span>
          <ul className="mt-1 grid gap-x-4 sm:grid-cols-2">
            {outline.points.map((_, i) => (
              <li key={i}>
                <label className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={outline.edges[i] === 'rake'}
                    onChange={(e) =>
                      onChange(withEdgeType(outline, i, e.target.checked ? 'rake' : 'eave'))
                    }
                    className="h-5 w-5"
                  />
                  {i18n._('Edge {number} ({length})', {
                    number: i + 1,
                    length: feetText(lines[i]?.planFt ?? 0),
                  })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}

      <div className="mt-2 max-w-48">
        <NumberField
          type="text"
          label={i18n._('Pitch (rise per 12)')}
          value={pitchText}
          error={pitchError(pitchText)}
          hint={i18n._('0 to {max}', { max: OUTLINE_PITCH_MAX })}
          onValue={setPitchText}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void generate()}
          disabled={busy}
          className={buttonStyles.primary}
        >
          {busy
            ? i18n._('Working out the roof…')
            : previous > 0
              ? i18n._('Regenerate')
              : i18n._('Generate')}
        </button>
        <button type="button" onClick={() => setOpen(false)} className={buttonStyles.ghost}>
          {i18n._('Close')}
        </button>
      </div>

      <div aria-live="polite" className="mt-2 text-sm">
        {error && (
          <p role="alert" className="font-medium text-red-700">
            {error}
          </p>
        )}
        {done && <p className="text-green-800">{done.text}</p>}
      </div>
      {done && <FacetTable facets={done.facets} />}

      {pending && (
        <ConfirmDialog
          title={i18n._('Replace the generated lines?')}
          action={i18n._('Replace lines')}
          busyAction={i18n._('Replacing…')}
          busy={false}
          error={null}
          onConfirm={() => apply(pending)}
          onClose={() => setPending(null)}
        >
          {i18n._(
            '{count, select, one {The {n} line made by Generate roof in {name} will be replaced by the new ones.} other {The {n} lines made by Generate roof in {name} will be replaced by the new ones.}}',
            { name, ...counted(previous) },
          )}
          {byHand > 0 &&
            ` ${i18n._('{count, select, one {The {n} line you drew by hand will stay.} other {The {n} lines you drew by hand will stay.}}', counted(byHand))}`}
        </ConfirmDialog>
      )}
    </div>
  );
}

function FacetTable({ facets }: { facets: readonly RoofFacet[] }) {
  const shown = facets.slice(0, 50);
  return (
    <table className="mt-2 w-full text-sm">
      <caption className="text-left font-medium text-slate-800">{i18n._('Roof planes')}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <th scope="col" className="font-medium">
            {i18n._('Plane')}
          </th>
          <th scope="col" className="text-right font-medium">
            {i18n._('Plan area')}
          </th>
          <th scope="col" className="text-right font-medium">
            {i18n._('Sloped area')}
          </th>
        </tr>
      </thead>
      <tbody>
        {shown.map((f, i) => (
          <tr key={i} className="border-t border-slate-200">
            <td>{i + 1}</td>
            <td className="text-right">{sqFtText(f.planSqFt)}</td>
            <td className="text-right">{sqFtText(f.slopedSqFt)}</td>
          </tr>
        ))}
        {facets.length > shown.length && (
          <tr className="border-t border-slate-200">
            <td colSpan={3}>
              {i18n._('and {count} more', { count: facets.length - shown.length })}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
