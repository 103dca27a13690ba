import { Link } from 'react-router';
import {
  areaMultiplier,
  formatAngle,
  formatMultiplier,
  formatPitch,
  formatSlope,
} from '../../../domain/pitch';
import { formatNumber } from '../../../domain/format';
import { roundToDecimals } from '../../../domain/units';

/** The estimator reads `pitch` from its URL (a fixed contract), rounded to one decimal. */
function estimatorHref(pitch: number): string {
  return `/estimator?pitch=${roundToDecimals(pitch, 1)}`;
}

export function PitchInfoPanel({ pitch }: { pitch: number }) {
  const stats = [
    { term: 'Standard notation', value: formatPitch(pitch) },
    { term: 'Angle', value: formatAngle(pitch) },
    { term: 'Slope', value: formatSlope(pitch) },
    { term: 'Area multiplier', value: formatMultiplier(pitch) },
  ];
  return (
    <section
      aria-labelledby="pitch-info-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="pitch-info-heading" className="text-lg font-semibold">
        Roof Pitch Information
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
        {`1,000 sq ft of plan area is ${formatNumber(1000 * areaMultiplier(pitch), 0)} sq ft of roof surface at this pitch.`}
      </p>
      <Link
        to={estimatorHref(pitch)}
        className="mt-4 flex min-h-12 items-center justify-center rounded-lg bg-brand-700 px-4 text-base font-semibold text-white hover:bg-brand-800"
      >
        Use in estimate
      </Link>
      {pitch > 12 && (
        <p className="mt-2 text-sm text-slate-700">The estimator's pitch field goes up to 12:12.</p>
      )}
    </section>
  );
}
