import { formatNumber, formatUsd } from '../domain/format/format';
import type { ProposalOption, ProposalSnapshot } from '../domain/proposal/proposal';
import { buttonStyles } from '../web/components/ui/button-styles';
import { i18n } from './i18n';
import { quantityUnitText } from '../web/lib/unit-text';

const percentText = (p: number) => `${formatNumber(p, Number.isInteger(p) ? 0 : 2)}%`;

/**
 * One option as the customer compares it: what it is made of, what each part costs and its
 * total. Every figure is the snapshot's, as frozen when the proposal was sent: never recomputed.
 */
export function OptionCard({
  index,
  snapshot,
  option,
  showName,
  accepted,
  acceptButton,
}: {
  index: number;
  snapshot: ProposalSnapshot;
  option: ProposalOption;
  /** A one-option proposal shows no option name. */
  showName: boolean;
  accepted: boolean;
  /** Shown while the proposal can be accepted. */
  acceptButton: { id: string; label: string; onClick: () => void } | null;
}) {
  const { totals } = option;
  const { adjustments } = snapshot;
  const rows: [string, number][] = [
    [i18n._('Materials'), totals.materialsCents],
    ...(totals.wasteCents > 0
      ? [
          [
            i18n._('Waste allowance ({percent})', {
              percent: percentText(adjustments.wastePercent),
            }),
            totals.wasteCents,
          ] as [string, number],
        ]
      : []),
    [i18n._('Labor'), totals.laborCents],
    ...snapshot.costs
      .filter((c) => c.amountCents !== 0)
      .map((c): [string, number] => [c.description || i18n._('Additional cost'), c.amountCents]),
  ];
  const hasAdjustments = totals.overheadProfitCents > 0 || totals.taxCents > 0;
  const adjustmentRows: [string, number][] = [
    ...(totals.overheadProfitCents > 0
      ? [
          [
            i18n._('Overhead & profit ({percent})', {
              percent: percentText(adjustments.overheadProfitPercent),
            }),
            totals.overheadProfitCents,
          ] as [string, number],
        ]
      : []),
    ...(totals.taxCents > 0
      ? [
          [
            i18n._('Sales tax ({percent} on materials)', {
              percent: percentText(adjustments.taxPercent),
            }),
            totals.taxCents,
          ] as [string, number],
        ]
      : []),
  ];
  const titleId = `option-${index}-name`;
  // Below the option's name (h3) when there is one, else right below the section's h2.
  const Sub = showName ? 'h4' : 'h3';

  return (
    <article
      aria-labelledby={showName ? titleId : undefined}
      aria-label={showName ? undefined : i18n._('Your price')}
      className={`flex flex-col rounded-xl border bg-white p-5 shadow-sm ${
        accepted ? 'border-green-600 ring-2 ring-green-600' : 'border-slate-200'
      }`}
    >
      {(showName || accepted) && (
        <div className="flex items-start justify-between gap-3">
          {showName && (
            <h3 id={titleId} className="text-xl font-semibold text-slate-900">
              {option.name}
            </h3>
          )}
          {accepted && (
            <span className="rounded-full bg-green-100 px-3 py-1 text-sm font-semibold text-green-900">
              {i18n._('Accepted')}
            </span>
          )}
        </div>
      )}

      <Sub className={`${showName || accepted ? 'mt-4' : ''} text-sm font-semibold text-slate-700`}>
        {i18n._('Materials')}
      </Sub>
      <ul className="mt-1 divide-y divide-slate-100 text-sm">
        {totals.materialLines.map((line, i) => (
          <li key={i} className="flex justify-between gap-4 py-1.5">
            <span className="text-slate-900">{line.name}</span>
            <span className="shrink-0 text-slate-700 tabular-nums">
              {quantityUnitText(line.quantity, line.unit)}
            </span>
          </li>
        ))}
      </ul>

      <Sub className="mt-4 text-sm font-semibold text-slate-700">{i18n._('Price')}</Sub>
      <dl className="mt-1 text-sm">
        {rows.map(([label, cents], i) => (
          <Row key={i} label={label} cents={cents} />
        ))}
        {hasAdjustments && (
          <>
            <Row label={i18n._('Subtotal')} cents={totals.subtotalCents} strong />
            {adjustmentRows.map(([label, cents], i) => (
              <Row key={i} label={label} cents={cents} />
            ))}
          </>
        )}
      </dl>

      <div className="mt-auto pt-4">
        <dl className="flex items-baseline justify-between gap-4 border-t-2 border-slate-900 pt-3">
          <dt className="text-base font-semibold text-slate-900">{i18n._('Total')}</dt>
          <dd className="text-3xl font-bold tracking-tight text-slate-900 tabular-nums">
            {formatUsd(totals.totalCents)}
          </dd>
        </dl>
        {acceptButton && (
          <button
            id={acceptButton.id}
            type="button"
            className={`${buttonStyles.primary} mt-4 w-full text-base`}
            onClick={acceptButton.onClick}
          >
            {acceptButton.label}
          </button>
        )}
      </div>
    </article>
  );
}

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 py-1 ${strong ? 'border-t border-slate-200 font-medium text-slate-900' : 'text-slate-700'}`}
    >
      <dt>{label}</dt>
      <dd className="shrink-0 tabular-nums text-slate-900">{formatUsd(cents)}</dd>
    </div>
  );
}
