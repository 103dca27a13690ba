import { useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '../../../domain/format/format';
import type { ChartData } from './chart-data';
import { useLingui } from './i18n';

// A horizontal bar chart in plain SVG: a label, a bar and its figure per item, scaled to the
// largest value (negative values draw to the left of the zero line). It is drawn at the width
// of its box in real pixels, not scaled down from a fixed drawing, so its text stays 13 px on a
// phone; on a narrow box each label goes above its bars, which then take the whole width. The
// chart is an image with a title; its figures are the table under it, which screen readers read.

const SERIES_COLOURS = ['#1d4ed8', '#047857'];
const FONT = 13;
/** About the width of a character at FONT: enough to size the columns without measuring text. */
const CHAR_W = 7.5;
const ROW = 22;
const GAP = 10;
const LABEL_LINE = 18;
/** Below this width each label goes above its bars. */
const NARROW = 480;
/** Drawn at this width until the box is measured (and where it cannot be). */
const FALLBACK_WIDTH = 600;

export function formatChartValue(value: number, unit: ChartData['unit']): string {
  if (unit === 'cents') return formatUsd(value);
  if (unit === 'percent') return `${value}%`;
  return String(value);
}

/** The width of the element, kept up to date as it changes (a phone turned, a column resized). */
function useWidth<T extends Element>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const w = Math.floor(entry?.contentRect.width ?? 0);
      if (w > 0) setWidth(w);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

const clip = (text: string, room: number) => {
  const chars = Math.max(4, Math.floor(room / CHAR_W));
  return text.length > chars ? `${text.slice(0, chars - 1)}…` : text;
};

export function BarChart({ title, data }: { title: string; data: ChartData }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const [boxRef, width] = useWidth<HTMLDivElement>();
  const n = data.series.length;
  const values = data.items.flatMap((i) => i.values);
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const narrow = width < NARROW;
  const longestValue = Math.max(...values.map((v) => formatChartValue(v, data.unit).length));
  const valueW = Math.min(width * 0.35, 8 + longestValue * CHAR_W);
  const longestLabel = Math.max(...data.items.map((i) => i.label.length));
  const labelW = narrow ? 0 : Math.min(width * 0.4, 8 + longestLabel * CHAR_W);
  // A pixel in, so the zero line is not cut in half by the box's edge.
  const plotX = narrow ? 1 : labelW;
  const plotW = Math.max(40, width - plotX - valueW);
  const zeroX = plotX + (-min / span) * plotW;
  const labelH = narrow ? LABEL_LINE : 0;
  const groupH = labelH + ROW * n + GAP;
  const legendH = n > 1 ? 24 : 0;
  const height = legendH + data.items.length * groupH + GAP;
  return (
    <div ref={boxRef} className="w-full">
      <svg
        role="img"
        aria-labelledby={titleId}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block max-w-full"
      >
        <title id={titleId}>
          {i18n._('{title} (the figures are in the table below)', { title })}
        </title>
        {n > 1 &&
          data.series.map((s, k) => (
            <g key={s} transform={`translate(${plotX + k * 120}, 4)`}>
              <rect width="12" height="12" fill={SERIES_COLOURS[k]} />
              <text x="18" y="11" fontSize={FONT} fill="#1f2937">
                {s}
              </text>
            </g>
          ))}
        {data.items.map((item, i) => {
          const top = legendH + i * groupH + GAP / 2;
          const barsTop = top + labelH;
          return (
            <g key={`${item.label}-${i}`}>
              {narrow ? (
                <text x={0} y={top + FONT} fontSize={FONT} fill="#1f2937">
                  {clip(item.label, width)}
                </text>
              ) : (
                <text
                  x={labelW - 8}
                  y={barsTop + (ROW * n) / 2 + 4}
                  fontSize={FONT}
                  textAnchor="end"
                  fill="#1f2937"
                >
                  {clip(item.label, labelW - 8)}
                </text>
              )}
              {/* The zero line beside each item's bars only: it never crosses a label. */}
              <line
                x1={zeroX}
                x2={zeroX}
                y1={barsTop}
                y2={barsTop + ROW * n}
                stroke="#6b7280"
                strokeWidth="1"
              />
              {item.values.map((v, k) => {
                const w = (Math.abs(v) / span) * plotW;
                const x = v >= 0 ? zeroX : zeroX - w;
                return (
                  <g key={k}>
                    <rect
                      x={x}
                      y={barsTop + k * ROW + 2}
                      width={Math.max(w, v === 0 ? 0 : 1)}
                      height={ROW - 4}
                      fill={SERIES_COLOURS[k]}
                    />
                    <text
                      x={width - 1}
                      y={barsTop + k * ROW + ROW / 2 + 4}
                      fontSize={FONT}
                      textAnchor="end"
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
      </svg>
    </div>
  );
}
