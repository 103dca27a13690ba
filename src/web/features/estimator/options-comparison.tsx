import type {
  EstimateInput,
  EstimateTotals,
  OptionTotals,
} from '../../../domain/estimate/estimate';
import { formatUsd } from '../../../domain/format/format';
import { percent, wasteFigure } from './result-figures';
import { i18n, useLingui } from './i18n';

interface FigureRow {
  label: string;
  detail?: string | undefined;
  value: (totals: EstimateTotals) => string;
  strong?: boolean;
}

/**
 * The rows of the comparison: the parts of each total, as the one-option results list them
 * (an adjustment left at 0 has no row there either).
 */
function figureRows(input: EstimateInput, options: OptionTotals[]): FigureRow[] {
  const { wastePercent, overheadProfitPercent, taxPercent } = input.adjustments;
  const anyWaste = wastePercent !== 0 || options.some((o) => o.totals.wasteCents !== 0);
  return [
    { label: i18n._('Materials'), value: (t) => formatUsd(t.materialsCents) },
    ...(anyWaste
      ? [
          {
            label: i18n._('Waste ({percent})', { percent: percent(wastePercent) }),
            value: (t: EstimateTotals) => wasteFigure(t).value,
          },
        ]
      : []),
    { label: i18n._('Labor'), value: (t) => formatUsd(t.laborCents) },
    { label: i18n._('Additional costs'), value: (t) => formatUsd(t.additionalCents) },
    ...(overheadProfitPercent !== 0
      ? [
          {
            label: i18n._('Overhead & profit ({percent})', {
              percent: percent(overheadProfitPercent),
            }),
            value: (t: EstimateTotals) => formatUsd(t.overheadProfitCents),
          },
        ]
      : []),
    ...(taxPercent !== 0
      ? [
          {
            label: i18n._('Sales tax ({percent})', { percent: percent(taxPercent) }),
            detail: i18n._('On materials'),
            value: (t: EstimateTotals) => formatUsd(t.taxCents),
          },
        ]
      : []),
    { label: i18n._('Total'), value: (t) => formatUsd(t.totalCents), strong: true },
  ];
}

/**
 * Good / better / best side by side: one column per option. On a narrow phone the table
 * scrolls inside its box (which takes the keyboard's focus to do so), never the page.
 */
export function OptionsComparison({
  input,
  options,
}: {
  input: EstimateInput;
  options: OptionTotals[];
}) {
  const { i18n } = useLingui();
  const rows = figureRows(input, options);
  return (
    <div
      role="region"
      aria-labelledby="options-compared"
      // Focusable so that a keyboard can scroll it when it is wider than the screen.
      tabIndex={0}
      className="mt-3 overflow-x-auto rounded-md border-t border-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/60"
    >
      <table className="w-full border-collapse text-sm">
        <caption id="options-compared" className="py-2 text-left font-semibold text-slate-800">
          {i18n._('Options compared')}
        </caption>
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium text-slate-600">
              <span className="sr-only">{i18n._('Figure')}</span>
            </th>
            {options.map((o, i) => (
              <th
                key={i}
                scope="col"
                className="max-w-28 py-1.5 pl-3 text-right align-bottom font-semibold break-words text-slate-900"
              >
                {o.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.label} className={row.strong ? 'text-base' : undefined}>
              <th
                scope="row"
                className={`py-1.5 pr-2 text-left align-top ${row.strong ? 'font-bold text-slate-900' : 'font-normal text-slate-700'}`}
              >
                {row.label}
                {row.detail && (
                  <span className="block text-xs font-normal text-slate-600">{row.detail}</span>
                )}
              </th>
              {options.map((o, i) => (
                <td
                  key={i}
                  className={`py-1.5 pl-3 text-right align-top whitespace-nowrap tabular-nums ${row.strong ? 'font-bold text-slate-900' : 'font-semibold'}`}
                >
                  {row.value(o.totals)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
