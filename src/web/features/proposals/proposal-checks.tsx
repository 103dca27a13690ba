import { Link } from 'react-router';
import type { QuantityFlag } from '../../../domain/estimate/line-quantity';
import type { ProposalRequirement } from '../../../domain/proposal/proposal';
import { PROPOSAL_REQUIREMENTS } from '../../../domain/proposal/proposal';
import { Callout } from '../../components/ui/callout';
import type { ApiError } from '../../lib/api-client';
import { useLingui } from './i18n';
import { quantityConcernText } from '../../lib/unit-text';

// What Create proposal checks before the customer sees anything: Settings that the customer's
// page and the PDF need, and quantities that look typed in the wrong unit.

/** The requirements a 409 from the server names (Settings may have changed since they loaded). */
export function missingOf(error: ApiError | null): ProposalRequirement[] {
  if (error?.status !== 409 || !Array.isArray(error.problem.missing)) return [];
  const named = error.problem.missing as unknown[];
  return PROPOSAL_REQUIREMENTS.filter((r) => named.includes(r.path));
}

/** Settings lack what a proposal shows: say what, and where to fill it in. */
export function MissingSettings({
  missing,
  canEdit,
}: {
  missing: readonly ProposalRequirement[];
  /** Whether this user may change Settings (the owner); others ask the owner. */
  canEdit: boolean;
}) {
  const { i18n } = useLingui();
  // The domain's missingText, in the reader's language.
  const paths = new Set(missing.map((r) => r.path));
  const what =
    paths.size > 1
      ? i18n._('the company name and the terms')
      : paths.has('company.name')
        ? i18n._('the company name')
        : i18n._('the terms');
  const several = missing.length > 1;
  return (
    <Callout tone="warning" role="alert">
      <p>
        <strong>{i18n._('Before creating a proposal')}</strong>,{' '}
        {canEdit
          ? several
            ? i18n._(
                'fill in {what} in Settings: the customer’s page and the PDF show them, and the customer agrees to the terms when accepting.',
                { what },
              )
            : i18n._(
                'fill in {what} in Settings: the customer’s page and the PDF show it, and the customer agrees to the terms when accepting.',
                { what },
              )
          : several
            ? i18n._(
                'ask the owner to fill in {what} in Settings: the customer’s page and the PDF show them, and the customer agrees to the terms when accepting.',
                { what },
              )
            : i18n._(
                'ask the owner to fill in {what} in Settings: the customer’s page and the PDF show it, and the customer agrees to the terms when accepting.',
                { what },
              )}
      </p>
      <Link
        to="/settings"
        className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
      >
        {i18n._('Go to Settings')}
      </Link>
    </Callout>
  );
}

/** Lines whose quantity looks wrong for their unit: named, with a box to confirm they are right. */
export function QuantityFlags({
  flags,
  several,
  estimateId,
  confirmed,
  error,
  onConfirm,
}: {
  flags: readonly QuantityFlag[];
  /** The estimate has several options: each line is named with its option. */
  several: boolean;
  estimateId: string;
  confirmed: boolean;
  error: string | null;
  onConfirm: (confirmed: boolean) => void;
}) {
  const { i18n } = useLingui();
  return (
    <Callout tone="warning" className="space-y-2">
      <p>
        {flags.length > 1 ? (
          <>
            <strong>{i18n._('Check these quantities')}</strong>{' '}
            {i18n._('before the customer sees them:')}
          </>
        ) : (
          <>
            <strong>{i18n._('Check this quantity')}</strong>{' '}
            {i18n._('before the customer sees it:')}
          </>
        )}
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {flags.map((f) => (
          <li key={`${f.option}-${f.line}`}>
            {several
              ? i18n._('{option}, line {number} ({name}): {message}', {
                  option: f.optionName,
                  number: f.line + 1,
                  name: f.name,
                  message: quantityConcernText(f.concern),
                })
              : i18n._('line {number} ({name}): {message}', {
                  number: f.line + 1,
                  name: f.name,
                  message: quantityConcernText(f.concern),
                })}
          </li>
        ))}
      </ul>
      <Link
        to={`/estimator?estimateId=${encodeURIComponent(estimateId)}`}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
      >
        {i18n._('Fix in the estimator')}
      </Link>
      <label className="flex min-h-11 items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={confirmed}
          aria-describedby={error ? 'quantity-confirm-error' : undefined}
          onChange={(e) => onConfirm(e.target.checked)}
        />
        <span>{i18n._('These quantities are right: send them as they are')}</span>
      </label>
      {error && (
        <p id="quantity-confirm-error" className="font-medium text-red-700">
          {error}
        </p>
      )}
    </Callout>
  );
}
