import { formatEstimateNumber } from '../../../domain/estimate/estimate-record';
import { formatLocalDate, formatUsd } from '../../../domain/format/format';
import { currentLanguage } from '../../lib/i18n/catalogs';
import { timeAgoText } from '../../lib/time-ago';
import type { ProposalStatus, ProposalSummary } from '../../../domain/proposal/proposal';
import { i18n } from './i18n';

// The words of a proposal's row in the office, apart from the components so they can be tested.

/** "EST-000012 · version 2". */
export function proposalTitle(p: Pick<ProposalSummary, 'estimateNumber' | 'proposalVersion'>) {
  return i18n._('{number} · version {version}', {
    number: p.estimateNumber,
    version: p.proposalVersion,
  });
}

/** The same, for a screen reader's button name ("EST-000012 version 2"). */
export function proposalName(p: Pick<ProposalSummary, 'estimateNumber' | 'proposalVersion'>) {
  return i18n._('{number} version {version}', {
    number: p.estimateNumber,
    version: p.proposalVersion,
  });
}

/** "Not opened yet", "Viewed once, just now", "Viewed 3 times, last 2 hours ago". */
export function viewedText(
  p: Pick<ProposalSummary, 'viewCount' | 'lastViewedAt' | 'firstViewedAt'>,
  now: Date,
): string {
  const last = p.lastViewedAt ?? p.firstViewedAt;
  if (p.viewCount <= 0 || !last) return i18n._('Not opened yet');
  if (p.viewCount === 1) return i18n._('Viewed once, {ago}', { ago: timeAgoText(last, now) });
  return i18n._('Viewed {count} times, last {ago}', {
    count: p.viewCount,
    ago: timeAgoText(last, now),
  });
}

/**
 * "Accepted Better ($12,345) — signed by Dana Garcia on Nov 24, 2026". A one-option proposal
 * shows the customer no option names, so none here either.
 */
export function acceptedText(
  p: Pick<ProposalSummary, 'acceptedOption' | 'signerName' | 'decidedAt' | 'options'>,
): string | null {
  if (!p.acceptedOption) return null;
  const { name, totalCents } = p.acceptedOption;
  const total = formatUsd(totalCents);
  const what =
    p.options.length > 1
      ? i18n._('Accepted {name} ({total})', { name, total })
      : i18n._('Accepted ({total})', { total });
  const signer = p.signerName ? i18n._(' — signed by {name}', { name: p.signerName }) : '';
  const when = p.decidedAt
    ? i18n._(' on {date}', { date: formatLocalDate(p.decidedAt, currentLanguage()) })
    : '';
  return `${what}${signer}${when}`;
}

/** A proposal the office may still withdraw (an expired one too: its link then says so). */
export function isOpen(status: ProposalStatus): boolean {
  return status === 'sent' || status === 'viewed' || status === 'expired';
}

/**
 * The select's text for a saved estimate: "EST-000012 · $10,590 · Nov 24, 2026", or with
 * options every option's total ("EST-000012 · Good $10,590, Best $36,045 · ..."), since the
 * proposal offers them all.
 */
export function estimateChoiceText(e: {
  number: number;
  totalCents: number;
  createdAt: string;
  options?: readonly { name: string; totalCents: number }[];
}) {
  const totals =
    e.options && e.options.length > 1
      ? e.options.map((o) => `${o.name} ${formatUsd(o.totalCents)}`).join(', ')
      : formatUsd(e.totalCents);
  return `${formatEstimateNumber(e.number)} · ${totals} · ${formatLocalDate(e.createdAt, currentLanguage())}`;
}
