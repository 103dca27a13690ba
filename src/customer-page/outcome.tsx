import { useEffect, useRef } from 'react';
import { formatLocalDate, formatUsd } from '../domain/format/format';
import type { ProposalDecision, ProposalSnapshot } from '../domain/proposal/proposal';
import { buttonStyles } from '../web/components/ui/button-styles';
import { Callout } from '../web/components/ui/callout';
import { proposalPdfUrl } from './api';
import { i18n } from './i18n';
import { isLanguage } from '../domain/language/language';

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
      ? i18n._('{option} ({total})', {
          option: option.name,
          total: formatUsd(option.totals.totalCents),
        })
      : option
        ? i18n._('this proposal ({total})', { total: formatUsd(option.totals.totalCents) })
        : i18n._('this proposal');
  const on = formatLocalDate(decision.at, isLanguage(i18n.locale) ? i18n.locale : 'en');

  return (
    <Callout tone={accepted ? 'success' : 'neutral'} className="text-base">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold">
        {accepted ? i18n._('Proposal accepted') : i18n._('Proposal declined')}
      </h2>
      <p className="mt-1">
        {accepted
          ? i18n._('You accepted {what} on {on}. Thank you!', { what, on })
          : i18n._('You declined this proposal on {on}.', { on })}
      </p>
      {accepted && decision.signerName && (
        <p className="mt-1">
          {decision.signatureKind === 'typed'
            ? i18n._('Signed by {name} (typed name).', { name: decision.signerName })
            : i18n._('Signed by {name}.', { name: decision.signerName })}
        </p>
      )}
      {!accepted && decision.declineReason && (
        <p className="mt-1 whitespace-pre-wrap">
          {i18n._('Your reason: {reason}', { reason: decision.declineReason })}
        </p>
      )}
      {accepted && (
        <p className="mt-1">
          {snapshot.company.name
            ? i18n._('{company} will be in touch to schedule the work.', {
                company: snapshot.company.name,
              })
            : i18n._('The company will be in touch to schedule the work.')}
        </p>
      )}
      <a
        href={proposalPdfUrl(token)}
        download
        className={`${accepted ? buttonStyles.primary : buttonStyles.secondary} mt-4`}
      >
        {accepted ? i18n._('Download signed PDF') : i18n._('Download PDF')}
      </a>
    </Callout>
  );
}
