import type { ProposalSummary } from '../../../domain/proposal/proposal';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useWithdrawProposal } from './api';
import { proposalTitle } from './proposal-text';

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
  const withdraw = useWithdrawProposal(proposal.projectId);
  return (
    <ConfirmDialog
      title="Withdraw this proposal?"
      action="Withdraw proposal"
      busyAction="Withdrawing…"
      busy={withdraw.isPending}
      error={withdraw.error}
      onConfirm={() => withdraw.mutate(proposal.id, { onSuccess: onWithdrawn })}
      onClose={onClose}
    >
      {proposalTitle(proposal)} can then no longer be accepted: the customer’s link will say it was
      withdrawn. This cannot be undone; create a new proposal to send another link.
    </ConfirmDialog>
  );
}
