import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import { EDGE_TYPES } from '../../../domain/takeoff/roof-edge-types';
import { EDGE_STYLES, LINE_WEIGHT } from './edge-styles';
import { useLingui } from './i18n';
import { edgeShortText } from './map-texts';
import { edgeTypeLabel } from '../../lib/edge-type-label';

/** A short piece of a line in its type's colour and dash pattern, as drawn on the map. */
export function LineSwatch({ type, width = 36 }: { type: EdgeType; width?: number }) {
  const { color, dash } = EDGE_STYLES[type];
  return (
    <svg aria-hidden="true" width={width} height="12" className="shrink-0">
      <line
        x1="0"
        y1="6"
        x2={width}
        y2="6"
        stroke={color}
        strokeWidth={LINE_WEIGHT}
        strokeDasharray={dash}
      />
    </svg>
  );
}

/** The type's short name as the map's labels show it, white on the type's colour. */
export function TypeBadge({ type }: { type: EdgeType }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block min-w-6 rounded px-1 text-center text-xs font-semibold text-white"
      style={{ backgroundColor: EDGE_STYLES[type].color }}
    >
      {edgeShortText(type)}
    </span>
  );
}

/** What the lines on the map mean: pattern, colour, the label's short name, and the name. */
export function MapLegend() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="map-legend-heading"
      className="rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="map-legend-heading" className="text-base font-semibold">
        {i18n._('Legend')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {i18n._(
          'Each line on the map is labelled with its type and true length. Tap a line or corner to change it.',
        )}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm sm:grid-cols-3 lg:grid-cols-2">
        {EDGE_TYPES.map((t) => (
          <li key={t} className="flex items-center gap-2">
            <LineSwatch type={t} />
            <TypeBadge type={t} />
            <span>{edgeTypeLabel(t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
