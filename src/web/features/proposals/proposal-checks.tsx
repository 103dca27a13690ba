import { Link } from 'react-router';
import type { QuantityFlag } from '../../../domain/estimate/line-quantity';
import type { ProposalRequirement } from '../../../domain/proposal/proposal';
import { missingText, PROPOSAL_REQUIREMENTS } from '../../../domain/proposal/proposal';
import { Callout } from '../../components/ui/callout';
import type { ApiError } from '../../lib/api-client';

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
  const what = missingText(missing);
  return (
    <Callout tone="warning" role="alert">
      <p>
        <strong>Before creating a proposal</strong>,{' '}
        {canEdit ? 'fill in' : 'ask the owner to fill in'} {what} in Settings: the customer’s page
        and the PDF show {missing.length > 1 ? 'them' : 'it'}, and the customer agrees to the terms
        when accepting.
      </p>
      <Link
        to="/settings"
        className="mt-2 inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
      >
        Go to Settings
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
  return (
    <Callout tone="warning" className="space-y-2">
      <p>
        <strong>Check {flags.length > 1 ? 'these quantities' : 'this quantity'}</strong> before the
        customer sees {flags.length > 1 ? 'them' : 'it'}:
      </p>
      <ul className="list-disc space-y-1 pl-5">
        {flags.map((f) => (
          <li key={`${f.option}-${f.line}`}>
            {several ? `${f.optionName}, ` : ''}line {f.line + 1} ({f.name}): {f.message}
          </li>
        ))}
      </ul>
      <Link
        to={`/estimator?estimateId=${encodeURIComponent(estimateId)}`}
        className="inline-flex min-h-11 items-center font-medium text-brand-700 underline hover:text-brand-800"
      >
        Fix in the estimator
      </Link>
      <label className="flex min-h-11 items-start gap-2">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={confirmed}
          aria-describedby={error ? 'quantity-confirm-error' : undefined}
          onChange={(e) => onConfirm(e.target.checked)}
        />
        <span>These quantities are right: send them as they are</span>
      </label>
      {error && (
        <p id="quantity-confirm-error" className="font-medium text-red-700">
          {error}
        </p>
      )}
    </Callout>
  );
}
