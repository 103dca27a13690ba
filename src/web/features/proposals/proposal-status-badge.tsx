import type { ProposalStatus, ProposalSummary } from '../../../domain/proposal/proposal';
import { useLingui } from './i18n';

// One colour per status, the word always beside it (dark text on a light fill: AA contrast).
const COLORS: Record<ProposalStatus, string> = {
  sent: 'bg-sky-100 text-sky-900 ring-sky-300',
  viewed: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  accepted: 'bg-green-100 text-green-900 ring-green-300',
  declined: 'bg-red-100 text-red-900 ring-red-300',
  expired: 'bg-amber-100 text-amber-950 ring-amber-300',
  withdrawn: 'bg-slate-200 text-slate-800 ring-slate-300',
  replaced: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function ProposalStatusBadge({
  proposal,
}: {
  proposal: Pick<ProposalSummary, 'status' | 'emailedAt'>;
}) {
  const { i18n } = useLingui();
  const { status } = proposal;
  // The domain's words (proposalStatusText), in the reader's language.
  const text =
    status === 'sent' && !proposal.emailedAt
      ? i18n._('Link created')
      : {
          sent: i18n._('Sent'),
          viewed: i18n._('Viewed'),
          accepted: i18n._('Accepted'),
          declined: i18n._('Declined'),
          expired: i18n._('Expired'),
          withdrawn: i18n._('Withdrawn'),
          replaced: i18n._('Replaced'),
        }[status];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${COLORS[status]}`}
    >
      {text}
    </span>
  );
}
