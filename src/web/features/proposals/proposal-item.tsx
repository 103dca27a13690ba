import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { formatLocalDate } from '../../../domain/format/format';
import type { ProposalSummary } from '../../../domain/proposal/proposal';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { downloadProposalPdf } from './api';
import { ProposalOptions } from './proposal-options';
import { ProposalStatusBadge } from './proposal-status-badge';
import { acceptedText, isOpen, proposalName, proposalTitle, viewedText } from './proposal-text';
import { useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';

const date = (at: string) => formatLocalDate(at, currentLanguage());

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** One proposal: what was sent, to whom, what the customer did, and what the office may do. */
export function ProposalItem({
  proposal: p,
  onWithdraw,
}: {
  proposal: ProposalSummary;
  /** With the button, for the focus to come back to it if the user cancels. */
  onWithdraw: (p: ProposalSummary, button: HTMLButtonElement) => void;
}) {
  const { i18n } = useLingui();
  const [download, setDownload] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const name = proposalName(p);
  const headingId = useId();
  const accepted = acceptedText(p);
  const now = new Date();

  const downloadPdf = () => {
    setDownload({ busy: true, error: null });
    downloadProposalPdf(p.id).then(
      () => setDownload({ busy: false, error: null }),
      (e: unknown) =>
        setDownload({
          busy: false,
          error: e instanceof Error ? e.message : i18n._('Could not download the PDF.'),
        }),
    );
  };

  return (
    <li className="space-y-3 px-4 py-4" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {proposalTitle(p)}
        </h3>
        <ProposalStatusBadge proposal={p} />
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <Fact label={i18n._('Created')}>
          <time dateTime={p.createdAt}>{date(p.createdAt)}</time>
          {p.createdByName && i18n._(' by {name}', { name: p.createdByName })}
        </Fact>
        <Fact label={i18n._('Valid until')}>
          <time dateTime={p.validUntil}>{date(p.validUntil)}</time>
        </Fact>
        {p.emailedTo && (
          <Fact label={i18n._('Emailed to')}>
            {p.emailedTo}
            {p.emailedAt && i18n._(' on {date}', { date: date(p.emailedAt) })}
          </Fact>
        )}
        <Fact label={i18n._('Views')}>
          {viewedText(p, now)}
          {p.firstViewedAt &&
            p.viewCount > 1 &&
            i18n._(' (first {date})', { date: date(p.firstViewedAt) })}
        </Fact>
      </dl>
      <ProposalOptions proposal={p} />
      {accepted && (
        <Callout tone="success">
          <p className="font-semibold">{accepted}</p>
        </Callout>
      )}
      {p.status === 'declined' && (
        <Callout tone="neutral">
          <p className="font-semibold">
            {p.decidedAt
              ? i18n._('Declined on {date}', { date: date(p.decidedAt) })
              : i18n._('Declined')}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">
            {p.declineReason
              ? i18n._('Reason: {reason}', { reason: p.declineReason })
              : i18n._('No reason given.')}
          </p>
        </Callout>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={download.busy}
          onClick={downloadPdf}
        >
          {download.busy
            ? i18n._('Preparing PDF…')
            : p.status === 'accepted'
              ? i18n._('Download signed PDF')
              : i18n._('Download PDF')}
          <span className="sr-only">{i18n._(' of {name}', { name })}</span>
        </button>
        {isOpen(p.status) && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={(e) => onWithdraw(p, e.currentTarget)}
          >
            {i18n._('Withdraw')}
            <span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
      {download.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {i18n._('Could not download the PDF: {error}', { error: download.error })}
        </p>
      )}
    </li>
  );
}
