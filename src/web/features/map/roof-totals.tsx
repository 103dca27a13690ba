import { Fragment } from 'react';
import { formatNumber } from '../../../domain/format/format';
import type { RoofOutlines } from '../../../domain/geo/geo';
import type { Project } from '../../../domain/project/project';
import type { RoofMeasurements as Measurements } from '../../../domain/takeoff/takeoff';
import { buttonStyles } from '../../components/ui/button-styles';
import type { EditableOutline } from './editable-outline';
import { savedText, toEditable } from './editable-outline';
import { takeoffTotalsOf } from './takeoff-totals';
import { apiPath } from '../../../domain/api/api-paths';
import { i18n, useLingui } from './i18n';
import { sqFtText } from './map-texts';

// Each row's label read when shown, in the reader's language.
const LENGTH_ROWS = [
  [() => i18n._('Eaves'), 'eavesFt'],
  [() => i18n._('Rakes'), 'rakesFt'],
  [() => i18n._('Ridges'), 'ridgesFt'],
  [() => i18n._('Hips'), 'hipsFt'],
  [() => i18n._('Valleys'), 'valleysFt'],
  [() => i18n._('Walls'), 'wallsFt'],
] as const;

const ft = (x: number) => i18n._('{length} ft', { length: formatNumber(x, 2) });

/**
 * The whole roof as the takeoff needs it, beside the map: areas, pitch, true lengths by type and
 * pipe boots; sending them to the estimator, and the saved project's roof report.
 */
export function RoofTotals({
  outlines,
  drawing,
  project,
  savedOutlines,
  onSendToEstimator,
}: {
  outlines: EditableOutline[];
  drawing: boolean;
  project: Project | undefined;
  savedOutlines: RoofOutlines | undefined;
  /** Left out for a role that may not estimate. */
  onSendToEstimator: ((m: Measurements) => void) | undefined;
}) {
  // Re-rendered when the language changes.
  useLingui();
  const { planSqFt, measured } = takeoffTotalsOf(outlines);
  const m = measured?.measurements;
  const saved = savedOutlines?.outlines ?? [];
  const reportChanged =
    saved.length > 0 && savedText(saved.map(toEditable)) !== savedText(outlines);

  return (
    <section
      aria-labelledby="roof-totals-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="roof-totals-heading" className="text-base font-semibold">
        {i18n._('Roof totals')}
      </h2>
      {outlines.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">
          {i18n._(
            'Outline the roof on the map to measure its area and its eaves, rakes, ridges, hips, valleys and walls.',
          )}
        </p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-700">{i18n._('Plan area')}</dt>
            <dd className="text-right font-semibold">{sqFtText(planSqFt)}</dd>
            <dt className="text-slate-700">{i18n._('Sloped area')}</dt>
            <dd className="text-right font-semibold">
              {measured ? sqFtText(measured.slopedSqFt) : '—'}
            </dd>
            <dt className="text-slate-700">{i18n._('Pitch')}</dt>
            <dd className="text-right font-semibold">{m ? `${m.pitch}:12` : '—'}</dd>
            {LENGTH_ROWS.map(([label, key]) => (
              <Fragment key={key}>
                <dt className="text-slate-700">{label()}</dt>
                <dd className="text-right font-semibold">{m ? ft(m[key]) : '—'}</dd>
              </Fragment>
            ))}
            <dt className="text-slate-700">{i18n._('Pipe boots')}</dt>
            <dd className="text-right font-semibold">{m ? m.pipeBoots : '—'}</dd>
          </dl>
          {measured ? (
            <p className="mt-2 text-sm text-slate-700">
              {i18n._(
                "True lengths: rakes, hips and valleys climb the slope at their outline's pitch.",
              )}
              {outlines.length > 1 &&
                ` ${i18n._("The pitch is the largest outline's, {name}.", { name: outlines[measured.pitchFrom]?.name ?? '' })}`}
            </p>
          ) : (
            <p className="mt-2 text-sm font-medium text-red-700">
              {i18n._('Fix the pitch and pipe boots of the outlines below to see every total.')}
            </p>
          )}
        </>
      )}

      <div className="mt-3 flex flex-col gap-2">
        {onSendToEstimator && (
          <button
            type="button"
            disabled={!m || drawing}
            onClick={() => m && onSendToEstimator(m)}
            className={buttonStyles.primary}
          >
            {i18n._('Send to estimator')}
          </button>
        )}
        {onSendToEstimator && m && (
          <p className="text-sm text-slate-700">
            {i18n._(
              'Sends the plan area, {area}, the pitch and every length above; the estimator applies the pitch multiplier.',
              { area: sqFtText(m.roofAreaSqFt) },
            )}
          </p>
        )}
        {project && saved.length > 0 && (
          <>
            <a
              href={apiPath('projectRoofReport', { id: project.id })}
              download
              className={buttonStyles.secondary}
            >
              {i18n._('Roof report (PDF)')}
            </a>
            {reportChanged && (
              <p className="text-sm text-slate-700">
                {i18n._(
                  'The report shows the outlines as last saved: save to include your changes.',
                )}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
