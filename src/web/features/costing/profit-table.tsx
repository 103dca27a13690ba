import type { ReactNode } from 'react';
import type { Side } from '../../../domain/costing/profit';
import { formatUsdCents } from '../../../domain/format/format';
import type { ProfitAnswer } from './api';
import { i18n, useLingui } from './i18n';
import { costCategoryLabel } from './labels';

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
  accepted: /*i18n*/ 'the accepted option, before tax',
  estimate: /*i18n*/ 'the saved estimate, before tax',
  typed: /*i18n*/ 'the estimated cost (no saved estimate)',
};

const COLUMNS = [/*i18n*/ 'Projected', /*i18n*/ 'Actual', /*i18n*/ 'Variance'] as const;

// On a phone each figure is a block of its own (its name, then the three columns side by side,
// each with its column's name) so nothing scrolls sideways; from 640 px it is a plain table.
const ROW = 'grid grid-cols-3 gap-x-2 border-t border-slate-200 py-2 sm:table-row sm:py-0';
const HEAD = 'col-span-3 pb-1 text-left sm:py-2 sm:pr-2 sm:pb-2';
const CELL = 'text-left tabular-nums sm:py-2 sm:pr-2 sm:text-right';

/** A cell's column name, shown only where the table's header row is not. */
const ColumnName = ({ i }: { i: number }) => (
  <span className="block text-xs text-slate-600 sm:hidden" aria-hidden="true">
    {i18n._(COLUMNS[i]!)}
  </span>
);

/** Projected (the estimate) against actual (the costs entered), per category, with margin. */
export function ProfitTable({ profit }: { profit: ProfitAnswer }) {
  const { i18n } = useLingui();
  const line = (
    label: string,
    bold: boolean,
    cells: [ReactNode, ReactNode, ReactNode],
    testId?: string,
  ) => (
    <tr key={label} className={ROW}>
      <th scope="row" className={`${HEAD} ${bold ? 'font-semibold' : 'font-normal'}`}>
        {label}
      </th>
      {cells.map((cell, i) => (
        <td key={COLUMNS[i]} className={CELL}>
          {cell === '' ? null : <ColumnName i={i} />}
          <span data-testid={i === 1 ? testId : undefined}>{cell}</span>
        </td>
      ))}
    </tr>
  );
  const side = (label: string, pick: (s: Side) => number) =>
    line(label, true, [
      formatUsdCents(pick(profit.projected)),
      formatUsdCents(pick(profit.actual)),
      <Variance key="v" cents={pick(profit.actual) - pick(profit.projected)} cost={false} />,
    ]);
  return (
    <table className="w-full text-sm">
      <caption className="mb-2 text-left text-slate-700">
        {i18n._('Revenue is {source}', { source: i18n._(SOURCE_TEXT[profit.revenueSource]) })}
        {profit.optionName ? ` (${profit.optionName})` : ''}
        {profit.invoiced ? i18n._('; actual revenue is what was invoiced, before tax') : ''}
        {i18n._('. Margin is profit / revenue.')}
      </caption>
      <thead className="max-sm:sr-only">
        <tr className="text-slate-700">
          <th scope="col" className="py-2 pr-2 text-left font-medium">
            <span className="sr-only">{i18n._('Figure')}</span>
          </th>
          {COLUMNS.map((c) => (
            <th key={c} scope="col" className="py-2 pr-2 text-right font-medium">
              {i18n._(c)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block sm:table-row-group">
        {side(i18n._('Revenue'), (s) => s.revenueCents)}
        {profit.rows.map((r) =>
          line(costCategoryLabel(r.category), false, [
            formatUsdCents(r.projectedCents),
            formatUsdCents(r.actualCents),
            <Variance key="v" cents={r.varianceCents} cost />,
          ]),
        )}
        {side(i18n._('Gross profit'), (s) => s.profitCents)}
        {line(
          i18n._('Margin'),
          true,
          [pct(profit.projected.margin), pct(profit.actual.margin), ''],
          'actual-margin',
        )}
      </tbody>
    </table>
  );
}
