import { useId } from 'react';
import { formatUsd } from '../../../domain/format/format';
import type { ChartData } from './chart-data';

// A horizontal bar chart in plain SVG: a label, a bar and its figure per item, scaled to the
// largest value (negative values draw to the left of the zero line). It scales with its box,
// so it reads at 375 px as at 1280 px. The chart is an image with a title; its figures are the
// table under it, which screen readers read.

const SERIES_COLOURS = ['#1d4ed8', '#047857'];
const ROW = 22;
const GAP = 10;
const LABEL_W = 130;
const VALUE_W = 90;
const WIDTH = 600;

export function formatChartValue(value: number, unit: ChartData['unit']): string {
  if (unit === 'cents') return formatUsd(value);
  if (unit === 'percent') return `${value}%`;
  return String(value);
}

export function BarChart({ title, data }: { title: string; data: ChartData }) {
  const titleId = useId();
  const n = data.series.length;
  const max = Math.max(0, ...data.items.flatMap((i) => i.values));
  const min = Math.min(0, ...data.items.flatMap((i) => i.values));
  const span = max - min || 1;
  const plotW = WIDTH - LABEL_W - VALUE_W;
  const zeroX = LABEL_W + (-min / span) * plotW;
  const groupH = ROW * n + GAP;
  const legendH = n > 1 ? 24 : 0;
  const height = legendH + data.items.length * groupH + GAP;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full"
      style={{ maxHeight: `${Math.max(120, height)}px` }}
    >
      <title id={titleId}>{`${title} (the figures are in the table below)`}</title>
      {n > 1 &&
        data.series.map((s, k) => (
          <g key={s} transform={`translate(${LABEL_W + k * 120}, 4)`}>
            <rect width="12" height="12" fill={SERIES_COLOURS[k]} />
            <text x="18" y="11" fontSize="12" fill="#1f2937">
              {s}
            </text>
          </g>
        ))}
      {data.items.map((item, i) => {
        const y0 = legendH + i * groupH + GAP / 2;
        return (
          <g key={`${item.label}-${i}`}>
            <text
              x={LABEL_W - 6}
              y={y0 + (ROW * n) / 2 + 4}
              fontSize="12"
              textAnchor="end"
              fill="#1f2937"
            >
              {item.label.length > 20 ? `${item.label.slice(0, 19)}…` : item.label}
            </text>
            {item.values.map((v, k) => {
              const w = (Math.abs(v) / span) * plotW;
              const x = v >= 0 ? zeroX : zeroX - w;
              return (
                <g key={k}>
                  <rect
                    x={x}
                    y={y0 + k * ROW + 2}
                    width={Math.max(w, v === 0 ? 0 : 1)}
                    height={ROW - 4}
                    fill={SERIES_COLOURS[k]}
                  />
                  <text
                    x={LABEL_W + plotW + 6}
                    y={y0 + k * ROW + ROW / 2 + 4}
                    fontSize="12"
                    fill="#1f2937"
                  >
                    {formatChartValue(v, data.unit)}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
      <line x1={zeroX} x2={zeroX} y1={legendH} y2={height} stroke="#6b7280" strokeWidth="1" />
    </svg>
  );
}
