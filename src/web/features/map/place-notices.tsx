import type { GeocodeResult } from '../../../domain/geo/geo';
import { Callout } from '../../components/ui/callout';
import { useLingui } from './i18n';
import type { Notice } from './place-state';

/** What the last search or location request said, or the places it matched to choose from. */
export function PlaceNotices({
  notice,
  choices,
  query,
  onChoose,
}: {
  notice: Notice | null;
  choices: GeocodeResult[] | null;
  /** The address searched for, named in the choices' heading. */
  query: string;
  onChoose(choice: GeocodeResult): void;
}) {
  const { i18n } = useLingui();
  return (
    <div aria-live="polite">
      {notice && (
        <Callout tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Callout>
      )}
      {choices && (
        <section
          aria-labelledby="map-choices-heading"
          className="rounded-md border border-slate-200 bg-white p-4"
        >
          <h2 id="map-choices-heading" className="font-semibold">
            {i18n._('Several places match “{query}”. Choose one:', { query })}
          </h2>
          <ul className="mt-2 space-y-2">
            {choices.map((c) => (
              <li key={`${c.lat},${c.lng},${c.displayName}`}>
                <button
                  type="button"
                  onClick={() => onChoose(c)}
                  className="w-full rounded-md border border-slate-300 px-3 py-2 text-left text-sm hover:bg-slate-50"
                >
                  {c.displayName}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
