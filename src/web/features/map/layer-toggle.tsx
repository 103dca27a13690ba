import type { MapLayer } from './leaflet-map';
import { i18n, useLingui } from './i18n';

// Each label read when shown, in the reader's language.
const LAYERS: { layer: MapLayer; label: () => string }[] = [
  { layer: 'satellite', label: () => i18n._('Satellite') },
  { layer: 'road', label: () => i18n._('Road') },
];

/** Satellite or Road: two buttons joined into one control. */
export function LayerToggle({ layer, onChange }: { layer: MapLayer; onChange(l: MapLayer): void }) {
  // Re-rendered when the language changes.
  useLingui();
  return (
    <div role="group" aria-label={i18n._('Map type')} className="inline-flex rounded-md shadow-sm">
      {LAYERS.map(({ layer: l, label }, i) => (
        <button
          key={l}
          type="button"
          aria-pressed={layer === l}
          onClick={() => onChange(l)}
          className={`min-h-11 border border-slate-300 px-4 text-sm font-semibold ${i === 0 ? 'rounded-l-md' : '-ml-px rounded-r-md'} ${layer === l ? 'border-brand-800 bg-brand-800 text-white' : 'bg-white text-slate-800 hover:bg-slate-50'}`}
        >
          {label()}
        </button>
      ))}
    </div>
  );
}
