import { formatUsd } from '../../../domain/format/format';
import type { ProposalSummary } from '../../../domain/proposal/proposal';
import { useLingui } from './i18n';

/**
 * The options the customer was offered, with their totals; the accepted one stands out (a
 * border and the word "Accepted", not the colour alone). One option is shown as the total.
 */
export function ProposalOptions({ proposal: p }: { proposal: ProposalSummary }) {
  const { i18n } = useLingui();
  const accepted = p.acceptedOption?.index ?? null;
  if (p.options.length === 1) {
    const only = p.options[0]!;
    return (
      <p className="text-sm">
        <span className="text-slate-600">{i18n._('Total')} </span>
        <span className="font-semibold tabular-nums">{formatUsd(only.totalCents)}</span>
      </p>
    );
  }
  return (
    <ul aria-label={i18n._('Options')} className="flex flex-wrap gap-2">
      {p.options.map((o, i) => (
        <li
          key={i}
          className={`rounded-md border px-3 py-1.5 text-sm ${
            i === accepted
              ? 'border-green-700 bg-green-50 text-green-950 ring-1 ring-green-700'
              : 'border-slate-200 bg-slate-50 text-slate-800'
          }`}
        >
          <span className="font-medium">{o.name}</span>{' '}
          <span className="font-semibold tabular-nums">{formatUsd(o.totalCents)}</span>
          {i === accepted && <span className="ml-1 font-semibold">· {i18n._('Accepted')}</span>}
        </li>
      ))}
    </ul>
  );
}
