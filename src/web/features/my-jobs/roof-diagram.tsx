import type { WorkOrderDiagram } from '../../../domain/schedule/crew-day';
import type { EdgeType } from '../../../domain/takeoff/roof-edge-types';
import { edgeTypeLabel } from '../../lib/edge-type-label';
import { useLingui } from './i18n';

// The roof to scale on the phone, north up, each line in its type's colour with its true length:
// the same colours and codes as the printed roof report, so the crew reads either the same way.

const COLOUR: Record<EdgeType, string> = {
  eave: '#1d4ed8',
  rake: '#15803d',
  ridge: '#b91c1c',
  hip: '#7e22ce',
  valley: '#b45309',
  wall: '#0e7490',
};

export function RoofDiagram({ diagram }: { diagram: WorkOrderDiagram }) {
  const { i18n } = useLingui();
  const points = diagram.outlines.flatMap((o) => o.points);
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => -p.y);
  const pad = 12;
  const minX = Math.min(...xs) - pad;
  const minY = Math.min(...ys) - pad;
  const width = Math.max(...xs) - minX + pad;
  const height = Math.max(...ys) - minY + pad;
  const types = [...new Set(diagram.lines.map((l) => l.type))];
  const labelSize = Math.max(width, height) / 30;
  return (
    <figure>
      <svg
        viewBox={`${minX} ${minY} ${width} ${height}`}
        className="h-auto max-h-80 w-full rounded border border-slate-200 bg-white"
        role="img"
        aria-label={i18n._('Roof diagram, north up, with the true length of each line')}
      >
        {diagram.outlines.map((o, i) => (
          <polygon
            key={i}
            points={o.points.map((p) => `${p.x},${-p.y}`).join(' ')}
            fill="#f1f5f9"
          />
        ))}
        {diagram.lines.map((l, i) => (
          <g key={i}>
            <line
              x1={l.x1}
              y1={-l.y1}
              x2={l.x2}
              y2={-l.y2}
              stroke={COLOUR[l.type]}
              strokeWidth={labelSize / 5}
            />
            <text
              x={(l.x1 + l.x2) / 2}
              y={-(l.y1 + l.y2) / 2}
              fontSize={labelSize}
              fill={COLOUR[l.type]}
              textAnchor="middle"
              paintOrder="stroke"
              stroke="#fff"
              strokeWidth={labelSize / 4}
            >
              {Math.round(l.trueFt)}′
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-700">
        {types.map((t) => (
          <span key={t} className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="h-1 w-4" style={{ background: COLOUR[t] }} />
            {edgeTypeLabel(t)}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
