import { formatLocalDate } from '../../../domain/format/format';
import type { CreatedProposal } from '../../../domain/proposal/proposal';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { tokenOfLink } from './api';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import { EmailProposalForm } from './email-proposal-form';
import { proposalTitle } from './proposal-text';

/**
 * The new proposal's link, shown this once: the server keeps only a hash of its token, so it can
 * never show the link again. Copy it, or have the server email it to the customer.
 */
export function CreatedProposalPanel({
  created,
  customerEmail,
  onDone,
}: {
  created: CreatedProposal;
  customerEmail: string;
  onDone: () => void;
}) {
  const { proposal: p, url, canEmail } = created;
  return (
    <div className="space-y-4">
      <Callout tone="success">
        <p className="font-semibold">{proposalTitle(p)} is ready to send.</p>
        <p className="mt-1">The customer can accept it until {formatLocalDate(p.validUntil)}.</p>
      </Callout>
      <CopyLinkField label="Link for the customer" url={url} />
      <Callout tone="warning">
        This link is shown only now: Ridgeline keeps only a fingerprint of it and cannot show it
        again. Creating another proposal from this estimate makes a new version, and this link then
        tells the customer it was replaced.
      </Callout>
      {canEmail ? (
        <EmailProposalForm
          projectId={p.projectId}
          proposalId={p.id}
          token={tokenOfLink(url)}
          customerEmail={customerEmail}
        />
      ) : (
        <p className="text-sm text-slate-600">
          Email is not set up on this server: copy the link and send it to the customer yourself.
        </p>
      )}
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
