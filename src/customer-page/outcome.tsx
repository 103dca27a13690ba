import { useEffect, useRef } from 'react';
import { formatLocalDate, formatUsd } from '../domain/format/format';
import type { ProposalDecision, ProposalSnapshot } from '../domain/proposal/proposal';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { proposalPdfUrl } from './api';

/** What the customer decided, and the PDF of it (signed, once accepted). */
export function Outcome({
  token,
  snapshot,
  decision,
  takeFocus,
}: {
  token: string;
  snapshot: ProposalSnapshot;
  decision: ProposalDecision;
  /** Just decided on this visit: focus moves here so the result is read out. */
  takeFocus: boolean;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takeFocus) headingRef.current?.focus();
  }, [takeFocus]);

  const accepted = decision.outcome === 'accepted';
  const option = decision.option === null ? undefined : snapshot.options[decision.option];
  const what =
    option && snapshot.options.length > 1
      ? `${option.name} (${formatUsd(option.totals.totalCents)})`
      : option
        ? `this proposal (${formatUsd(option.totals.totalCents)})`
        : 'this proposal';
  const on = formatLocalDate(decision.at);

  return (
    <Callout tone={accepted ? 'success' : 'neutral'} className="text-base">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {accepted ? 'Proposal accepted' : 'Proposal declined'}
      </h2>
      <p className="mt-1">
        {accepted
          ? `You accepted ${what} on ${on}. Thank you!`
          : `You declined this proposal on ${on}.`}
      </p>
      {accepted && decision.signerName && (
        <p className="mt-1">
          Signed by {decision.signerName}
          {decision.signatureKind === 'typed' ? ' (typed name)' : ''}.
        </p>
      )}
      {!accepted && decision.declineReason && (
        <p className="mt-1 whitespace-pre-wrap">Your reason: {decision.declineReason}</p>
      )}
      {accepted && (
        <p className="mt-1">
          {snapshot.company.name || 'The company'} will be in touch to schedule the work.
        </p>
      )}
      <a
        href={proposalPdfUrl(token)}
        download
        className={`${accepted ? buttonStyles.primary : buttonStyles.secondary} mt-4`}
      >
        {accepted ? 'Download signed PDF' : 'Download PDF'}
      </a>
    </Callout>
  );
}
