import type { ProposalSummary } from '../../../domain/proposal';
import { buttonStyles } from '../../components/ui/button-styles';
import { Dialog } from '../../components/ui/dialog';
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
    <Dialog title="Withdraw this proposal?" onClose={onClose}>
      <p className="text-slate-700">
        {proposalTitle(proposal)} can then no longer be accepted: the customer’s link will say it
        was withdrawn. This cannot be undone; create a new proposal to send another link.
      </p>
      {withdraw.isError && (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {withdraw.error.message}
        </p>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className={buttonStyles.danger}
          disabled={withdraw.isPending}
          onClick={() => withdraw.mutate(proposal.id, { onSuccess: onWithdrawn })}
        >
          {withdraw.isPending ? 'Withdrawing…' : 'Withdraw proposal'}
        </button>
      </div>
    </Dialog>
  );
}
