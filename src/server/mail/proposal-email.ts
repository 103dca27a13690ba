import type { ProposalSnapshot } from '../../domain/proposal';
import type { MailMessage } from './mailer';

/** The email that sends a customer the link to their proposal. */
export function proposalEmail(snapshot: ProposalSnapshot, url: string, to: string): MailMessage {
  void snapshot;
  void url;
  void to;
  throw new Error('not written yet');
}
