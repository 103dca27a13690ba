import type { ProposalSummary } from '../../../domain/proposal/proposal';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useWithdrawProposal } from './api';
import { proposalTitle } from './proposal-text';
import { useLingui } from './i18n';

/** Asks before withdrawing: the customer's link then says the proposal was withdrawn. */
export function WithdrawProposalDialog({
  proposal,
  onClose,
  onWithdrawn,
}: {
  proposal: ProposalSummary;
  onClose: () => void;
  onWithdrawn: (p: ProposalSummary) => void;
}) {
  const { i18n } = useLingui();
  const withdraw = useWithdrawProposal(proposal.projectId);
  return (
    <ConfirmDialog
      title={i18n._('Withdraw this proposal?')}
      action={i18n._('Withdraw proposal')}
      busyAction={i18n._('Withdrawing…')}
      busy={withdraw.isPending}
      error={withdraw.error}
      onConfirm={() => withdraw.mutate(proposal.id, { onSuccess: onWithdrawn })}
      onClose={onClose}
    >
      {i18n._(
        '{title} can then no longer be accepted: the customer’s link will say it was withdrawn. This cannot be undone; create a new proposal to send another link.',
        { title: proposalTitle(proposal) },
      )}
    </ConfirmDialog>
  );
}
