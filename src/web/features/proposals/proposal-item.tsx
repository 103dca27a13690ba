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
          error: e instanceof Error ? e.message : 'Could not download the PDF.',
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
        <Fact label="Created">
          <time dateTime={p.createdAt}>{formatLocalDate(p.createdAt)}</time>
          {p.createdByName && <> by {p.createdByName}</>}
        </Fact>
        <Fact label="Valid until">
          <time dateTime={p.validUntil}>{formatLocalDate(p.validUntil)}</time>
        </Fact>
        {p.emailedTo && (
          <Fact label="Emailed to">
            {p.emailedTo}
            {p.emailedAt && <> on {formatLocalDate(p.emailedAt)}</>}
          </Fact>
        )}
        <Fact label="Views">
          {viewedText(p, now)}
          {p.firstViewedAt && p.viewCount > 1 && <> (first {formatLocalDate(p.firstViewedAt)})</>}
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
            Declined{p.decidedAt && <> on {formatLocalDate(p.decidedAt)}</>}
          </p>
          <p className="mt-1 whitespace-pre-line break-words">
            {p.declineReason ? `Reason: ${p.declineReason}` : 'No reason given.'}
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
            ? 'Preparing PDF…'
            : p.status === 'accepted'
              ? 'Download signed PDF'
              : 'Download PDF'}
          <span className="sr-only"> of {name}</span>
        </button>
        {isOpen(p.status) && (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={(e) => onWithdraw(p, e.currentTarget)}
          >
            Withdraw<span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
      {download.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          Could not download the PDF: {download.error}
        </p>
      )}
    </li>
  );
}
