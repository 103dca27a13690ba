import type { LatLng, RoofOutlines } from '../../../domain/geo';
import { estimatorHandoff, measureOutline } from '../../../domain/geo';
import type { Project } from '../../../domain/project';
import { formatSqFt } from '../../../domain/format';
import { buttonStyles } from '../../components/ui/button-styles';
import type { EditableOutline } from './editable-outline';
import { parsePitch } from './editable-outline';
import { OutlineCard } from './outline-card';
import { SaveOutlines } from './save-outlines';

const sqFt = (x: number) => formatSqFt(x, 1);

export function RoofMeasurements({
  outlines,
  onChange,
  draft,
  onStartDraw,
  project,
  savedOutlines,
  onSendToEstimator,
}: {
  outlines: EditableOutline[];
  onChange(next: EditableOutline[]): void;
  draft: LatLng[] | null;
  onStartDraw(): void;
  project: Project | undefined;
  savedOutlines: RoofOutlines | undefined;
  /** Left out for a role that may not estimate. */
  onSendToEstimator: ((areaSqFt: number, pitch: number) => void) | undefined;
}) {
  const pitched = outlines.map((o) => ({ points: o.points, pitch: parsePitch(o.pitchText) }));
  const measures = pitched.map((o) => measureOutline(o.points, o.pitch));
  const totalPlan = measures.reduce((s, m) => s + m.planAreaSqFt, 0);
  const totalRoof = measures.every((m) => m.roofAreaSqFt !== null)
    ? measures.reduce((s, m) => s + (m.roofAreaSqFt ?? 0), 0)
    : null;
  const handoff = estimatorHandoff(pitched);

  return (
    <section
      aria-labelledby="roof-measure-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="roof-measure-heading" className="text-lg font-semibold">
        Roof measurements
      </h2>
      {draft ? (
        <p className="mt-3 text-sm text-slate-700">
          Drawing an outline: {draft.length} {draft.length === 1 ? 'corner' : 'corners'} so far. The
          drawing buttons are above the map.
        </p>
      ) : (
        <div className="mt-3">
          <p className="text-sm text-slate-700">
            Outline each roof section on the satellite image to get its area. Drag a corner to
            adjust it.
          </p>
          <button type="button" onClick={onStartDraw} className={`${buttonStyles.primary} mt-3`}>
            Draw outline
          </button>
        </div>
      )}

      {outlines.length > 0 && (
        <>
          <ul className="mt-4 space-y-3">
            {outlines.map((o, i) => (
              <li key={o.id}>
                <OutlineCard
                  outline={o}
                  index={i}
                  measure={measures[i]!}
                  onChange={(patch) =>
                    onChange(outlines.map((x) => (x.id === o.id ? { ...x, ...patch } : x)))
                  }
                  onDelete={() => onChange(outlines.filter((x) => x.id !== o.id))}
                />
              </li>
            ))}
          </ul>

          <div className="mt-4 rounded-md bg-slate-50 p-3 text-sm">
            <p>
              <span className="font-semibold">All outlines:</span> plan area{' '}
              <span className="font-semibold">{sqFt(totalPlan)}</span>, roof area{' '}
              <span className="font-semibold">{totalRoof === null ? '—' : sqFt(totalRoof)}</span>
            </p>
            {!onSendToEstimator ? null : handoff ? (
              <p className="mt-1 text-slate-700">
                Sends the total plan area, {sqFt(handoff.areaSqFt)}, with pitch {handoff.pitch}:12
                {outlines.length > 1
                  ? ` from the largest outline, ${outlines[handoff.fromIndex]?.name}`
                  : ''}
                . The estimator applies the pitch multiplier.
              </p>
            ) : (
              <p className="mt-1 text-slate-700">
                Fix the pitch above to send it to the estimator.
              </p>
            )}
          </div>
        </>
      )}

      <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {onSendToEstimator && (
          <button
            type="button"
            disabled={!handoff || draft !== null}
            onClick={() => handoff && onSendToEstimator(handoff.areaSqFt, handoff.pitch)}
            className={buttonStyles.primary}
          >
            Send to estimator
          </button>
        )}
        {project && (
          <SaveOutlines
            project={project}
            outlines={outlines}
            savedOutlines={savedOutlines}
            onLoad={onChange}
            disabled={draft !== null}
          />
        )}
      </div>
    </section>
  );
}
