import { PITCH_TABLE, closestPitchReference } from '../../../domain/takeoff/pitch';
import { i18n, useLingui } from './i18n';

/** The reference table's descriptions (the domain's PITCH_TABLE, by pitch) in the reader's language. */
export const pitchDescription = (pitch: number, english: string): string =>
  [
    i18n._('Flat'),
    i18n._('Nearly flat'),
    i18n._('Slight pitch'),
    i18n._('Low pitch'),
    i18n._('Moderate pitch'),
    i18n._('Medium pitch'),
    i18n._('Standard pitch'),
    i18n._('Steep'),
    i18n._('Steeper'),
    i18n._('Very steep'),
    i18n._('Extremely steep'),
    i18n._('Nearly vertical'),
    i18n._('Vertical'),
  ][pitch] ?? english;

export function PitchReferenceTable({ pitch }: { pitch: number }) {
  const { i18n } = useLingui();
  const closest = closestPitchReference(pitch);
  return (
    <section
      aria-labelledby="pitch-table-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="pitch-table-heading" className="text-lg font-semibold">
        {i18n._('Pitch reference')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {i18n._(
          'Common pitches with their angles. The row closest to the current pitch is marked.',
        )}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table
          aria-labelledby="pitch-table-heading"
          className="w-full text-left text-sm sm:text-base"
        >
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {i18n._('Pitch')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {i18n._('Angle')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {i18n._('Description')}
              </th>
            </tr>
          </thead>
          <tbody>
            {PITCH_TABLE.map((row) => {
              const current = row === closest;
              return (
                <tr
                  key={row.ratio}
                  aria-current={current ? 'true' : undefined}
                  className={`border-b border-slate-100 last:border-0 ${
                    current ? 'bg-brand-50 font-semibold' : ''
                  }`}
                >
                  <td
                    className={`py-2 pr-3 pl-2 tabular-nums ${
                      current ? 'border-l-4 border-brand-700' : 'border-l-4 border-transparent'
                    }`}
                  >
                    {row.ratio}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{`${row.angleDeg}°`}</td>
                  <td className="py-2">
                    {pitchDescription(row.pitch, row.description)}
                    {current && ' '}
                    {current && (
                      <span className="ml-1 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {i18n._('Closest')}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
