import type {
  EstimateInput,
  EstimateTotals,
  OptionTotals,
} from '../../../domain/estimate/estimate';
import {
  formatNumber,
  formatSquares,
  formatUsd,
  formatUsdCents,
} from '../../../domain/format/format';
import { formatPitch } from '../../../domain/takeoff/pitch';
import { Callout } from '../../components/ui/callout';
import { areaText, quantityUnitText, unitWord } from '../../lib/unit-text';
import { OptionsComparison } from './options-comparison';
import { percent, wasteFigure } from './result-figures';
import { useLingui } from './i18n';

function Row({
  label,
  value,
  detail,
  strong,
}: {
  label: string;
  value: string;
  detail?: string | undefined;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1.5 ${strong ? 'text-lg' : ''}`}>
      <dt className={strong ? 'font-bold text-slate-900' : 'text-slate-700'}>
        {label}
        {detail && <span className="block text-xs font-normal text-slate-600">{detail}</span>}
      </dt>
      <dd
        className={`text-right tabular-nums ${strong ? 'font-bold text-slate-900' : 'font-semibold'}`}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The results card: every figure from computeEstimate, the same numbers the server saves. With
 * several options, their totals side by side instead of the one estimate's lines and totals.
 */
export function EstimateResults({
  input,
  totals,
  options,
  stale,
}: {
  input: EstimateInput;
  /** The first option's. */
  totals: EstimateTotals;
  options: OptionTotals[];
  stale: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="results-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="results-heading" className="text-lg font-semibold">
        {i18n._('Estimate Results')}
      </h2>
      {stale && (
        <Callout tone="warning" role="status" className="mt-2">
          {i18n._(
            'Fix the highlighted fields to update the results. These are the last valid figures.',
          )}
        </Callout>
      )}
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row
          label={i18n._('Area multiplier')}
          value={`× ${formatNumber(totals.multiplier, 3)}`}
          detail={i18n._('Pitch {pitch}', { pitch: formatPitch(input.pitch) })}
        />
        <Row
          label={i18n._('Actual Roof Area')}
          value={areaText(totals.actualAreaSqFt, 2)}
          detail={i18n._('{squares} squares', {
            squares: formatSquares(totals.actualAreaSquares),
          })}
        />
      </dl>
      {options.length > 1 ? (
        <OptionsComparison input={input} options={options} />
      ) : (
        <OneOption input={input} totals={totals} />
      )}
    </section>
  );
}

/** The figures of an estimate with one option: its lines, then each part of the total. */
function OneOption({ input, totals }: { input: EstimateInput; totals: EstimateTotals }) {
  const { i18n } = useLingui();
  const { wastePercent, overheadProfitPercent, taxPercent } = input.adjustments;
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold text-slate-800">{i18n._('Materials')}</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {totals.materialLines.map((line, i) => (
          <li key={i} className="flex items-baseline justify-between gap-3">
            <span className="text-slate-700">
              {line.name}
              <span className="block text-xs text-slate-600">
                {quantityUnitText(line.quantity, line.unit)} × {formatUsdCents(line.unitPriceCents)}
              </span>
            </span>
            <span className="tabular-nums">{formatUsd(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 divide-y divide-slate-100 border-t border-slate-200 text-sm">
        <Row label={i18n._('Materials Cost')} value={formatUsd(totals.materialsCents)} />
        {totals.wasteCents !== 0 || wastePercent !== 0 ? (
          <Row
            label={i18n._('Waste ({percent})', { percent: percent(wastePercent) })}
            {...wasteFigure(totals)}
          />
        ) : null}
        <Row
          label={i18n._('Labor Cost')}
          value={formatUsd(totals.laborCents)}
          detail={`${areaText(totals.actualAreaSqFt, 2)} × ${formatUsdCents(input.laborRateCents)}/${unitWord('sq ft')}`}
        />
        <Row label={i18n._('Additional Costs')} value={formatUsd(totals.additionalCents)} />
        {overheadProfitPercent !== 0 && (
          <Row
            label={i18n._('Overhead & profit ({percent})', {
              percent: percent(overheadProfitPercent),
            })}
            value={formatUsd(totals.overheadProfitCents)}
          />
        )}
        {taxPercent !== 0 && (
          <Row
            label={i18n._('Sales tax ({percent} on materials)', { percent: percent(taxPercent) })}
            value={formatUsd(totals.taxCents)}
          />
        )}
        <Row label={i18n._('Total Estimate')} value={formatUsd(totals.totalCents)} strong />
      </dl>
    </>
  );
}
