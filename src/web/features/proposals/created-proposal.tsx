import { formatLocalDate } from '../../../domain/format/format';
import type { CreatedProposal } from '../../../domain/proposal/proposal';
import { buttonStyles } from '../../components/ui/button-styles';
import { Callout } from '../../components/ui/callout';
import { tokenOfLink } from './api';
import { CopyLinkField } from '../../components/ui/copy-link-field';
import { EmailProposalForm } from './email-proposal-form';
import { proposalTitle } from './proposal-text';
import { useLingui } from './i18n';
import { currentLanguage } from '../../lib/i18n/catalogs';

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
  const { i18n } = useLingui();
  const { proposal: p, url, canEmail } = created;
  return (
    <div className="space-y-4">
      <Callout tone="success">
        <p className="font-semibold">
          {i18n._('{title} is ready to send.', { title: proposalTitle(p) })}
        </p>
        <p className="mt-1">
          {i18n._('The customer can accept it until {date}.', {
            date: formatLocalDate(p.validUntil, currentLanguage()),
          })}
        </p>
      </Callout>
      <CopyLinkField label={i18n._('Link for the customer')} url={url} />
      <Callout tone="warning">
        {i18n._(
          'This link is shown only now: Ridgeline keeps only a fingerprint of it and cannot show it again. Creating another proposal from this estimate makes a new version, and this link then tells the customer it was replaced.',
        )}
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
          {i18n._(
            'Email is not set up on this server: copy the link and send it to the customer yourself.',
          )}
        </p>
      )}
      <div className="flex justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onDone}>
          {i18n._('Done')}
        </button>
      </div>
    </div>
  );
}
