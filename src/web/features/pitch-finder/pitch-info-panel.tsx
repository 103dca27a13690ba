import { useState } from 'react';
import { Link } from 'react-router';
import { Callout } from '../../components/ui/callout';
import {
  areaMultiplier,
  formatAngle,
  formatMultiplier,
  formatPitch,
  formatSlope,
  SAMPLE_PITCH_PARAM,
} from '../../../domain/takeoff/pitch';
import { formatNumber } from '../../../domain/format/format';
import { roundToDecimals } from '../../../domain/format/units';
import { useLingui } from './i18n';

/**
 * The estimator reads `pitch` from its URL (a fixed contract), rounded to one decimal; a sample
 * value says so (`pitchSample=1`), and the estimator then shows the pitch as not measured.
 */
function estimatorHref(pitch: number, sample: boolean): string {
  return `/estimator?pitch=${roundToDecimals(pitch, 1)}${sample ? `&${SAMPLE_PITCH_PARAM}=1` : ''}`;
}

export function PitchInfoPanel({
  pitch,
  sample,
  canEstimate,
}: {
  pitch: number;
  /** The pitch is the device's sample value (no motion sensor), not a measurement. */
  sample: boolean;
  /** Whether the user may open the estimator (crew may not). */
  canEstimate: boolean;
}) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const stats = [
    { term: i18n._('Standard notation'), value: formatPitch(pitch) },
    { term: i18n._('Angle'), value: formatAngle(pitch) },
    { term: i18n._('Slope'), value: formatSlope(pitch) },
    { term: i18n._('Area multiplier'), value: formatMultiplier(pitch) },
  ];
  return (
    <section
      aria-labelledby="pitch-info-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="pitch-info-heading" className="text-lg font-semibold">
        {i18n._('Roof Pitch Information')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-3">
        {stats.map((s) => (
          <div key={s.term} className="rounded-lg bg-slate-50 px-3 py-3">
            <dt className="text-sm text-slate-700">{s.term}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums text-slate-900">{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        {i18n._('1,000 sq ft of plan area is {area} sq ft of roof surface at this pitch.', {
          area: formatNumber(1000 * areaMultiplier(pitch), 0),
        })}
      </p>
      {canEstimate &&
        (sample ? (
          <SampleToEstimate pitch={pitch} confirming={confirming} onConfirming={setConfirming} />
        ) : (
          <Link to={estimatorHref(pitch, false)} className={`mt-4 ${primaryLink}`}>
            {i18n._('Use in estimate')}
          </Link>
        ))}
      {canEstimate && pitch > 12 && (
        <p className="mt-2 text-sm text-slate-700">
          {i18n._("The estimator's pitch field goes up to 12:12.")}
        </p>
      )}
    </section>
  );
}

const primaryLink =
  'flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800';

/**
 * A sample pitch goes to the estimator only once the user says they know it is not a
 * measurement: priced as if measured, it would put a made-up roof in front of a customer.
 */
function SampleToEstimate({
  pitch,
  confirming,
  onConfirming,
}: {
  pitch: number;
  confirming: boolean;
  onConfirming: (confirming: boolean) => void;
}) {
  const { i18n } = useLingui();
  if (!confirming) {
    return (
      <button
        type="button"
        className={`mt-4 w-full ${primaryLink}`}
        onClick={() => onConfirming(true)}
      >
        {i18n._('Use in estimate')}
      </button>
    );
  }
  return (
    <Callout tone="warning" role="alert" className="mt-4">
      <p className="text-base">
        {i18n._(
          '{pitch} is a sample value, not a measurement of this roof. The estimator will show the pitch as not measured.',
          { pitch: formatPitch(pitch) },
        )}
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Link to={estimatorHref(pitch, true)} className={primaryLink}>
          {i18n._('Use the sample pitch anyway')}
        </Link>
        <button
          type="button"
          className="flex min-h-12 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 text-base font-semibold text-slate-900 hover:bg-slate-100"
          onClick={() => onConfirming(false)}
        >
          {i18n._('Cancel')}
        </button>
      </div>
    </Callout>
  );
}
