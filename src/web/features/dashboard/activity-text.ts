import type { ActivityEntry, ActivityKind } from '../../../domain/activity/activity';
import { ANONYMOUS_CUSTOMER } from '../../../domain/activity/activity';
import type { ShownStatus } from '../../../domain/project/status';
import { i18n } from './i18n';

// The activity log's words in the reader's language. The domain keeps each kind's English label
// (activityLead); here each kind is a whole sentence with the person as a placeholder, since
// another language puts the name elsewhere. In English each reads exactly as activityLead does.

type Lead = (who: string) => string;

const LEADS: Record<ActivityKind, Lead> = {
  'project.created': (who) => i18n._('{who} created project', { who }),
  'project.updated': (who) => i18n._('{who} updated project', { who }),
  'project.status-changed': (who) => i18n._('{who} changed the status of', { who }),
  'project.stage-changed': (who) => i18n._('{who} moved', { who }),
  'project.deleted': (who) => i18n._('{who} deleted project', { who }),
  'projects.imported': (who) => i18n._('{who} imported', { who }),
  'photos.added': (who) => i18n._('{who} added photos to', { who }),
  'photo.deleted': (who) => i18n._('{who} deleted a photo of', { who }),
  'outlines.saved': (who) => i18n._('{who} saved roof outlines for', { who }),
  'estimate.saved': (who) => i18n._('{who} saved an estimate for', { who }),
  'estimate.updated': (who) => i18n._('{who} updated an estimate for', { who }),
  'estimate.deleted': (who) => i18n._('{who} deleted an estimate for', { who }),
  'proposal.sent': (who) => i18n._('{who} created a proposal for', { who }),
  'proposal.emailed': (who) => i18n._('{who} emailed a proposal for', { who }),
  'proposal.viewed': (who) => i18n._('Proposal viewed by {who} for', { who }),
  'proposal.accepted': (who) => i18n._('Proposal accepted by {who} for', { who }),
  'proposal.declined': (who) => i18n._('Proposal declined by {who} for', { who }),
  'proposal.withdrawn': (who) => i18n._('{who} withdrew the proposal for', { who }),
  'event.booked': (who) => i18n._('{who} booked', { who }),
  'event.moved': (who) => i18n._('{who} moved', { who }),
  'event.removed': (who) => i18n._('{who} removed', { who }),
  'event.emailed': (who) => i18n._('{who} emailed the customer the date of', { who }),
  'schedule.rain-delay': (who) => i18n._('{who} rain delay:', { who }),
  'schedule.rain-delay-undone': (who) => i18n._('{who} undid the rain delay:', { who }),
  'crew.changed': (who) => i18n._('{who} changed the crews:', { who }),
  'invoice.created': (who) => i18n._('{who} created invoice', { who }),
  'invoice.sent': (who) => i18n._('{who} sent invoice', { who }),
  'invoice.viewed': (who) => i18n._('Invoice viewed by {who}:', { who }),
  'invoice.voided': (who) => i18n._('{who} voided invoice', { who }),
  'payment.recorded': (who) => i18n._('{who} recorded a payment on', { who }),
  'payment.refunded': (who) => i18n._('{who} refunded a payment on', { who }),
  'settings.updated': (who) => i18n._('{who} updated the settings:', { who }),
  'price-list.changed': (who) => i18n._('{who} changed the price list:', { who }),
  'user.joined': (who) => i18n._('{who} joined the team', { who }),
  'user.invited': (who) => i18n._('{who} invited', { who }),
  'user.invitation-renewed': (who) => i18n._('{who} issued a new invitation link for', { who }),
  'user.invitation-revoked': (who) => i18n._('{who} revoked the invitation for', { who }),
  'user.role-changed': (who) => i18n._('{who} changed the role of', { who }),
  'user.deactivated': (who) => i18n._('{who} deactivated', { who }),
  'user.reactivated': (who) => i18n._('{who} reactivated', { who }),
  'user.password-reset': (who) => i18n._('{who} issued a password reset for', { who }),
};

/** What an entry says before its subject, as activityLead says it in English. */
export function activityLeadText(entry: Pick<ActivityEntry, 'userName' | 'kind'>): string {
  const who = entry.userName === ANONYMOUS_CUSTOMER ? i18n._('the customer') : entry.userName;
  return LEADS[entry.kind](who);
}

/** A project's latest change by its status, for a log that is still empty (activityText). */
export function statusActivityText(status: ShownStatus): string {
  return {
    lost: i18n._('Project lost'),
    completed: i18n._('Project completed'),
    'in-progress': i18n._('Estimate approved'),
    pending: i18n._('New estimate created'),
  }[status];
}
