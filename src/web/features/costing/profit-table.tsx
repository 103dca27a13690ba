import { COST_CATEGORY_LABELS } from '../../../domain/costing/costs';
import type { Side } from '../../../domain/costing/profit';
import { formatUsdCents } from '../../../domain/format/format';
import type { ProfitAnswer } from './api';

const pct = (m: number | null) => (m === null ? '—' : `${(m * 100).toFixed(1)}%`);

/** Over the estimate in red, under in green, with the sign written (not colour alone). */
function Variance({ cents, cost }: { cents: number; cost: boolean }) {
  if (cents === 0) return <>{formatUsdCents(0)}</>;
  const bad = cost ? cents > 0 : cents < 0;
  return (
    <span className={bad ? 'text-red-700' : 'text-green-800'}>
      {cents > 0 ? '+' : ''}
      {formatUsdCents(cents)}
    </span>
  );
}

const SOURCE_TEXT: Record<ProfitAnswer['revenueSource'], string> = {
  accepted: 'the accepted option, before tax',
  estimate: 'the saved estimate, before tax',
  typed: 'the estimated cost (no saved estimate)',
};

/** Projected (the estimate) against actual (the costs entered), per category, with margin. */
export function ProfitTable({ profit }: { profit: ProfitAnswer }) {
  const row = (label: string, pick: (s: Side) => number, cost: boolean) => (
    <tr className="border-t border-slate-200">
      <th scope="row" className="py-2 pr-2 text-left font-semibold">
        {label}
      </th>
      <td className="py-2 pr-2 text-right">{formatUsdCents(pick(profit.projected))}</td>
      <td className="py-2 pr-2 text-right">{formatUsdCents(pick(profit.actual))}</td>
      <td className="py-2 text-right">
        <Variance cents={pick(profit.actual) - pick(profit.projected)} cost={cost} />
      </td>
    </tr>
  );
  return (
    // Focusable so a keyboard can scroll it sideways on a phone.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Projected and actual">
      <table className="w-full min-w-[20rem] text-sm">
        <caption className="mb-2 text-left text-slate-700">
          Revenue is {SOURCE_TEXT[profit.revenueSource]}
          {profit.optionName ? ` (${profit.optionName})` : ''}. Margin is profit / revenue.
        </caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              <span className="sr-only">Figure</span>
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Projected
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-medium">
              Actual
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Variance
            </th>
          </tr>
        </thead>
        <tbody>
          {row('Revenue', (s) => s.revenueCents, false)}
          {profit.rows.map((r) => (
            <tr key={r.category} className="border-t border-slate-200">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {COST_CATEGORY_LABELS[r.category]}
              </th>
              <td className="py-2 pr-2 text-right">{formatUsdCents(r.projectedCents)}</td>
              <td className="py-2 pr-2 text-right">{formatUsdCents(r.actualCents)}</td>
              <td className="py-2 text-right">
                <Variance cents={r.varianceCents} cost />
              </td>
            </tr>
          ))}
          {row('Gross profit', (s) => s.profitCents, false)}
          <tr className="border-t border-slate-200">
            <th scope="row" className="py-2 pr-2 text-left font-semibold">
              Margin
            </th>
            <td className="py-2 pr-2 text-right">{pct(profit.projected.margin)}</td>
            <td className="py-2 pr-2 text-right" data-testid="actual-margin">
              {pct(profit.actual.margin)}
            </td>
            <td className="py-2 text-right" />
          </tr>
        </tbody>
      </table>
    </div>
  );
}
