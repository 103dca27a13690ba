import { useId } from 'react';
import { useLingui } from './i18n';
import { pitchDescription } from './pitch-reference-table';
import { closestPitchReference, formatAngle, formatPitch } from '../../../domain/takeoff/pitch';

// The drawing: a house 200 px wide with a 100 px tall body, the roof drawn to the pitch.
const HOUSE_WIDTH = 200;
const BODY_HEIGHT = 100;
const MARGIN_X = 40;
const VIEW_WIDTH = HOUSE_WIDTH + 2 * MARGIN_X;
const TOP = 12;
// Room for a 12:12 roof (as tall as half the house is wide); steeper roofs scale the house down.
const MAX_ROOF_HEIGHT = HOUSE_WIDTH / 2;
const GROUND_Y = TOP + MAX_ROOF_HEIGHT + BODY_HEIGHT;
const VIEW_HEIGHT = GROUND_Y + 52;
const EAVE_OVERHANG = 14;
// The roofer's pitch symbol: 12 units of run drawn 36 px long.
const SYMBOL_RUN = 36;

const ROOF = '#c2410c'; // brand-700
const INK = '#0f172a'; // slate-900
const MUTED = '#334155'; // slate-700

export function RoofDrawing({ pitch }: { pitch: number }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const reference = closestPitchReference(pitch);
  const ratio = formatPitch(pitch);
  const angle = formatAngle(pitch);
  const description = pitchDescription(reference.pitch, reference.description);

  const trueRoofHeight = (pitch / 12) * (HOUSE_WIDTH / 2);
  const scale = trueRoofHeight > MAX_ROOF_HEIGHT ? MAX_ROOF_HEIGHT / trueRoofHeight : 1;
  const width = HOUSE_WIDTH * scale;
  const body = BODY_HEIGHT * scale;
  const roofHeight = trueRoofHeight * scale;
  const cx = VIEW_WIDTH / 2;
  const left = cx - width / 2;
  const right = cx + width / 2;
  const eaveY = GROUND_Y - body;
  const apexY = eaveY - roofHeight;
  const slope = pitch / 12;
  const overhang = EAVE_OVERHANG * scale;

  // Pitch symbol above the right slope, its hypotenuse lying on the roof.
  const symX = cx + (width / 2) * 0.3;
  const symY = apexY + (symX - cx) * slope;
  const symRise = SYMBOL_RUN * slope;
  const riseText = ratio.split(':')[0] ?? '';

  // Angle arc at the left eave, from the horizontal up to the roof line.
  const arcR = 28 * scale;
  const rad = Math.atan(slope);
  const arcEndX = left + arcR * Math.cos(rad);
  const arcEndY = eaveY - arcR * Math.sin(rad);

  const doorW = 30 * scale;
  const doorH = 52 * scale;
  const winSize = 30 * scale;

  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      width={VIEW_WIDTH}
      height={VIEW_HEIGHT}
      className="mx-auto block h-auto max-w-full"
    >
      <title id={titleId}>
        {i18n._('Roof drawn at {ratio} pitch, {angle}: {description}', {
          ratio,
          angle,
          description,
        })}
      </title>
      <line
        x1={8}
        x2={VIEW_WIDTH - 8}
        y1={GROUND_Y}
        y2={GROUND_Y}
        stroke="#94a3b8"
        strokeWidth={2}
      />
      {/* Gable and walls */}
      <polygon points={`${left},${eaveY} ${cx},${apexY} ${right},${eaveY}`} fill="#fff7ed" />
      <rect
        x={left}
        y={eaveY}
        width={width}
        height={body}
        fill="#f1f5f9"
        stroke="#64748b"
        strokeWidth={2}
      />
      <rect
        x={cx - doorW / 2 + width * 0.18}
        y={GROUND_Y - doorH}
        width={doorW}
        height={doorH}
        fill="#cbd5e1"
        stroke="#64748b"
        strokeWidth={1.5}
      />
      <rect
        x={left + width * 0.16}
        y={eaveY + body * 0.3}
        width={winSize}
        height={winSize}
        fill="#e0f2fe"
        stroke="#64748b"
        strokeWidth={1.5}
      />
      {/* Roof line with overhanging eaves */}
      <polyline
        points={`${left - overhang},${eaveY + overhang * slope} ${cx},${apexY} ${right + overhang},${eaveY + overhang * slope}`}
        fill="none"
        stroke={ROOF}
        strokeWidth={6}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* Angle at the eave */}
      <line
        x1={left}
        x2={left + arcR + 10 * scale}
        y1={eaveY}
        y2={eaveY}
        stroke={MUTED}
        strokeWidth={1}
        strokeDasharray="3 3"
      />
      {pitch > 0 && (
        <path
          d={`M ${left + arcR} ${eaveY} A ${arcR} ${arcR} 0 0 0 ${arcEndX} ${arcEndY}`}
          fill="none"
          stroke={MUTED}
          strokeWidth={1.5}
        />
      )}
      {/* Pitch symbol, 12 across and the rise down; too cramped once the house is scaled. */}
      {scale === 1 && (
        <g aria-hidden="true">
          <path
            d={`M ${symX} ${symY} h ${SYMBOL_RUN} v ${symRise}`}
            fill="none"
            stroke={INK}
            strokeWidth={1.5}
          />
          <text x={symX + SYMBOL_RUN / 2} y={symY - 5} textAnchor="middle" fontSize={12} fill={INK}>
            12
          </text>
          <text x={symX + SYMBOL_RUN + 5} y={symY + symRise / 2 + 4} fontSize={12} fill={INK}>
            {riseText}
          </text>
        </g>
      )}
      <text x={cx} y={GROUND_Y + 22} textAnchor="middle" fontSize={17} fontWeight={700} fill={INK}>
        {description}
      </text>
      <text x={cx} y={GROUND_Y + 42} textAnchor="middle" fontSize={14} fill={MUTED}>
        {`${angle} · ${ratio}`}
      </text>
    </svg>
  );
}
